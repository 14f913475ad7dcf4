// A gift voucher already paid for, written straight into the table, for tests about spending one
// rather than buying it (buying goes through Stripe: gift-vouchers.service.test.ts).
import { voucherExpiry } from "#domain/gift-vouchers";
import { giftVouchers } from "#server/db/schema/gift-vouchers";
import { hashVoucherCode, newVoucherCode } from "#server/features/gift-vouchers/voucher-code";
import type { TestDatabase } from "./test-database";

export async function createIssuedVoucher(t: TestDatabase, amountCents: number, paidAt = new Date()) {
  const code = newVoucherCode();
  const [voucher] = await t.db
    .insert(giftVouchers)
    .values({
      status: "issued",
      buyerEmail: "buyer@example.ie",
      recipientName: "Róisín",
      recipientEmail: "roisin@example.ie",
      deliverOn: paidAt.toISOString().slice(0, 10),
      amountCents,
      balanceCents: amountCents,
      codeHash: hashVoucherCode(code),
      codeHint: code.slice(-4),
      checkoutExpiresAt: paidAt,
      checkoutLocale: "en",
      paidAt,
      expiresAt: voucherExpiry(paidAt),
    })
    .returning();
  return { voucher, code };
}
