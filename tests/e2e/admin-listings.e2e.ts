// The admin's listings in Chromium (issue 9 items 3–5, issue 20): an admin approves a pending
// listing and sees it on /saunas, features it, edits it with Extract Info from a sauna website
// served on this machine (every price, the week, every field's error at once) and its photos,
// and suspends it so it disappears; a super admin discovers saunas from a local server
// that answers as SerpApi does, adds one, then all, and a second search shows them as existing.
// A plain admin is turned away from Discover Saunas, a guest from /admin. This file starts its
// own app, configured for the local maps provider and allowed to fetch from this machine.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalSaunaSite, type LocalSaunaSite } from "#server/features/admin/website-extraction-test-site";
import { startLocalSerpApi, type LocalSerpApi } from "#server/testing/local-serpapi";
import { setUpApp, startAppServer } from "./app-server";
import { DEMO, DESKTOP, fitsTheScreen, newPage, numberedClients, PHONE, screenshot, screenshotAndAxe, setUpBrowser, signIn, toast, visit } from "./harness";

let maps: LocalSerpApi;
let site: LocalSaunaSite;

setUpBrowser();
beforeAll(async () => {
  maps = await startLocalSerpApi();
  site = await startLocalSaunaSite();
});
afterAll(async () => {
  await maps?.close();
  await site?.close();
});
const app = setUpApp(() =>
  startAppServer({ env: { MAPS_SEARCH_API_KEY: maps.apiKey, MAPS_SEARCH_URL: maps.url, SITE_FETCH_ALLOW_LOOPBACK: "on" } }),
);
/** A fresh client of this file's app (own cookies, own address for the sign-in limiter). */
const { page: pageOf, signedInPage } = numberedClients(app);

/** The id in /sauna/{id} of the public card with this name on /saunas?q=… (null when not listed). */
async function publicSaunaId(name: string): Promise<string | null> {
  const html = await (await fetch(`${app.baseUrl}/saunas?q=${encodeURIComponent(name)}`)).text();
  const match = new RegExp(`href="/sauna/([0-9a-f-]{36})"[^>]*>(?:(?!</a>).)*${name}`, "s").exec(html);
  return match?.[1] ?? null;
}

