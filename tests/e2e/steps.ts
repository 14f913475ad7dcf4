// Steps that several end-to-end files take the same way: the dates they use, booking a session
// through a sauna page, a date the host has closed, the dashboard's sauna and calendar address,
// the wizard's details, a claim, a photo drawn by the browser, and a host's own calendar served
// on this machine.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { visit } from "./harness";

/** The date in Ireland `days` from today, as a date field takes it: "2026-03-14". */
export function daysAhead(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(new Date(Date.now() + days * 86_400_000));
}

/** A date as the calendars name a day: "Saturday 14 March 2026". */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat("en-IE", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

export type Session = { date: string; type: "private" | "shared" | "group"; time: string; guests: string };

/**
 * Fills in the open sauna page's booking form: the date, the type, then the time once the server
 * has said it is free, and the guests.
 */
export async function chooseSession(page: Page, { date, type, time, guests }: Session) {
  await page.locator("#booking-date").fill(date);
  await page.getByLabel("Booking type").selectOption(type);
  await expect.poll(() => page.locator(`#booking-time option[value='${time}']`).isDisabled()).toBe(false);
  await page.getByLabel("Time slot").selectOption(time);
  await page.getByLabel("Guests").selectOption(guests);
}

/** Books the session on the open sauna page, and waits for 'Booking confirmed!'. */
export async function bookSession(page: Page, session: Session) {
  await chooseSession(page, session);
  await page.getByRole("button", { name: "Book Now" }).click();
  await page.getByText("Booking confirmed!").waitFor();
}

/**
 * A date the host has closed, as a guest meets it: the sauna page's picker marks its sessions
 * closed (`closedSessions` of them, or some) and offers none, and the server refuses a booking
 * sent to it directly, in the host's words.
 */
export async function expectClosedToGuests(guest: Page, saunaPath: string, { date, type, time, guests, closedSessions }: Session & { closedSessions?: number }) {
  await visit(guest, saunaPath);
  await guest.locator("#booking-date").fill(date);
  const times = guest.getByLabel("Time slot");
  const closed = expect.poll(() => times.locator("option", { hasText: "(closed)" }).count());
  await (closedSessions === undefined ? closed.toBeGreaterThan(0) : closed.toBe(closedSessions));
  expect(await times.locator("option:not([disabled])").count()).toBe(1); // only 'Choose a time'

  const refused = await guest.request.post("/api/bookings", {
    form: { saunaId: saunaPath.split("/").pop()!, date, time, bookingType: type, guests },
    headers: { Origin: new URL(guest.url()).origin },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("The host isn't taking bookings on this date.");
}

/**
 * The owner's Bookings table rows as a host reads them, one text per column: guest, booking id
 * (shown under the guest's name), date, time, type, guests, total, status.
 */
export async function hostBookingCells(rows: Locator): Promise<string[][]> {
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const [who, ...rest] = [...tr.querySelectorAll("td")];
      const [name, id] = [...who.children];
      return [name, id.lastChild, ...rest.map((td) => td.firstElementChild ?? td)].map((el) => (el?.textContent ?? "").trim());
    }),
  );
}

/** Picks the owner dashboard's current sauna with the sidebar's switcher. */
export async function chooseSauna(page: Page, name: string) {
  await visit(page, "/dashboard");
  await page.getByLabel("Sauna", { exact: true }).selectOption({ label: name });
  await page.waitForURL((u) => u.searchParams.has("sauna"));
  await page.getByRole("main").getByText(name, { exact: true }).first().waitFor();
}

/** The wizard's first step, /onboard's details of a barrel sauna (the county and photos are the test's own). */
export async function fillBarrelDetails(page: Page, sauna: { name: string; description: string; capacity: string; sessionMinutes: string; amenities: string[]; address: string }) {
  await page.getByLabel("Sauna name").fill(sauna.name);
  await page.getByLabel("Description").fill(sauna.description);
  await page.getByRole("radio", { name: /^Barrel/ }).check();
  await page.getByLabel("Capacity (people)").fill(sauna.capacity);
  await page.getByLabel("Session length (minutes)").fill(sauna.sessionMinutes);
  for (const amenity of sauna.amenities) await page.getByRole("checkbox", { name: amenity }).check();
  await page.getByLabel("Address").fill(sauna.address);
}

