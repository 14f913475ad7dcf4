import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/bookings";
import { PRODUCT_NAME } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { cancelMyBooking, listMyBookings, type MyCancellation } from "#server/features/bookings/guest-bookings.service";
import type { ToastMessage } from "#app/components/toaster";
import { getApp } from "#app/lib/context.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt } from "#app/lib/service-errors.server";
import { parseForm } from "#app/lib/form.server";
import { leaveWaitlist, myWaitlists, WAITLIST_ENTRY_NOT_FOUND } from "#server/features/waitlist/waitlist.service";
import { BookingCard } from "./booking-card";
import { WaitlistsSection } from "./waitlists-section";

export const meta = () => [{ title: `My Bookings · ${PRODUCT_NAME}` }];

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
], { error: "Unknown action" });

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const { db, payments } = getApp(context);
  const result = await attempt(async () => {
    const form = parseForm(context, BookingsForm);
    if (form.intent === "leave-waitlist") {
      await leaveWaitlist(db, user, form.entryId);
      return { title: "Left the waitlist", description: "You're no longer in line for this session.", variant: "success" } satisfies ToastMessage;
    }
    return cancellationToast(await cancelMyBooking(db, user, form.bookingId, new Date(), payments));
  });
  if (!result.ok) {
    return data({ toast: { title: "Error", description: result.error, variant: "error" as const } }, { status: result.status });
  }
  return { toast: result.value };
}

function cancellationToast(cancellation: MyCancellation): ToastMessage {
  switch (cancellation.outcome) {
    case "released":
      return { title: "Booking cancelled", description: "Your time slot was released. You haven't been charged.", variant: "success" };
    case "paid":
      return { title: "Booking confirmed!", description: "Your payment had already gone through, so your session is booked.", variant: "info" };
    case "cancelled": {
      const { refund, byCard, toVoucher = 0 } = cancellation;
      if (refund <= 0) return { title: "Booking cancelled", description: "No refund is due for this cancellation.", variant: "success" };
      const refunded = `You'll get a full refund of ${formatMoney(refund)}`;
      // A gift voucher's part goes back on the voucher (decision 017); the card gets the rest.
      const where = toVoucher > 0
        ? `: ${formatMoney(toVoucher)} back on your gift voucher${byCard && refund > toVoucher ? ` and ${formatMoney(refund - toVoucher)} to the card you paid with` : ""}.`
        : byCard ? " to the card you paid with." : ".";
      return { title: "Booking cancelled", description: `${refunded}${where}`, variant: "success" };
    }
  }
}

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, waitlists } = loaderData;
  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-heading">
        <h1 id="upcoming-heading" className="font-serif text-2xl text-cedar-900">My Bookings</h1>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">Upcoming</h2>
        {upcoming.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">
            No upcoming sessions. <Link to="/saunas" className="font-medium text-ember-700 underline">Find a sauna</Link> for your next warm-up.
          </p>
        ) : (
          <ul className="mt-3 space-y-4">{upcoming.map((b) => <li key={b.id}><BookingCard booking={b} /></li>)}</ul>
        )}
      </section>
      <WaitlistsSection places={waitlists} />
      {past.length > 0 && (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">Past and cancelled</h2>
          <ul className="mt-3 space-y-4">{past.map((b) => <li key={b.id}><BookingCard booking={b} /></li>)}</ul>
        </section>
      )}
    </div>
  );
}
