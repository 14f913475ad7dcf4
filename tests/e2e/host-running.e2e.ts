// Running saunas from the owner dashboard (issue 20), in Chromium on an app of this file's own
// (it pauses and lists demo saunas, which the shared app's other files rely on): a guest sent away
// from /dashboard is told why and offered 'List your sauna'; the demo prices save as they are and
// a price off the €5 step gets the page's own message; the calendar address's message names what
// it takes; the wizard's Apply keeps the other days' hours and an off-peak rate no session can get
// is said plainly, as 'Add another sauna' lists a fourth sauna; Bookings shows a guest's phone for
// sessions to come only (never in the CSV) and starts a message to a guest; a host pauses, lists
// again and asks us to delete a sauna, which admins see. Every changed screen at 375 and 1280 px.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpApp, startAppServer } from "./app-server";
import { DEMO, DEMO_PASSWORD, listedSaunaPath, lookAtBothSizes, numberedClients, PHONE, saunaPath, setUpBrowser, toastsGone, visit } from "./harness";
import { chooseSauna } from "./steps";

const SHOTS = path.join("test-results", "screenshots", "host-running");

setUpBrowser();
const app = setUpApp(() => startAppServer());
const { page: pageOf, signedInPage } = numberedClients(app);

/** At 375 px and 1280 px: nothing wider than the screen, nothing serious for axe, a screenshot of each. */
const look = (page: Page, name: string, { fullPage = true } = {}) => lookAtBothSizes(page, name, { fullPage, dir: SHOTS });

describe("a guest sent away from the dashboard", () => {
  it("is told it's for hosts, with a 'List your sauna' link that stays until closed", async () => {
    const guest = await signedInPage(DEMO.guest);
    await visit(guest, "/dashboard/bookings");
    expect(new URL(guest.url()).pathname).toBe("/");
    const toast = guest.locator("[data-sonner-toast]", { hasText: "The dashboard is for hosts" });
    await toast.getByText("The owner dashboard is for sauna owners. List or claim your sauna to use it.").waitFor();
    const link = toast.getByRole("link", { name: "List your sauna" });
    expect(await link.getAttribute("href")).toBe("/onboard");
    await look(guest, "guest-sent-home", { fullPage: false });
    // Still there after the usual four seconds of a toast: it waits to be read and closed.
    await toast.getByRole("button", { name: /close/i }).waitFor();
    await link.click();
    await guest.waitForURL((u) => u.pathname === "/onboard");
  });

  it("is told the same when they open /dashboard signed out and sign in as a guest", async () => {
    const visitor = await pageOf(PHONE);
    await visit(visitor, "/dashboard");
    await visitor.waitForURL((u) => u.pathname === "/auth");
    await visitor.getByLabel("Email").fill(DEMO.guest);
    await visitor.getByLabel("Password").fill(DEMO_PASSWORD);
    await visitor.getByRole("button", { name: "Sign In", exact: true }).click();
    await visitor.waitForURL((u) => u.pathname === "/");
    const toast = visitor.locator("[data-sonner-toast]", { hasText: "The dashboard is for hosts" });
    await toast.getByRole("link", { name: "List your sauna" }).waitFor();
  });
});

