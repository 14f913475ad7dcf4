// The host's journey (issue 8, the first "Done when"), one sauna from sign-up to a busy day, in
// Chromium: a new user signs up and lists a sauna (three real photos, a weekly schedule, prices,
// payments), finds it pending; an admin approves it; a guest books it; the host finds the booking
// in Bookings, the CSV, the calendar and the private .ics feed; closes a date that guests then
// can't book; replies to a verified guest's review, which shows under it on the sauna page; and
// imports their own calendar, whose busy slot can't be booked. Every dashboard screen on the way
// is checked with axe and photographed at 375 px and 1280 px into /tmp/journey-shots.
//
// This file starts its own app, allowed to fetch from this machine (the host's calendar is served
// here). A review is worth most from a guest who has been: the one test-only step makes the
// reviewer's visit of last week with the app's own booking service, told that "now" was the day
// before, while the app is stopped (the embedded database has one process at a time).
import ICAL from "ical.js";
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "#domain/format-date";
import { slotStart } from "#domain/session-slots";
import { actorForUser } from "#server/auth/actor";
import { openPglite } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { setUpApp, setUpDataDir, startAppServer } from "./app-server";
import { DEMO, lookAtBothSizes, numberedClients, screenshot, setUpBrowser, signUp, toastsGone, visit } from "./harness";
import { calendarBusyAtNoon, dayLabel, daysAhead, drawPhoto, expectClosedToGuests, hostBookingCells, fillBarrelDetails, makeCalendarAddress, pickDaysByKeyboard, setUpCalendarServer } from "./steps";

const SHOTS = "/tmp/journey-shots";
const DAY = 86_400_000;
/** A date as the dashboard and its CSV write it, e.g. "4 Dec 2026". */
const irishDate = (date: string) =>
  new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

// The sauna is open every day 10:00–14:00, in hour-long sessions: 10:00, 11:00, 12:00, 13:00.
const CLOSED_DAY = daysAhead(2);
const BOOKED_DAY = daysAhead(4);
const BUSY_DAY = daysAhead(6);
const VISITED_DAY = daysAhead(-7);
const SAUNA = `Kilkee Cliff Barrel Sauna ${Date.now().toString(36)}`;
const HOST = { name: "Máire Ní Bhriain", email: `journey-host-${Date.now()}@example.ie`, password: "Pollock-Holes-Steam-26" };
const REVIEWER = { name: "Orla Brennan", email: `journey-reviewer-${Date.now()}@example.ie`, password: "Diamond-Rocks-Swim-26" };
const REVIEW = "The stove roared, the Atlantic was wild, and the ladder into the Pollock Holes is pure magic.";
// A real 1×1 GIF: listing photos are JPEG, PNG or WebP.
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const REPLY = "Go raibh maith agat, Orla! The tide tables are by the door for your next swim.";

setUpBrowser();
const dataDir = setUpDataDir("sauna-eire-journey-");
/** The host's own calendar: busy 12:00–13:00 Irish time on BUSY_DAY. */
const hostCalendar = setUpCalendarServer(() => calendarBusyAtNoon(BUSY_DAY, "Ferry to Scattery"));
const app = setUpApp((port) => startAppServer({ dataDir: dataDir.path, port, env: { SITE_FETCH_ALLOW_LOOPBACK: "on" } }));
/** A fresh client of this file's app (own cookies, own address for the sign-in limiter). */
const { page: pageOf, signedInPage } = numberedClients(app);

/**
 * Looks at the page at 375 px and 1280 px once its toasts have gone: nothing wider than the phone,
 * axe finds nothing serious, and a full-page screenshot of each to look at.
 */
async function look(page: Page, name: string) {
  await toastsGone(page);
  await lookAtBothSizes(page, name, { dir: SHOTS });
}

/** The time slot picker's option for this start time, once the server's answer is in. */
function slotOption(page: Page, time: string) {
  return page.getByLabel("Time slot").locator(`option[value='${time}']`);
}

