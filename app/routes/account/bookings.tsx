import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/bookings";
import { UNKNOWN_ACTION } from "#domain/form-fields";
import { formatMoney } from "#domain/format";
import { cancelMyBooking, listMyBookings, type MyCancellation } from "#server/features/bookings/guest-bookings.service";
import type { ToastMessage } from "#app/components/toaster";
import { getApp } from "#app/lib/context.server";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import type { Locale } from "#domain/locales";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt } from "#app/lib/service-errors.server";
import { parseForm } from "#app/lib/form.server";
import { leaveWaitlist, myWaitlists, WAITLIST_ENTRY_NOT_FOUND } from "#server/features/waitlist/waitlist.service";
import { accountTitle } from "./account-meta";
import { BookingCard } from "./booking-card";
import { WaitlistsSection } from "./waitlists-section";

export const meta: Route.MetaFunction = (args) => [{ title: accountTitle(args, "bookings.title") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db } = getApp(context);
  const [bookings, waitlists] = await Promise.all([listMyBookings(db, user), myWaitlists(db, user)]);
  return {
    waitlists,
    // The service lists newest first; upcoming sessions read soonest first.
    upcoming: bookings.filter((b) => b.upcoming).reverse(),
    past: bookings.filter((b) => !b.upcoming),
  };
}

const BookingsForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), bookingId: z.string({ error: "Booking not found" }) }),
  // Leaving a waitlist (decision 016) from its card in 'Waitlists'.
  z.object({ intent: z.literal("leave-waitlist"), entryId: z.string({ error: WAITLIST_ENTRY_NOT_FOUND }) }),
], { error: UNKNOWN_ACTION });

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const { db, payments } = getApp(context);
  const locale = requestLocale(request);
  const t = serverT(locale, "account");
  const result = await attempt(async () => {
    const form = parseForm(context, BookingsForm);
    if (form.intent === "leave-waitlist") {
      await leaveWaitlist(db, user, form.entryId);
      return { title: t("toast.leftWaitlist"), description: t("toast.leftWaitlist.description"), variant: "success" } satisfies ToastMessage;
    }
    return cancellationToast(await cancelMyBooking(db, user, form.bookingId, new Date(), payments), locale);
  });
  if (!result.ok) {
    return data({ toast: { title: t("toast.error"), description: result.error, variant: "error" as const } }, { status: result.status });
  }
  return { toast: result.value };
}

function cancellationToast(cancellation: MyCancellation, locale: Locale): ToastMessage {
  const t = serverT(locale, "account");
  switch (cancellation.outcome) {
    case "released":
      return { title: t("toast.bookingCancelled"), description: t("toast.released"), variant: "success" };
    case "paid":
      return { title: t("toast.bookingConfirmed"), description: t("toast.alreadyPaid"), variant: "info" };
    case "cancelled": {
      const { refund, byCard, toVoucher = 0 } = cancellation;
      if (refund <= 0) return { title: t("toast.bookingCancelled"), description: t("toast.noRefund"), variant: "success" };
      const amount = formatMoney(refund, locale);
      // A gift voucher's part goes back on the voucher (decision 017); the card gets the rest. Nothing
      // paid by card (booked to pay at the sauna): only the voucher's part has anywhere to go back to.
      const description = !byCard
        ? toVoucher > 0 ? t("toast.voucherBackAtSauna", { voucher: formatMoney(toVoucher, locale) }) : t("toast.nothingToRefund")
        : toVoucher > 0
          ? refund > toVoucher
            ? t("toast.refundToVoucherAndCard", { amount, voucher: formatMoney(toVoucher, locale), card: formatMoney(refund - toVoucher, locale) })
            : t("toast.refundToVoucher", { amount, voucher: formatMoney(toVoucher, locale) })
          : t("toast.refundToCard", { amount });
      return { title: t("toast.bookingCancelled"), description, variant: "success" };
    }
  }
}

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, waitlists } = loaderData;
  const t = useT("account");
  const localePath = useLocalePath();
  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-heading">
        <h1 id="upcoming-heading" className="font-serif text-2xl text-cedar-900">{t("bookings.title")}</h1>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">{t("bookings.upcoming")}</h2>
        {upcoming.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">
            {t("bookings.noUpcoming")} <Link to={localePath("/saunas")} className="font-medium text-ember-700 underline">{t("findSauna")}</Link> {t("bookings.nextWarmUp")}
          </p>
        ) : (
          <ul className="mt-3 space-y-4">{upcoming.map((b) => <li key={b.id}><BookingCard booking={b} /></li>)}</ul>
        )}
      </section>
      <WaitlistsSection places={waitlists} />
      {past.length > 0 && (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">{t("bookings.past")}</h2>
          <ul className="mt-3 space-y-4">{past.map((b) => <li key={b.id}><BookingCard booking={b} /></li>)}</ul>
        </section>
      )}
    </div>
  );
}
