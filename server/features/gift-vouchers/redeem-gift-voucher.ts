// A gift voucher paying towards a booking (decision 017), inside the booking's own transaction:
// the voucher's row is locked, as much as its balance covers is taken by a conditional UPDATE
// (and the CHECK on the balance holds it at zero or more whatever runs), and the ledger records
// it. Two bookings racing for one balance queue on the lock; the second sees what the first left.
// What a cancelled or released booking gives back is the database's (migration 0035's trigger).
import { and, eq, gte, sql } from "drizzle-orm";
import { VOUCHER_TEXTS, voucherShare } from "#domain/gift-vouchers";
import { fromCents } from "#domain/money";
import type { Db } from "#server/db/client";
import { giftVoucherRedemptions, giftVouchers } from "#server/db/schema/gift-vouchers";
import { conflict, invalid } from "#server/features/errors";

/** Locks the voucher's row for the transaction: before the slot's, wherever both are taken. */
export async function lockVoucher(tx: Db, voucherId: string): Promise<void> {
  await tx.select({ id: giftVouchers.id }).from(giftVouchers).where(eq(giftVouchers.id, voucherId)).for("update");
}

/**
 * Takes what the voucher can pay of `totalCents` (cents) and answers how much that is. A free
 * session takes nothing. Throws when the voucher can't pay anything any more (used up or expired
 * since the code was checked).
 */
export async function takeFromVoucher(tx: Db, voucherId: string, totalCents: number, now: Date): Promise<number> {
  if (totalCents <= 0) return 0;
  const [voucher] = await tx
    .select({ status: giftVouchers.status, balanceCents: giftVouchers.balanceCents, expiresAt: giftVouchers.expiresAt })
    .from(giftVouchers)
    .where(eq(giftVouchers.id, voucherId))
    .for("update");
  if (!voucher || voucher.status !== "issued") throw invalid(VOUCHER_TEXTS.codeUnknown);
  if (!voucher.expiresAt || voucher.expiresAt <= now) throw invalid(VOUCHER_TEXTS.codeExpired);
  const { voucherCents } = voucherShare(voucher.balanceCents, totalCents);
  if (voucherCents <= 0) throw conflict(VOUCHER_TEXTS.codeUsedUp);
  const [taken] = await tx
    .update(giftVouchers)
    .set({ balanceCents: sql`${giftVouchers.balanceCents} - ${voucherCents}` })
    .where(and(eq(giftVouchers.id, voucherId), gte(giftVouchers.balanceCents, voucherCents)))
    .returning({ id: giftVouchers.id });
  if (!taken) throw conflict(VOUCHER_TEXTS.codeUsedUp);
  return voucherCents;
}

/** The ledger's line for what the voucher paid towards the booking. */
export async function recordRedemption(tx: Db, voucherId: string, bookingId: string, amountCents: number): Promise<void> {
  await tx.insert(giftVoucherRedemptions).values({ voucherId, bookingId, amountCents });
}

/** What a gift voucher paid towards the booking (0 when none did), before anything came back. */
export async function giftVoucherPartOf(db: Db, bookingId: string): Promise<number> {
  const [row] = await db.select({ cents: giftVoucherRedemptions.amountCents }).from(giftVoucherRedemptions).where(eq(giftVoucherRedemptions.bookingId, bookingId));
  return row?.cents ?? 0;
}

/** What went back on the voucher when the booking was cancelled or released, in euro (0 when none). */
export async function giftVoucherReturned(db: Db, bookingId: string): Promise<number> {
  const [row] = await db.select({ cents: giftVoucherRedemptions.returnedCents }).from(giftVoucherRedemptions).where(eq(giftVoucherRedemptions.bookingId, bookingId));
  return fromCents(row?.cents ?? 0);
}

export async function paidByGiftVoucher(db: Db, bookingId: string): Promise<boolean> {
  return (await giftVoucherPartOf(db, bookingId)) > 0;
}

/**
 * For a query over payout_transfers: what a gift voucher paid towards that booking and kept, in
 * cents. Written with qualified names (a correlated subquery: docs/architecture.md#known-pitfalls).
 */
export const giftVoucherKept = sql<number>`coalesce((select r.amount_cents - r.returned_cents from gift_voucher_redemptions r where r.booking_id = ${sql.raw('"payout_transfers"."booking_id"')}), 0)`.mapWith(Number);
