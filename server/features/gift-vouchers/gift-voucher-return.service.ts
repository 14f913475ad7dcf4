// The buyer comes back from Stripe Checkout (decision 017). Back from paying: we ask Stripe at once
// rather than wait for the webhook, so the page can say the voucher is paid. Back without paying
// ('Back' on Checkout, a GET): nothing changes until the buyer says so; the page asks, and only its
// POST ends the session at Stripe (so it can't be paid later in another tab) and gives the
// voucher up; if it was paid after all, it is issued instead. A link followed by mistake, or
// lured, costs nobody their purchase. Only for the buyer.
import { eq } from "drizzle-orm";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { giftVouchers } from "#server/db/schema/gift-vouchers";
import { notFound } from "#server/features/errors";
import { type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { settleVoucherCheckout, type VoucherCheckoutOutcome } from "./settle-gift-voucher";
import { isUuid } from "#domain/uuid";

const NOT_YOURS = "We couldn't find that gift voucher.";

async function buyersVoucher(db: Db, actor: Actor, voucherId: string) {
  const buyer = requireUser(actor, "Please sign in to see your gift voucher");
  if (!isUuid(voucherId)) throw notFound(NOT_YOURS);
  const [voucher] = await db.select().from(giftVouchers).where(eq(giftVouchers.id, voucherId));
  if (!voucher || voucher.buyerId !== buyer.userId) throw notFound(NOT_YOURS);
  return voucher;
}

export type VoucherReturn = {
  outcome: VoucherCheckoutOutcome;
  recipientName: string;
  recipientEmail: string;
  amountCents: number;
  deliverOn: string;
};

const summary = (v: typeof giftVouchers.$inferSelect, outcome: VoucherCheckoutOutcome): VoucherReturn => ({
  outcome, recipientName: v.recipientName, recipientEmail: v.recipientEmail, amountCents: v.amountCents, deliverOn: v.deliverOn,
});

/** success_url: how the payment stands now ('waiting' when Stripe can't say yet). */
export async function returnFromVoucherCheckout(db: Db, provider: PaymentProvider, actor: Actor, voucherId: string, now = new Date()): Promise<VoucherReturn> {
  const voucher = await buyersVoucher(db, actor, voucherId);
  if (voucher.status === "issued") return summary(voucher, "already_issued");
  if (voucher.status === "not_paid" || !voucher.checkoutSessionId) return summary(voucher, voucher.status === "not_paid" ? "not_paid" : "waiting");
  try {
    return summary(voucher, await settleVoucherCheckout(db, await provider.getCheckout(voucher.checkoutSessionId), "status", now));
  } catch (error) {
    // Stripe unreachable this moment: the webhook or the sweep will tell.
    if (error instanceof PaymentProviderError) return summary(voucher, "waiting");
    throw error;
  }
}

/**
 * open: still to be paid, on the Checkout page at `checkoutUrl` (null while none is open to go
 * back to). issued: paid after all (another tab). over: given up, or its session ended unpaid.
 */
export type LeftVoucherCheckout = { state: "open" | "issued" | "over"; checkoutUrl: string | null; recipientName: string; amountCents: number };

/** cancel_url (a GET): how the purchase stands, changing nothing; the page then asks the buyer. */
export async function leftVoucherCheckout(db: Db, actor: Actor, voucherId: string, now = new Date()): Promise<LeftVoucherCheckout> {
  const voucher = await buyersVoucher(db, actor, voucherId);
  const state = voucher.status === "issued" ? "issued" : voucher.status === "pending_payment" && voucher.checkoutExpiresAt > now ? "open" : "over";
  return { state, checkoutUrl: state === "open" ? voucher.checkoutUrl : null, recipientName: voucher.recipientName, amountCents: voucher.amountCents };
}

/** The cancel_url page's 'Cancel this purchase' (a POST): the buyer gives the voucher up. Throws (unavailable) when Stripe can't be reached: nothing changes then. */
export async function leaveVoucherCheckout(db: Db, provider: PaymentProvider, actor: Actor, voucherId: string, now = new Date()): Promise<VoucherReturn> {
  const voucher = await buyersVoucher(db, actor, voucherId);
  if (voucher.status !== "pending_payment") return summary(voucher, voucher.status === "issued" ? "already_issued" : "not_paid");
  if (!voucher.checkoutSessionId) {
    await db.update(giftVouchers).set({ status: "not_paid", checkoutClosedAt: now }).where(eq(giftVouchers.id, voucherId));
    return summary(voucher, "not_paid");
  }
  return summary(voucher, await settleVoucherCheckout(db, await provider.expireCheckout(voucher.checkoutSessionId), "status", now));
}
