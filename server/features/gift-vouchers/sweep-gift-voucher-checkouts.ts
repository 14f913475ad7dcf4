// The gift vouchers' part of the payments sweep (decision 017), as for bookings (decision 012):
// a webhook can be late or lost, and our process can stop between writing the voucher and storing
// its session. Every voucher still awaiting payment once its session has expired is asked about
// at Stripe (its session, or the same create request under the same Idempotency-Key) and settled:
// paid → issued, expired → not paid. Idempotent, so two processes sweeping at once only ask twice.
import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { giftVouchers } from "#server/db/schema/gift-vouchers";
import { type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { voucherCheckoutRequest } from "./buy-gift-voucher.service";
import { settleVoucherCheckout } from "./settle-gift-voucher";

export async function sweepVoucherCheckouts(db: Db, provider: PaymentProvider, { baseUrl, now = new Date(), limit = 20 }: { baseUrl: string; now?: Date; limit?: number }): Promise<number> {
  const open = await db
    .select()
    .from(giftVouchers)
    .where(and(eq(giftVouchers.status, "pending_payment"), lte(giftVouchers.checkoutExpiresAt, now)))
    .orderBy(asc(giftVouchers.checkoutExpiresAt))
    .limit(limit);
  for (const voucher of open) {
    try {
      let sessionId = voucher.checkoutSessionId;
      if (!sessionId) {
        const session = await provider.createCheckout(voucherCheckoutRequest(voucher, baseUrl)).catch((error) => {
          if (error instanceof PaymentProviderError && error.kind === "refused") return null;
          throw error;
        });
        if (!session) {
          // Refused now (its expiry has passed): Stripe never made it.
          await db.update(giftVouchers).set({ status: "not_paid", checkoutClosedAt: now }).where(and(eq(giftVouchers.id, voucher.id), eq(giftVouchers.status, "pending_payment")));
          continue;
        }
        sessionId = session.id;
      }
      await settleVoucherCheckout(db, await provider.expireCheckout(sessionId), "status", now);
    } catch (error) {
      // Stripe unreachable: the next pass asks again.
      if (!(error instanceof PaymentProviderError && error.kind === "unavailable")) throw error;
    }
  }
  return open.length;
}
