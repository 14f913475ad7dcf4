// Booking inside a waitlist hold with card payments on (decision 016), against the local Stripe
// server: the booking awaits payment only as long as the offer held its seats, and when that runs
// out unpaid the payments sweep ends the Checkout Session and the seats go to the next in line.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { cancelMyBooking } from "#server/features/bookings/guest-bookings.service";
import { sweepCheckouts } from "#server/features/payments/sweep-checkouts";
import { cardReadyHost, daysAhead, setUpCardPayments } from "#server/testing/card-payments";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { bookOfferAndPay, joinWaitlist } from "./waitlist.service";

describeOnEachDatabase("booking a waitlist offer by card", (t) => {
  const cards = setUpCardPayments(t);

  it("ends the payment's hold with the offer's, and offers the seats on when it runs out unpaid", async () => {
    const { sauna } = await cardReadyHost(t, cards, { capacity: 1, priceShared: 25 });
    const seat = { saunaId: sauna.id, date: daysAhead(10), time: "18:00", bookingType: "shared" as const, guests: 1 };
    const now = new Date();
    const leaver = await createTestUser(t);
    const booked = await createBooking(t.db, leaver, seat, now); // at the sauna: a booking already made
    const guest = await createTestUser(t);
    const place = await joinWaitlist(t.db, guest, seat, now);
    const next = await joinWaitlist(t.db, await createTestUser(t), seat, now);
    await cancelMyBooking(t.db, leaver, booked.id, now);
    const [offer] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, place.id));
    expect(offer.status).toBe("offered");

    const { bookingId, checkoutUrl } = await bookOfferAndPay(t.db, cards.provider, guest, place.id, { baseUrl: TEST_CONFIG.baseUrl, now });
    expect(checkoutUrl).toBeTruthy();
    const [payment] = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
    expect(payment.holdExpiresAt.getTime()).toBe(offer.holdUntil!.getTime());
    // Stripe keeps a session open at least 30 minutes: it was made, later than the hold.
    const session = cards.stripe.checkoutSessions.get(payment.checkoutSessionId!)!;
    expect(session.expires_at * 1000).toBeGreaterThan(offer.holdUntil!.getTime());

    // The hold runs out unpaid: the sweep ends the session at Stripe and the seat goes on.
    await sweepCheckouts(t.db, cards.provider, { baseUrl: TEST_CONFIG.baseUrl, now: new Date(offer.holdUntil!.getTime() + 1000) });
    expect((await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0].status).toBe("expired");
    expect((await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, next.id)))[0].status).toBe("offered");
  });
});