describe("a host's journey, with one new sauna", () => {
  let host: Page;
  let admin: Page;
  let guest: Page;
  let saunaPath = "";
  let saunaId = "";

  beforeAll(async () => {
    host = await pageOf();
    admin = await signedInPage(DEMO.admin);
    guest = await signedInPage(DEMO.guest);
  });

  it("1a. a new user signs up and lists the sauna: three photos, prices, a weekly schedule, payments", async () => {
    await signUp(host, HOST);
    await visit(host, "/onboard");
    await host.getByRole("button", { name: "List Your Sauna" }).click();
    await host.getByText("Step 1 of 5").waitFor();
    await fillBarrelDetails(host, {
      name: SAUNA, description: "A cedar barrel on the cliffs above the Pollock Holes, with the Atlantic at your feet.",
      capacity: "6", sessionMinutes: "60", amenities: ["Wood-fired stove", "Sea access", "Changing rooms"], address: "West End, Kilkee",
    });
    await host.getByLabel("County").selectOption("Clare");
    await host.locator("input[type=file]").setInputFiles([
      { name: "cliffs.jpg", mimeType: "image/jpeg", buffer: await drawPhoto(host, "image/jpeg", 200) },
      { name: "barrel.png", mimeType: "image/png", buffer: await drawPhoto(host, "image/png", 20) },
      { name: "stove.jpg", mimeType: "image/jpeg", buffer: await drawPhoto(host, "image/jpeg", 5) },
    ]);
    await host.getByText("3 photos uploaded.").waitFor();
    await host.getByRole("button", { name: "Continue to Pricing" }).click();

    await host.getByText("Step 2 of 5").waitFor();
    await host.getByLabel("Private session").fill("40");
    await host.getByLabel("Shared session, per person (optional)").fill("15");
    await host.getByRole("button", { name: "Continue to Availability" }).click();

    // The picker, day by day: 10:00 and 14:00 picked make one range, 10:00 to 14:00.
    await host.getByText("Step 3 of 5").waitFor();
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      await host.getByRole("button", { name: day, exact: true }).click();
      await host.getByRole("button", { name: "10:00", exact: true }).click();
      await host.getByRole("button", { name: "14:00", exact: true }).click();
      await host.getByRole("button", { name: "3. Apply" }).click();
      await host.getByText(`${day}: open 10:00 to 14:00.`).waitFor();
    }
    expect(await host.getByText("Sessions start at 10:00, 11:00, 12:00, 13:00").count()).toBe(7);
    await host.getByRole("button", { name: "Continue to Payments" }).click();

    await host.getByText("Step 4 of 5").waitFor();
    await host.getByRole("button", { name: "Connect Stripe" }).click();
    await host.getByText("Marked ready for card payments").waitFor();
    await host.getByLabel("Business name").fill("Kilkee Cliff Saunas");
    await host.getByRole("button", { name: "Continue to Review" }).click();

    await host.getByText("Step 5 of 5").waitFor();
    const pricing = host.getByRole("region", { name: "Pricing" });
    await pricing.getByText("€40").first().waitFor();
    await pricing.getByText("€15").first().waitFor();
    await host.getByLabel("I confirm these details are correct").check();
    await host.getByRole("button", { name: "Publish" }).click();
    await host.getByRole("heading", { name: "Your sauna is live!" }).waitFor();
    saunaPath = (await host.getByRole("link", { name: "View your listing" }).getAttribute("href"))!;
    expect(saunaPath).toMatch(/^\/sauna\/[0-9a-f-]{36}$/);
    saunaId = saunaPath.split("/").pop()!;
  });

  it("1b. the host sees it pending on its own page and in the dashboard; a visitor gets 'Sauna Not Found'", async () => {
    await host.getByRole("link", { name: "View your listing" }).click();
    await host.waitForURL((u) => u.pathname === saunaPath);
    await host.getByRole("heading", { name: SAUNA, level: 1 }).waitFor();
    await host.getByText("Pending review", { exact: true }).waitFor();
    const photos = await host.locator("main img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    expect(photos.filter((src) => src?.startsWith("/uploads/saunas/"))).toHaveLength(3);

    await visit(host, "/dashboard");
    await host.getByText("Owner Dashboard").first().waitFor();
    await host.getByText("Pending review: new listings are reviewed within 24 hours.").waitFor();
    await look(host, "01-overview-pending");

    const visitor = await pageOf();
    expect((await visit(visitor, saunaPath))?.status()).toBe(404);
    await visitor.getByRole("heading", { name: "Sauna Not Found" }).waitFor();
    expect(await (await fetch(`${app.baseUrl}/saunas?q=${encodeURIComponent(SAUNA)}`)).text()).not.toContain(saunaPath);
  });

  it("2. an admin approves it in Saunas Management, and it appears on /saunas", async () => {
    await visit(admin, `/admin/saunas?q=${encodeURIComponent(SAUNA)}`);
    const row = admin.getByRole("row").filter({ hasText: SAUNA });
    await row.getByText("pending", { exact: true }).waitFor();
    await row.getByText(HOST.name).waitFor();
    await row.getByRole("button", { name: `Approve ${SAUNA}` }).click();
    await admin.locator("[data-sonner-toast]").filter({ hasText: "Sauna approved" }).waitFor();
    await row.getByText("active", { exact: true }).waitFor();

    const visitor = await pageOf();
    await visit(visitor, `/saunas?q=${encodeURIComponent(SAUNA)}`);
    await visitor.locator(`a[href="${saunaPath}"]`).first().waitFor();
    await visit(visitor, saunaPath);
    await visitor.getByRole("heading", { name: SAUNA, level: 1 }).waitFor();
    expect(await visitor.getByText("Pending review", { exact: true }).count()).toBe(0);
  });

  it("3. a guest books a shared session for two through the sauna page", async () => {
    await visit(guest, saunaPath);
    await guest.locator("#booking-date").fill(BOOKED_DAY);
    await guest.getByLabel("Booking type").selectOption("shared");
    // The booking section's code may still be on its way (it loads as the section comes onto the
    // screen): the choices made are kept, and the times come once it is there.
    await expect.poll(() => guest.getByLabel("Time slot").locator("option:not([value=''])").allTextContents(), { timeout: 10_000 }).toEqual(["10:00–11:00", "11:00–12:00", "12:00–13:00", "13:00–14:00"]);
    await guest.getByLabel("Time slot").selectOption("11:00");
    await guest.getByLabel("Guests").selectOption("2");
    await guest.getByRole("region", { name: "Book a Session" }).getByText("€30.00").waitFor();
    await guest.getByRole("button", { name: "Book Now" }).click();
    await guest.getByText("Booking confirmed!").waitFor();
    await guest.waitForURL((u) => u.pathname === "/my-account/bookings");
    await guest.getByText(SAUNA).first().waitFor();
  });

  it("4a. the host finds the booking in Bookings and in the CSV export", async () => {
    await visit(host, "/dashboard");
    await host.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
    expect(await host.getByText("Pending review", { exact: false }).count()).toBe(0);
    await host.getByRole("link", { name: /^1\s*Upcoming bookings$/ }).waitFor();
    await host.getByRole("region", { name: "Recent activity" }).getByText("Aoife Murphy").waitFor();
    await look(host, "02-overview");

    await visit(host, "/dashboard/bookings");
    await host.getByRole("heading", { name: "Bookings", level: 1 }).waitFor();
    const row = host.locator("table tbody tr", { hasText: "Aoife Murphy" });
    const [cells] = await hostBookingCells(row);
    expect(cells.slice(0, 8)).toEqual(["Aoife Murphy", expect.stringMatching(/^[0-9a-f]{8}$/), irishDate(BOOKED_DAY), "11:00–12:00", "Shared", "2", "€30.00", "Confirmed"]);
    const bookingId = cells[1];
    await look(host, "03-bookings");

    const [download] = await Promise.all([host.waitForEvent("download"), host.getByRole("link", { name: "Export to CSV" }).click()]);
    const rows = parse(readFileSync((await download.path())!), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      "Booking ID": bookingId, Guest: "Aoife Murphy", Date: BOOKED_DAY, Start: "11:00", End: "12:00",
      Type: "Shared Session", Guests: "2", "Total (€)": "30.00", Status: "Confirmed",
    });
    expect(rows[0]["Your payout (€)"]).toMatch(/^\d+\.\d{2}$/);
  });

  it("4b. …in the calendar, with seats taken of capacity, and in the private .ics feed", async () => {
    await visit(host, `/dashboard/calendar?month=${BOOKED_DAY.slice(0, 7)}&day=${BOOKED_DAY}`);
    await host.getByRole("heading", { name: "Calendar", level: 1 }).waitFor();
    // The month grid marks the day with its booking.
    await host.getByRole("button", { name: new RegExp(`^${dayLabel(BOOKED_DAY)}.*1 booking, 2 guests`) }).waitFor();
    const day = host.getByRole("region", { name: dayLabel(BOOKED_DAY) });
    await day.getByText("2 of 6 seats taken").waitFor();
    await day.getByText("Aoife Murphy").waitFor();
    await look(host, "04-calendar-day");

    const { dialog, address } = await makeCalendarAddress(host);
    await look(host, "05-calendar-sync-dialog");
    const feedUrl = await address.inputValue();

    // Read as a calendar app reads it: no cookies.
    const feed = await fetch(feedUrl);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${SAUNA} · Sauna Éire`);
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.summary)).toEqual(["Shared session · Aoife (2)"]);
    expect(events[0].startDate.toJSDate().getTime()).toBe(slotStart(BOOKED_DAY, "11:00").getTime());
    expect(events[0].endDate.toJSDate().getTime()).toBe(slotStart(BOOKED_DAY, "12:00").getTime());
    await host.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("5. the host blacks out a date; the picker shows it closed and the server refuses a booking on it", async () => {
    await visit(host, "/dashboard/calendar");
    await host.getByRole("button", { name: "Block out dates" }).click();
    const dialog = host.getByRole("dialog", { name: "Block out dates" });
    await dialog.getByLabel("Reason (optional)").fill("Storm Éowyn clean-up");
    // Two days on, by keyboard.
    await pickDaysByKeyboard(host, dialog, [2]);
    await dialog.getByText("1 date chosen.").waitFor();
    await look(host, "06-calendar-blackout-dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    const closed = host.getByRole("region", { name: "Closed dates" });
    await closed.getByText("Storm Éowyn clean-up").waitFor();
    await closed.getByRole("button", { name: `Reopen ${formatDate(CLOSED_DAY)}` }).waitFor();
    await visit(host, `/dashboard/calendar?month=${CLOSED_DAY.slice(0, 7)}&day=${CLOSED_DAY}`);
    const day = host.getByRole("region", { name: dayLabel(CLOSED_DAY) });
    await expect.poll(() => day.getByText("Guests can't book: the date is closed.").count()).toBe(4);
    expect(await day.getByText("Not bookable", { exact: true }).count()).toBe(4);
    await look(host, "07-calendar-closed");

    await expectClosedToGuests(guest, saunaPath, { date: CLOSED_DAY, type: "shared", time: "11:00", guests: "1", closedSessions: 4 });
  });

  it("6a. a guest who visited last week reviews the sauna; an admin approves the review", async () => {
    const reviewer = await pageOf();
    await signUp(reviewer, REVIEWER);

    // The one step a browser can't take: a visit in the past. Made with the app's own booking
    // service, as if booked the day before, while the app is stopped; then the app starts again
    // on the same data and address, and every page keeps its session.
    await app.restart(async () => {
      const database = await openPglite({ dataDir: path.join(dataDir.path, "pglite") });
      try {
        const [row] = await database.db.select().from(users).where(eq(users.email, REVIEWER.email));
        const input = { saunaId, date: VISITED_DAY, time: "10:00", bookingType: "private", guests: "2" };
        await createBooking(database.db, await actorForUser(database.db, row), input, new Date(slotStart(VISITED_DAY, "10:00").getTime() - DAY));
      } finally {
        await database.close();
      }
    });

    await visit(reviewer, `/review/${saunaId}`);
    await reviewer.getByRole("button", { name: "Start Review" }).click();
    await reviewer.getByRole("radio", { name: /5 stars/ }).click();
    await reviewer.getByRole("button", { name: "Continue" }).click();
    await reviewer.getByLabel("Your review").fill(REVIEW);
    await reviewer.getByRole("button", { name: "Submit Review" }).click();
    await reviewer.getByRole("heading", { name: "Your Review is Live!" }).waitFor();

    await visit(admin, "/admin/reviews");
    await admin.getByRole("button", { name: `Approve ${REVIEWER.name}'s review of ${SAUNA}` }).click();
    await admin.getByText("Review published").waitFor();
  });

  it("6b. the host replies in Reviews, and the reply shows under the review on the sauna page", async () => {
    await visit(host, "/dashboard/reviews");
    await host.getByRole("heading", { name: "Reviews", level: 1 }).waitFor();
    const card = host.locator("li", { hasText: REVIEW });
    await card.getByRole("textbox", { name: /^Your reply to / }).fill(REPLY);
    await look(host, "08-reviews");
    await card.getByRole("button", { name: "Post reply" }).click();
    await card.getByText("Your reply", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Edit reply" }).waitFor();
    await look(host, "09-reviews-replied");

    const visitor = await pageOf();
    await visit(visitor, saunaPath);
    const published = visitor.locator("li", { hasText: REVIEW });
    await published.getByText("Verified visit").waitFor();
    await published.getByText("Response from the host").waitFor();
    await published.getByText(REPLY).waitFor();
    await published.scrollIntoViewIfNeeded();
    await screenshot(visitor, "13-sauna-page-review-reply-1280", { fullPage: false, dir: SHOTS });
  });

  it("7. the host imports their own calendar in Sauna Settings, and its busy slot can't be booked", async () => {
    await visit(host, "/dashboard/settings");
    await host.getByRole("heading", { name: "Sauna Settings", level: 1 }).waitFor();
    await look(host, "10-settings");
    // Listing photos are JPEG, PNG or WebP here too, as in onboarding: a GIF is refused by its bytes.
    const photos = host.getByRole("region", { name: "Photos" });
    await photos.getByText("Drop them here or browse. JPG, PNG or WebP, up to 5 MB each.").waitFor();
    await photos.locator("input[type=file]").setInputFiles({ name: "sparkle.gif", mimeType: "image/gif", buffer: GIF });
    await host.locator("[data-sonner-toast]").filter({ hasText: "Only JPG, PNG or WebP photos can be uploaded." }).waitFor();
    expect(await photos.getByRole("img").count()).toBe(3);
    await host.getByLabel("Calendar address (.ics)").fill(hostCalendar.url);
    await host.getByRole("region", { name: "Your own calendar" }).getByRole("button", { name: /^Save/ }).click();
    // The background import reads it (decision 011); the section shows what it read.
    await host.getByText("Calendar saved").waitFor();
    await host.getByText(/Imported .*1 busy time ahead blocks overlapping sessions/).waitFor();

    const answer = await (await guest.request.get(`/api/bookings?saunaId=${saunaId}&date=${BUSY_DAY}`)).json();
    expect(answer.slots.map((s: { time: string; available: boolean; reason: string | null }) => [s.time, s.available, s.reason])).toEqual([
      ["10:00", true, null], ["11:00", true, null], ["12:00", false, "busy"], ["13:00", true, null],
    ]);
    await visit(guest, saunaPath);
    await guest.locator("#booking-date").fill(BUSY_DAY);
    await guest.getByLabel("Time slot").locator("option", { hasText: "12:00–13:00 (unavailable)" }).waitFor({ state: "attached" });
    expect(await slotOption(guest, "12:00").getAttribute("disabled")).not.toBeNull();
    expect(await slotOption(guest, "11:00").getAttribute("disabled")).toBeNull();

    // The host's calendar shows the day busy, and why the session is closed to guests.
    await visit(host, `/dashboard/calendar?month=${BUSY_DAY.slice(0, 7)}&day=${BUSY_DAY}`);
    await host.getByRole("button", { name: new RegExp(`^${dayLabel(BUSY_DAY)}.*busy in your own calendar`) }).waitFor();
    const day = host.getByRole("region", { name: dayLabel(BUSY_DAY) });
    await day.getByText("12:00–13:00 · Ferry to Scattery").waitFor();
    const blocked = day.getByRole("listitem").filter({ hasText: /^12:00–13:00/ });
    await blocked.getByText("Guests can't book: your own calendar is busy then.").waitFor();
    // Its seats are free, but it isn't: the badge doesn't say "Free".
    await blocked.getByText("Not bookable", { exact: true }).waitFor();
    await day.getByRole("listitem").filter({ hasText: /^11:00–12:00/ }).getByText("Free · 6 seats").waitFor();
    await look(host, "14-calendar-busy");
  });

  it("the host's other dashboard screens look right too", async () => {
    for (const [url, heading, name] of [["/dashboard/messages", "Messages", "11-messages"], ["/dashboard/account", "Account", "12-account"]] as const) {
      await visit(host, url);
      await host.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await look(host, name);
    }
  });
});
