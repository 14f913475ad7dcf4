// The owner dashboard's Calendar, Sauna Settings and Reviews, as the demo owner running Salthill
// Prom Sauna, in Chromium: a blacked-out date that guests then can't book (picker and server),
// the bookings already on it listed and one cancelled, the private .ics feed (parsed with an
// iCalendar parser) and its revocation, an imported calendar served by a local server blocking
// its busy slot, new prices and capacity on the sauna page, and a reply shown under a review.
// This file starts its own app with SITE_FETCH_ALLOW_LOOPBACK=on, so the import may reach the
// local calendar server; everything else runs as a person would use it.
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { todayInIreland } from "#domain/session-slots";
import { setUpApp, startAppServer } from "./app-server";
import { DEMO, DESKTOP, expectAccessible, fitsTheScreen, numberedClients, PHONE, screenshot, screenshotAndAxe, setUpBrowser, visit } from "./harness";
import { calendarBusyAtNoon, chooseSauna, dayLabel, daysAhead, expectClosedToGuests, makeCalendarAddress, pickDaysByKeyboard, setUpCalendarServer } from "./steps";

// A whole image: listing photos are decoded on upload (their link-preview image is made from them).
const SMALL_PNG = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b85c38" } }).png().toBuffer();
// Demo data: two shared bookings (2 + 3 guests) at Salthill at 09:00 in 3 days, the demo
// guest's group of 6 at 19:30 in 12 days.
const BOOKED_DAY = daysAhead(3);
const FREE_DAY = daysAhead(5);
const GROUP_DAY = daysAhead(12);
const BUSY_DAY = daysAhead(9);

let saunaId = "";

setUpBrowser();
/** A host's own calendar: busy from 12:00 to 13:00 Irish time on BUSY_DAY. */
const hostCalendar = setUpCalendarServer(() => calendarBusyAtNoon(BUSY_DAY, "Dentist"));
const app = setUpApp(() => startAppServer({ env: { SITE_FETCH_ALLOW_LOOPBACK: "on" } }));
const { signedInPage } = numberedClients(app);

/** Signs the owner in and makes Salthill Prom Sauna the dashboard's sauna. */
async function ownerPage(viewport = DESKTOP): Promise<Page> {
  const page = await signedInPage(DEMO.owner, viewport);
  await chooseSauna(page, "Salthill Prom Sauna");
  return page;
}