describe("Saunas Management", () => {
  let page: Page;
  const name = "Lough Ennell Barrel Sauna";
  const row = () => page.getByRole("row").filter({ hasText: name });

  beforeAll(async () => {
    page = await signedInPage(DEMO.admin);
  });

  it("shows every listing with its owner and status, and three skeleton rows while a search loads", async () => {
    await visit(page, "/admin/saunas");
    await page.getByRole("heading", { name: "Saunas Management" }).waitFor();
    await page.getByText("Moderate and manage all sauna listings").waitFor();
    for (const column of ["Name", "County", "Owner", "Status", "Featured", "Actions"]) {
      await page.getByRole("columnheader", { name: column }).waitFor();
    }
    // Newest first: the demo's last listing heads the table; 25 rows a page, then 'Next'.
    expect(await page.locator("tbody tr").count()).toBe(25);
    await page.getByText(/^Showing 25 of \d+ saunas$/).waitFor();
    await screenshotAndAxe(page, "admin-saunas-desktop");
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL((u) => u.searchParams.has("after"));
    // The demo owner's listing shows their name; an unclaimed one 'Unknown'.
    await page.getByRole("row").filter({ hasText: "Salthill Prom Sauna" }).getByText("Cian O'Sullivan").waitFor();
    await page.getByRole("row").filter({ hasText: "Lahinch Surf Sauna" }).getByText("Unknown").waitFor();
    await page.getByRole("link", { name: "Previous" }).click();
    await page.waitForURL((u) => u.searchParams.has("before"));
    await expect.poll(() => page.locator("tbody tr:not([data-testid])").count()).toBe(25);

    // Hold the next page's data back a moment, to see what the admin sees meanwhile.
    await page.route("**/admin/saunas.data**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel("Status", { exact: true }).selectOption("pending");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByTestId("sauna-skeleton-row").count()).toBe(3);
    await page.waitForURL((u) => u.searchParams.get("status") === "pending");
    await page.getByTestId("sauna-skeleton-row").first().waitFor({ state: "detached" });
    await page.unroute("**/admin/saunas.data**");
    const statuses = await page.locator("tbody tr td:nth-child(4)").allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s.includes("pending"))).toBe(true);
  });

  it("approves a pending listing, which then appears on /saunas", async () => {
    expect(await publicSaunaId(name)).toBeNull();
    await visit(page, `/admin/saunas?q=${encodeURIComponent("Ennell")}`);
    await row().getByText("pending", { exact: true }).waitFor();
    await row().getByRole("button", { name: `Approve ${name}` }).click();
    await toast(page, "Sauna approved").waitFor();
    await row().getByText("active", { exact: true }).waitFor();
    await row().getByRole("button", { name: `Suspend ${name}` }).waitFor();
    expect(await publicSaunaId(name)).not.toBeNull();
  });

  it("features it with the star", async () => {
    const star = row().getByRole("button", { name: `Featured: ${name}` });
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await toast(page, "Added to featured").waitFor();
    await visit(page, `/admin/saunas?q=Ennell`);
    expect(await row().getByRole("button", { name: `Featured: ${name}` }).getAttribute("aria-pressed")).toBe("true");
  });

  it("edits it with Extract Info from the sauna's website, and the public page shows the change", async () => {
    await row().getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Sauna" });
    await dialog.waitFor();
    const extract = dialog.getByRole("button", { name: "Extract Info" });
    expect(await extract.isDisabled()).toBe(true);
    await dialog.getByText("AI Website Scraper").waitFor();
    await dialog.getByText(/pricing, description and other details/).waitFor();

    // A hostile address is refused with the fetcher's plain words, under the website in the dialog.
    await dialog.getByLabel("Website URL").fill("http://169.254.169.254/latest/meta-data/");
    await extract.click();
    await dialog.getByRole("alert").filter({ hasText: "private or local network" }).waitFor();
    await toast(page, "Error", "private or local network").waitFor();

    // Slowed a little, to see the busy labels.
    await page.route("**/admin/saunas.data**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await dialog.getByLabel("Website URL").fill(`${site.url}/`);
    await extract.click();
    expect(await dialog.getByRole("button", { name: "Scraping..." }).isDisabled()).toBe(true);
    await toast(page, "Success", "Website information extracted successfully!").waitFor();
    expect(await dialog.getByLabel("Description").inputValue()).toContain("A Finnish-style cabin sauna on Kinsale harbour");
    expect(await dialog.getByLabel("Price per Session (€)").inputValue()).toBe("22.5");
    expect(await dialog.getByLabel("Capacity").inputValue()).toBe("8");
    expect(await dialog.getByLabel("Full Address").inputValue()).toBe("Pier Road, Kinsale, Co. Cork, P17 W620");
    expect(await dialog.getByLabel("Cold Plunge").isChecked()).toBe(true);
    // Fields the site did not give keep their values.
    expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).toBe(name);
    await screenshotAndAxe(page, "admin-sauna-edit-desktop");

    // The server checks the form and names every field to change at once, each beside its field:
    // the price the site gave (€22.50) is off the hosts' €5 step, as is the shared price typed.
    await dialog.getByLabel("Capacity").fill("30");
    await dialog.getByLabel("Shared session (€)").fill("18");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("Capacity must be a whole number from 1 to 20").waitFor();
    await expect.poll(() => dialog.getByText("Prices go in steps of €5").count()).toBe(2);
    for (const field of ["Capacity", "Price per Session (€)", "Shared session (€)"]) {
      expect(await dialog.getByLabel(field).getAttribute("aria-invalid"), field).toBe("true");
    }
    expect(await dialog.getByLabel("Group session (€)").getAttribute("aria-invalid")).toBeNull();
    await dialog.getByRole("alert").filter({ hasText: "Please check Capacity, Price per Session and Shared session" }).waitFor();
    await toast(page, "Error", "Please check Capacity, Price per Session and Shared session").waitFor();
    // The first of them has the focus, so the admin starts there.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("capacity");
    await screenshotAndAxe(page, "admin-sauna-edit-errors-desktop");

    await dialog.getByLabel("Capacity").fill("8");
    await dialog.getByLabel("Price per Session (€)").fill("25");
    await dialog.getByLabel("Shared session (€)").fill("20");
    await dialog.getByLabel("Group session (€)").fill("30");
    // The week, with the host's picker: closed on Sundays.
    await dialog.getByText("Sun", { exact: true }).click();
    await dialog.getByRole("button", { name: "Close on Sundays" }).click();
    await dialog.getByRole("listitem").filter({ hasText: "Sunday" }).getByText("Closed").waitFor();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await dialog.getByRole("button", { name: "Saving..." }).isDisabled()).toBe(true);
    await toast(page, "Success", "Sauna updated successfully").waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.unroute("**/admin/saunas.data**");

    const id = await publicSaunaId(name);
    const visitor = await pageOf();
    await visit(visitor, `/sauna/${id}`);
    await visitor.getByText("A Finnish-style cabin sauna on Kinsale harbour").first().waitFor();
    await visitor.getByText("8 people").first().waitFor();
    await visit(visitor, `/saunas?q=Ennell`);
    await visitor.getByText("€25", { exact: true }).first().waitFor();

    // Opened again, the dialog shows what was saved: every price and the closed Sunday.
    await visit(page, `/admin/saunas?q=Ennell`);
    await row().getByRole("button", { name: `Edit ${name}` }).click();
    expect(await dialog.getByLabel("Price per Session (€)").inputValue()).toBe("25");
    expect(await dialog.getByLabel("Shared session (€)").inputValue()).toBe("20");
    expect(await dialog.getByLabel("Group session (€)").inputValue()).toBe("30");
    await dialog.getByRole("listitem").filter({ hasText: "Sunday" }).getByText("Closed").waitFor();
    await dialog.getByRole("listitem").filter({ hasText: "Saturday" }).getByText("09:00–21:00 · 8 sessions").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it("adds photos in Edit Sauna, makes one the cover and removes another; the sauna page follows", async () => {
    const id = await publicSaunaId(name);
    await row().getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Sauna" });
    const photos = dialog.getByRole("region", { name: "Photos" });
    const shown = () => photos.getByRole("img");
    const before = await shown().count();
    for (const [i, colour] of ["#b85c38", "#2f6f73"].entries()) {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
      await photos.locator("input[type=file]").setInputFiles({ name: `steam-${i}.png`, mimeType: "image/png", buffer: png });
      await expect.poll(() => shown().count(), { timeout: 10_000 }).toBe(before + i + 1);
    }
    await toast(page, "Photo added").first().waitFor();
    const added = await Promise.all([before, before + 1].map((i) => shown().nth(i).getAttribute("src")));
    for (const src of added) expect(src).toMatch(/^\/uploads\/saunas\/[0-9a-f]{32}\.webp$/);

    // The last one becomes the cover, one step at a time.
    for (let at = before + 1; at > 0; at--) {
      await photos.getByRole("button", { name: `Move photo ${at + 1} earlier` }).click();
      await expect.poll(() => shown().nth(at - 1).getAttribute("src"), { timeout: 10_000 }).toBe(added[1]);
    }
    await toast(page, "Photos reordered").first().waitFor();
    await screenshot(page, "admin-sauna-edit-photos-desktop");
    // The other one goes, file and all.
    await photos.getByRole("button", { name: `Remove photo ${before + 2}` }).click();
    await expect.poll(() => shown().count(), { timeout: 10_000 }).toBe(before + 1);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    const visitor = await pageOf();
    await visit(visitor, `/sauna/${id}`);
    // The hero image is the cover.
    expect(await visitor.getByRole("img", { name, exact: true }).first().getAttribute("src")).toBe(added[1]);
    expect((await visitor.request.get(added[0]!)).status()).toBe(404);
    expect((await visitor.request.get(added[1]!)).status()).toBe(200);
  });

  it("opens the public page from the view icon", async () => {
    await visit(page, `/admin/saunas?q=Ennell`);
    await row().getByRole("link", { name: `View ${name}` }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/sauna/"));
    await page.getByRole("heading", { name, level: 1 }).waitFor();
  });

  it("suspends it, and it disappears from /saunas and its page", async () => {
    const id = await publicSaunaId(name);
    await visit(page, `/admin/saunas?q=Ennell`);
    await row().getByRole("button", { name: `Suspend ${name}` }).click();
    // It asks first, and why (admin-moderation.e2e.ts goes through the dialog in full).
    const dialog = page.getByRole("alertdialog", { name: `Suspend ${name}?` });
    await dialog.getByLabel("Reason").fill("The barrel failed its safety check");
    await dialog.getByRole("button", { name: "Suspend sauna" }).click();
    await toast(page, "Sauna suspended").waitFor();
    await row().getByText("suspended", { exact: true }).waitFor();
    await row().getByRole("button", { name: `Activate ${name}` }).waitFor();
    expect(await publicSaunaId(name)).toBeNull();
    const visitor = await pageOf();
    await visit(visitor, `/sauna/${id}`);
    await visitor.getByText("Sauna Not Found").first().waitFor();
  });

  it("fits a phone, with its dialog", async () => {
    const phone = await signedInPage(DEMO.admin, PHONE);
    await visit(phone, "/admin/saunas?q=Salthill");
    await phone.getByRole("heading", { name: "Saunas Management" }).waitFor();
    await fitsTheScreen(phone, PHONE.width);
    await screenshotAndAxe(phone, "admin-saunas-phone");
    await phone.getByRole("button", { name: "Edit Salthill Prom Sauna" }).click();
    const dialog = phone.getByRole("dialog", { name: "Edit Sauna" });
    await dialog.waitFor();
    await screenshotAndAxe(phone, "admin-sauna-edit-phone");
    // Nothing in it is wider than the phone: every price, the photos and the week.
    const parts = { prices: dialog.getByLabel("Group session (€)"), photos: dialog.getByRole("region", { name: "Photos" }), week: dialog.getByRole("button", { name: "Close on Mondays" }), foot: dialog.getByRole("button", { name: "Save Changes" }) };
    for (const [part, shown] of Object.entries(parts)) {
      await shown.scrollIntoViewIfNeeded();
      const box = (await shown.boundingBox())!;
      expect(box.x, part).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, part).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phone, `admin-sauna-edit-${part}-phone`);
    }
    await dialog.getByLabel("Name", { exact: true }).fill("");
    await dialog.getByLabel("Price per Session (€)").fill("42");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("Please enter the sauna's name").waitFor();
    await dialog.getByText("Prices go in steps of €5").waitFor();
    await dialog.getByRole("alert").filter({ hasText: "Please check Name and Price per Session" }).waitFor();
    await screenshotAndAxe(phone, "admin-sauna-edit-errors-phone");
    await phone.getByRole("button", { name: "Cancel" }).click();
    await phone.getByRole("dialog", { name: "Edit Sauna" }).waitFor({ state: "detached" });
  });
});

