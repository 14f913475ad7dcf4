// A member's own gift vouchers (decision 017), for My Account's 'Gift vouchers' and the page a buyer
// lands on after paying: the ones they bought, and the ones sent to their e-mail address once they
// have verified it (an unverified address could be anyone's). The code is never shown here: it is
// stored only as a hash; its last four characters tell vouchers apart.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { todayInIreland } from "#domain/session-slots";
import type { Actor } from "#server/auth/actor";
import { emailVerified } from "#server/auth/email-verification";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { giftVouchers } from "#server/db/schema/gift-vouchers";
import { profiles } from "#server/db/schema/profiles";
import { notFound } from "#server/features/errors";

/** Where a voucher stands for its holder: still being paid for, usable, spent, or past its five years. */
export type MyVoucherState = "awaiting_payment" | "valid" | "used_up" | "expired";

/** Whether the recipient's e-mail has gone: sent, due later (a chosen day), or on its way now. */
export type VoucherDelivery = "sent" | "scheduled" | "on_its_way";

export type MyGiftVoucher = {
  id: string;
  state: MyVoucherState;
  amountCents: number;
  balanceCents: number;
  codeHint: string | null;
  recipientName: string;
  recipientEmail: string;
  /** Who bought it, for a received voucher (null: an account since deleted, or nameless). */
  buyerName: string | null;
  deliverOn: string;
  delivery: VoucherDelivery;
  purchasedAt: Date | null;
  expiresAt: Date | null;
};

export const VOUCHER_NOT_FOUND = "We couldn't find that gift voucher.";
const SIGN_IN = "Please sign in to see your gift voucher";

const columns = {
  id: giftVouchers.id,
  status: giftVouchers.status,
  buyerId: giftVouchers.buyerId,
  amountCents: giftVouchers.amountCents,
  balanceCents: giftVouchers.balanceCents,
  codeHint: giftVouchers.codeHint,
  recipientName: giftVouchers.recipientName,
  recipientEmail: giftVouchers.recipientEmail,
  buyerName: profiles.fullName,
  deliverOn: giftVouchers.deliverOn,
  paidAt: giftVouchers.paidAt,
  expiresAt: giftVouchers.expiresAt,
  createdAt: giftVouchers.createdAt,
  // The recipient's message, by its dedupe key (mail/messages/gift-voucher.ts): sent or not yet.
  // Qualified by hand: a correlated subquery (docs/architecture.md#known-pitfalls).
  mailSent: sql<boolean>`exists (select 1 from mail_outbox o where o.dedupe_key = 'gift-voucher:' || ${sql.raw('"gift_vouchers"."id"')}::text and o.status = 'sent')`.mapWith(Boolean),
};

const select = (db: Db) => db.select(columns).from(giftVouchers).leftJoin(profiles, eq(profiles.id, giftVouchers.buyerId));
type Row = Awaited<ReturnType<typeof select>>[number];

function shown(row: Row, now: Date): MyGiftVoucher {
  const state: MyVoucherState =
    row.status !== "issued" ? "awaiting_payment" : row.expiresAt! <= now ? "expired" : row.balanceCents <= 0 ? "used_up" : "valid";
  const delivery: VoucherDelivery = row.mailSent ? "sent" : row.deliverOn > todayInIreland(now) ? "scheduled" : "on_its_way";
  return {
    id: row.id,
    state,
    amountCents: row.amountCents,
    balanceCents: row.balanceCents,
    codeHint: row.codeHint,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    buyerName: row.buyerName,
    deliverOn: row.deliverOn,
    delivery,
    purchasedAt: row.paidAt,
    expiresAt: row.expiresAt,
  };
}


/**
 * The member's vouchers: bought (paid, or still on Checkout; a session that ended unpaid bought
 * nothing) and received (issued to their verified address), newest first.
 */
export async function myGiftVouchers(db: Db, actor: Actor, now = new Date()): Promise<{ bought: MyGiftVoucher[]; received: MyGiftVoucher[] }> {
  const user = requireUser(actor, SIGN_IN);
  const bought = await select(db)
    .where(and(eq(giftVouchers.buyerId, user.userId), inArray(giftVouchers.status, ["issued", "pending_payment"])))
    .orderBy(desc(giftVouchers.createdAt));
  const received = (await emailVerified(db, actor))
    ? await select(db)
        .where(and(sql`lower(${giftVouchers.recipientEmail}) = lower(${user.email})`, eq(giftVouchers.status, "issued")))
        .orderBy(desc(giftVouchers.paidAt))
    : [];
  return { bought: bought.map((r) => shown(r, now)), received: received.map((r) => shown(r, now)) };
}

/** One voucher the member bought, for the page they land on after paying. Anyone else's, or none: 404. */
export async function boughtGiftVoucher(db: Db, actor: Actor, voucherId: string, now = new Date()): Promise<MyGiftVoucher> {
  const user = requireUser(actor, SIGN_IN);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(voucherId)) throw notFound(VOUCHER_NOT_FOUND);
  const [row] = await select(db).where(and(eq(giftVouchers.id, voucherId), eq(giftVouchers.buyerId, user.userId), inArray(giftVouchers.status, ["issued", "pending_payment"])));
  if (!row) throw notFound(VOUCHER_NOT_FOUND);
  return shown(row, now);
}