describe("Sauna Settings", () => {
  let owner: Page;
  beforeAll(async () => {
    owner = await signedInPage(DEMO.owner);
  });

  it("saves the demo sauna's prices as they are, and says beside the field when a price is off the €5 step", async () => {
    await chooseSauna(owner, "Forty Foot Sauna Box");
    await visit(owner, "/dashboard/settings");
    const prices = owner.getByRole("region", { name: "Prices" });
    // The demo data obeys the form's rules: saving it unchanged works.
    await prices.getByRole("button", { name: "Save prices" }).click();
    await owner.getByText("Prices saved").waitFor();

    const shared = prices.getByLabel("Shared session (optional)");
    await shared.fill("22");
    await prices.getByRole("button", { name: "Save prices" }).click();
    const message = prices.getByText("Prices go in steps of €5");
    await message.waitFor();
    expect(await shared.getAttribute("aria-invalid")).toBe("true");
    expect(await shared.getAttribute("aria-describedby")).toContain(await message.getAttribute("id"));
    await owner.getByText("Not saved").waitFor();
    await toastsGone(owner);
    await prices.scrollIntoViewIfNeeded();
    await look(owner, "settings-price-off-step");
    await shared.fill("20");
    await prices.getByRole("button", { name: "Save prices" }).click();
    await owner.getByText("Prices saved").waitFor();
  });

  it("says what a calendar address may start with, and takes plain http", async () => {
    const section = owner.getByRole("region", { name: "Your own calendar" });
    const address = section.getByLabel("Calendar address (.ics)");
    await address.fill("ftp://calendar.example.ie/bookings.ics");
    await section.getByRole("button", { name: "Save" }).click();
    await section.getByText("Please enter the calendar's full address, starting with https://, http:// or webcal://").waitFor();
    await toastsGone(owner);
    await address.fill("");
    await section.getByRole("button", { name: "Save" }).click();
    await owner.getByText("Calendar removed").waitFor();
  });

  it("warns when an off-peak rate is on and the hours leave no session before 16:00 on a weekday", async () => {
    const prices = owner.getByRole("region", { name: "Prices" });
    const warning = "None of your sessions start before 16:00 on a weekday, so the off-peak discount would never apply.";
    await prices.getByText(/^Off-peak discount \(sessions starting/).click();
    await prices.getByLabel("Off-peak discount (%)").fill("20");
    // Every day 09:00–21:00: weekday mornings are off-peak, so nothing to warn about.
    expect(await prices.getByText(warning).count()).toBe(0);
    await prices.getByRole("button", { name: "Save prices" }).click();
    await owner.getByText("Prices saved").waitFor();

    const sessions = owner.getByRole("region", { name: "Sessions and availability" });
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
      // Day and hour chips are labels around visually hidden inputs: a tap on the chip picks one.
      await sessions.locator("label").filter({ has: owner.getByRole("radio", { name: day, exact: true }) }).click();
      expect(await sessions.getByRole("radio", { name: day, exact: true }).isChecked(), day).toBe(true);
      for (const hour of ["17:00", "21:00"]) await sessions.locator("label", { hasText: hour }).click();
      await sessions.getByRole("button", { name: "Apply" }).click();
    }
    await sessions.getByText(warning).waitFor();
    const save = sessions.getByRole("button", { name: "Save sessions and availability" });
    await save.click();
    // Sessions already booked at those hours may need keeping (the demo's bookings follow today's date).
    const keep = sessions.getByRole("checkbox", { name: "Keep these booked sessions as they are and save the new hours" });
    await owner.getByText("Sessions and availability saved").or(keep).first().waitFor();
    if (await keep.isVisible()) {
      await keep.check();
      await save.click();
    }
    await owner.getByText("Sessions and availability saved").waitFor();
    // Saved: the prices say it too.
    await prices.getByText(warning).waitFor();
    await toastsGone(owner);
    await sessions.scrollIntoViewIfNeeded();
    await look(owner, "settings-off-peak-warning");
  });
});

describe("'Add another sauna' and the wizard's week", () => {
  it("starts 'List Your Sauna' from the dashboard; Apply keeps the other days; a useless off-peak rate is said plainly; the picker then shows the new sauna", async () => {
    const owner = await signedInPage(DEMO.owner);
    await visit(owner, "/dashboard");
    await owner.getByRole("link", { name: "Add another sauna" }).first().click();
    await owner.waitForURL((u) => u.pathname === "/onboard");
    await owner.getByText("Step 1 of 5").waitFor();
    await owner.getByLabel("Sauna name").fill("Seapoint Tide Sauna");
    await owner.getByLabel("Description").fill("A small cedar cabin by the Martello tower at Seapoint, for swimmers at every tide.");
    await owner.getByRole("radio", { name: /^Cabin/ }).check();
    await owner.getByLabel("Capacity (people)").fill("6");
    await owner.getByLabel("Address").fill("Seapoint Avenue, Monkstown");
    await owner.getByLabel("County").selectOption("Dublin");
    await owner.getByRole("button", { name: "Continue to Pricing" }).click();

    await owner.getByText("Step 2 of 5").waitFor();
    await owner.getByLabel("Private session").fill("40");
    await owner.getByText("Off-peak discount", { exact: true }).click();
    await owner.getByLabel("Off-peak discount (%)").fill("15");
    await owner.getByRole("button", { name: "Continue to Availability" }).click();

    await owner.getByText("Step 3 of 5").waitFor();
    const day = (label: string) => owner.getByRole("listitem").filter({ hasText: new RegExp(`^${label}`) });
    // Monday 10:00–14:00: the other days keep the default hours, not 'Closed'.
    await owner.getByRole("button", { name: "Monday", exact: true }).click();
    await owner.getByRole("button", { name: "10:00", exact: true }).click();
    await owner.getByRole("button", { name: "14:00", exact: true }).click();
    await owner.getByRole("button", { name: "3. Apply" }).click();
    await day("Monday").getByText("10:00–14:00").waitFor();
    for (const other of ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      await day(other).getByText("09:00–21:00").waitFor();
      expect(await day(other).getByText("Closed").count(), other).toBe(0);
    }
    // Weekday evenings only: the off-peak rate could never apply, and the step says so.
    const warning = "None of your sessions start before 16:00 on a weekday, so the off-peak discount would never apply.";
    for (const weekday of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
      await owner.getByRole("button", { name: weekday, exact: true }).click();
      await owner.getByRole("button", { name: "17:00", exact: true }).click();
      await owner.getByRole("button", { name: "21:00", exact: true }).click();
      await owner.getByRole("button", { name: "3. Apply" }).click();
    }
    await owner.getByText(warning).waitFor();
    await day("Saturday").getByText("09:00–21:00").waitFor();
    await look(owner, "wizard-week-off-peak-warning");
    await owner.getByRole("button", { name: "Continue to Payments" }).click();

    await owner.getByText("Step 4 of 5").waitFor();
    await owner.getByRole("button", { name: "Connect Stripe" }).click();
    await owner.getByLabel("Business name").fill("Cian's Saunas Ltd");
    await owner.getByRole("button", { name: "Continue to Review" }).click();
    await owner.getByText("Step 5 of 5").waitFor();
    await owner.getByRole("region", { name: "Pricing" }).getByText(warning).waitFor();
    await owner.getByLabel("I confirm these details are correct").check();
    await owner.getByRole("button", { name: "Publish" }).click();
    await owner.getByRole("heading", { name: "Your sauna is live!" }).waitFor();
    await owner.getByRole("link", { name: "Go to your dashboard" }).click();
    await owner.waitForURL((u) => u.pathname === "/dashboard");
    const picker = owner.getByLabel("Sauna", { exact: true });
    await expect.poll(async () => (await picker.locator("option:checked").textContent())?.trim()).toBe("Seapoint Tide Sauna");
    expect(await picker.locator("option").allTextContents()).toEqual(["Forty Foot Sauna Box", "Inchydoney Dunes Sauna", "Salthill Prom Sauna", "Seapoint Tide Sauna"]);
    await owner.getByText("Pending review").first().waitFor();
    await look(owner, "dashboard-new-sauna");
  });
});