/** Opens the dashboard calendar's Sync .ics dialog and makes the private calendar address. */
export async function makeCalendarAddress(page: Page): Promise<{ dialog: Locator; address: Locator }> {
  await page.getByRole("button", { name: "Sync .ics" }).click();
  const dialog = page.getByRole("dialog", { name: "Sync .ics" });
  await dialog.getByRole("button", { name: "Make my calendar address" }).click();
  const address = dialog.getByLabel("Your calendar address");
  await address.waitFor();
  return { dialog, address };
}

/**
 * Picks days in the dashboard calendar's "Block out dates" dialog by keyboard alone: today's day
 * holds the picker's focus stop; for each of `steps`, ArrowRight that many times (the month turns
 * if it must), then Enter.
 */
export async function pickDaysByKeyboard(page: Page, dialog: Locator, steps: number[]) {
  await dialog.getByRole("button", { name: new RegExp(`^${dayLabel(daysAhead(0))}`) }).focus();
  for (const step of steps) {
    for (let i = 0; i < step; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
  }
}

/** Fills in the claim dialog with the business's details and sends it. */
export async function sendClaim(dialog: Locator, business: { name: string; phone: string; website: string }) {
  await dialog.getByLabel("Business name").fill(business.name);
  await dialog.getByLabel("Phone").fill(business.phone);
  await dialog.getByLabel("Website (optional)").fill(business.website);
  await dialog.getByRole("button", { name: "Claim This Listing" }).click();
}

/** A real photo drawn by the browser: a PNG or JPEG of a warm gradient, 480 × 320. */
export async function drawPhoto(page: Page, type: "image/png" | "image/jpeg", hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(([kind, h]) => {
    const canvas = document.createElement("canvas");
    canvas.width = 480;
    canvas.height = 320;
    const g = canvas.getContext("2d")!;
    const gradient = g.createLinearGradient(0, 0, 480, 320);
    gradient.addColorStop(0, `hsl(${h}, 55%, 30%)`);
    gradient.addColorStop(1, `hsl(${Number(h) + 30}, 65%, 70%)`);
    g.fillStyle = gradient;
    g.fillRect(0, 0, 480, 320);
    return canvas.toDataURL(String(kind), 0.9);
  }, [type, hue] as const);
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

/** A host's own calendar with one busy event on `date`, 12:00 to 13:00 Irish time. */
export function calendarBusyAtNoon(date: string, summary: string): string {
  const compact = date.replace(/-/g, "");
  const uid = `${summary.toLowerCase().replace(/\W+/g, "-")}@e2e.test`;
  return [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Host calendar//EN",
    "BEGIN:VEVENT", `UID:${uid}`, `DTSTART;TZID=Europe/Dublin:${compact}T120000`, `DTEND;TZID=Europe/Dublin:${compact}T130000`, `SUMMARY:${summary}`, "END:VEVENT",
    "END:VCALENDAR", "",
  ].join("\r\n");
}

/**
 * A host's calendar served on this machine from before the tests until after them, at `url` (the
 * app must run with SITE_FETCH_ALLOW_LOOPBACK=on to reach it). `calendar` is asked afresh for each
 * request, and `onServed` runs once each answer has been sent.
 */
export function setUpCalendarServer(calendar: () => string, { onServed }: { onServed?: () => void } = {}): { readonly url: string } {
  const server = http.createServer((request, response) => {
    if (request.url !== "/host.ics") return response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(calendar(), () => onServed?.());
  });
  const served = { url: "" };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    served.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/host.ics`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return served;
}
