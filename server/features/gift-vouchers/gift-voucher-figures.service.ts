// What administrators see of gift vouchers (admin Reports and Payouts, decision 017): the money
// the platform holds for vouchers not yet spent (its liability), what vouchers have paid for,
// and what ran out unspent. Integer cents, summed by the database in one statement.
import { sql } from "drizzle-orm";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { giftVoucherRedemptions, giftVouchers } from "#server/db/schema/gift-vouchers";

export type GiftVoucherFigures = {
  /** Vouchers issued (paid for). */
  issued: number;
  soldCents: number;
  /** Balances still valid: owed to their holders, held by the platform. */
  outstandingCents: number;
  /** Paid towards bookings, net of what cancellations gave back. */
  redeemedCents: number;
  /** Balances left on vouchers whose five years are over. */
  expiredCents: number;
  expiredCount: number;
};

export async function giftVoucherFigures(db: Db, actor: Actor, now = new Date()): Promise<GiftVoucherFigures> {
  requireAdmin(actor);
  const at = sql`${now.toISOString()}::timestamptz`;
  const [vouchers] = await db
    .select({
      issued: sql<number>`count(*)`.mapWith(Number),
      soldCents: sql<number>`coalesce(sum(${giftVouchers.amountCents}), 0)`.mapWith(Number),
      outstandingCents: sql<number>`coalesce(sum(${giftVouchers.balanceCents}) filter (where ${giftVouchers.expiresAt} > ${at}), 0)`.mapWith(Number),
      expiredCents: sql<number>`coalesce(sum(${giftVouchers.balanceCents}) filter (where ${giftVouchers.expiresAt} <= ${at}), 0)`.mapWith(Number),
      expiredCount: sql<number>`count(*) filter (where ${giftVouchers.expiresAt} <= ${at} and ${giftVouchers.balanceCents} > 0)`.mapWith(Number),
    })
    .from(giftVouchers)
    .where(sql`${giftVouchers.status} = 'issued'`);
  const [redeemed] = await db
    .select({ cents: sql<number>`coalesce(sum(${giftVoucherRedemptions.amountCents} - ${giftVoucherRedemptions.returnedCents}), 0)`.mapWith(Number) })
    .from(giftVoucherRedemptions);
  return { ...vouchers, redeemedCents: redeemed.cents };
}
