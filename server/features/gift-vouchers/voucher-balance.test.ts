// A voucher's balance is decided by the database (decision 017): never below zero or above what
// was paid, always its amount less what its ledger holds, and taken atomically, so bookings racing
// for one balance take exactly what it held. PGlite has one connection, so the races run only on
// PostgreSQL (CI).
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { giftVoucherRedemptions, giftVouchers } from "#server/db/schema/gift-vouchers";
import { bookSession } from "#server/features/bookings/book-session.service";
import { cancelLiveBooking } from "#server/features/bookings/cancel-booking";
import { daysAhead } from "#server/testing/card-payments";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { createIssuedVoucher } from "#server/testing/gift-vouchers";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";

describeOnEachDatabase("gift voucher balances", (t, kind) => {
  const balanceOf = async (id: string) => (await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id)))[0].balanceCents;
  const spentOf = async (id: string) =>
    (await t.db.select().from(giftVoucherRedemptions).where(eq(giftVoucherRedemptions.voucherId, id))).reduce((sum, r) => sum + r.amountCents - r.returnedCents, 0);
  let n = 0;
  const client = () => `203.0.113.${++n % 250}`;

  it("refuses a balance below zero or above the amount, or out of step with the ledger, whatever code writes it", async () => {
    const { voucher } = await createIssuedVoucher(t, 5000);
    await expect(t.db.update(giftVouchers).set({ balanceCents: -1 }).where(eq(giftVouchers.id, voucher.id))).rejects.toThrow();
    await expect(t.db.update(giftVouchers).set({ balanceCents: 5001 }).where(eq(giftVouchers.id, voucher.id))).rejects.toThrow();
    // Less than the ledger says, with nothing spent: refused when the transaction commits.
    await expect(t.db.update(giftVouchers).set({ balanceCents: 4000 }).where(eq(giftVouchers.id, voucher.id))).rejects.toThrow();
    expect(await balanceOf(voucher.id)).toBe(5000);
    // Five years at least: an expiry sooner than that is refused.
    await expect(t.db.update(giftVouchers).set({ expiresAt: sql`${giftVouchers.paidAt} + interval '4 years'` }).where(eq(giftVouchers.id, voucher.id))).rejects.toThrow();
  });

  it("pays without card payments too: the voucher's part off the total, the rest at the sauna", async () => {
    const sauna = await createTestSauna(t, { pricePrivate: 45 });
    const guest = await createTestUser(t);
    const { voucher, code } = await createIssuedVoucher(t, 3000);
    const { bookingId } = await bookSession(t.db, null, guest, { saunaId: sauna.id, date: daysAhead(5), time: "18:00", bookingType: "private", guests: "1", voucherCode: code }, { baseUrl: TEST_CONFIG.baseUrl, client: client() });
    expect((await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0].status).toBe("confirmed");
    expect(await balanceOf(voucher.id)).toBe(0);
    // Cancelled by the host: the whole refund, so the voucher's part comes back.
    await cancelLiveBooking(t.db, bookingId, { now: new Date(), refund: 45, reason: "Host cancelled", by: "host" });
    expect(await balanceOf(voucher.id)).toBe(3000);
    expect(await spentOf(voucher.id)).toBe(0);
  });

  if (kind === "postgres") {
    it("lets two bookings racing for one balance take exactly what it held, never below zero", async () => {
      const { voucher, code } = await createIssuedVoucher(t, 5000);
      const [a, b] = [await createTestSauna(t, { pricePrivate: 45 }), await createTestSauna(t, { pricePrivate: 45 })];
      const [guestA, guestB] = [await createTestUser(t), await createTestUser(t)];
      const results = await Promise.allSettled([
        bookSession(t.db, null, guestA, { saunaId: a.id, date: daysAhead(6), time: "18:00", bookingType: "private", guests: "1", voucherCode: code }, { baseUrl: TEST_CONFIG.baseUrl, client: client() }),
        bookSession(t.db, null, guestB, { saunaId: b.id, date: daysAhead(6), time: "18:00", bookingType: "private", guests: "1", voucherCode: code }, { baseUrl: TEST_CONFIG.baseUrl, client: client() }),
      ]);
      expect(results.every((r) => r.status === "fulfilled")).toBe(true);
      const lines = await t.db.select().from(giftVoucherRedemptions).where(eq(giftVoucherRedemptions.voucherId, voucher.id));
      expect(lines.map((l) => l.amountCents).sort((x, y) => x - y)).toEqual([500, 4500]);
      expect(await balanceOf(voucher.id)).toBe(0);
    });

    it("keeps the balance and the ledger in step when eleven bookings and a cancellation race over it", async () => {
      const { voucher, code } = await createIssuedVoucher(t, 10_000);
      const saunas: Awaited<ReturnType<typeof createTestSauna>>[] = [];
      for (let i = 0; i < 12; i++) saunas.push(await createTestSauna(t, { pricePrivate: 45 }));
      const guests: SignedInUser[] = [];
      for (let i = 0; i < 12; i++) guests.push(await createTestUser(t));
      const first = await bookSession(t.db, null, guests[0], { saunaId: saunas[0].id, date: daysAhead(7), time: "18:00", bookingType: "private", guests: "1", voucherCode: code }, { baseUrl: TEST_CONFIG.baseUrl, client: client() });
      const results = await Promise.allSettled([
        cancelLiveBooking(t.db, first.bookingId, { now: new Date(), refund: 45, reason: "Host cancelled", by: "host" }),
        ...saunas.slice(1).map((sauna, i) =>
          bookSession(t.db, null, guests[i + 1], { saunaId: sauna.id, date: daysAhead(7), time: "18:00", bookingType: "private", guests: "1", voucherCode: code }, { baseUrl: TEST_CONFIG.baseUrl, client: client() }),
        ),
      ]);
      // Whoever came once the balance was gone is told so; nobody overdrew it.
      for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409 });
      const balance = await balanceOf(voucher.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(10_000 - (await spentOf(voucher.id)));
      // At most €100 plus the €45 the cancellation gave back was ever spent.
      const taken = (await t.db.select().from(giftVoucherRedemptions).where(eq(giftVoucherRedemptions.voucherId, voucher.id))).reduce((sum, r) => sum + r.amountCents, 0);
      expect(taken).toBeLessThanOrEqual(14_500);
    }, 60_000);
  }
});
