// Book Now with card payments, against the local Stripe server through the official SDK and our
// webhook route: the hold, the Checkout Session, paying, abandoning, Stripe down, and a double click.
import { and, eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { bookings } from "#server/db/schema/bookings";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { bookingPayments, payoutTransfers } from "#server/db/schema/payments";
import { profiles } from "#server/db/schema/profiles";
import { formatDate } from "#domain/format-date";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { cardReadyHost, daysAhead, setUpCardPayments } from "#server/testing/card-payments";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { CARD_BOOKING_NOT_OPEN } from "#server/features/bookings/create-booking.service";
import { bookAndPay, CHECKOUT_HOLD_MS, PAYMENT_SETTLING, PAYMENTS_UNAVAILABLE, resumeCheckout } from "./checkout.service";
import { leaveCheckout, leftCheckout, returnFromCheckout } from "./checkout-return.service";

const BASE_URL = "http://localhost:3000";

describeOnEachDatabase("paying for a booking by card", (t) => {
  const cards = setUpCardPayments(t);

  const sessionOf = (id: string) => cards.stripe.checkoutSessions.get(id)!;
  const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const paymentRow = async (id: string) => (await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, id)))[0];
  const mailsAbout = (bookingId: string) => t.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, `%${bookingId}%`));

  it("holds the seats while the guest pays on a Checkout Session made for exactly this booking", async () => {
    const { sauna } = await cardReadyHost(t, cards, { pricePrivate: 60 });
    const guest = await createTestUser(t);
    const now = new Date();
    const result = await bookAndPay(t.db, cards.provider, guest, { saunaId: sauna.id, date: daysAhead(3), time: "18:00", bookingType: "private", guests: "2" }, { baseUrl: BASE_URL, now });

    const booking = await bookingRow(result.bookingId);
    expect(booking.status).toBe("pending");
    const [usage] = await t.db.select().from(bookingSlotUsage).where(and(eq(bookingSlotUsage.saunaId, sauna.id), eq(bookingSlotUsage.startsAt, booking.startsAt)));
    expect(usage.exclusive).toBe(true);

    const payment = await paymentRow(result.bookingId);
    const session = sessionOf(payment.checkoutSessionId!);
    expect(result.checkoutUrl).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 6000, currency: "eur", metadata: { booking_id: result.bookingId }, status: "open" });
    expect(session.expires_at).toBe(Math.floor((now.getTime() + CHECKOUT_HOLD_MS) / 1000));
    const create = cards.stripe.requests.find((r) => r.path === "/v1/checkout/sessions" && r.method === "POST")!;
    expect(create.idempotencyKey).toBe(`checkout-${result.bookingId}`);
    // Nobody hears of a booking until it is paid.
    expect(await mailsAbout(result.bookingId)).toEqual([]);
  });

  it("names the session on Stripe's page in the guest's language, and brings them back to pages in it: the page's, else their own", async () => {
    const { sauna } = await cardReadyHost(t, cards, { name: "Cuas an Bhodaigh", pricePrivate: 60 });
    const lineName = async (locale: "en" | "ga", date: string, page?: "en" | "ga") => {
      const guest = await createTestUser(t);
      await t.db.update(profiles).set({ locale }).where(eq(profiles.id, guest.userId));
      const { bookingId } = await bookAndPay(t.db, cards.provider, guest, { saunaId: sauna.id, date, time: "18:00", bookingType: "private", guests: "2" }, { baseUrl: BASE_URL, locale: page });
      const create = cards.stripe.requests.find((r) => r.path === "/v1/checkout/sessions" && r.method === "POST" && r.idempotencyKey === `checkout-${bookingId}`)!;
      const params = create.params as { line_items: { price_data: { product_data: { name: string } } }[]; success_url: string; cancel_url: string };
      return { name: params.line_items[0].price_data.product_data.name, back: [params.success_url, params.cancel_url].map((url) => url.replace(`/${bookingId}/`, "/:id/")) };
    };
    expect(await lineName("ga", daysAhead(5))).toEqual({
      name: `Seisiún Príobháideach ag Cuas an Bhodaigh, ${formatDate(daysAhead(5), "ga")} ag 18:00 (2 aoi)`,
      back: [`${BASE_URL}/ga/checkout/:id/paid?session_id={CHECKOUT_SESSION_ID}`, `${BASE_URL}/ga/checkout/:id/cancelled`],
    });
    expect(await lineName("en", daysAhead(6))).toEqual({
      name: `Private Session at Cuas an Bhodaigh, ${formatDate(daysAhead(6))} at 18:00 (2 guests)`,
      back: [`${BASE_URL}/checkout/:id/paid?session_id={CHECKOUT_SESSION_ID}`, `${BASE_URL}/checkout/:id/cancelled`],
    });
    // Booked from an Irish page by a guest whose account is English, and the other way round: the page's language.
    expect(await lineName("en", daysAhead(7), "ga")).toEqual({
      name: `Seisiún Príobháideach ag Cuas an Bhodaigh, ${formatDate(daysAhead(7), "ga")} ag 18:00 (2 aoi)`,
      back: [`${BASE_URL}/ga/checkout/:id/paid?session_id={CHECKOUT_SESSION_ID}`, `${BASE_URL}/ga/checkout/:id/cancelled`],
    });
    expect((await lineName("ga", daysAhead(8), "en")).back).toEqual([`${BASE_URL}/checkout/:id/paid?session_id={CHECKOUT_SESSION_ID}`, `${BASE_URL}/checkout/:id/cancelled`]);
  });

  it("confirms the booking when Stripe says it is paid: one confirmation, the host's payout scheduled", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId } = await bookAndPay(t.db, cards.provider, guest, { saunaId: sauna.id, date: daysAhead(4), time: "18:00", bookingType: "private", guests: "1" }, { baseUrl: BASE_URL });
    const sessionId = (await paymentRow(bookingId)).checkoutSessionId!;

    await cards.stripe.completeCheckout(sessionId);
    await cards.stripe.webhooksSettled();

    const booking = await bookingRow(bookingId);
    expect(booking.status).toBe("confirmed");
    const payment = await paymentRow(bookingId);
    expect(payment).toMatchObject({ amountPaidCents: 4500, paymentIntentId: sessionOf(sessionId).payment_intent });
    const [transfer] = await t.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId));
    expect(transfer).toMatchObject({ amountCents: 3825, status: "pending", nextAttemptAt: booking.payoutDueAt });
    const mails = await mailsAbout(bookingId);
    expect(mails.map((m) => m.kind).sort()).toEqual(["booking-confirmed", "new-booking"]);
    expect(mails.find((m) => m.kind === "booking-confirmed")!.text).toContain("Paid by card: €45.00");
    expect(mails.find((m) => m.kind === "booking-confirmed")!.text).toContain("Free cancellation up to 24 hours before the session, with a full refund of €45.00");

    // Stripe sends the same event again: nothing changes, nobody hears twice.
    const completed = cards.stripe.events.find((e) => e.type === "checkout.session.completed" && (e.event.data.object as { id: string }).id === sessionId)!;
    const again = await cards.stripe.redeliver(completed.id);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ duplicate: true });
    expect(await mailsAbout(bookingId)).toHaveLength(2);
    // The guest's return from Checkout after the webhook finds it paid.
    expect((await returnFromCheckout(t.db, cards.provider, guest, bookingId)).outcome).toBe("already_paid");
  });

  it("releases the seats when the guest leaves Checkout, and the session can no longer be paid", async () => {
    const { sauna } = await cardReadyHost(t, cards, { capacity: 4, priceShared: 20 });
    const guest = await createTestUser(t);
    const other = await createTestUser(t);
    const input = { saunaId: sauna.id, date: daysAhead(5), time: "18:00", bookingType: "shared", guests: "4" };
    const { bookingId } = await bookAndPay(t.db, cards.provider, guest, input, { baseUrl: BASE_URL });
    // Full while she pays.
    await expect(bookAndPay(t.db, cards.provider, other, { ...input, guests: "1" }, { baseUrl: BASE_URL })).rejects.toThrow("no longer available");

    // Back on Checkout (cancel_url, a GET) only reads: still held, the session still open.
    const { holdExpiresAt } = await paymentRow(bookingId);
    expect(await leftCheckout(t.db, guest, bookingId)).toEqual({ saunaId: sauna.id, state: "held", holdExpiresAt });
    expect((await bookingRow(bookingId)).status).toBe("pending");
    expect(sessionOf((await paymentRow(bookingId)).checkoutSessionId!).status).toBe("open");
    await expect(bookAndPay(t.db, cards.provider, other, { ...input, guests: "1" }, { baseUrl: BASE_URL })).rejects.toThrow("no longer available");

    // 'Release my seats' (the page's POST).
    const left = await leaveCheckout(t.db, cards.provider, guest, bookingId);
    expect(left).toEqual({ saunaId: sauna.id, outcome: "released" });
    expect(await leftCheckout(t.db, guest, bookingId)).toMatchObject({ state: "over" });
    expect(await bookingRow(bookingId)).toMatchObject({ status: "expired", cancelledBy: "guest" });
    expect(sessionOf((await paymentRow(bookingId)).checkoutSessionId!).status).toBe("expired");
    // The seats are free again.
    const theirs = await bookAndPay(t.db, cards.provider, other, { ...input, guests: "1" }, { baseUrl: BASE_URL });
    expect((await bookingRow(theirs.bookingId)).status).toBe("pending");
  });

  it("releases the seats when Stripe expires the session", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId } = await bookAndPay(t.db, cards.provider, guest, { saunaId: sauna.id, date: daysAhead(6), time: "18:00", bookingType: "private", guests: "1" }, { baseUrl: BASE_URL });
    await cards.stripe.expireCheckout((await paymentRow(bookingId)).checkoutSessionId!);
    await cards.stripe.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: "expired", cancelledBy: "system" });
    expect((await paymentRow(bookingId)).checkoutClosedAt).not.toBeNull();
  });

  it("keeps the slot and charges nothing when Stripe can't be reached, and a retry finds the one session", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const input = { saunaId: sauna.id, date: daysAhead(7), time: "18:00", bookingType: "private", guests: "1" };
    // Answered by nobody: the SDK's own retry too.
    cards.stripe.failNext({ method: "POST", path: "/v1/checkout/sessions" }, { status: 500, type: "api_error", message: "Stripe is having a moment" }, 2);
    await expect(bookAndPay(t.db, cards.provider, guest, input, { baseUrl: BASE_URL })).rejects.toThrow(PAYMENTS_UNAVAILABLE);
    const [held] = await t.db.select().from(bookings).where(and(eq(bookings.userId, guest.userId), eq(bookings.saunaId, sauna.id)));
    expect(held.status).toBe("pending");

    // The guest presses Book Now again: the same booking, one session.
    const retried = await bookAndPay(t.db, cards.provider, guest, input, { baseUrl: BASE_URL });
    expect(retried.bookingId).toBe(held.id);
    const sessions = [...cards.stripe.checkoutSessions.values()].filter((s) => s.metadata?.booking_id === held.id);
    expect(sessions).toHaveLength(1);
    expect(retried.checkoutUrl).toBe(sessions[0].url);
  });

  it("answers a double click with the same booking and the same Checkout page", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const input = { saunaId: sauna.id, date: daysAhead(8), time: "18:00", bookingType: "private", guests: "1" };
    const [a, b] = await Promise.all([
      bookAndPay(t.db, cards.provider, guest, input, { baseUrl: BASE_URL }),
      bookAndPay(t.db, cards.provider, guest, input, { baseUrl: BASE_URL }),
    ]);
    expect(b.bookingId).toBe(a.bookingId);
    expect(b.checkoutUrl).toBe(a.checkoutUrl);
    expect([...cards.stripe.checkoutSessions.values()].filter((s) => s.metadata?.booking_id === a.bookingId)).toHaveLength(1);
  });

  it("doesn't open card bookings for a host Stripe hasn't enabled, nor for a listing without a host", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    for (const sauna of [await createTestSauna(t, { ownerId: host.userId }), await createTestSauna(t)]) {
      await expect(
        bookAndPay(t.db, cards.provider, guest, { saunaId: sauna.id, date: daysAhead(3), time: "18:00", bookingType: "private", guests: "1" }, { baseUrl: BASE_URL }),
      ).rejects.toThrow(CARD_BOOKING_NOT_OPEN);
    }
  });

  it("lets only the booking's guest return to or leave its Checkout", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const stranger = await createTestUser(t);
    const { bookingId } = await bookAndPay(t.db, cards.provider, guest, { saunaId: sauna.id, date: daysAhead(9), time: "18:00", bookingType: "private", guests: "1" }, { baseUrl: BASE_URL });
    await expect(leaveCheckout(t.db, cards.provider, stranger, bookingId)).rejects.toThrow("We couldn't find that booking.");
    await expect(leftCheckout(t.db, stranger, bookingId)).rejects.toThrow("We couldn't find that booking.");
    // 36 characters that aren't a UUID are no booking, not a database error.
    for (const id of ["0".repeat(36), "-".repeat(36)]) await expect(leftCheckout(t.db, guest, id)).rejects.toThrow("We couldn't find that booking.");
    await expect(returnFromCheckout(t.db, cards.provider, stranger, bookingId)).rejects.toThrow("We couldn't find that booking.");
    await expect(leaveCheckout(t.db, cards.provider, { kind: "anonymous" }, bookingId)).rejects.toThrow("Please sign in");
    expect((await bookingRow(bookingId)).status).toBe("pending");
  });

  it("sends the guest back to the same Checkout page while the hold lasts, and only them", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const stranger = await createTestUser(t);
    const now = new Date();
    const { bookingId, checkoutUrl } = await bookAndPay(t.db, cards.provider, guest, { saunaId: sauna.id, date: daysAhead(10), time: "18:00", bookingType: "private", guests: "1" }, { baseUrl: BASE_URL, now });
    expect(await resumeCheckout(t.db, cards.provider, guest, bookingId, { baseUrl: BASE_URL })).toBe(checkoutUrl);
    await expect(resumeCheckout(t.db, cards.provider, stranger, bookingId, { baseUrl: BASE_URL })).rejects.toThrow("This booking isn't yours to pay.");
    await expect(resumeCheckout(t.db, cards.provider, guest, "not-a-booking", { baseUrl: BASE_URL })).rejects.toThrow("This booking isn't yours to pay.");
    await expect(resumeCheckout(t.db, cards.provider, guest, bookingId, { baseUrl: BASE_URL, now: new Date(now.getTime() + CHECKOUT_HOLD_MS) })).rejects.toThrow("The time to pay for this booking has run out");
    expect([...cards.stripe.checkoutSessions.values()].filter((s) => s.metadata?.booking_id === bookingId)).toHaveLength(1);
  });

  it("has nothing more to pay once a bank transfer is on its way: no second trip to Checkout, until it clears", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const input = { saunaId: sauna.id, date: daysAhead(11), time: "18:00", bookingType: "private", guests: "1" };
    const { bookingId } = await bookAndPay(t.db, cards.provider, guest, input, { baseUrl: BASE_URL });
    const sessionId = (await paymentRow(bookingId)).checkoutSessionId!;
    await cards.stripe.completeCheckout(sessionId, { async: true });
    await cards.stripe.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: "pending" });
    expect(await paymentRow(bookingId)).toMatchObject({ checkoutSessionId: sessionId, checkoutUrl: null, paidAt: null });
    // My Bookings' 'Complete payment', and Book Now pressed again, say so instead of replaying the finished session.
    await expect(resumeCheckout(t.db, cards.provider, guest, bookingId, { baseUrl: BASE_URL })).rejects.toThrow(PAYMENT_SETTLING);
    await expect(bookAndPay(t.db, cards.provider, guest, input, { baseUrl: BASE_URL })).rejects.toThrow(PAYMENT_SETTLING);
    // The guest's return from Checkout asks Stripe, and changes nothing either.
    expect((await returnFromCheckout(t.db, cards.provider, guest, bookingId)).outcome).toBe("waiting");
    expect((await paymentRow(bookingId)).checkoutUrl).toBeNull();

    await cards.stripe.settleAsyncPayment(sessionId, true);
    await cards.stripe.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: "confirmed" });
  });
});
