// A sauna saved with a line break in its name ("Inj sauna\r\nBcc: …") made every
// booking of it answer 500, and cancelling, approving its reviews and deleting a guest's account
// too, because the e-mail subject built from the name was refused inside their transactions. New
// names can't hold a line break any more (the schemas, and better-auth's name here); names saved
// before that are made one line when a subject is composed, so no stored value can make a write
// fail. Checked on PGlite and PostgreSQL, down to what a real SMTP server receives.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { isOneLine } from "#domain/text";
import type { SignedInUser } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { deleteAccount, updateAccount } from "#server/features/account/account.service";
import { moderateReview } from "#server/features/admin/admin-reviews.service";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { cancelMyBooking } from "#server/features/bookings/guest-bookings.service";
import { cancelHostBooking } from "#server/features/hosts/host-bookings.service";
import { startConversation } from "#server/features/messages/messages.service";
import { CLIENT_ADDRESS_HEADER } from "#server/http/client-address";
import { startMailWorker } from "#server/integrations/mail/mail-worker";
import { smtpTransport } from "#server/integrations/mail/smtp-transport";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { startTestSmtpServer } from "#server/testing/test-smtp-server";

// Sunday 22 Nov 2026, 12:00 in Dublin; sessions on Tuesday 24 Nov.
const now = new Date("2026-11-22T12:00:00Z");
const INJECTED = "Inj sauna\r\nBcc: everyone@example.ie";

describeOnEachDatabase("line breaks in names", (t, kind) => {
  let host: SignedInUser;
  let sauna: Awaited<ReturnType<typeof createTestSauna>>;
  beforeAll(async () => {
    host = await createTestUser(t, { name: "Siobhán Host", isOwner: true });
    // Written straight into the table, as a row saved before names had to be one line.
    sauna = await createTestSauna(t, { name: INJECTED, ownerId: host.userId, capacity: 8, pricePrivate: 45, pricePerSession: 45 });
  });

  const book = (guest: SignedInUser, time: string) =>
    createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-24", time, bookingType: "private", guests: 2 }, now);
  const notices = async () => (await t.db.select().from(mailOutbox)).filter((m) => m.kind !== "welcome");

  it("books, cancels (guest and host), approves a review and deletes a guest's account for a sauna named before the rule", async () => {
    const guest = await createTestUser(t, { name: "Aoife Byrne" });
    const first = await book(guest, "09:00");
    await cancelMyBooking(t.db, guest, first.id, now);
    const second = await book(guest, "12:00");
    await cancelHostBooking(t.db, host, sauna.id, { bookingId: second.id, reason: "The stove needs a repair" }, now);

    const admin = await createTestUser(t, { roles: ["admin"] });
    const [review] = await t.db
      .insert(reviews)
      .values({ saunaId: sauna.id, userId: guest.userId, rating: 5, comment: "Glorious heat and a freezing, perfect harbour plunge.", status: "pending" })
      .returning();
    await moderateReview(t.db, admin, { reviewId: review.id, transition: "approve" });

    // Erasure: the guest's live booking is cancelled (both sides are told) and the account goes.
    const third = await book(guest, "15:00");
    await deleteAccount(t.db, t.auth, guest, { password: "Kinsale-Steam-7" }, undefined, now);
    expect(await t.db.select().from(users).where(eq(users.id, guest.userId))).toEqual([]);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, third.id)))[0].status).toBe("cancelled");

    const mail = await notices();
    expect(mail.map((m) => m.kind).sort()).toEqual([
      ...Array(3).fill("booking-cancelled"), ...Array(3).fill("booking-cancelled"),
      ...Array(3).fill("booking-confirmed"), ...Array(3).fill("new-booking"), "new-review", "review-published",
    ].sort());
    for (const m of mail) {
      expect(isOneLine(m.subject), m.subject).toBe(true);
      expect(m.subject).toContain("Inj sauna Bcc: everyone@example.ie");
    }
    expect(mail.find((m) => m.kind === "new-booking")?.subject).toBe("New booking: Inj sauna Bcc: everyone@example.ie, Tuesday 24 November 2026 at 09:00");

    // What leaves: each message to its one recipient, with no header made from the name.
    const smtp = await startTestSmtpServer();
    const worker = startMailWorker({
      db: t.db, transport: smtpTransport({ url: smtp.url, from: "no-reply@test.sauna-eire.ie" }), messageIdHost: "test.sauna-eire.ie", pollIntervalMs: 50, log: () => {},
    });
    try {
      const all = await t.db.select().from(mailOutbox);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(all.length), { timeout: 10_000, interval: 50 });
      for (const received of smtp.received) {
        const row = all.find((m) => `<${m.id}@test.sauna-eire.ie>` === received.messageId)!;
        expect(received.envelopeTo).toEqual([row.recipient]);
        expect(received.headers.has("bcc")).toBe(false);
        expect(received.subject).toBe(row.subject);
      }
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });

  it("tells the host of a message from a guest whose name was saved with a line break", async () => {
    await t.db.delete(mailOutbox);
    const guest = await createTestUser(t, { name: "Róisín Kelly" });
    await t.db.update(profiles).set({ fullName: "Róisín\r\nBcc: everyone@example.ie" }).where(eq(profiles.id, guest.userId));
    await startConversation(t.db, guest, sauna.id, "Is there parking near the sauna?");
    const [notice] = await notices();
    expect(notice).toMatchObject({ kind: "new-message", recipient: host.email, subject: "New message from Róisín Bcc: everyone@example.ie about Inj sauna Bcc: everyone@example.ie" });
  });

  it("refuses a name with a line break at sign-up, in update-user and in My Account, saying why", async () => {
    const post = (path: string, body: unknown, cookie?: string) =>
      t.auth.handler(new Request(`${TEST_CONFIG.baseUrl}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_CONFIG.baseUrl, [CLIENT_ADDRESS_HEADER]: "203.0.113.19", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }));
    const signUp = await post("/sign-up/email", { name: INJECTED, email: `crlf-${kind}@example.ie`, password: "Kinsale-Steam-7" });
    expect(signUp.status).toBe(400);
    expect(((await signUp.json()) as { message: string }).message).toBe("Please write your name on one line, without line breaks or tabs.");
    expect(await t.db.select().from(users).where(eq(users.email, `crlf-${kind}@example.ie`))).toEqual([]);

    const member = await createTestUser(t, { email: `member-${kind}@example.ie`, name: "Eoin Murphy" });
    const signIn = await post("/sign-in/email", { email: `member-${kind}@example.ie`, password: "Kinsale-Steam-7" });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    for (const name of ["Eoin\nMurphy", "Eoin\tMurphy", "Eoin\u2028Murphy"]) expect((await post("/update-user", { name }, cookie)).status).toBe(400);

    await expect(updateAccount(t.db, member, { firstName: "Eoin\r\nBcc: everyone@example.ie", lastName: "Murphy" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { firstName: "Please keep this on one line, without line breaks or tabs." },
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, member.userId));
    expect(profile.fullName).toBe("Eoin Murphy");
  });
});
