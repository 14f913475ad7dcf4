import CalendarPlus from "lucide-react/icons/calendar-plus";
import ChevronDown from "lucide-react/icons/chevron-down";
import Clock from "lucide-react/icons/clock";
import Users from "lucide-react/icons/users";
import { useState } from "react";
import { Link } from "react-router";
import { BOOKING_TYPE_LABELS, PRODUCT_NAME, type BookingType } from "#domain/constants";
import { fromCents } from "#domain/money";
import { formatDate, formatMoney, formatPlace } from "#domain/format";
import type { GuestBooking } from "#server/features/bookings/guest-bookings.service";
import type { ToastMessage } from "#app/components/toaster";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { ConfirmDialog } from "#app/components/confirm-dialog";
import { Button, buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useSection } from "#app/lib/use-section";
import { BookingPaymentNote } from "./booking-payment-note";

/** One booking in My Bookings, with the actions its status allows. */
export function BookingCard({ booking }: { booking: GuestBooking }) {
  const [details, setDetails] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { fetcher, busy } = useSection<{ toast: ToastMessage }>();
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:flex-row">
      <div className="aspect-[5/2] w-full shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:aspect-[4/3] sm:w-40 sm:self-start">
        {booking.image && <img src={booking.image} alt="" className="size-full object-cover" loading="lazy" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-serif text-lg text-cedar-900">
            <Link to={`/sauna/${booking.saunaId}`} className="hover:text-ember-700">{booking.saunaName}</Link>
          </h3>
          <BookingStatusBadge status={booking.displayStatus} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1"><CalendarPlus className="size-4" aria-hidden="true" />{formatDate(booking.bookingDate)}</span>
          <span className="inline-flex items-center gap-1"><Clock className="size-4" aria-hidden="true" />{booking.startTime.slice(0, 5)}–{booking.endTime.slice(0, 5)}</span>
          <span className="inline-flex items-center gap-1"><Users className="size-4" aria-hidden="true" />{booking.guests} {booking.guests === 1 ? "guest" : "guests"}</span>
        </p>
        <p className="text-sm">
          {BOOKING_TYPE_LABELS[booking.bookingType as BookingType] ?? booking.bookingType} · <span className="font-semibold">{formatMoney(booking.totalAmount)}</span>
        </p>
        <BookingPaymentNote booking={booking} />
        {!booking.saunaListed && <p className="text-sm text-muted">This sauna is no longer listed on {PRODUCT_NAME}.</p>}
        {booking.saunaListed && booking.saunaPaused && booking.displayStatus === "confirmed" && (
          <p className="text-sm text-muted">Its host has paused new bookings for now. Yours stands as booked.</p>
        )}
        {booking.displayStatus === "cancelled" && (booking.cancelledBy === "host" || booking.cancelledBy === "admin") && (
          <p className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950">
            {booking.cancelledBy === "host" ? "Cancelled by your host" : `Cancelled by ${PRODUCT_NAME}`}: {booking.cancellationReason}
            <span className="mt-1 block">
              {booking.payment.kind === "not_charged" ? "You haven't been charged." : `You get a full refund of ${formatMoney(booking.refundAmount ?? booking.totalAmount)}.`}
            </span>
          </p>
        )}
        {details && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl bg-sand-50 p-3 text-sm">
            <dt className="text-muted">Booking ID</dt><dd className="font-mono">{booking.id.slice(0, 8)}</dd>
            <dt className="text-muted">Booked on</dt><dd>{formatDate(new Date(booking.createdAt))}</dd>
            <dt className="text-muted">Location</dt><dd>{formatPlace(booking)}</dd>
            {booking.address && (<><dt className="text-muted">Address</dt><dd>{booking.address}</dd></>)}
            {booking.displayStatus === "cancelled" && (<><dt className="text-muted">Refund</dt><dd>{formatMoney(booking.refundAmount ?? 0)}</dd></>)}
          </dl>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button variant="ghost" size="sm" onClick={() => setDetails((d) => !d)} aria-expanded={details}>
            View Details <ChevronDown className={cn("transition", details && "rotate-180")} aria-hidden="true" />
          </Button>
          {booking.displayStatus === "confirmed" && (
            <a href={`/my-account/bookings/${booking.id}/calendar.ics`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
              Add to Calendar
            </a>
          )}
          {booking.payment.kind === "awaiting" && booking.payment.canPay && (
            // A plain link: the payment page is Stripe's (checkout/pay.ts says why not a form).
            <a href={`/checkout/${booking.id}/pay`} className={buttonVariants({ size: "sm" })}>Complete payment</a>
          )}
          {booking.canCancel && (
            <Button variant="outline" size="sm" className="text-red-800" onClick={() => setConfirming(true)} disabled={busy}>
              Cancel
            </Button>
          )}
          {booking.displayStatus === "completed" &&
            (booking.reviewed ? (
              <Link to="/my-account/reviews" className={buttonVariants({ variant: "outline", size: "sm" })}>See Your Review</Link>
            ) : (
              <Link to={`/review/${booking.saunaId}`} className={buttonVariants({ size: "sm" })}>Leave a Review</Link>
            ))}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel Booking?"
        description={cancelText(booking)}
        fetcher={fetcher}
        fields={{ bookingId: booking.id }}
        intent="cancel"
        confirm="Cancel Booking"
        keep="Keep Booking"
      />
    </article>
  );
}

/** What cancelling does to this booking, said before the guest confirms. */
function cancelText(booking: GuestBooking): string {
  const session = `${booking.saunaName} on ${formatDate(booking.bookingDate)}`;
  // Not paid yet: the slot is released, and there is no money to talk about.
  if (booking.payment.kind === "awaiting") return `Your time slot at ${session} will be released. You haven't been charged.`;
  if (!booking.freeCancellation) {
    return `This session starts in less than ${booking.freeCancellationHours} hours, so no refund is due if you cancel now. Free cancellation is only available up to ${booking.freeCancellationHours} hours before the session.`;
  }
  const refund = `you will get a full refund of ${formatMoney(booking.totalAmount)}`;
  // A gift voucher's part goes back on the voucher (decision 017).
  if (booking.voucherCents > 0) return `Your session at ${session} will be cancelled and ${refund}: ${formatMoney(fromCents(booking.voucherCents))} of it back on your gift voucher.`;
  return booking.payment.kind === "paid"
    ? `Your session at ${session} will be cancelled and ${refund}, back to the card you paid with.`
    : `Your session at ${session} will be cancelled and ${refund}.`;
}
