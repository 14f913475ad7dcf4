// Card bookings for tests of what happens after Book Now (decision 012): made the way a guest makes
// them (bookAndPay, then paying on the local Stripe server's hosted page, the webhook confirming),
// and the rows and Stripe objects tests then look at.
import { eq } from "drizzle-orm";
import type { SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments, paymentRefunds, payoutTransfers } from "#server/db/schema/payments";
import { bookAndPay } from "#server/features/payments/checkout.service";
import { type CardPayments, daysAhead } from "./card-payments";
import { TEST_CONFIG, type TestDatabase } from "./test-database";

export type CardBookingInput = { days?: number; time?: string; bookingType?: "private" | "shared" | "group"; guests?: number; now?: Date };

/** Book Now by card for `guest` at `saunaId`: the booking awaits payment on its Checkout Session. */
export async function startCardBooking(t: TestDatabase, cards: CardPayments, guest: SignedInUser, saunaId: string, input: CardBookingInput = {}) {
  const { days = 3, time = "18:00", bookingType = "private", guests = 1, now = new Date() } = input;
  const { bookingId } = await bookAndPay(
    t.db,
    cards.provider,
    guest,
    { saunaId, date: daysAhead(days), time, bookingType, guests: String(guests) },
    { baseUrl: TEST_CONFIG.baseUrl, now },
  );
  const [payment] = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
  return { bookingId, sessionId: payment.checkoutSessionId! };
}

/** A booking paid by card on Stripe's page and confirmed by the webhook, with its payment at Stripe. */
export async function paidCardBooking(t: TestDatabase, cards: CardPayments, guest: SignedInUser, saunaId: string, input: CardBookingInput = {}) {
  const { bookingId, sessionId } = await startCardBooking(t, cards, guest, saunaId, input);
  await cards.stripe.completeCheckout(sessionId);
  await cards.stripe.webhooksSettled();
  const paymentIntentId = cards.stripe.checkoutSessions.get(sessionId)!.payment_intent!;
  const chargeId = cards.stripe.paymentIntents.get(paymentIntentId)!.latest_charge!;
  return { bookingId, sessionId, paymentIntentId, chargeId };
}

/** The rows of a card booking: the booking, its payment, and the refund and transfer it owes (if any). */
export async function cardBookingRows(t: TestDatabase, bookingId: string) {
  const [[booking], [payment], [refund], [transfer]] = await Promise.all([
    t.db.select().from(bookings).where(eq(bookings.id, bookingId)),
    t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId)),
    t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId)),
    t.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId)),
  ]);
  return { booking, payment, refund, transfer };
}

/** The local Stripe server's refunds or transfers of one booking (by the metadata we send). */
export function stripeRefundsOf(cards: CardPayments, bookingId: string) {
  return [...cards.stripe.refunds.values()].filter((r) => r.metadata?.booking_id === bookingId);
}
export function stripeTransfersOf(cards: CardPayments, bookingId: string) {
  return [...cards.stripe.transfers.values()].filter((tr) => tr.metadata?.booking_id === bookingId);
}
