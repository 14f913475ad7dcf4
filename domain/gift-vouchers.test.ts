import { describe, expect, it } from "vitest";
import { GiftVoucherPurchaseSchema, isDeliveryDateAllowed } from "./gift-voucher-schema";
import { formatVoucherCode, normalizeVoucherCode, refundSplit, voucherExpiry, voucherShare } from "./gift-vouchers";

const form = (values: Record<string, string>) => ({ recipientName: "Aoife", recipientEmail: "aoife@example.ie", deliverOn: "2026-12-24", amount: "50", ...values });

describe("gift voucher rules", () => {
  it("takes €25 to €500 in steps of €5, as cents", () => {
    expect(GiftVoucherPurchaseSchema.parse(form({ amount: "25" })).amountCents).toBe(2500);
    expect(GiftVoucherPurchaseSchema.parse(form({ amount: "500" })).amountCents).toBe(50_000);
    for (const amount of ["20", "505", "26", "25.5", "x", "", "-25"]) expect(GiftVoucherPurchaseSchema.safeParse(form({ amount })).success).toBe(false);
  });

  it("takes a sauna's session type instead of an amount", () => {
    const parsed = GiftVoucherPurchaseSchema.parse(form({ amountChoice: "shared", amount: "", saunaId: "6f1c2b8e-0000-4000-8000-000000000000" }));
    expect(parsed).toMatchObject({ amountCents: null, bookingType: "shared" });
    expect(GiftVoucherPurchaseSchema.safeParse(form({ amountChoice: "shared" })).success).toBe(false);
    expect(GiftVoucherPurchaseSchema.safeParse(form({ amountChoice: "session" })).success).toBe(false);
  });

  it("reads a typed code forgivingly and refuses what can't be a code", () => {
    expect(normalizeVoucherCode("abcd-efgh-jkmn-pqrs")).toBe("ABCDEFGHJKMNPQRS");
    expect(normalizeVoucherCode(" ABCD EFGH JKMN PQRS ")).toBe("ABCDEFGHJKMNPQRS");
    expect(normalizeVoucherCode("ABCD-EFGH-JKMN-PQR0")).toBeNull();
    expect(normalizeVoucherCode("ABCD")).toBeNull();
    expect(formatVoucherCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
  });

  it("is valid five years from purchase, and delivered from today to a year ahead", () => {
    expect(voucherExpiry(new Date("2026-11-28T10:00:00Z")).toISOString()).toBe("2031-11-28T10:00:00.000Z");
    const now = new Date("2026-11-28T10:00:00Z");
    expect(isDeliveryDateAllowed("2026-11-28", now)).toBe(true);
    expect(isDeliveryDateAllowed("2026-11-27", now)).toBe(false);
    expect(isDeliveryDateAllowed("2027-11-28", now)).toBe(true);
    expect(isDeliveryDateAllowed("2027-12-28", now)).toBe(false);
  });

  it("pays what its balance covers, and a refund goes back to the voucher first", () => {
    expect(voucherShare(5000, 4500)).toEqual({ voucherCents: 4500, restCents: 0 });
    expect(voucherShare(500, 4500)).toEqual({ voucherCents: 500, restCents: 4000 });
    expect(refundSplit(4500, 3000, 1500)).toEqual({ toVoucher: 3000, toCard: 1500 });
    expect(refundSplit(0, 3000, 1500)).toEqual({ toVoucher: 0, toCard: 0 });
    expect(refundSplit(4500, 0, 4500)).toEqual({ toVoucher: 0, toCard: 4500 });
  });
});
