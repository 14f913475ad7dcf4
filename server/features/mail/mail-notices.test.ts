// Every notice is written to the outbox in the transaction of the change that causes
// it (a change rolled back leaves no mail), honours the recipient's notification toggle, and
// security mail (verification, reset) always goes. Checked against the outbox rows on PGlite
// and PostgreSQL; delivery itself is mail-outbox.test.ts's and the e2e test's business.
import ICAL from "ical.js";
import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { mailRequestCounts } from "#server/db/schema/mail-throttle";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { moderateReview } from "#server/features/admin/admin-reviews.service";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { cancelMyBooking } from "#server/features/bookings/guest-bookings.service";
import { cancelHostBooking } from "#server/features/hosts/host-bookings.service";
import { replyToReview } from "#server/features/hosts/host-reviews.service";
import { sendMessage, startConversation } from "#server/features/messages/messages.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { allowMailRequest, MAIL_REQUEST_LIMITS } from "./mail-request-throttle";

// Sunday 22 Nov 2026, 12:00 in Dublin; sessions on Tuesday 24 Nov.
const now = new Date("2026-11-22T12:00:00Z");

describeOnEachDatabase("mail notices", (t, kind) => {
  let host: SignedInUser;
  let sauna: Awaited<ReturnType<typeof createTestSauna>>;
  beforeAll(async () => {
    host = await createTestUser(t, { name: "Siobhán Host", isOwner: true });
    sauna = await createTestSauna(t, { name: "Kinsale Harbour Sauna", ownerId: host.userId, capacity: 8, pricePrivate: 45, pricePerSession: 45, priceShared: 25, priceGroup: 35 });
  });
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
    await t.db.delete(mailRequestCounts);
    await setToggles(host, {});
  });

  /** Notices to one address (each new test user also has its welcome mail, left out here). */
  const mailTo = (email: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), ne(mailOutbox.kind, "welcome")));
  const notices = () => t.db.select().from(mailOutbox).where(ne(mailOutbox.kind, "welcome"));
  const mailOfKind = (kind: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  const setToggles = (user: SignedInUser, prefs: Record<string, boolean>) =>
    t.db.update(profiles).set({ notificationPreferences: prefs }).where(eq(profiles.id, user.userId));
  const book = (guest: SignedInUser, time = "18:00", type: "private" | "shared" = "private") =>
    createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-24", time, bookingType: type, guests: 2 }, now);

  it("confirms a booking to the guest with the .ics attached, and tells the host, with the right details", async () => {
    const guest = await createTestUser(t, { name: "Aoife Byrne" });
    const booking = await book(guest);

    const [confirmation] = await mailTo(guest.email);
    expect(confirmation).toMatchObject({ kind: "booking-confirmed", subject: "Booking confirmed: Kinsale Harbour Sauna, Tuesday 24 November 2026 at 18:00", status: "pending" });
    expect(confirmation.text).toContain("Dia duit Aoife,");
    expect(confirmation.text).toContain("Time: 18:00–19:30");
    expect(confirmation.text).toContain("Total: €45.00");
    // Booked to pay at the sauna: nothing to refund, not a refund promised (decision 012).
    expect(confirmation.text).toContain("You pay at the sauna, so there's nothing to refund if you cancel.");
    expect(confirmation.text).not.toContain("full refund");
    expect(confirmation.text).toContain("http://localhost:3000/my-account/bookings");
    expect(confirmation.html).toContain("<strong>€45.00</strong>");
    expect(confirmation.attachments).toHaveLength(1);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(confirmation.attachments[0].content)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Sauna session at Kinsale Harbour Sauna");
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.startsAt.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.endsAt.toISOString());

    const [notice] = await mailTo(host.email);
    expect(notice).toMatchObject({ kind: "new-booking", subject: "New booking: Kinsale Harbour Sauna, Tuesday 24 November 2026 at 18:00" });
    expect(notice.text).toContain("Aoife Byrne has booked a session at Kinsale Harbour Sauna.");
    expect(notice.text).toContain(`/dashboard/bookings?sauna=${sauna.id}`);
    expect(notice.attachments).toEqual([]);
  });

  it("writes no mail when the booking's transaction rolls back or the database refuses the booking", async () => {
    const guest = await createTestUser(t);
    await expect(
      t.db.transaction(async (tx) => {
        await createBooking(tx, guest, { saunaId: sauna.id, date: "2026-11-24", time: "15:00", bookingType: "private", guests: 2 }, now);
        expect(await tx.select().from(mailOutbox).where(eq(mailOutbox.kind, "booking-confirmed"))).toHaveLength(1);
        throw new Error("the request failed after booking");
      }),
    ).rejects.toThrow("the request failed after booking");
    expect(await t.db.select().from(mailOutbox).where(sql`${mailOutbox.kind} in ('booking-confirmed', 'new-booking')`)).toEqual([]);

    // The slot is taken privately: the database refuses a second booking, and no mail is written.
    const other = await createTestUser(t);
    await book(guest, "09:00");
    await t.db.delete(mailOutbox);
    await expect(book(other, "09:00")).rejects.toThrow(/no longer available/);
    expect(await mailTo(other.email)).toEqual([]);
    expect(await mailTo(host.email)).toEqual([]);
  });

  it("sends nothing of a kind the recipient turned off, and the other side still hears", async () => {
    const quiet = await createTestUser(t);
    await setToggles(quiet, { bookingReminders: false });
    const booking = await book(quiet, "10:30");
    expect(await mailTo(quiet.email)).toEqual([]);
    expect((await mailTo(host.email)).map((m) => m.kind)).toEqual(["new-booking"]);

    await t.db.delete(mailOutbox);
    await setToggles(host, { newBookings: false });
    await cancelMyBooking(t.db, quiet, booking.id, now);
    expect(await notices()).toEqual([]);

    // Turned on again, the same kind of notice arrives.
    await setToggles(quiet, { bookingReminders: true });
    await book(quiet, "13:30");
    expect((await mailTo(quiet.email)).map((m) => m.kind)).toEqual(["booking-confirmed"]);
    expect(await mailTo(host.email)).toEqual([]);
  });

  it("tells both sides of a cancellation by either side; booked to pay at the sauna, that nothing is refunded", async () => {
    const guest = await createTestUser(t, { name: "Ciarán Walsh" });
    const early = await book(guest, "12:00");
    await cancelMyBooking(t.db, guest, early.id, now);
    const [toGuest] = await mailTo(guest.email).then((rows) => rows.filter((r) => r.kind === "booking-cancelled"));
    expect(toGuest.text).toContain("The guest cancelled this booking.");
    expect(toGuest.text).toContain("You hadn't paid for this booking online, so there's nothing to refund: you'd have paid at the sauna.");
    const [toHost] = (await mailTo(host.email)).filter((r) => r.kind === "booking-cancelled");
    expect(toHost.text).toContain("Ciarán Walsh cancelled their booking.");
    expect(toHost.text).toContain("Refund: €0.00");

    // Less than a day before: still nothing paid, nothing refunded.
    await t.db.delete(mailOutbox);
    const late = await book(guest, "16:30");
    await cancelMyBooking(t.db, guest, late.id, new Date("2026-11-24T10:00:00Z"));
    const [lateMail] = (await mailTo(guest.email)).filter((r) => r.kind === "booking-cancelled");
    expect(lateMail.text).toContain("You hadn't paid for this booking online, so there's nothing to refund: you'd have paid at the sauna.");

    // The host cancels: the guest reads the reason, and no refund is promised.
    await t.db.delete(mailOutbox);
    const third = await book(guest, "19:30");
    await cancelHostBooking(t.db, host, sauna.id, { bookingId: third.id, reason: "The stove needs a repair" }, now);
    const [fromHost] = (await mailTo(guest.email)).filter((r) => r.kind === "booking-cancelled");
    expect(fromHost.text).toContain("The host cancelled this booking.");
    expect(fromHost.text).toContain("The host's reason: The stove needs a repair");
    expect(fromHost.text).toContain("You hadn't paid for this booking online, so there's nothing to refund: you'd have paid at the sauna.");
    expect((await mailTo(host.email)).map((m) => m.kind).sort()).toEqual(["booking-cancelled", "new-booking"]);
  });

  it("tells the other participant of a new message, unless they turned messages off", async () => {
    const guest = await createTestUser(t, { name: "Róisín Kelly" });
    const threadId = await startConversation(t.db, guest, sauna.id, "Is there parking near the sauna?");
    const [toHost] = await mailTo(host.email);
    expect(toHost).toMatchObject({ kind: "new-message", subject: "New message from Róisín Kelly about Kinsale Harbour Sauna" });
    expect(toHost.text).toContain("Is there parking near the sauna?");
    expect(toHost.text).toContain(`/dashboard/messages?sauna=${sauna.id}&thread=${threadId}`);
    expect(await mailTo(guest.email)).toEqual([]); // not to the sender

    await sendMessage(t.db, host, threadId, "Yes, on the pier.");
    const [toGuest] = await mailTo(guest.email);
    expect(toGuest).toMatchObject({ kind: "new-message", subject: "New message from Kinsale Harbour Sauna" });
    expect(toGuest.text).toContain(`/my-account/messages?thread=${threadId}`);

    await t.db.delete(mailOutbox);
    await setToggles(guest, { messages: false });
    await sendMessage(t.db, host, threadId, "See you Tuesday.");
    expect(await notices()).toEqual([]);
  });

  it("tells the reviewer and the host when a review is published, not while it waits", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const reviewer = await createTestUser(t, { name: "Eoin Murphy" });
    const [review] = await t.db
      .insert(reviews)
      .values({ saunaId: sauna.id, userId: reviewer.userId, rating: 5, comment: "Glorious heat and a freezing, perfect harbour plunge.", status: "pending" })
      .returning();
    expect(await mailOfKind("new-review")).toEqual([]);
    await moderateReview(t.db, admin, { reviewId: review.id, transition: "approve" });
    const [published] = await mailTo(reviewer.email);
    expect(published).toMatchObject({ kind: "review-published", subject: "Your review of Kinsale Harbour Sauna is published" });
    expect(published.text).toContain(`/sauna/${sauna.id}`);
    const [toHost] = await mailTo(host.email);
    expect(toHost).toMatchObject({ kind: "new-review", subject: "New review of Kinsale Harbour Sauna" });
    expect(toHost.text).toContain("Eoin Murphy reviewed Kinsale Harbour Sauna.");
    expect(toHost.text).toContain("★★★★★ (5 of 5)");

    // The host's first reply reaches the reviewer; editing it doesn't mail again.
    await replyToReview(t.db, host, sauna.id, { reviewId: review.id, reply: "Go raibh maith agat, Eoin! The plunge is colder in March." }, now);
    await replyToReview(t.db, host, sauna.id, { reviewId: review.id, reply: "Go raibh maith agat, Eoin!" }, now);
    const replies = (await mailTo(reviewer.email)).filter((m) => m.kind === "review-reply");
    expect(replies).toHaveLength(1);
    expect(replies[0].subject).toBe("Kinsale Harbour Sauna replied to your review");
    expect(replies[0].text).toContain("“Go raibh maith agat, Eoin! The plunge is colder in March.”");

    // Flagging later sends nothing more; a host with new reviews off hears nothing.
    await moderateReview(t.db, admin, { reviewId: review.id, transition: "flag" });
    expect(await notices()).toHaveLength(3);
    await t.db.delete(mailOutbox);
    await setToggles(host, { newReviews: false });
    const [second] = await t.db.insert(reviews).values({ saunaId: sauna.id, userId: admin.userId, rating: 4, status: "pending" }).returning();
    await moderateReview(t.db, admin, { reviewId: second.id, transition: "approve" });
    expect(await mailTo(host.email)).toEqual([]);
  });

  it("always sends security mail: a welcome with a verification link on sign-up, and reset links, whatever the toggles", async () => {
    const email = `new-${kind}@example.ie`;
    await t.auth.api.signUpEmail({ body: { email, name: "Niamh Doyle", password: "Kinsale-Steam-7", callbackURL: "/my-account?verified=1" } });
    const [welcome] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(welcome).toMatchObject({ kind: "welcome", subject: "Welcome to Sauna Éire: please verify your e-mail address" });
    expect(welcome.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fmy-account%3Fverified%3D1/);

    const [row] = await t.db.select({ id: profiles.id }).from(profiles).innerJoin(sql`"user"`, sql`"user".id = ${profiles.id}`).where(sql`"user".email = ${email}`);
    await t.db.update(profiles).set({ notificationPreferences: { bookingReminders: false, reviewReplies: false, messages: false, marketingEmails: false } }).where(eq(profiles.id, row.id));
    await t.auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" } });
    const [reset] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "password-reset")));
    expect(reset.subject).toBe("Reset your Sauna Éire password");
    expect(reset.text).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\?token=\w+/);
    expect(reset.text).toContain("expires in 60 minutes");

    // An address without an account gets nothing, and the answer is the same.
    const unknown = await t.auth.api.requestPasswordReset({ body: { email: "nobody@example.ie", redirectTo: "/auth/reset-password" } });
    expect(unknown.status).toBe(true);
    expect(await mailTo("nobody@example.ie")).toEqual([]);
  });

  it("limits reset requests per address and per client, across requests, known address or not", async () => {
    const ask = (email: string, client: string) =>
      t.auth.handler(
        new Request("http://localhost:3000/api/auth/request-password-reset", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000", "x-sauna-client-address": client },
          body: JSON.stringify({ email, redirectTo: "/auth/reset-password" }),
        }),
      );
    const guest = await createTestUser(t);
    for (let i = 0; i < MAIL_REQUEST_LIMITS.perAddress; i++) expect((await ask(guest.email, `203.0.113.${i + 1}`)).status).toBe(200);
    const refused = await ask(guest.email, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "TOO_MANY_MAIL_REQUESTS" });
    expect(await mailOfKind("password-reset")).toHaveLength(MAIL_REQUEST_LIMITS.perAddress);

    // One client asking for many addresses is stopped too (counted in the database, so across
    // processes; better-auth's own limit of 3 a minute per client is in memory only).
    const client = { client: "198.51.100.7" };
    const allowed: boolean[] = [];
    for (let i = 0; i <= MAIL_REQUEST_LIMITS.perClient; i++) allowed.push(await allowMailRequest(t.db, "verification", { email: `someone${i}@example.ie`, ...client }, now));
    expect(allowed.filter(Boolean)).toHaveLength(MAIL_REQUEST_LIMITS.perClient);
    expect(allowed.at(-1)).toBe(false);
    // An hour later the client may ask again.
    expect(await allowMailRequest(t.db, "verification", { email: "later@example.ie", ...client }, new Date(now.getTime() + 61 * 60_000))).toBe(true);
  });
});
