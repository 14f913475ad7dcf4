// A host's own calendar that asks for more than an import reads (issue 19 item 2), against the
// built app on the embedded database and on PostgreSQL, in Chromium. The host's calendar address
// points at a local server (the app runs with SITE_FETCH_ALLOW_LOOPBACK=on) serving the calendar
// of the report, 50 events every minute since 2000, with one more event whose rule ical.js never
// finishes reading (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30), so the import surely runs until its time
// limit. While the host's Save waits on it, the health check must keep answering; then Sauna
// Settings says up to when the calendar was read.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import postgres from "postgres";
import { beforeAll, describe, expect, it } from "vitest";
import { type AppServer, setUpApp, startAppServer, startAppServerOnPostgres } from "./app-server";
import { DEMO, DEMO_PASSWORD, DESKTOP, expectAccessible, fitsTheScreen, PHONE, screenshot, sessionCookie, setUpBrowser, signedInPage, toast, visit } from "./harness";
import { setUpCalendarServer } from "./steps";

const EVERY_MINUTE = readFileSync("server/integrations/calendar-import/test-calendars/every-minute-since-2000.ics", "utf8");
const CUT_SHORT = /^Your calendar has more events than we can read, so we imported those up to \d{1,2} \w+ \d{4} at \d\d:\d\d\./;

/** The report's calendar and, starting in 40 minutes, an event ical.js never finishes reading. */
function hostileCalendar(): string {
  const start = new Date(Date.now() + 40 * 60_000).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const never = ["BEGIN:VEVENT", "UID:never@e2e.test", `DTSTART:${start}`, "DURATION:PT1H", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "SUMMARY:Never ends", "END:VEVENT"];
  return EVERY_MINUTE.replace("END:VCALENDAR", [...never, "END:VCALENDAR"].join("\r\n"));
}

/** Resolves when the calendar server has sent the calendar once more. */
let served: Promise<void> = Promise.resolve();
let markServed = () => {};

setUpBrowser();
const hostCalendar = setUpCalendarServer(hostileCalendar, { onServed: () => markServed() });

/** What the second calendar server answers next. */
let ownCalendarText = "";
const ownCalendar = setUpCalendarServer(() => ownCalendarText);

/** One event two days ahead whose title carries a NUL, an ESC colour code and a line break (the audit's calendar). */
function calendarWithControls(): string {
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const start = new Date(Date.now() + 2 * 86_400_000);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//E2E//EN", "BEGIN:VEVENT", "UID:controls@e2e.test", `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`, "SUMMARY:Swim\u0000club \u001b[31mred\\nsecond line", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
}

/**
 * Saves the calendar address in Sauna Settings: the save answers at once and the section says it
 * is importing (decision 011: the background import reads it). From the moment the app has
 * fetched the calendar until the section shows the import, asks /healthz one request after
 * another. How many answered.
 */
