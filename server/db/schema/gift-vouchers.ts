// Gift vouchers (decision 017): bought by card on Stripe Checkout as a platform payment,
// spent on bookings at any sauna. Money is integer cents, as at Stripe.
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { VOUCHER_STATUSES, type VoucherStatus } from "#domain/gift-vouchers";
import { bookings } from "./bookings";
import type { Locale } from "#domain/locales";
import { isSiteLocale, profiles } from "./profiles";
import { saunas } from "./saunas";

const statusList = sql.raw(VOUCHER_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * One voucher. Made 'pending_payment' with its Checkout Session; 'issued' once Stripe says it is
 * paid (its code then exists, stored only as a SHA-256 hash, and its five years start);
 * 'not_paid' when the session ended unpaid. The balance goes down with each booking it pays
 * (a conditional UPDATE in the booking's transaction) and back up when such a booking is
 * cancelled or released (a trigger on bookings, migration 0035): never below zero, never above
 * what was paid.
 */
export const giftVouchers = pgTable(
  "gift_vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status").$type<VoucherStatus>().notNull().default("pending_payment"),
    /** Who bought it (null once they delete their account); the receipt went to buyer_email. */
    buyerId: text("buyer_id").references(() => profiles.id, { onDelete: "set null" }),
    buyerEmail: text("buyer_email").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    message: text("message").notNull().default(""),
    /** The day (in Ireland) the recipient's e-mail goes out. */
    deliverOn: date("deliver_on").notNull(),
    /** When the buyer chose "the price of a session": which sauna and type, for the record. */
    saunaId: uuid("sauna_id").references(() => saunas.id, { onDelete: "set null" }),
    bookingType: text("booking_type"),
    amountCents: integer("amount_cents").notNull(),
    balanceCents: integer("balance_cents").notNull().default(0),
    /** SHA-256 of the code, hex: a leaked table gives away no code. Null until issued. */
    codeHash: text("code_hash").unique("gift_vouchers_code_hash_unique"),
    /** The code's last four characters, so people can tell their vouchers apart. */
    codeHint: text("code_hint"),
    checkoutSessionId: text("checkout_session_id").unique("gift_vouchers_checkout_session_unique"),
    checkoutUrl: text("checkout_url"),
    /** The Checkout Session expires then; the payments sweep asks Stripe about it afterwards. */
    checkoutExpiresAt: timestamp("checkout_expires_at", { withTimezone: true }).notNull(),
    checkoutClosedAt: timestamp("checkout_closed_at", { withTimezone: true }),
    /** The language the buyer bought it in, for Stripe's page: kept for the same request each time (as booking_payments'). */
    checkoutLocale: text("checkout_locale").$type<Locale>().notNull(),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Five years after payment at the earliest (Consumer Protection (Gift Vouchers) Act 2019). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("gift_vouchers_status_check", sql`${t.status} in (${statusList})`),
    check("gift_vouchers_amount_check", sql`${t.amountCents} > 0 and ${t.amountCents} <= 50000`),
    // The balance can never go below zero or above what was paid, whatever code runs.
    check("gift_vouchers_balance_check", sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.amountCents}`),
    check(
      "gift_vouchers_issued_check",
      sql`(${t.status} = 'issued') = (${t.codeHash} is not null and ${t.paidAt} is not null and ${t.expiresAt} is not null)`,
    ),
    check("gift_vouchers_unissued_balance_check", sql`${t.status} = 'issued' or ${t.balanceCents} = 0`),
    check("gift_vouchers_checkout_locale_check", isSiteLocale(t.checkoutLocale)),
    check("gift_vouchers_valid_years_check", sql`${t.expiresAt} is null or ${t.expiresAt} >= ${t.paidAt} + interval '5 years'`),
    // The sweep's question: which unpaid sessions have run out and still need Stripe's word.
    index("gift_vouchers_open_checkout_idx").on(t.checkoutExpiresAt).where(sql`${t.status} = 'pending_payment'`),
    index("gift_vouchers_buyer_idx").on(t.buyerId, t.createdAt),
    index("gift_vouchers_expires_idx").on(t.expiresAt).where(sql`${t.status} = 'issued'`),
  ],
);

/**
 * The ledger of what a voucher paid: one row per booking it paid towards, and how much of that
 * came back when the booking was cancelled or released. A voucher's balance is always its amount
 * less what its rows hold net (gift_vouchers_balance_matches_ledger, migration 0035).
 */
export const giftVoucherRedemptions = pgTable(
  "gift_voucher_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id").notNull().references(() => giftVouchers.id, { onDelete: "restrict" }),
    bookingId: uuid("booking_id").notNull().unique("gift_voucher_redemptions_booking_unique").references(() => bookings.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    returnedCents: integer("returned_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
  },
  (t) => [
    check("gift_voucher_redemptions_amount_check", sql`${t.amountCents} > 0 and ${t.returnedCents} >= 0 and ${t.returnedCents} <= ${t.amountCents}`),
    index("gift_voucher_redemptions_voucher_idx").on(t.voucherId, t.createdAt),
    index("gift_voucher_redemptions_created_idx").on(t.createdAt),
  ],
);
