// What Stripe says about a gift voucher's Checkout Session, applied once (decision 017). Called by
// the webhook, the buyer's return from Checkout and the payments sweep, under a row lock on the
// voucher, so applying it twice changes nothing. Paid → the voucher is issued: its code is made,
// its five years start, the buyer's receipt goes at once and the recipient's voucher is queued
// for the chosen day, all in the one transaction. A voucher paid is always issued, even after
// its session was given up on our side: nothing is scarce, so the money is never kept for nothing.
import { eq } from "drizzle-orm";
import { voucherExpiry } from "#domain/gift-vouchers";
import { DEFAULT_LOCALE } from "#domain/locales";
import { slotStart } from "#domain/session-slots";
import type { Db } from "#server/db/client";
import { giftVouchers } from "#server/db/schema/gift-vouchers";
import { giftVoucherMessage, giftVoucherReceiptMessage } from "#server/features/mail/messages/gift-voucher";
import { memberLocaleByEmail, serviceRecipient } from "#server/features/mail/recipients";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import type { CheckoutSession } from "#server/integrations/payments/payment-provider";
import type { CheckoutNews } from "#server/features/payments/settle-checkout";
import { hashVoucherCode, newVoucherCode } from "./voucher-code";
import { isUuid } from "#domain/uuid";

/** issued: this call issued it. already_issued: an earlier one did. not_paid: the session ended unpaid. */
export type VoucherCheckoutOutcome = "issued" | "already_issued" | "not_paid" | "waiting" | "unknown";

export async function settleVoucherCheckout(db: Db, session: CheckoutSession, news: CheckoutNews, now: Date): Promise<VoucherCheckoutOutcome> {
  const voucherId = session.giftVoucherId;
  if (!voucherId || !isUuid(voucherId)) return "unknown";
  return db.transaction(async (tx) => {
    const [voucher] = await tx.select().from(giftVouchers).where(eq(giftVouchers.id, voucherId)).for("update");
    if (!voucher) return "unknown";
    if (voucher.checkoutSessionId && voucher.checkoutSessionId !== session.id) return "unknown";
    if (voucher.status === "issued") return "already_issued";

    if (session.status === "complete" && session.paymentStatus === "paid") {
      await issue(tx, voucher, session, now);
      return "issued";
    }
    if (session.status === "expired" || news === "async_failed") {
      await tx
        .update(giftVouchers)
        .set({ status: "not_paid", checkoutSessionId: session.id, checkoutUrl: null, checkoutClosedAt: now })
        .where(eq(giftVouchers.id, voucherId));
      return "not_paid";
    }
    // Open, or complete with a delayed payment still settling: nothing more to pay on its page then.
    const settling = session.status === "complete";
    await tx
      .update(giftVouchers)
      .set({ checkoutSessionId: session.id, checkoutUrl: settling ? null : session.url })
      .where(eq(giftVouchers.id, voucherId));
    return "waiting";
  });
}

async function issue(tx: Db, voucher: typeof giftVouchers.$inferSelect, session: CheckoutSession, now: Date): Promise<void> {
  const code = newVoucherCode();
  const expiresAt = voucherExpiry(now);
  // The voucher is worth what we asked for, from our row: never an amount read from Stripe.
  await tx
    .update(giftVouchers)
    .set({
      status: "issued",
      codeHash: hashVoucherCode(code),
      codeHint: code.slice(-4),
      balanceCents: voucher.amountCents,
      checkoutSessionId: session.id,
      checkoutUrl: null,
      checkoutClosedAt: now,
      paymentIntentId: session.paymentIntentId,
      paidAt: now,
      expiresAt,
    })
    .where(eq(giftVouchers.id, voucher.id));
  const buyer = await serviceRecipient(tx, voucher.buyerId);
  // Each reads it in their language: a recipient without an account in the buyer's (decision 021).
  const buyerLocale = buyer?.locale ?? DEFAULT_LOCALE;
  const recipientLocale = (await memberLocaleByEmail(tx, voucher.recipientEmail)) ?? buyerLocale;
  const facts = {
    voucherId: voucher.id,
    buyerName: buyer?.name ?? null,
    buyerEmail: voucher.buyerEmail,
    recipientName: voucher.recipientName,
    recipientEmail: voucher.recipientEmail,
    message: voucher.message,
    amountCents: voucher.amountCents,
    deliverOn: voucher.deliverOn,
    expiresAt,
    paymentIntentId: session.paymentIntentId,
    buyerLocale,
    recipientLocale,
  };
  await enqueueMail(tx, giftVoucherReceiptMessage(facts, code.slice(-4)));
  // From the start of the chosen day in Ireland: a voucher for today goes at once.
  await enqueueMail(tx, giftVoucherMessage(facts, code, slotStart(voucher.deliverOn, "00:00")));
}
