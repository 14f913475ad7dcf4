// Card payments through Stripe (decision 012). Money at the provider is integer cents; the
// bookings' own columns stay in euro (numeric), and the boundary converts (domain/money.ts).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "#domain/locales";
import { bookings } from "./bookings";
import { isSiteLocale } from "./profiles";

/**
 * A booking paid by card: its Checkout Session, the hold on its seats while the guest pays, and
 * what Stripe says was paid, refunded and disputed. One row per booking made with card payments
 * on; a booking paid at the sauna has none.
 */
export const bookingPayments = pgTable(
  "booking_payments",
  {
    bookingId: uuid("booking_id").primaryKey().references(() => bookings.id, { onDelete: "cascade" }),
    /** Set once Stripe has made the session (null only if our process stopped in between). */
    checkoutSessionId: text("checkout_session_id").unique(),
    /**
     * The hosted page to pay on. Null with a session id once Checkout is complete while its
     * payment still settles (a bank transfer): there is nothing more to pay there.
     */
    checkoutUrl: text("checkout_url"),
    /** The seats are held until then; the Checkout Session expires at the same moment. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    /** What the guest is asked to pay: the booking's total in cents. */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    /**
     * The language Stripe's page and our return pages are in: the one the guest booked in. Kept,
     * so that asking again under the same Idempotency-Key (a retry, the sweep) sends the same
     * parameters even if the guest has changed language since (decision 012).
     */
    checkoutLocale: text("checkout_locale").$type<Locale>().notNull(),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    amountPaidCents: integer("amount_paid_cents"),
    /** Refunded so far, as Stripe reports it (our refunds and any made in Stripe's dashboard). */
    amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
    /** A dispute (chargeback) was opened: the host's payout is held. */
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    /**
     * From then on the session can take no payment: Stripe paid or expired it, or never made it.
     * Until then the payments sweep keeps asking Stripe about a session whose hold has run out.
     */
    checkoutClosedAt: timestamp("checkout_closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_payments_amounts_check", sql`${t.amountCents} > 0 and ${t.amountRefundedCents} >= 0 and ${t.amountRefundedCents} <= coalesce(${t.amountPaidCents}, 0)`),
    check("booking_payments_currency_check", sql`${t.currency} = 'eur'`),
    check("booking_payments_checkout_locale_check", isSiteLocale(t.checkoutLocale)),
    check("booking_payments_paid_check", sql`(${t.paidAt} is null) = (${t.amountPaidCents} is null)`),
    // The sweep's question: which sessions could still be paid, by the end of their hold.
    index("booking_payments_open_checkout_idx").on(t.holdExpiresAt).where(sql`${t.checkoutClosedAt} is null`),
    index("booking_payments_payment_intent_idx").on(t.paymentIntentId),
  ],
);

/**
 * Every Stripe event applied, by its id, written in the transaction that applies it: a
 * redelivered event finds its row and changes nothing.
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The states of a refund or a transfer we owe Stripe a call for: pending (due at next_attempt_at),
 * sending (a worker is making the call), succeeded, failed (given up: an administrator looks), or
 * cancelled (a transfer that is no longer owed: the booking was refunded).
 */
export const PROVIDER_CALL_STATUSES = ["pending", "sending", "succeeded", "failed", "cancelled"] as const;
export type ProviderCallStatus = (typeof PROVIDER_CALL_STATUSES)[number];

/** Columns of a call to Stripe made by a background worker, retried with back-off until it succeeds. */
function providerCallColumns() {
  return {
    status: text("status").$type<ProviderCallStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While a worker is making the call; after it, another worker may try again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  };
}

/**
 * A refund owed to a guest, written in the transaction that decides it (a cancellation, a payment
 * that arrived too late) and made by the payments worker with the Idempotency-Key
 * `refund-<booking id>`, so a retry never refunds twice. At most one per booking.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    bookingId: uuid("booking_id").primaryKey().references(() => bookingPayments.bookingId, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** Why: 'cancellation' (by the rules of who cancelled) or 'paid_too_late' (the seat was gone). */
    reason: text("reason").$type<"cancellation" | "paid_too_late">().notNull(),
    stripeRefundId: text("stripe_refund_id"),
    ...providerCallColumns(),
  },
  (t) => [
    check("payment_refunds_amount_check", sql`${t.amountCents} > 0`),
    check("payment_refunds_reason_check", sql`${t.reason} in ('cancellation', 'paid_too_late')`),
    check("payment_refunds_status_check", sql`${t.status} in ('pending', 'sending', 'succeeded', 'failed')`),
    index("payment_refunds_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/**
 * A host's share of a card booking, written when the payment is confirmed, due at the booking's
 * payout date and sent to the host's Stripe account then, with the Idempotency-Key
 * `transfer-<booking id>`: separate charges and transfers, the transfer's group being the booking
 * and its source the booking's charge. The worker holds it (trying again later) while the host
 * can't receive payouts or the payment is disputed. At most one per booking.
 */
export const payoutTransfers = pgTable(
  "payout_transfers",
  {
    // The booking, not its card payment: a booking paid wholly by gift voucher has no card
    // payment, and its host is paid all the same (decision 017).
    bookingId: uuid("booking_id").primaryKey().references(() => bookings.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The host's connected account, decided when the transfer is made, or when its host closed their account here (decision 022). */
    destinationAccountId: text("destination_account_id"),
    stripeTransferId: text("stripe_transfer_id"),
    ...providerCallColumns(),
  },
  (t) => [
    check("payout_transfers_amount_check", sql`${t.amountCents} > 0`),
    check("payout_transfers_status_check", sql`${t.status} in ('pending', 'sending', 'succeeded', 'failed', 'cancelled')`),
    index("payout_transfers_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
