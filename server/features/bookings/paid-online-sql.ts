// What reached us online for a booking: its card payment once made, and the part a gift voucher
// paid (decision 017). Nothing for one booked to pay at the sauna, or a card booking still
// awaiting payment: cancelling it promises no refund (the host's and the admin's dialogs say so,
// as the guest's does). Qualified by hand: a correlated subquery on the outer query's bookings.
import { sql } from "drizzle-orm";

const booking = sql.raw('"bookings"."id"');

/** In cents; 0 when nothing was paid online. */
export const paidOnlineCents = sql<number>`(
  coalesce((select p.amount_paid_cents from booking_payments p where p.booking_id = ${booking}), 0)
  + coalesce((select r.amount_cents from gift_voucher_redemptions r where r.booking_id = ${booking}), 0)
)::int`.mapWith(Number);
