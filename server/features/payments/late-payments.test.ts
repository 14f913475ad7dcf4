// Seats held while guests pay, and payments that land after the hold was released (decision 012):
// the seat is taken again if it is still free, otherwise the guest gets every
// cent back and is told; never overbooked, never kept. The races run on PostgreSQL, where
// requests really run at once (PGlite has one connection).
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { bookingPayments } from "#server/db/schema/payments";
import { cancelBookingAsAdmin } from "#server/features/admin/admin-bookings.service";
import { cardBookingRows, paidCardBooking, startCardBooking, stripeRefundsOf } from "#server/testing/card-bookings";
import { cardReadyHost, setUpCardPayments } from "#server/testing/card-payments";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { PAYMENTS_UNAVAILABLE } from "./checkout.service";
import { leaveCheckout } from "./checkout-return.service";
import { makeDueRefunds } from "./make-refunds";

const CREATE_SESSION = { method: "POST", path: "/v1/checkout/sessions" } as const;
const SLOT_TAKEN = "This time slot is no longer available. Please choose another time.";

describeOnEachDatabase("held seats and late payments", (t, kind) => {
  let admin: SignedInUser;
  const cards = setUpCardPayments(t);
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });

  const rows = (bookingId: string) => cardBookingRows(t, bookingId);
  const mailTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  /**
   * A guest whose hold was released while their Checkout Session stayed open at Stripe: Book Now's
   * answer from Stripe was lost (Stripe made the session), and the guest then cancelled the
   * booking awaiting payment, which frees the seats at once. The session can still be paid.
   */
  async function releasedWithOpenSession(saunaId: string, days: number) {
    const guest = await createTestUser(t);
    cards.stripe.failNext(CREATE_SESSION, "drop-response", 2);
    await expect(startCardBooking(t, cards, guest, saunaId, { days })).rejects.toThrow(PAYMENTS_UNAVAILABLE);
    const [held] = await t.db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.userId, guest.userId), eq(bookings.status, "pending")));
    expect((await leaveCheckout(t.db, cards.provider, guest, held.id)).outcome).toBe("released");
    const session = [...cards.stripe.checkoutSessions.values()].find((s) => s.metadata?.booking_id === held.id)!;
    expect(session.status).toBe("open");
    return { guest, bookingId: held.id, sessionId: session.id };
  }

  it("refunds in full a payment that lands after the seat was given to someone else, and tells the guest", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const late = await releasedWithOpenSession(sauna.id, 3);
    // Another guest takes the slot, and pays.
    const other = await paidCardBooking(t, cards, await createTestUser(t), sauna.id, { days: 3 });
    expect((await rows(other.bookingId)).booking.status).toBe("confirmed");

    await cards.stripe.completeCheckout(late.sessionId);
    await cards.stripe.webhooksSettled();
    const after = await rows(late.bookingId);
    expect(after.booking.status).toBe("expired");
    expect(after.payment.amountPaidCents).toBe(4500);
    expect(after.refund).toMatchObject({ amountCents: 4500, reason: "paid_too_late", status: "pending" });
    expect(after.transfer).toBeUndefined();
    const [mail] = (await mailTo(late.guest.email)).filter((m) => m.kind === "payment-paid-too-late");
    expect(mail.subject).toBe(`Your payment for ${sauna.name} is being refunded`);
    expect(mail.text).toContain("We're refunding all €45.00 to your card.");
    // The other guest keeps the seat.
    expect((await rows(other.bookingId)).booking.status).toBe("confirmed");

    await makeDueRefunds(t.db, cards.provider);
    await cards.stripe.webhooksSettled();
    expect(stripeRefundsOf(cards, late.bookingId).map((r) => r.amount)).toEqual([4500]);
    expect((await rows(late.bookingId)).payment.amountRefundedCents).toBe(4500);
  });

  it("takes the seat again for a payment that lands after release while the seat is still free", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const late = await releasedWithOpenSession(sauna.id, 4);
    await cards.stripe.completeCheckout(late.sessionId);
    await cards.stripe.webhooksSettled();
    const after = await rows(late.bookingId);
    expect(after.booking).toMatchObject({ status: "confirmed", cancelledAt: null, cancellationReason: null });
    expect(after.refund).toBeUndefined();
    expect(after.transfer).toMatchObject({ status: "pending", amountCents: 3825 });
    expect((await mailTo(late.guest.email)).map((m) => m.kind)).toContain("booking-confirmed");
    const [usage] = await t.db.select().from(bookingSlotUsage).where(and(eq(bookingSlotUsage.saunaId, sauna.id), eq(bookingSlotUsage.startsAt, after.booking.startsAt)));
    expect(usage.exclusive).toBe(true);
  });

  it("refunds a payment for a booking cancelled while its guest was on Stripe's page", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId, sessionId } = await startCardBooking(t, cards, guest, sauna.id, { days: 5 });
    await cancelBookingAsAdmin(t.db, admin, { bookingId, reason: "The listing is under review" });
    await cards.stripe.completeCheckout(sessionId);
    await cards.stripe.webhooksSettled();
    const after = await rows(bookingId);
    expect(after.booking.status).toBe("cancelled");
    expect(after.refund).toMatchObject({ amountCents: 4500, reason: "paid_too_late" });
  });

  // PGlite has one connection, so races only mean something on PostgreSQL.
  if (kind === "postgres") {
    it("gives the last seat to exactly one of 50 guests starting checkout at once, with one Checkout Session", async () => {
      const { sauna } = await cardReadyHost(t, cards, { capacity: 4, priceShared: 20 });
      // Three of four seats taken and paid.
      await paidCardBooking(t, cards, await createTestUser(t), sauna.id, { days: 6, bookingType: "shared", guests: 3 });
      const contenders: SignedInUser[] = [];
      for (let i = 0; i < 50; i++) contenders.push(await createTestUser(t));
      const sessionsBefore = cards.stripe.checkoutSessions.size;

      const results = await Promise.allSettled(contenders.map((guest) => startCardBooking(t, cards, guest, sauna.id, { days: 6, bookingType: "shared", guests: 1 })));
      const holders = results.filter((r) => r.status === "fulfilled");
      expect(holders).toHaveLength(1);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(new Set(refused.map((r) => r.reason.message))).toEqual(new Set([SLOT_TAKEN]));

      const { bookingId } = (holders[0] as PromiseFulfilledResult<{ bookingId: string }>).value;
      expect((await rows(bookingId)).booking.status).toBe("pending");
      const live = await t.db.select().from(bookings).where(and(eq(bookings.saunaId, sauna.id), inArray(bookings.status, ["pending", "confirmed"])));
      expect(live.reduce((seats, b) => seats + b.guests, 0)).toBe(4);
      // Stripe was asked for one session only: the 49 others were refused before it.
      expect(cards.stripe.checkoutSessions.size - sessionsBefore).toBe(1);
    }, 180_000);

    it("never overbooks when late payments and new bookings race for the same seats: each late payer keeps the seat or is refunded", async () => {
      const { sauna } = await cardReadyHost(t, cards);
      const races = [];
      for (let day = 10; day < 16; day++) races.push({ day, late: await releasedWithOpenSession(sauna.id, day), rival: await createTestUser(t) });

      // For each slot at once: the late guest's payment lands as another guest books the seat.
      const outcomes = await Promise.allSettled(
        races.flatMap(({ day, late, rival }) => [
          cards.stripe.completeCheckout(late.sessionId),
          startCardBooking(t, cards, rival, sauna.id, { days: day }),
        ]),
      );
      await cards.stripe.webhooksSettled();
      expect(outcomes.filter((o) => o.status === "rejected").every((o) => (o as PromiseRejectedResult).reason.message === SLOT_TAKEN)).toBe(true);

      let refunded = 0;
      for (const { late, rival } of races) {
        const paid = await rows(late.bookingId);
        expect(paid.payment.amountPaidCents).toBe(4500);
        const [rivals] = await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(and(eq(bookings.userId, rival.userId), eq(bookings.saunaId, sauna.id)));
        const holders = [paid.booking.status === "confirmed", rivals?.status === "pending"].filter(Boolean);
        // Exactly one of the two holds the private slot.
        expect(holders).toHaveLength(1);
        if (paid.booking.status === "confirmed") {
          expect(paid.refund).toBeUndefined();
        } else {
          expect(paid.booking.status).toBe("expired");
          expect(paid.refund).toMatchObject({ amountCents: 4500, reason: "paid_too_late" });
          refunded++;
        }
      }
      // The refunds are made, each once.
      await makeDueRefunds(t.db, cards.provider);
      for (const { late } of races) {
        const { refund, payment } = await rows(late.bookingId);
        if (refund) expect(stripeRefundsOf(cards, late.bookingId).map((r) => r.amount)).toEqual([4500]);
        else expect(payment.amountRefundedCents).toBe(0);
      }
      expect(refunded).toBeLessThanOrEqual(races.length);
      const open = await t.db.select().from(bookingPayments).where(inArray(bookingPayments.bookingId, races.map((r) => r.late.bookingId)));
      expect(open.every((p) => p.paidAt !== null)).toBe(true);
    }, 120_000);
  }
});