describe("Discover Saunas", () => {
  it("finds saunas on the maps, adds one, then all, and a second search shows them as existing", async () => {
    const page = await signedInPage(DEMO.superadmin);
    await visit(page, "/admin/discovery");
    await page.getByRole("heading", { name: "Discover Saunas" }).waitFor();
    await page.getByText("No Results Yet").waitFor();
    await screenshotAndAxe(page, "admin-discovery-empty-desktop");
    expect(await page.getByLabel("Business Type").locator("option").allTextContents()).toEqual(["Sauna", "Spa with Sauna", "Wellness Center", "Hotel Sauna", "Mobile Sauna"]);
    expect(await page.getByLabel("County").locator("option").count()).toBe(27);

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await toast(page, "Location Required", "Please enter a location or select a county to search").waitFor();
    expect(maps.requests).toHaveLength(0);

    await page.getByLabel("Business Type").selectOption({ label: "Spa with Sauna" });
    await page.getByLabel("County").selectOption("Galway");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await toast(page, "Search Complete", "Found 4 new saunas (0 already in database)").waitFor();
    expect(maps.requests.at(-1)?.get("q")).toBe("spa sauna in County Galway, Ireland");
    await page.getByText("Total: 4").waitFor();
    await page.getByText("New: 4").waitFor();
    await page.getByText("Existing: 0").waitFor();
    const card = (title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await card("Salthill Sea Sauna").getByText("Salthill Promenade, Salthill, Galway, H91 X2C4").waitFor();
    await card("Salthill Sea Sauna").getByText("(312 reviews)").waitFor();
    await card("Salthill Sea Sauna").getByRole("link", { name: /Website/ }).waitFor();
    await card("Salthill Sea Sauna").getByText("+353 91 555 0142").waitFor();
    await screenshotAndAxe(page, "admin-discovery-results-desktop");

    await card("Salthill Sea Sauna").getByRole("button", { name: "Add to Directory: Salthill Sea Sauna" }).click();
    await toast(page, "Sauna Added", "Salthill Sea Sauna has been added to the directory").waitFor();
    await card("Salthill Sea Sauna").getByText("Already in directory").waitFor();
    await page.getByText("New: 3").waitFor();
    await page.getByText("Existing: 1").waitFor();

    // Slow each add down a little to see the progress while 'Add All' runs.
    await page.route("**/admin/discovery.data**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.getByRole("button", { name: "Add All (3)" }).click();
    await page.getByText(/Adding \d of 3…/).waitFor();
    await page.getByRole("progressbar").waitFor();
    await toast(page, "Batch Add Complete", "Added 3 saunas successfully, 0 failed").waitFor();
    await page.unroute("**/admin/discovery.data**");
    await page.getByText("New: 0").waitFor();
    await page.getByText("Existing: 4").waitFor();
    expect(await page.getByRole("button", { name: "Add All (0)" }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await toast(page, "Search Complete", "Found 0 new saunas (4 already in database)").waitFor();
    expect(await page.getByText("Already in directory").count()).toBe(4);

    // Added with docs/product.md §9's defaults and public at once: Spa (the business type), €50.
    expect(await publicSaunaId("Kinvara Bay Wood-Fired Sauna")).not.toBeNull();
    const html = await (await fetch(`${app.baseUrl}/saunas?q=Kinvara`)).text();
    expect(html).toMatch(/€50(?!\.)/);

    const phone = await signedInPage(DEMO.superadmin, PHONE);
    await visit(phone, "/admin/discovery");
    await phone.getByText("No Results Yet").waitFor();
    await fitsTheScreen(phone, PHONE.width);
    await screenshotAndAxe(phone, "admin-discovery-empty-phone");
    await phone.getByLabel("County").selectOption("Galway");
    await phone.getByRole("button", { name: "Search", exact: true }).click();
    await phone.getByText("Existing: 4").waitFor();
    await fitsTheScreen(phone, PHONE.width);
    await screenshotAndAxe(phone, "admin-discovery-results-phone");
  });
});

describe("Discover Saunas without a maps search key", () => {
  it("says discovery is not configured (the suite's shared app has no MAPS_SEARCH_API_KEY)", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await signIn(page, DEMO.superadmin);
      await visit(page, "/admin/discovery");
      await page.getByText("Discovery is not configured").waitFor();
      expect(await page.getByRole("button", { name: "Search", exact: true }).count()).toBe(0);
      await fitsTheScreen(page, viewport.width);
      await screenshotAndAxe(page, `admin-discovery-not-configured-${viewport === PHONE ? "phone" : "desktop"}`);
      await page.context().close();
    }
  });
});

describe("who is turned away", () => {
  it("sends a plain admin away from Discover Saunas with 'Access Denied'", async () => {
    const page = await signedInPage(DEMO.admin);
    await visit(page, "/admin/discovery");
    await page.waitForURL((u) => u.pathname === "/");
    await toast(page, "Access Denied", "You don't have permission to access this area").waitFor();
  });

  it("sends a guest away from the admin area and a visitor to sign in", async () => {
    const guest = await signedInPage(DEMO.guest);
    for (const path of ["/admin", "/admin/saunas"]) {
      await visit(guest, path);
      await guest.waitForURL((u) => u.pathname === "/");
      await toast(guest, "Access Denied", "This area is restricted to administrators").waitFor();
    }
    const visitor = await pageOf();
    await visit(visitor, "/admin/saunas");
    await visitor.waitForURL((u) => u.pathname === "/auth");
  });

  it("refuses a guest's direct posts to the admin actions", async () => {
    const guest = await signedInPage(DEMO.guest);
    const cookie = (await guest.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const post = (path: string, body: Record<string, string>) =>
      fetch(`${app.baseUrl}${path}`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: app.baseUrl, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body) });
    const status = await post("/admin/saunas", { intent: "status", saunaId: "00000000-0000-0000-0000-000000000000", action: "approve" });
    expect(status.status).toBe(302);
    const refused: Record<string, string>[] = [{ intent: "delete-sauna", saunaId: "00000000-0000-0000-0000-000000000000" }, { intent: "add-sauna", name: "Sneaky Sauna", county: "Cork", type: "Spa", capacity: "4", pricePerSession: "45", status: "active" }];
    for (const body of refused) {
      expect((await post("/admin/saunas", body)).status).toBe(302);
    }
    expect((await post("/admin/bookings/00000000-0000-4000-8000-000000000000", { intent: "cancel-booking", reason: "No" })).status).toBe(302);
    const add = await post("/admin/discovery", { intent: "add", title: "Sneaky Sauna", county: "Cork" });
    expect(add.status).toBe(302);
    expect(await publicSaunaId("Sneaky Sauna")).toBeNull();
  });
});