describe("the owner dashboard's calendar, settings and reviews", () => {
  let owner: Page;
  let guest: Page;
  beforeAll(async () => {
    owner = await ownerPage();
    const publicLink = await owner.getByRole("link", { name: "View public page" }).getAttribute("href");
    saunaId = publicLink!.split("/").pop()!;
    guest = await signedInPage(DEMO.guest);
  });

  it("shows a booked day's sessions with seats taken of capacity and their bookings", async () => {
    await visit(owner, `/dashboard/calendar?day=${BOOKED_DAY}`);
    const day = owner.getByRole("region", { name: dayLabel(BOOKED_DAY) });
    await day.getByText("5 of 10 seats taken").waitFor();
    await day.getByText("Niamh Walsh").waitFor();
    await day.getByText("Seán Doyle").waitFor();
    // The month grid marks the day with its two bookings.
    expect(await owner.getByRole("button", { name: new RegExp(`^${dayLabel(BOOKED_DAY)}.*2 bookings, 5 guests`) }).count()).toBe(1);
    await expectAccessible(owner);
  });

  it("blocks out dates by keyboard; the bookings already on them are listed, one is cancelled with a refund", async () => {
    await visit(owner, "/dashboard/calendar");
    await owner.getByRole("button", { name: "Block out dates" }).focus();
    await owner.keyboard.press("Enter");
    const dialog = owner.getByRole("dialog", { name: "Block out dates" });
    await dialog.waitFor();
    await dialog.getByLabel("Reason (optional)").fill("Stove maintenance");
    // The picker by keyboard: three days on, then two more.
    await pickDaysByKeyboard(owner, dialog, [3, 2]);
    await dialog.getByText("2 dates chosen.").waitFor();
    await screenshotAndAxe(owner, "dashboard-calendar-blackout-dialog-1280");
    await dialog.getByRole("button", { name: "Save" }).click();

    // Saved: the dates are closed, and the two bookings on BOOKED_DAY are shown, not dropped.
    const result = owner.getByRole("dialog", { name: "These dates have bookings" });
    await result.waitFor();
    expect(await result.getByRole("button", { name: "Cancel booking" }).count()).toBe(0); // named per booking
    const cancels = result.getByRole("button", { name: /^Cancel .+'s booking on/ });
    expect(await cancels.count()).toBe(2);
    await screenshotAndAxe(owner, "dashboard-calendar-bookings-on-closed-dates-1280");
    await cancels.first().click();
    // The demo's bookings are paid at the sauna: nothing is promised back.
    await result.getByRole("button", { name: "Cancel it: nothing to refund" }).click();
    await result.getByText("Cancelled · nothing was paid online to refund", { exact: true }).waitFor();
    await result.getByRole("button", { name: "Done" }).click();
    await result.waitFor({ state: "hidden" });

    // The other booking stays listed on the page until the host decides.
    const standing = owner.getByRole("region", { name: "A booking on a date you've closed" });
    await standing.waitFor();
    const closed = owner.getByRole("region", { name: "Closed dates" });
    await closed.getByText("Stove maintenance").first().waitFor();
    expect(await closed.getByRole("button", { name: /^Reopen / }).count()).toBe(2);

    // In Irish too, on the same sauna (the one picked is remembered in every language), cancelling
    // it promises no refund of what was to be paid at the sauna.
    await visit(owner, "/ga/dashboard/calendar");
    const irish = owner.getByRole("region", { name: "Áirithint ar dháta a dhún tú" });
    await irish.getByRole("button", { name: /^Cuir áirithint .+ ar ceal$/ }).click();
    await irish.getByRole("button", { name: "Cuir ar ceal í: níl aon rud le haisíoc" }).waitFor();
    expect(await irish.textContent()).not.toMatch(/aisíoc €/);
    await screenshotAndAxe(owner, "dashboard-calendar-closed-date-booking-ga-1280");
    await irish.getByRole("button", { name: "Coinnigh an Áirithint" }).click();
    await irish.getByRole("button", { name: /^Cuir áirithint .+ ar ceal$/ }).waitFor();
  });

  it("a guest can't book a closed date: the picker shows it closed and the server refuses a direct request", async () => {
    await expectClosedToGuests(guest, `/sauna/${saunaId}`, { date: FREE_DAY, type: "private", time: "12:00", guests: "2" });
  });

  it("gives a private .ics feed that a calendar app can read, and revokes it", async () => {
    await visit(owner, "/dashboard/calendar");
    const { dialog, address } = await makeCalendarAddress(owner);
    const feedUrl = await address.inputValue();
    expect(feedUrl).toMatch(new RegExp(`^${app.baseUrl}/calendar/[A-Za-z0-9_-]{32}\\.ics$`));
    await screenshotAndAxe(owner, "dashboard-calendar-sync-dialog-1280");

    // Fetched as a calendar app would: no cookies.
    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const text = await feed.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Salthill Prom Sauna · Sauna Éire");
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    // The demo guest's group of six, in 12 days at 19:30.
    const group = events.find((e) => e.summary === "Group session · Aoife (6)");
    expect(group, text).toBeDefined();
    expect(todayInIreland(group!.startDate.toJSDate())).toBe(GROUP_DAY);
    expect(events.some((e) => e.summary === "Closed: Stove maintenance")).toBe(true);
    expect(text).not.toContain("guest@demo.sauna-eire.ie");
    expect(text).not.toContain("555 0101");

    await dialog.getByRole("button", { name: "Revoke" }).click();
    await dialog.getByRole("button", { name: "Revoke and make a new address" }).click();
    await expect.poll(() => address.inputValue(), { timeout: 10_000 }).not.toBe(feedUrl);
    expect((await fetch(feedUrl)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);
    await owner.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("imports the host's own calendar from its address, and its busy time becomes unavailable", async () => {
    await visit(owner, "/dashboard/settings");
    await owner.getByLabel("Calendar address (.ics)").fill(hostCalendar.url);
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    // The background import reads it (decision 011); the section shows what it read.
    await owner.getByText("Calendar saved").waitFor();
    await owner.getByText(/Imported .*1 busy time ahead blocks overlapping sessions/).waitFor();

    const slots = await (await guest.request.get(`/api/bookings?saunaId=${saunaId}&date=${BUSY_DAY}`)).json();
    expect(slots.slots.find((s: { time: string }) => s.time === "12:00")).toMatchObject({ available: false, reason: "busy" });
    await visit(guest, `/sauna/${saunaId}`);
    await guest.getByLabel("Date").fill(BUSY_DAY);
    await guest.getByLabel("Time slot").locator("option", { hasText: "12:00–13:30 (unavailable)" }).waitFor({ state: "attached" });
    expect(await guest.getByLabel("Time slot").locator("option", { hasText: "12:00–13:30" }).getAttribute("disabled")).not.toBeNull();
  });

  it("changes the price and the capacity, shown on the sauna page at once", async () => {
    await visit(owner, "/dashboard/settings");
    await owner.getByLabel("Private session", { exact: true }).fill("60");
    await owner.getByRole("button", { name: "Save prices" }).click();
    await owner.getByText("Prices saved").waitFor();
    await owner.getByLabel("Capacity (guests per session)").fill("12");
    await owner.getByRole("button", { name: "Save sessions and availability" }).click();
    await owner.getByText("Sessions and availability saved").waitFor();

    await visit(guest, `/sauna/${saunaId}`);
    await guest.getByText("12 people").waitFor();
    await guest.getByLabel("Booking type").locator("option", { hasText: "Private Session – €60" }).waitFor({ state: "attached" });
  });

  it("refuses a capacity below the guests already booked, naming the session", async () => {
    await visit(owner, "/dashboard/settings");
    await owner.getByLabel("Capacity (guests per session)").fill("4");
    await owner.getByRole("button", { name: "Save sessions and availability" }).click();
    await owner.getByText(new RegExp(`Capacity can't go below the guests already booked for a session to come: .*at 19:30 \\(6 guests\\)`)).first().waitFor();
  });

  it("replies to a review, and the reply shows under it on the sauna page", async () => {
    await visit(owner, "/dashboard/reviews");
    await owner.getByRole("list", { name: "Rating distribution" }).waitFor();
    const card = owner.locator("li", { has: owner.getByText("Your reply shows under this review on your sauna's page.") }).first();
    const reply = `Thank you for coming! We have a new cold plunge since. (${Date.now()})`;
    await card.getByRole("textbox").fill(reply);
    await card.getByRole("button", { name: "Post reply" }).click();
    // Saved: the box gives way to the reply, with Edit and Remove.
    const replied = owner.locator("li", { hasText: reply });
    await replied.getByText("Your reply", { exact: true }).waitFor();
    await replied.getByRole("button", { name: "Edit reply" }).waitFor();

    await visit(guest, `/sauna/${saunaId}`);
    const published = guest.locator("li", { hasText: reply });
    await published.getByText("Response from the host").waitFor();
  });

  // One test per screen and size: each page's axe check is long on a loaded machine, and four in one
  // test came close to its deadline.
  const SCREENS = [["/dashboard/calendar", "Calendar"], ["/dashboard/settings", "Sauna Settings"], ["/dashboard/reviews", "Reviews"]] as const;
  const SIZES = [["phone", PHONE], ["desktop", DESKTOP]] as const;
  /** The owner signed in once at each width, for all its screens. */
  const atWidth = new Map<number, Promise<Page>>();
  const ownerAt = (viewport: typeof PHONE) => atWidth.get(viewport.width) ?? atWidth.set(viewport.width, ownerPage(viewport)).get(viewport.width)!;
  it.each(SIZES.flatMap(([name, viewport]) => SCREENS.map(([path, heading]) => [heading, name, viewport, path] as const)))(
    "%s is accessible and fits a %s",
    async (heading, _name, viewport, path) => {
      const page = await ownerAt(viewport);
      await visit(page, path);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await expectAccessible(page);
      await fitsTheScreen(page, viewport.width);
      await screenshot(page, `dashboard-${heading.toLowerCase().replace(/\s+/g, "-")}-${viewport.width}`);
    },
  );

  it.each(SIZES)("the Block out dates dialog is accessible and fits a %s", async (_name, viewport) => {
    const page = await ownerAt(viewport);
    await visit(page, "/dashboard/calendar");
    await page.getByRole("button", { name: "Block out dates" }).click();
    await page.getByRole("dialog", { name: "Block out dates" }).waitFor();
    await expectAccessible(page);
    await fitsTheScreen(page, viewport.width);
    await screenshot(page, `dashboard-calendar-blackout-dialog-${viewport.width}`);
  });

  it("uploads a photo that the sauna page shows, and removes it", async () => {
    await visit(owner, "/dashboard/settings");
    const photos = owner.getByRole("region", { name: "Photos" });
    const before = await photos.getByRole("img").count();
    await photos.locator("input[type=file]").setInputFiles({ name: "steam.png", mimeType: "image/png", buffer: SMALL_PNG });
    await expect.poll(() => photos.getByRole("img").count()).toBe(before + 1);
    const src = await photos.getByRole("img").last().getAttribute("src");
    expect(src).toMatch(/^\/uploads\/saunas\/[0-9a-f]{32}\.webp$/);
    await visit(guest, `/sauna/${saunaId}`);
    expect(await guest.locator(`img[src="${src}"]`).count()).toBeGreaterThan(0);
    expect((await guest.request.get(src!)).status()).toBe(200);

    await photos.getByRole("button", { name: `Remove photo ${before + 1}` }).click();
    await expect.poll(() => photos.getByRole("img").count()).toBe(before);
    expect((await guest.request.get(src!)).status()).toBe(404);
  });

  it("goes to the next month and back", async () => {
    await visit(owner, "/dashboard/calendar");
    const next = new Date(`${daysAhead(0).slice(0, 7)}-15T12:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const caption = new Intl.DateTimeFormat("en-IE", { month: "long", year: "numeric", timeZone: "UTC" }).format(next);
    await owner.getByRole("button", { name: "Next month" }).click();
    await owner.waitForURL(new RegExp(`month=${next.toISOString().slice(0, 7)}`));
    await owner.getByText(caption, { exact: true }).waitFor();
    await owner.getByRole("button", { name: "Previous month" }).click();
    await owner.waitForURL(new RegExp(`month=${daysAhead(0).slice(0, 7)}`));
  });

  it("moves through the month grid by keyboard and shows the chosen day", async () => {
    await visit(owner, `/dashboard/calendar?day=${daysAhead(0)}`);
    const todayButton = owner.getByRole("button", { name: new RegExp(`^${dayLabel(daysAhead(0))}`) }).first();
    await todayButton.focus();
    await owner.keyboard.press("ArrowDown"); // a week later
    await owner.keyboard.press("Enter");
    await owner.getByRole("region", { name: dayLabel(daysAhead(7)) }).waitFor();
    await owner.waitForURL(new RegExp(`day=${daysAhead(7)}`));
  });
});
