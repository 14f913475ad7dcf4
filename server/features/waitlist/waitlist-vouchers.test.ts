// Gift vouchers (decision 017) meeting the waitlist (decision 016): a guest booking inside an
// offer's hold pays with a voucher as at Book Now; a voucher-paid booking that is cancelled, or
// whose card part runs out unpaid, frees its seats for the next in line and gives the voucher its
// part back exactly once, however many paths then touch it.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { VOUCHER_TEXTS } from "#domain/gift-vouchers";
import type { SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { giftVoucherRedemptions, giftVouchers } from "#server/db/schema/gift-vouchers";
import { bookingPayments, payoutTransfers } from "#server/db/schema/payments";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";
import { bookSession } from "#server/features/bookings/book-session.service";
import { cancelLiveBooking } from "#server/features/bookings/cancel-booking";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { cancelMyBooking } from "#server/features/bookings/guest-bookings.service";
import { sweepCheckouts } from "#server/features/payments/sweep-checkouts";
import { cardReadyHost, daysAhead, setUpCardPayments } from "#server/testing/card-payments";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { createIssuedVoucher } from "#server/testing/gift-vouchers";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { bookOffer, bookOfferWithCode, joinWaitlist } from "./waitlist.service";

const BASE_URL = TEST_CONFIG.baseUrl;
let clients = 0;
const client = () => `198.51.100.${++clients % 250}`;

describeOnEachDatabase("gift vouchers and the waitlist", (t, kind) => {
  const cards = setUpCardPayments(t);

  const balanceOf = async (id: string) => (await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id)))[0].balanceCents;
  const ledgerOf = async (id: string) => t.db.select().from(giftVoucherRedemptions).where(eq(giftVoucherRedemptions.voucherId, id));
  const spentOf = async (id: string) => (await ledgerOf(id)).reduce((sum, r) => sum + r.amountCents - r.returnedCents, 0);
  const statusOf = async (entryId: string) => (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)))[0].status;
  const bookingOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  /**
   * A one-seat shared session (€25) someone booked, with `guest` then `next` in its line; the
   * first booking is cancelled, so `guest` holds an offer.
   */
  async function offeredSeat(saunaId: string, date: string) {
    const seat = { saunaId, date, time: "18:00", bookingType: "shared" as const, guests: 1 };
    const leaver = await createTestUser(t);
    const first = await createBooking(t.db, leaver, seat, new Date());
    const guest = await createTestUser(t);
    const place = await joinWaitlist(t.db, guest, seat, new Date());
    const nextGuest = await createTestUser(t);
    const next = await joinWaitlist(t.db, nextGuest, seat, new Date());
    await cancelMyBooking(t.db, leaver, first.id, new Date());
    expect(await statusOf(place.id)).toBe("offered");
    return { seat, guest, place, next, nextGuest };
  }
  const atSaunaSauna = async () => {
    const host = await createTestUser(t, { isOwner: true });
    return createTestSauna(t, { ownerId: host.userId, capacity: 1, pricePrivate: 45, pricePerSession: 45, priceShared: 25 });
  };
  const bookWithCode = (guest: SignedInUser, entryId: string, code: string | undefined, payments = null as typeof cards.provider | null) =>
    bookOfferWithCode(t.db, payments, guest, entryId, code ? { intent: "book", voucherCode: code } : { intent: "book" }, { baseUrl: BASE_URL, client: client() });

  it("pays inside the hold with a voucher; cancelled, the seat goes to the next in line and the voucher's part back once", async () => {
    const sauna = await atSaunaSauna();
    const { guest, place, next, nextGuest } = await offeredSeat(sauna.id, daysAhead(10));
    const { voucher, code } = await createIssuedVoucher(t, 1000);

    const { bookingId, checkoutUrl } = await bookWithCode(guest, place.id, code);
    expect(checkoutUrl).toBeNull();
    expect(await bookingOf(bookingId)).toMatchObject({ status: "confirmed", userId: guest.userId });
    expect(await statusOf(place.id)).toBe("booked");
    expect(await balanceOf(voucher.id)).toBe(0);
    expect(await ledgerOf(voucher.id)).toMatchObject([{ bookingId, amountCents: 1000, returnedCents: 0 }]);

    // The guest cancels in time: the whole €25 is refunded, the voucher's €10 of it to the voucher.
    const cancelled = await cancelMyBooking(t.db, guest, bookingId, new Date());
    expect(cancelled).toMatchObject({ toVoucher: 10 });
    expect(await statusOf(next.id)).toBe("offered");
    expect(await balanceOf(voucher.id)).toBe(1000);
    // Any second cancellation (the host's, an administrator's) changes nothing: given back once.
    expect(await cancelLiveBooking(t.db, bookingId, { now: new Date(), refund: 25, reason: "Host cancelled", by: "host" })).toBe(false);
    expect(await balanceOf(voucher.id)).toBe(1000);
    expect(await ledgerOf(voucher.id)).toMatchObject([{ bookingId, amountCents: 1000, returnedCents: 1000 }]);

    // What came back is spendable once more: the next in line books their offer with the same code.
    const again = await bookWithCode(nextGuest, next.id, code);
    expect(await bookingOf(again.bookingId)).toMatchObject({ status: "confirmed" });
    expect(await balanceOf(voucher.id)).toBe(0);
    expect(await spentOf(voucher.id)).toBe(1000);
  });

  it("keeps the offer when the voucher can't pay: the guest may still book without it", async () => {
    const sauna = await atSaunaSauna();
    const { guest, place } = await offeredSeat(sauna.id, daysAhead(11));
    const { voucher, code } = await createIssuedVoucher(t, 4500);
    // Spent elsewhere first.
    const other = await createTestSauna(t, { pricePrivate: 45 });
    await bookSession(t.db, null, await createTestUser(t), { saunaId: other.id, date: daysAhead(11), time: "18:00", bookingType: "private", guests: "1", voucherCode: code }, { baseUrl: BASE_URL, client: client() });
    expect(await balanceOf(voucher.id)).toBe(0);

    await expect(bookWithCode(guest, place.id, code)).rejects.toMatchObject({ status: 409, message: VOUCHER_TEXTS.codeUsedUp });
    // Used up between the code's check and the booking: refused inside the hold's transaction, which
    // leaves the place offered and its seats held.
    await expect(bookOffer(t.db, guest, place.id, new Date(), "at_sauna", { id: voucher.id })).rejects.toMatchObject({ status: 409 });
    expect(await statusOf(place.id)).toBe("offered");
    await expect(bookWithCode(guest, place.id, "NOT-A-CODE")).rejects.toMatchObject({ status: 400 });

    const { bookingId } = await bookWithCode(guest, place.id, undefined);
    expect(await bookingOf(bookingId)).toMatchObject({ status: "confirmed" });
    expect(await ledgerOf(voucher.id)).toHaveLength(1);
  });

  it("by card: the voucher pays first and the card the rest within the hold; run out unpaid, the voucher gets it all back once and the seat goes on", async () => {
    const { sauna } = await cardReadyHost(t, cards, { capacity: 1, priceShared: 25 });
    const { guest, place, next } = await offeredSeat(sauna.id, daysAhead(12));
    const [offer] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, place.id));
    const { voucher, code } = await createIssuedVoucher(t, 1000);

    const { bookingId, checkoutUrl } = await bookWithCode(guest, place.id, code, cards.provider);
    expect(checkoutUrl).toBeTruthy();
    expect(await bookingOf(bookingId)).toMatchObject({ status: "pending" });
    const [payment] = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
    expect(payment).toMatchObject({ amountCents: 1500 });
    expect(payment.holdExpiresAt.getTime()).toBe(offer.holdUntil!.getTime());
    expect(cards.stripe.checkoutSessions.get(payment.checkoutSessionId!)!.amount_total).toBe(1500);
    expect(await balanceOf(voucher.id)).toBe(0);

    const after = new Date(offer.holdUntil!.getTime() + 1000);
    await sweepCheckouts(t.db, cards.provider, { baseUrl: BASE_URL, now: after });
    expect(await bookingOf(bookingId)).toMatchObject({ status: "expired" });
    expect(await statusOf(next.id)).toBe("offered");
    expect(await balanceOf(voucher.id)).toBe(1000);
    // The sweep again, and a cancellation of the ended booking: nothing more goes back.
    await sweepCheckouts(t.db, cards.provider, { baseUrl: BASE_URL, now: new Date(after.getTime() + 60_000) });
    expect(await cancelLiveBooking(t.db, bookingId, { now: after, refund: 25, reason: "Host cancelled", by: "host" })).toBe(false);
    expect(await balanceOf(voucher.id)).toBe(1000);
    expect(await ledgerOf(voucher.id)).toMatchObject([{ amountCents: 1000, returnedCents: 1000 }]);
  });

  it("by card, a voucher that covers it all confirms the booking at once, schedules the host's share, and takes the refund back on cancelling", async () => {
    const { sauna } = await cardReadyHost(t, cards, { capacity: 1, priceShared: 25 });
    const { guest, place, next } = await offeredSeat(sauna.id, daysAhead(13));
    const { voucher, code } = await createIssuedVoucher(t, 5000);

    const { bookingId, checkoutUrl } = await bookWithCode(guest, place.id, code, cards.provider);
    expect(checkoutUrl).toBeNull();
    expect(await bookingOf(bookingId)).toMatchObject({ status: "confirmed" });
    expect(await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId))).toHaveLength(0);
    expect(await t.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId))).toHaveLength(1);
    expect(await balanceOf(voucher.id)).toBe(2500);

    const cancelled = await cancelMyBooking(t.db, guest, bookingId, new Date(), cards.provider);
    expect(cancelled).toMatchObject({ toVoucher: 25 });
    expect(await balanceOf(voucher.id)).toBe(5000);
    expect(await statusOf(next.id)).toBe("offered");
    expect(await spentOf(voucher.id)).toBe(0);
  });

  if (kind === "postgres") {
    it("books an offer with a voucher while a booking it paid in the same session is being cancelled, without a deadlock", async () => {
      const host = await createTestUser(t, { isOwner: true });
      const sauna = await createTestSauna(t, { ownerId: host.userId, capacity: 2, pricePrivate: 45, pricePerSession: 45, priceShared: 25 });
      const seat = { saunaId: sauna.id, date: daysAhead(14), time: "18:00", bookingType: "shared" as const, guests: 1 };
      const { voucher, code } = await createIssuedVoucher(t, 10_000);
      // A friend's booking paid with the voucher, and another guest's; then someone waits.
      const friend = await createTestUser(t);
      const paidByVoucher = await bookSession(t.db, null, friend, { ...seat, guests: "1", voucherCode: code }, { baseUrl: BASE_URL, client: client() });
      const other = await createTestUser(t);
      const otherBooking = await createBooking(t.db, other, seat, new Date());
      const guest = await createTestUser(t);
      const place = await joinWaitlist(t.db, guest, seat, new Date());
      await cancelMyBooking(t.db, other, otherBooking.id, new Date());
      expect(await statusOf(place.id)).toBe("offered");

      // The friend's cancellation takes the voucher's row (migration 0035's trigger) before the
      // slot's; here it holds the voucher first and waits, so the guest's Book Now with the same
      // voucher runs in between. Taking the slot first there would deadlock the two.
      let booked: Promise<unknown> = Promise.resolve();
      await t.db.transaction(async (tx) => {
        await tx.select({ id: giftVouchers.id }).from(giftVouchers).where(eq(giftVouchers.id, voucher.id)).for("update");
        booked = bookWithCode(guest, place.id, code);
        booked.catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(await cancelLiveBooking(tx, paidByVoucher.bookingId, { now: new Date(), refund: 25, reason: "Guest cancelled", by: "guest" })).toBe(true);
      });
      await booked;
      expect(await balanceOf(voucher.id)).toBe(10_000 - 2500);
      expect(await spentOf(voucher.id)).toBe(2500);
      const live = await t.db.select().from(bookings).where(and(eq(bookings.saunaId, sauna.id), eq(bookings.status, "confirmed")));
      expect(live.map((b) => b.userId)).toEqual([guest.userId]);
    });
  }
});
