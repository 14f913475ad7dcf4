import CalendarPlus from "lucide-react/icons/calendar-plus";
import ChevronDown from "lucide-react/icons/chevron-down";
import Clock from "lucide-react/icons/clock";
import Users from "lucide-react/icons/users";
import { useState } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#domain/constants";
import { fromCents } from "#domain/money";
import { formatMoney, formatPlace } from "#domain/format";
import { formatDate } from "#domain/format-date";
import type { Locale } from "#domain/locales";
import type { GuestBooking } from "#server/features/bookings/guest-bookings.service";
import type { ToastMessage } from "#app/components/toaster";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { ConfirmDialog } from "#app/components/confirm-dialog";
import { Button, buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import { BookingPaymentNote } from "./booking-payment-note";
import { bookingTypeLabel } from "./booking-type";

type T = ReturnType<typeof useT<"account">>;

/** One booking in My Bookings, with the actions its status allows. */
export function BookingCard({ booking }: { booking: GuestBooking }) {
  const [details, setDetails] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { fetcher, busy } = useSection<{ toast: ToastMessage }>();
  const t = useT("account");
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:flex-row">
      <div className="aspect-[5/2] w-full shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:aspect-[4/3] sm:w-40 sm:self-start">
        {booking.image && <img src={booking.image} alt="" className="size-full object-cover" loading="lazy" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-serif text-lg text-cedar-900">
            <Link to={localePath(`/sauna/${booking.saunaId}`)} className="hover:text-ember-700">{booking.saunaName}</Link>
          </h3>
          <BookingStatusBadge status={booking.displayStatus} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1"><CalendarPlus className="size-4" aria-hidden="true" />{formatDate(booking.bookingDate, locale)}</span>
          <span className="inline-flex items-center gap-1"><Clock className="size-4" aria-hidden="true" />{booking.startTime.slice(0, 5)}–{booking.endTime.slice(0, 5)}</span>
          <span className="inline-flex items-center gap-1"><Users className="size-4" aria-hidden="true" />{t("guests", { count: booking.guests })}</span>
        </p>
        <p className="text-sm">
          {bookingTypeLabel(booking.bookingType, t)} · <span className="font-semibold">{formatMoney(booking.totalAmount, locale)}</span>
        </p>
        <BookingPaymentNote booking={booking} />
        {!booking.saunaListed && <p className="text-sm text-muted">{t("card.noLongerListed", { product: PRODUCT_NAME })}</p>}
        {booking.saunaListed && booking.saunaPaused && booking.displayStatus === "confirmed" && (
          <p className="text-sm text-muted">{t("card.paused")}</p>
        )}
        {booking.displayStatus === "cancelled" && (booking.cancelledBy === "host" || booking.cancelledBy === "admin") && (
          <p className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950">
            {booking.cancelledBy === "host"
              ? t("card.cancelledByHost", { reason: booking.cancellationReason ?? "" })
              : t("card.cancelledByProduct", { product: PRODUCT_NAME, reason: booking.cancellationReason ?? "" })}
            <span className="mt-1 block">
              {booking.payment.kind === "not_charged"
                ? t("payment.notCharged")
                : booking.payment.kind === "at_sauna"
                  ? t("card.nothingToRefund")
                  : t("card.fullRefund", { amount: formatMoney(booking.refundAmount ?? booking.totalAmount, locale) })}
            </span>
          </p>
        )}
        {details && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl bg-sand-50 p-3 text-sm">
            <dt className="text-muted">{t("card.bookingId")}</dt><dd className="font-mono">{booking.id.slice(0, 8)}</dd>
            <dt className="text-muted">{t("card.bookedOn")}</dt><dd>{formatDate(new Date(booking.createdAt), locale)}</dd>
            <dt className="text-muted">{t("card.location")}</dt><dd>{formatPlace(booking, locale)}</dd>
            {booking.address && (<><dt className="text-muted">{t("card.address")}</dt><dd>{booking.address}</dd></>)}
            {booking.displayStatus === "cancelled" && booking.payment.kind !== "at_sauna" && (<><dt className="text-muted">{t("card.refund")}</dt><dd>{formatMoney(booking.refundAmount ?? 0, locale)}</dd></>)}
          </dl>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button variant="ghost" size="sm" onClick={() => setDetails((d) => !d)} aria-expanded={details}>
            {t("card.viewDetails")} <ChevronDown className={cn("transition", details && "rotate-180")} aria-hidden="true" />
          </Button>
          {booking.displayStatus === "confirmed" && (
            <a href={localePath(`/my-account/bookings/${booking.id}/calendar.ics`)} download className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("card.addToCalendar")}
            </a>
          )}
          {booking.payment.kind === "awaiting" && booking.payment.canPay && (
            // A plain link: the payment page is Stripe's (checkout/pay.ts says why not a form).
            <a href={localePath(`/checkout/${booking.id}/pay`)} className={buttonVariants({ size: "sm" })}>{t("card.completePayment")}</a>
          )}
          {booking.canCancel && (
            <Button variant="outline" size="sm" className="text-red-800" onClick={() => setConfirming(true)} disabled={busy}>
              {t("card.cancel")}
            </Button>
          )}
          {booking.displayStatus === "completed" &&
            (booking.reviewed ? (
              <Link to={localePath("/my-account/reviews")} className={buttonVariants({ variant: "outline", size: "sm" })}>{t("card.seeReview")}</Link>
            ) : (
              <Link to={localePath(`/review/${booking.saunaId}`)} className={buttonVariants({ size: "sm" })}>{t("card.leaveReview")}</Link>
            ))}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("cancel.title")}
        description={cancelText(booking, t, locale)}
        fetcher={fetcher}
        fields={{ bookingId: booking.id }}
        intent="cancel"
        confirm={t("cancel.confirm")}
        keep={t("cancel.keep")}
      />
    </article>
  );
}

/** What cancelling does to this booking, said before the guest confirms. */
function cancelText(booking: GuestBooking, t: T, locale: Locale): string {
  const session = { sauna: booking.saunaName, date: formatDate(booking.bookingDate, locale) };
  // Not paid yet: the slot is released, and there is no money to talk about.
  if (booking.payment.kind === "awaiting") return t("cancel.release", session);
  // Booked without card payments: nothing was paid online, so only a gift voucher's part has
  // anywhere to go back to (decision 017); the rest was to be paid at the sauna.
  if (booking.payment.kind === "at_sauna" && booking.voucherCents === 0) return t("cancel.nothingToRefund", session);
  if (!booking.freeCancellation) return t("cancel.noRefund", { hours: t("hours", { count: booking.freeCancellationHours }) });
  if (booking.payment.kind === "at_sauna") return t("cancel.voucherBackAtSauna", { ...session, voucher: formatMoney(fromCents(booking.voucherCents), locale) });
  const refund = { ...session, amount: formatMoney(booking.totalAmount, locale) };
  // A gift voucher's part goes back on the voucher (decision 017).
  if (booking.voucherCents > 0) return t("cancel.refundToVoucher", { ...refund, voucher: formatMoney(fromCents(booking.voucherCents), locale) });
  return t(booking.payment.kind === "paid" ? "cancel.refundToCard" : "cancel.refund", refund);
}