async function saveWhileCheckingHealth(app: AppServer, owner: Page): Promise<number> {
  served = new Promise((resolve) => (markServed = resolve));
  await visit(owner, "/dashboard/settings");
  await owner.getByLabel("Calendar address (.ics)").fill(hostCalendar.url);
  const saved = owner.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/dashboard/settings"), { timeout: 30_000 });
  await owner.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBe(200);
  // Reading this calendar takes the import's whole 5 s: still importing when the save has answered.
  await owner.getByRole("region", { name: "Your own calendar" }).getByRole("status").getByText("Importing your calendar… The result shows here in a moment.").waitFor();
  await toast(owner, "Calendar saved").waitFor();
  await served;
  let importing = true;
  const shown = expectCutShortShown(owner).finally(() => (importing = false));
  let answered = 0;
  while (importing) {
    const health = await fetch(`${app.baseUrl}/healthz`);
    if (health.ok && importing) answered++;
    // A pause, so the browser and the page's own checks get their turn on a busy machine.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await shown;
  return answered;
}

async function expectCutShortShown(owner: Page) {
  const section = owner.getByRole("region", { name: "Your own calendar" });
  const status = section.getByRole("status");
  await status.getByText(CUT_SHORT).waitFor();
  await status.getByText(/^Imported .*[1-9]\d* busy times ahead block overlapping sessions/).waitFor();
  expect(await status.textContent()).toContain("Busy times after that don't block sessions.");
}

describe("a host's own calendar, on the embedded database", () => {
  const app = setUpApp(() => startAppServer({ env: { SITE_FETCH_ALLOW_LOOPBACK: "on" } }), 180_000);

  it("keeps the health check answering while the import runs, and Sauna Settings says up to when it was read", async () => {
    const owner = await signedInPage(DEMO.owner, DESKTOP, { baseUrl: app.baseUrl });
    expect(await saveWhileCheckingHealth(app, owner)).toBeGreaterThan(0);
    await expectAccessible(owner);
    await owner.getByRole("region", { name: "Your own calendar" }).scrollIntoViewIfNeeded();
    await screenshot(owner, "settings-calendar-cut-short-1280");

    // A reload shows the same from the stored import, on a phone too.
    const phone = await signedInPage(DEMO.owner, PHONE, { baseUrl: app.baseUrl });
    await visit(phone, "/dashboard/settings");
    await expectCutShortShown(phone);
    await fitsTheScreen(phone, PHONE.width);
    await expectAccessible(phone);
    await phone.getByRole("region", { name: "Your own calendar" }).scrollIntoViewIfNeeded();
    await screenshot(phone, "settings-calendar-cut-short-375");
  }, 150_000);

  it("imports a calendar with a NUL and an ESC in its text (its save answered 500), then shows the host why one that can't be read failed, in English and Irish", async () => {
    ownCalendarText = calendarWithControls();
    const owner = await signedInPage(DEMO.owner, DESKTOP, { baseUrl: app.baseUrl });
    await visit(owner, "/dashboard/settings");
    const section = owner.getByRole("region", { name: "Your own calendar" });
    await section.getByLabel("Calendar address (.ics)").fill(ownCalendar.url);
    await section.getByRole("button", { name: /^Save/ }).click();
    await toast(owner, "Calendar saved", "We're importing it now: the result shows in the calendar section in a moment.").waitFor();
    await section.getByRole("status").getByText(/^Imported .*\. 1 busy time ahead blocks overlapping sessions\./).waitFor();

    // The calendar's address now answers a web page: the next import fails, and the host is told why.
    ownCalendarText = "<html><body>Not a calendar</body></html>";
    await section.getByRole("button", { name: "Save and import now" }).click();
    const failed = section.getByRole("status").getByText(/^Last tried .*: The file at that address isn't a calendar Sauna Éire can read\./);
    await failed.waitFor();
    await expectAccessible(owner);
    await section.scrollIntoViewIfNeeded();
    await screenshot(owner, "settings-calendar-failed-1280");

    // Kept on the calendar's status: a reload, and the Irish page on a phone, say the same.
    const irish = await signedInPage(DEMO.owner, PHONE, { baseUrl: app.baseUrl });
    await visit(irish, "/ga/dashboard/settings");
    const rannog = irish.getByRole("region", { name: "D'fhéilire féin" });
    await rannog.getByRole("status").getByText(/^Triail dheireanach .*: Ní féilire é an comhad ag an seoladh sin ar féidir le Sauna Éire a léamh\./).waitFor();
    await fitsTheScreen(irish, PHONE.width);
    await expectAccessible(irish);
    await rannog.scrollIntoViewIfNeeded();
    await screenshot(irish, "settings-calendar-failed-ga-375");
  }, 150_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("a calendar that asks for more than an import reads, on PostgreSQL", () => {
  const app = setUpApp(() => startAppServerOnPostgres(`sauna_eire_e2e_ics_${process.pid}`, { env: { SITE_FETCH_ALLOW_LOOPBACK: "on" } }), 120_000);
  const email = `calendar-host-${Date.now()}@example.ie`;
  beforeAll(async () => {
    // PostgreSQL deployments have no demo data: a new account, made a host of one sauna.
    await sessionCookie(app, { email, password: DEMO_PASSWORD, fullName: "Calendar Host" }, "198.51.100.91");
    const db = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    const [host] = await db`select id from "user" where email = ${email}`;
    await db`update profiles set is_owner = true where id = ${host.id}`;
    await db`insert into saunas (name, type, county, status, is_published, owner_id, owner_verified) values ('Calendar Test Sauna', 'Wood-Fired', 'Cork', 'active', true, ${host.id}, true)`;
    await db.end();
  });

  it("keeps the health check answering while the import runs, and Sauna Settings says up to when it was read", async () => {
    const owner = await signedInPage(email, DESKTOP, { baseUrl: app.baseUrl });
    expect(await saveWhileCheckingHealth(app, owner)).toBeGreaterThan(0);
  });
});