describe("Bookings: the guest's phone and 'Message'", () => {
  let owner: Page;
  beforeAll(async () => {
    owner = await signedInPage(DEMO.owner);
    await chooseSauna(owner, "Salthill Prom Sauna");
  });

  it("shows the phone of a guest with a session to come, not after it, and never in the CSV", async () => {
    await visit(owner, "/dashboard/bookings");
    const rows = owner.locator("table tbody tr", { hasText: "Aoife Murphy" });
    // Aoife has one session to come here (group, in 12 days) and one 40 days ago.
    await expect.poll(() => rows.count()).toBe(2);
    const upcoming = rows.filter({ hasText: "confirmed" });
    const past = rows.filter({ hasText: "completed" });
    expect(await upcoming.getByRole("link", { name: "+353 87 555 0101" }).getAttribute("href")).toBe("tel:+353875550101");
    expect(await past.getByText("+353 87 555 0101").count()).toBe(0);
    const [download] = await Promise.all([owner.waitForEvent("download"), owner.getByRole("link", { name: "Export to CSV" }).click()]);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("Aoife Murphy");
    expect(csv).not.toContain("555 0101");
    expect(Object.keys((parse(csv, { bom: true, columns: true }) as Record<string, string>[])[0])).not.toContain("Phone");
    await look(owner, "bookings-phone-and-message");
    // At 1280 px the table shows every column, its actions included, without scrolling sideways.
    const table = owner.getByRole("region", { name: "Bookings table" });
    expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
  });

  it("starts a conversation with a guest from their booking, made only when the first message is sent", async () => {
    await visit(owner, "/dashboard/bookings?q=Niamh");
    await owner.locator("table tbody tr", { hasText: "Niamh Walsh" }).first().getByRole("link", { name: /^Message Niamh Walsh/ }).click();
    await owner.waitForURL((u) => u.pathname === "/dashboard/messages" && u.searchParams.has("booking"));
    await owner.getByRole("heading", { name: "Niamh Walsh" }).waitFor();
    await owner.getByText("Write your first message to Niamh Walsh").waitFor();
    // Nothing is made by looking: the conversation list doesn't have her yet.
    expect(await owner.getByRole("link", { name: /Niamh Walsh/ }).count()).toBe(0);
    await look(owner, "messages-new-conversation");
    const text = "Hi Niamh, the car park by the prom is closed on Saturday: park at the Leisureland end.";
    await owner.getByLabel("Message", { exact: true }).fill(text);
    await owner.getByRole("button", { name: "Send message" }).click();
    await owner.waitForURL((u) => u.searchParams.has("thread"));
    await owner.locator(".bg-sea-700", { hasText: text }).waitFor();
    await owner.getByRole("link", { name: /Niamh Walsh/ }).waitFor();

    const niamh = await signedInPage("niamh@demo.sauna-eire.ie");
    await visit(niamh, "/my-account/messages");
    await niamh.getByRole("link", { name: /Salthill Prom Sauna/ }).click();
    // In the conversation itself: the list beside it previews the same words.
    await niamh.getByRole("list", { name: "Messages" }).getByText(text).waitFor();

    // A guest who already wrote to the host: 'Message' opens that conversation.
    await visit(owner, "/dashboard/bookings?q=Aoife");
    await owner.locator("table tbody tr", { hasText: "confirmed" }).getByRole("link", { name: /^Message Aoife Murphy/ }).click();
    await owner.waitForURL((u) => u.searchParams.has("thread"));
    await owner.locator("p", { hasText: "Freshly filled every morning." }).waitFor();
  });
});

