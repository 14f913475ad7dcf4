// The owner dashboard's Bookings, Messages and Account, as the demo owner (Cian O'Sullivan)
// and the demo guest (Aoife Murphy) would use them: a booking the guest makes shows in Bookings,
// where the owner filters, searches, exports it to CSV and cancels it with a reason the guest
// then reads; a message round trip through the same thread; notification toggles that stay;
// the 2 MB photo limit; and the owners-only guard. Every screen at 375 px and 1280 px.
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DEMO, DESKTOP, expectAccessible, fitsTheScreen, lookAtBothSizes, newPage, PHONE, saunaPath, screenshot, screenshotAndAxe, setUpBrowser, signedInPage, toast, visit } from "./harness";
import { bookSession, chooseSauna, daysAhead, hostBookingCells } from "./steps";

let owner: Page;
let guest: Page;

setUpBrowser();
beforeAll(async () => {
  owner = await signedInPage(DEMO.owner);
  guest = await signedInPage(DEMO.guest);
});

/** "4 Dec 2026", as the dashboard shows a date, as the CSV writes it: 2026-12-04. */
function isoOf(shown: string): string {
  const [day, month, year] = shown.split(" ");
  // en-IE writes September as "Sept": compare the first three letters.
  const number = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].indexOf(month.slice(0, 3)) + 1;
  return `${year}-${String(number).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** The same date as the dashboard writes it, e.g. "4 Dec 2026". */
function irishDate(days: number): string {
  return new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Dublin" }).format(new Date(Date.now() + days * 86_400_000));
}

/** The visible table's rows as text cells (the wide-screen table). */
const tableRows = (page: Page) => hostBookingCells(page.locator("table tbody tr"));

const BOOKED_DAYS = 11;
const REASON = "A storm is forecast for Dublin Bay that evening, so we're closing. So sorry!";

describe("owners only", () => {
  it("tells a guest who opens /dashboard that it's for owners and sends them home", async () => {
    const page = await signedInPage(DEMO.guest);
    for (const path of ["/dashboard", "/dashboard/bookings", "/dashboard/messages", "/dashboard/account"]) {
      await visit(page, path);
      expect(new URL(page.url()).pathname).toBe("/");
      await page.getByText("The owner dashboard is for sauna owners. List or claim your sauna to use it.").waitFor();
    }
    await page.context().close();
  });

  it("sends a visitor to sign in, and refuses the CSV to anyone but the owner", async () => {
    const page = await newPage();
    await visit(page, "/dashboard/bookings");
    expect(new URL(page.url()).pathname).toBe("/auth");
    const res = await guest.request.get("/dashboard/bookings/export.csv", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/");
    await page.context().close();
  });
});

describe("Bookings", () => {
  let bookingId: string;

  it("shows the owner the session a guest has just booked", async () => {
    await visit(guest, await saunaPath("Forty Foot Sauna Box"));
    await bookSession(guest, { date: daysAhead(BOOKED_DAYS), type: "private", time: "13:30", guests: "2" });

    await chooseSauna(owner, "Forty Foot Sauna Box");
    await visit(owner, "/dashboard/bookings");
    await owner.getByRole("heading", { name: "Bookings" }).waitFor();
    const row = owner.locator("table tbody tr").filter({ has: owner.getByText(irishDate(BOOKED_DAYS), { exact: true }) }).filter({ hasText: "13:30" });
    await row.waitFor();
    const cells = (await tableRows(owner)).find((c) => c[2] === irishDate(BOOKED_DAYS) && c[3].startsWith("13:30"))!;
    expect(cells.slice(0, 8)).toEqual(["Aoife Murphy", expect.stringMatching(/^[0-9a-f]{8}$/), irishDate(BOOKED_DAYS), "13:30–15:00", "Private", "2", expect.stringMatching(/^€\d+\.\d{2}$/), "Confirmed"]);
    bookingId = cells[1];
  });

  it("filters by status and searches by guest name and booking id, by keyboard", async () => {
    await visit(owner, "/dashboard/bookings");
    await owner.getByLabel("Status").selectOption("completed");
    await owner.waitForURL((u) => u.searchParams.get("status") === "completed");
    // The address changes before the table is replaced: wait for the filtered rows, then nothing else may show.
    await expect.poll(async () => new Set((await tableRows(owner)).map((c) => c[7]))).toEqual(new Set(["Completed"]));

    await owner.getByLabel("Status").selectOption("all");
    await owner.waitForURL((u) => !u.searchParams.has("status"));
    // Keyboard only: type into the search box and press Enter.
    await owner.getByLabel("Search", { exact: true }).focus();
    await owner.keyboard.type("siobhán");
    await owner.keyboard.press("Enter");
    await owner.waitForURL((u) => u.searchParams.get("q") === "siobhán");
    await expect.poll(async () => new Set((await tableRows(owner)).map((c) => c[0]))).toEqual(new Set(["Siobhán Healy"]));

    await owner.getByLabel("Search", { exact: true }).fill(bookingId);
    await owner.getByRole("button", { name: "Search", exact: true }).click();
    await owner.waitForURL((u) => u.searchParams.get("q") === bookingId);
    await expect.poll(async () => (await tableRows(owner)).map((c) => c[1])).toEqual([bookingId]);
    await owner.getByText("1 booking matches").waitFor();

    await owner.getByLabel("Search", { exact: true }).fill("nobody-called-this");
    await owner.keyboard.press("Enter");
    await owner.getByText("No bookings match this filter.").waitFor();
  });

  it("exports every filtered row to CSV, which parses with the same library, ISO dates and amounts as numbers", async () => {
    await visit(owner, "/dashboard/bookings?status=confirmed");
    const shown = await tableRows(owner);
    const total = Number(/^(\d+) booking/.exec((await owner.getByRole("status").filter({ hasText: /booking/ }).textContent()) ?? "")![1]);
    const [download] = await Promise.all([owner.waitForEvent("download"), owner.getByRole("link", { name: "Export to CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-forty-foot-sauna-box-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(readFileSync((await download.path())!), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(["Confirmed"]));
    for (const cells of shown) {
      const row = rows.find((r) => r["Booking ID"] === cells[1])!;
      // Numbers and ISO dates, as the payouts ledger writes them: a spreadsheet sorts and sums them.
      expect(row).toMatchObject({ Guest: cells[0], Date: isoOf(cells[2]), Start: cells[3].slice(0, 5), Guests: cells[5], "Total (€)": cells[6].slice(1) });
      expect(row.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row["Total (€)"]).toMatch(/^\d+\.\d{2}$/);
    }
    const mine = rows.find((r) => r["Booking ID"] === bookingId)!;
    expect(mine).toMatchObject({ Guest: "Aoife Murphy", Date: daysAhead(BOOKED_DAYS), Start: "13:30", End: "15:00", Type: "Private Session", Guests: "2" });
    expect(Number(mine["Your payout (€)"])).toBeCloseTo(Number(mine["Total (€)"]) * 0.85, 2);

    // The whole filter, not only the page: a search export has exactly the matching rows.
    const searched = await owner.request.get(`/dashboard/bookings/export.csv?q=${bookingId}`);
    expect(searched.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((parse(await searched.body(), { bom: true, columns: true }) as Record<string, string>[]).map((r) => r["Booking ID"])).toEqual([bookingId]);
  });

  it("cancels a booking with a reason (required), saying nothing is refunded for one paid at the sauna, and the guest reads it in My Bookings", async () => {
    await visit(owner, `/dashboard/bookings?q=${bookingId}`);
    // By keyboard: focus the row's Cancel button and press Enter.
    await owner.getByRole("button", { name: `Cancel booking ${bookingId} of Aoife Murphy` }).focus();
    await owner.keyboard.press("Enter");
    const dialog = owner.getByRole("alertdialog", { name: "Cancel this booking?" });
    await dialog.waitFor();
    // Booked to pay at the sauna (no card payments here): no refund is promised.
    await dialog.getByText(/will be cancelled\. Nothing was paid online for it, so there's nothing to refund\.$/).waitFor();
    expect(await dialog.textContent()).not.toContain("full refund");
    await screenshotAndAxe(owner, "dashboard-bookings-cancel-desktop");
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await dialog.getByRole("alert").getByText("Please tell the guest why you are cancelling").waitFor();
    await owner.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // In Irish too.
    await visit(owner, `/ga/dashboard/bookings?q=${bookingId}`);
    await owner.getByRole("button", { name: `Cuir áirithint ${bookingId} de chuid Aoife Murphy ar ceal` }).click();
    const irish = owner.getByRole("alertdialog", { name: "An áirithint seo a chur ar ceal?" });
    await irish.getByText(/ar ceal\. Níor íocadh aon rud ar líne air, mar sin níl aon rud le haisíoc\.$/).waitFor();
    await lookAtBothSizes(owner, "dashboard-bookings-cancel-at-sauna-ga", { fullPage: false });
    await owner.keyboard.press("Escape");
    await visit(owner, `/dashboard/bookings?q=${bookingId}`);

    await owner.getByRole("button", { name: `Cancel booking ${bookingId} of Aoife Murphy` }).click();
    await dialog.getByLabel("Reason for the guest").fill(REASON);
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await toast(owner, "Booking cancelled", "Aoife Murphy sees your reason in My Bookings. Nothing was paid online, so there's nothing to refund.").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => (await tableRows(owner))[0][7]).toBe("Cancelled");
    await owner.getByRole("region", { name: "Bookings table" }).getByText(`You cancelled: ${REASON}`).waitFor();
    expect(await owner.getByRole("button", { name: `Cancel booking ${bookingId} of Aoife Murphy` }).count()).toBe(0);

    await visit(guest, "/my-account/bookings");
    await guest.getByText(`Cancelled by your host: ${REASON}`).waitFor();
    await guest.getByText("Nothing to refund: you'd have paid at the sauna.").waitFor();
    await screenshot(guest, "my-bookings-cancelled-by-host-desktop");
  });

  it("refuses to cancel it again, or a past booking, with a clear message", async () => {
    const form = (id: string) => ({ intent: "cancel", bookingId: id, reason: "Again" });
    const again = await owner.request.post("/dashboard/bookings.data", { form: form(await fullBookingId(owner, bookingId)), headers: { Origin: baseUrl() } });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("This booking is already cancelled.");

    await visit(owner, "/dashboard/bookings?status=completed");
    const past = (await tableRows(owner))[0][1];
    const pastRes = await owner.request.post("/dashboard/bookings.data", { form: form(await fullBookingId(owner, past)), headers: { Origin: baseUrl() } });
    expect(pastRes.status()).toBe(409);
    expect(await pastRes.text()).toContain("This session is over, so it can't be cancelled.");
  });
});

/** A booking's full id, which the page only shows as its first 8 characters: read from the loader data. */
async function fullBookingId(page: Page, short: string): Promise<string> {
  const res = await page.request.get(`/dashboard/bookings.data?q=${short}`);
  return new RegExp(`(${short}-[0-9a-f-]{27})`).exec(await res.text())![1];
}

describe("Messages", () => {
  const question = `Could we bring a flask of tea into the changing room? (${Date.now()})`;
  const answer = "Of course! There's a hook for flasks by the door.";

  it("shows the guest's new message unread, marks it read on opening, and sends the reply the guest sees", async () => {
    await visit(guest, "/my-account/messages");
    await guest.getByRole("link", { name: /Salthill Prom Sauna/ }).click();
    await guest.getByLabel("Message", { exact: true }).fill(question);
    await guest.keyboard.press("Enter");
    await guest.getByText(question, { exact: true }).waitFor();

    await chooseSauna(owner, "Salthill Prom Sauna");
    await visit(owner, "/dashboard/messages");
    const thread = owner.getByRole("link", { name: /Aoife Murphy/ });
    await thread.getByText("1 unread").waitFor();
    await thread.click();
    await owner.getByText(question, { exact: true }).waitFor();
    // Opened, so read: the badge is gone from the list at once.
    await expect.poll(() => owner.getByRole("link", { name: /Aoife Murphy/ }).getByText(/unread/).count()).toBe(0);
    // The booking detail panel: the guest's bookings at this owner's saunas.
    const panel = owner.getByRole("region", { name: "Bookings" });
    await panel.getByText("Aoife Murphy at your saunas").waitFor();
    await panel.getByText("Salthill Prom Sauna").first().waitFor();
    await panel.getByText("Forty Foot Sauna Box").first().waitFor();
    await screenshotAndAxe(owner, "dashboard-messages-desktop");

    await owner.getByLabel("Message", { exact: true }).fill(answer);
    await owner.getByRole("button", { name: "Send message" }).click();
    await owner.locator(".bg-sea-700", { hasText: answer }).waitFor();

    await visit(guest, "/my-account/messages");
    const guestThread = guest.getByRole("link", { name: /Salthill Prom Sauna/ });
    await guestThread.getByText("1 unread").waitFor();
    await guestThread.click();
    await guest.getByText(answer, { exact: true }).waitFor();
    // The guest's side had the same bug: the list now shows the thread read once it is open.
    await expect.poll(() => guest.getByRole("link", { name: /Salthill Prom Sauna/ }).getByText(/unread/).count()).toBe(0);
  });
});

describe("Account", () => {
  it("saves the five notification toggles, which stay after a reload; marketing starts off", async () => {
    await visit(owner, "/dashboard/account");
    const toggle = (name: string) => owner.getByRole("switch", { name: new RegExp(`^${name}`) });
    for (const name of ["New bookings", "New reviews", "Messages", "Payout notifications"]) expect(await toggle(name).isChecked()).toBe(true);
    expect(await toggle("Marketing emails").isChecked()).toBe(false);
    // By keyboard: Space flips a focused switch.
    await toggle("Marketing emails").focus();
    await owner.keyboard.press("Space");
    await toggle("New reviews").focus();
    await owner.keyboard.press("Space");
    await owner.getByRole("button", { name: "Save notifications" }).click();
    await owner.getByText("Notifications saved").waitFor();
    await owner.reload();
    await owner.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await toggle("Marketing emails").isChecked()).toBe(true);
    expect(await toggle("New reviews").isChecked()).toBe(false);
    expect(await toggle("New bookings").isChecked()).toBe(true);
  });

  it("saves the payment details and connects the provider, saying card payments come later", async () => {
    await visit(owner, "/dashboard/account");
    const payments = owner.getByRole("region", { name: "Payments" });
    await payments.getByText("Card payments are not live yet").waitFor();
    await owner.getByLabel("VAT number (optional)").fill("GB123");
    await owner.getByLabel("Business name").fill("Sandycove Saunas Ltd");
    await owner.getByRole("button", { name: "Save payment details" }).click();
    await owner.getByText("Please enter an Irish VAT number, such as IE1234567T").first().waitFor();
    await owner.getByLabel("VAT number (optional)").fill("IE1234567T");
    await owner.getByRole("button", { name: "Save payment details" }).click();
    await owner.getByText("Payment details saved").waitFor();
    if (await payments.getByText("Not connected").count()) {
      await owner.getByRole("button", { name: "Connect payment provider" }).click();
      await owner.getByText("Payment provider connected").waitFor();
    }
    await payments.getByText("Connected", { exact: true }).waitFor();
    await owner.reload();
    expect(await owner.getByLabel("Business name").inputValue()).toBe("Sandycove Saunas Ltd");
  });

  it("stops a photo over 2 MB with a clear message, in the browser and on the server, and takes a small GIF", async () => {
    await visit(owner, "/dashboard/account");
    await owner.getByText("max 2MB JPG, PNG or GIF").waitFor();
    const overTwo = Buffer.alloc(2 * 1024 * 1024 + 100 * 1024);
    overTwo.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The shared drop zone (issue 11): the file input sits behind its 'Choose profile photo' button.
    const photoInput = owner.getByRole("region", { name: "Photo" }).locator("input[type=file]");
    await photoInput.setInputFiles({ name: "harbour.png", mimeType: "image/png", buffer: overTwo });
    await owner.getByRole("alert").getByText("This photo is over 2MB. Please choose a JPG, PNG or GIF of at most 2MB.").waitFor();

    // The server decides, whatever the browser checks: just over 2 MB reaches the service...
    const post = (buffer: Buffer) =>
      owner.request.post("/dashboard/account.data", {
        headers: { Origin: baseUrl() },
        multipart: { intent: "photo", photo: { name: "harbour.png", mimeType: "image/png", buffer } },
      });
    const refused = await post(overTwo);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("This photo is over 2MB.");
    // ...and a much larger one is cut off at the door with the limit in words.
    const huge = Buffer.concat([overTwo, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await post(huge);
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.text()).toBe("This photo is too large (max 2MB JPG, PNG or GIF).");
    const webp = await post(Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBP"), Buffer.alloc(100)]));
    expect(webp.status()).toBe(400);
    expect(await webp.text()).toContain("Only JPG, PNG or GIF photos can be uploaded.");

    const gif = Buffer.from("R0lGODlhAQABAIAAAMJVK////ywAAAAAAQABAAACAkQBADs=", "base64");
    await photoInput.setInputFiles({ name: "me.gif", mimeType: "image/gif", buffer: gif });
    await owner.getByRole("img", { name: "New profile photo" }).waitFor();
    await owner.getByRole("button", { name: "Save photo" }).click();
    await owner.getByText("Photo updated").waitFor();
    await expect.poll(() => owner.getByRole("img", { name: "Your profile photo" }).getAttribute("src")).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  });
});

// A tablet too: with the sidebar open, the table scrolls inside its own box there.
describe.each([["phone", PHONE], ["tablet", { width: 1024, height: 768 }], ["desktop", DESKTOP]] as const)("every screen on a %s", (name, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(DEMO.owner, viewport);
    await chooseSauna(page, "Salthill Prom Sauna");
  });

  it.each([
    ["bookings", "/dashboard/bookings", "Bookings"],
    ["messages", "/dashboard/messages", "Messages"],
    ["account", "/dashboard/account", "Account"],
  ])("%s is accessible and fits the screen", async (screen, path, heading) => {
    await visit(page, path);
    await page.getByRole("heading", { name: heading, exact: true, level: 1 }).waitFor();
    await expectAccessible(page);
    await fitsTheScreen(page, viewport.width);
    await screenshot(page, `dashboard-${screen}-${name}`);
  });

  it("shows bookings as cards on a phone and as a table on a desktop", async () => {
    await visit(page, "/dashboard/bookings");
    const table = page.locator("table");
    const cards = page.getByRole("list", { name: "Bookings" });
    if (name === "phone") {
      await cards.waitFor();
      expect(await table.isVisible()).toBe(false);
    } else {
      await table.waitFor();
      expect(await cards.isVisible()).toBe(false);
    }
  });

  it("opens a conversation with its booking panel that is accessible and fits the screen", async () => {
    await visit(page, "/dashboard/messages");
    await page.getByRole("link", { name: /Aoife Murphy/ }).click();
    await page.getByLabel("Message", { exact: true }).waitFor();
    await page.getByRole("region", { name: "Bookings" }).waitFor();
    await expectAccessible(page);
    await fitsTheScreen(page, viewport.width);
    await screenshot(page, `dashboard-messages-thread-${name}`);
  });

  it("opens the cancel dialog, accessible and on the screen", async () => {
    await visit(page, "/dashboard/bookings?status=confirmed");
    const button = page.getByRole("button", { name: /^Cancel booking/ }).filter({ visible: true }).first();
    await button.click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
    await dialog.waitFor();
    await expectAccessible(page);
    await fitsTheScreen(page, viewport.width);
    await screenshot(page, `dashboard-bookings-cancel-${name}`);
    await dialog.getByRole("button", { name: "Keep Booking" }).click();
    await dialog.waitFor({ state: "hidden" });
  });
});
