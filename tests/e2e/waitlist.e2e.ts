// The waitlist, end to end (issue 25, decision 016), in Chromium against the built app with a
// real SMTP server: a guest joins the waitlist of a full session from the booking picker, another
// guest cancels, the first gets the offer e-mail, follows its link and books inside the hold.
// Both pages are looked at on a phone and a desktop, with axe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO, lookAtBothSizes, numberedClients, saunaPath, setUpBrowser, signUp, toast, toastsGone, visit } from "./harness";
import { setUpAppWithSmtp } from "./smtp-app";
import { chooseSauna, chooseSession, daysAhead } from "./steps";

setUpBrowser();
const { app, mailFor } = setUpAppWithSmtp("sauna-eire-waitlist-e2e-");
const { page: pageFor, signedInPage } = numberedClients(app);

const SAUNA = "Salthill Prom Sauna";
const DATE = daysAhead(11);
const TIME = "18:00";

describe("the waitlist of a full session", () => {
  const stamp = Date.now();
  const waiting = { name: "Caoimhe Waiting", email: `waiting-${stamp}@example.ie`, password: "Lough-Swim-2026" };
  const booker = { name: "Donal Booker", email: `booker-${stamp}@example.ie`, password: "Lough-Swim-2026" };
  let guest: Page;
  let other: Page;

  it("offers 'Full — join the waitlist' on a slot a private booking has taken, and joins it with the number of guests", async () => {
    other = await pageFor();
    await signUp(other, booker);
    await visit(other, await saunaPath(SAUNA, app));
    await other.getByRole("button", { name: "Book a Session" }).click();
    await chooseSession(other, { date: DATE, type: "private", time: TIME, guests: "2" });
    await other.getByRole("button", { name: "Book Now" }).click();
    await other.getByText("Booking confirmed!").waitFor();

    guest = await pageFor();
    await signUp(guest, waiting);
    const full = guest.locator(`#booking-time option[value='${TIME}']`);
    // Said as soon as the day's times are known, before a booking type is chosen (a private
    // booking leaves no room for any kind), in Irish as in English.
    await visit(guest, `/ga${await saunaPath(SAUNA, app)}`);
    await guest.getByRole("button", { name: "Cuir Seisiún in Áirithe" }).click();
    await guest.locator("#booking-date").fill(DATE);
    await expect.poll(() => full.textContent()).toMatch(new RegExp(`^${TIME}–\\d\\d:\\d\\d \\(Lán — téigh ar an liosta feithimh\\)$`));
    expect(await full.isDisabled()).toBe(false);
    await visit(guest, await saunaPath(SAUNA, app));
    await guest.getByRole("button", { name: "Book a Session" }).click();
    await guest.locator("#booking-date").fill(DATE);
    await expect.poll(() => full.textContent()).toMatch(new RegExp(`^${TIME}–\\d\\d:\\d\\d \\(Full — join the waitlist\\)$`));
    expect(await full.isDisabled()).toBe(false);
    expect(await guest.locator("#booking-type").inputValue()).toBe("");
    await guest.getByLabel("Booking type").selectOption("private");
    await expect.poll(() => full.textContent()).toContain("Full — join the waitlist");
    await guest.getByLabel("Time slot").selectOption(TIME);
    await guest.getByLabel("Guests").selectOption("3");
    await guest.getByText("This session is full. Join its waitlist for 3 guests").waitFor();
    await guest.getByRole("button", { name: "Join the waitlist" }).click();
    await toast(guest, "You're on the waitlist").waitFor();

    await visit(guest, "/my-account/bookings");
    const section = guest.getByRole("region", { name: "Waitlists" });
    await section.getByText(SAUNA).waitFor();
    await section.getByText("On the waitlist: number 1").waitFor();
    await lookAtBothSizes(guest, "waitlist-my-bookings");
  });

  it("shows the host the day's waiting guests in the Calendar's month, and the session's in its day", async () => {
    const host = await signedInPage(DEMO.owner);
    await chooseSauna(host, SAUNA);
    await visit(host, `/dashboard/calendar?month=${DATE.slice(0, 7)}`);
    await host.getByRole("button", { name: /1 on the waitlist/ }).waitFor();
    expect(await host.getByRole("button", { name: /on the waitlist/ }).count()).toBe(1);
    await host.getByText("Guests on the waitlist").waitFor();
    await visit(host, `/dashboard/calendar?day=${DATE}`);
    await host.getByText("1 on the waitlist").first().waitFor();
    await lookAtBothSizes(host, "waitlist-host-calendar");
  });

  it("offers the cancelled session to the waiting guest by e-mail; its link books it inside the hold", async () => {
    await visit(other, "/my-account/bookings");
    await other.getByRole("button", { name: "Cancel", exact: true }).first().click();
    const dialog = other.getByRole("alertdialog", { name: "Cancel Booking?" });
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await toast(other, "Booking cancelled").waitFor();

    const offer = await mailFor(waiting.email, new RegExp(`^A place is free at ${SAUNA}: book by \\d\\d:\\d\\d$`));
    const link = (offer.text ?? "").split(/\s+/).find((word) => word.startsWith(`${app.baseUrl}/waitlist/`));
    expect(link, offer.text).toBeTruthy();

    // Someone else's link is "not found", for the guest who cancelled too.
    expect((await other.goto(link!))?.status()).toBe(404);

    await visit(guest, link!);
    await guest.getByRole("heading", { name: "Your seats are held" }).waitFor();
    await guest.getByText(/^Held for you until \d\d:\d\d\./).waitFor();
    await lookAtBothSizes(guest, "waitlist-offer");
    await guest.getByRole("button", { name: "Book Now" }).click();
    await guest.waitForURL((url) => url.pathname === "/my-account/bookings");
    await toast(guest, "Booking confirmed!").waitFor();
    await toastsGone(guest);
    await guest.getByRole("heading", { name: SAUNA }).first().waitFor();
    expect(await guest.getByRole("region", { name: "Waitlists" }).count()).toBe(0);
    await mailFor(waiting.email, new RegExp(`^Booking confirmed: ${SAUNA}`));
  });
});