describe("pausing, listing again and asking us to delete a sauna", () => {
  let owner: Page;
  let salthill = "";
  beforeAll(async () => {
    owner = await signedInPage(DEMO.owner);
    await chooseSauna(owner, "Salthill Prom Sauna");
    salthill = await saunaPath("Salthill Prom Sauna", app);
  });

  it("pauses it: gone from the listing and its page, the guest's booking stays; List again brings it back", async () => {
    await visit(owner, "/dashboard/settings");
    const listing = owner.getByRole("region", { name: "Listing" });
    await listing.getByText("Listed: guests can find and book Salthill Prom Sauna.").waitFor();
    await listing.getByRole("button", { name: "Pause listing" }).click();
    await owner.getByText("Listing paused").waitFor();
    await listing.getByText("Paused: guests can't find or book it.").waitFor();
    await owner.getByText("You've paused this listing: guests can't find or book it.").first().waitFor();
    await toastsGone(owner);
    await listing.scrollIntoViewIfNeeded();
    await look(owner, "settings-listing-paused");

    expect(await listedSaunaPath("Salthill Prom Sauna", app)).toBeNull();
    const visitor = await pageOf();
    expect((await visit(visitor, salthill))?.status()).toBe(404);
    const guest = await signedInPage(DEMO.guest);
    await visit(guest, "/my-account/bookings");
    await guest.getByText("Salthill Prom Sauna").first().waitFor();
    // Its owner still sees the page, saying why guests don't.
    await visit(owner, salthill);
    await owner.getByText("You've paused this listing: guests can't find or book it. List it again from Sauna Settings in your dashboard.").waitFor();

    await visit(owner, "/dashboard/settings");
    await listing.getByRole("button", { name: "List again" }).click();
    await owner.getByText("Listed again").waitFor();
    await listing.getByText("Listed: guests can find and book Salthill Prom Sauna.").waitFor();
    expect(await saunaPath("Salthill Prom Sauna", app)).toBe(salthill);
    expect((await visit(visitor, salthill))?.status()).toBe(200);
  });

  it("asks us to delete it, with a reason the admins read on their dashboard; the host may withdraw it", async () => {
    const reason = "We're retiring the barrel at the end of the season. Thank you all!";
    const listing = owner.getByRole("region", { name: "Listing" });
    await listing.getByRole("button", { name: "Ask us to delete it" }).click();
    const dialog = owner.getByRole("dialog", { name: "Ask us to delete Salthill Prom Sauna?" });
    await dialog.getByLabel("Why are you leaving? (optional)").fill(reason);
    await look(owner, "settings-delete-request-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Send request" }).click();
    await owner.getByText("Request sent").waitFor();
    await listing.getByText(/You asked us to delete it on/).waitFor();

    const admin = await signedInPage(DEMO.admin);
    await visit(admin, "/admin");
    const requests = admin.getByRole("region", { name: "Hosts asking to delete a sauna" });
    await requests.getByRole("link", { name: "Salthill Prom Sauna" }).waitFor();
    await requests.getByText(`“${reason}”`).waitFor();
    await requests.getByText(/bookings? to come/).waitFor();
    await look(admin, "admin-deletion-requests");
    await requests.getByRole("link", { name: "Salthill Prom Sauna" }).click();
    await admin.waitForURL((u) => u.pathname === "/admin/saunas");
    await admin.getByText("Host asked to delete").first().waitFor();

    await listing.getByRole("button", { name: "Withdraw my request" }).click();
    await owner.getByText("Request withdrawn").waitFor();
    await listing.getByRole("button", { name: "Ask us to delete it" }).waitFor();
    await visit(admin, "/admin");
    expect(await admin.getByRole("region", { name: "Hosts asking to delete a sauna" }).count()).toBe(0);
  });
});

