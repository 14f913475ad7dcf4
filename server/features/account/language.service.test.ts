// Decision 021: the member's language (profiles.locale), on PGlite and PostgreSQL: set from the
// sign-up page, changed in settings, and what their e-mails, calendar feed and sign-in's landing
// page follow. English members' texts are the existing tests' business (mail-notices.test.ts).
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { postToAuth } from "#server/auth/auth-caller";
import { signInLanding } from "#server/auth/sign-in-landing";
import { user as users } from "#server/db/schema/auth";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { profiles } from "#server/db/schema/profiles";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { calendarFeed, calendarFeedToken } from "#server/features/hosts/host-calendar-feed.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { CHOOSE_A_LANGUAGE, memberLocale, setMemberLocale } from "./language.service";

const now = new Date("2026-11-22T12:00:00Z");

describeOnEachDatabase("the member's language", (t) => {
  let host: SignedInUser;
  let sauna: Awaited<ReturnType<typeof createTestSauna>>;
  beforeAll(async () => {
    host = await createTestUser(t, { name: "Siobhán Host", isOwner: true });
    sauna = await createTestSauna(t, { name: "Cuan Sauna", ownerId: host.userId, capacity: 8, pricePrivate: 45, pricePerSession: 45, priceShared: 25, priceGroup: 35 });
  });

  it("is English for a new member, saved from settings, and only a language the site has", async () => {
    const guest = await createTestUser(t);
    expect(await memberLocale(t.db, guest)).toBe("en");
    expect(await setMemberLocale(t.db, guest, "ga")).toBe("ga");
    expect(await memberLocale(t.db, guest)).toBe("ga");
    await expect(setMemberLocale(t.db, guest, "fr")).rejects.toMatchObject({ status: 400, message: CHOOSE_A_LANGUAGE });
    // The database refuses it too (migration 0036's check).
    await expect(t.db.execute(sql`update profiles set locale = 'fr' where id = ${guest.userId}`)).rejects.toThrow();
  });

  it("starts as the sign-up page's language, and the welcome e-mail is written in it", async () => {
    const email = `irish-${Date.now()}@example.ie`;
    const caller = { auth: t.auth, baseUrl: TEST_CONFIG.baseUrl, cookie: null, clientAddress: "203.0.113.9", locale: "ga" as const };
    const response = await postToAuth(caller, "/sign-up/email", { name: "Niamh Ní Bhriain", email, password: "Kinsale-Steam-7", callbackURL: "/my-account?verified=1" });
    expect(response.ok).toBe(true);
    const [row] = await t.db.select({ locale: profiles.locale }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(users.email, email));
    expect(row.locale).toBe("ga");
    const [welcome] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(welcome.subject).toBe("Fáilte chuig Sauna Éire: deimhnigh do sheoladh ríomhphoist");
    expect(welcome.text).toContain("Deimhnigh mo sheoladh ríomhphoist: ");
    expect(welcome.text).toContain("callbackURL=%2Fga%2Fmy-account%3Fverified%3D1");
    expect(welcome.html).toContain('<html lang="ga">');
  });

  it("writes a booking's confirmation and the host's calendar feed in each one's language", async () => {
    const guest = await createTestUser(t, { name: "Cian Ó Briain" });
    await setMemberLocale(t.db, guest, "ga");
    await setMemberLocale(t.db, host, "ga");
    await createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-24", time: "18:00", bookingType: "private", guests: 3 }, now);
    const [confirmation] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "booking-confirmed"));
    expect(confirmation.subject).toBe("Áirithint deimhnithe: Cuan Sauna, Dé Máirt 24 Samhain 2026 ag 18:00");
    expect(confirmation.text).toContain("Dia duit Cian,");
    expect(confirmation.text).toContain("Seisiún: Seisiún Príobháideach");
    // Booked to pay at the sauna: nothing to refund, not a refund promised (decision 012).
    expect(confirmation.text).toContain("Íocann tú ag an sabhna, mar sin níl aon rud le haisíoc má chuireann tú ar ceal.");
    expect(confirmation.text).not.toContain("aisíoctha ina iomlán");
    expect(confirmation.text).toContain("Féach ar m'áirithintí: http://localhost:3000/ga/my-account/bookings");
    expect(confirmation.text).toContain("Fuair tú an ríomhphost seo toisc go bhfuil \"Deimhnithe agus meabhrúcháin áirithinte\" ar siúl");
    expect(confirmation.text).not.toMatch(/Booking|booked|Free cancellation/);
    expect(confirmation.attachments?.[0].content).toContain("SUMMARY:Seisiún sabhna ag Cuan Sauna");

    const { ics } = await calendarFeed(t.db, await calendarFeedToken(t.db, host, sauna.id), { baseUrl: TEST_CONFIG.baseUrl, now });
    expect(ics).toContain("SUMMARY:Seisiún príobháideach · Cian (3)");
    expect(ics).toContain("3 aoi in áirithe.");
    await setMemberLocale(t.db, host, "en");
    const { ics: english } = await calendarFeed(t.db, await calendarFeedToken(t.db, host, sauna.id), { baseUrl: TEST_CONFIG.baseUrl, now });
    expect(english).toContain("SUMMARY:Private session · Cian (3)");
    expect(english).toContain("3 guests booked.");
  });

  it("lands an Irish-speaking member on /ga after signing in from an English page without a redirect", async () => {
    const guest = await createTestUser(t);
    await setMemberLocale(t.db, guest, "ga");
    expect(await signInLanding(t.db, guest.email, "en", null)).toBe("/ga");
    expect(await signInLanding(t.db, guest.email, "en", "/saunas?county=Cork")).toBe("/saunas?county=Cork");
    expect(await signInLanding(t.db, guest.email, "ga", null)).toBe("/ga");
    await setMemberLocale(t.db, guest, "en");
    expect(await signInLanding(t.db, guest.email, "en", null)).toBe("/");
    expect(await signInLanding(t.db, "nobody@example.ie", "en", null)).toBe("/");
  });
});
