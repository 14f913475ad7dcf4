import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DEMO, expectAccessible, launchBrowser, newPage, PHONE, screenshot, signIn, visit } from "./harness";

let browser: Browser;
let saunaPaths: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  saunaPaths = [...sitemap.matchAll(/<loc>[^<]*(\/sauna\/[0-9a-f-]+)<\/loc>/g)].map((m) => m[1]);
});
afterAll(async () => {
  await browser?.close();
});

/** The page of a demo sauna, found by name through the listing's search. */
async function saunaPath(name: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/saunas?q=${encodeURIComponent(name)}`)).text();
  const match = /href="(\/sauna\/[0-9a-f-]+)"/.exec(html);
  if (!match) throw new Error(`No sauna called ${name} in the listing`);
  return match[1];
}

async function headingsInOrder(page: Page) {
  return page.locator("main h1, main h2").allTextContents();
}

describe("Sauna page", () => {
  it("answers with the content, JSON-LD and Open Graph in the HTML itself", async () => {
    expect(saunaPaths.length).toBeGreaterThanOrEqual(25);
    const res = await fetch(`${baseUrl()}${await saunaPath("Salthill Prom Sauna")}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Salthill Prom Sauna");
    expect(html).toContain("About This Sauna");
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org"/);
    expect(html).toMatch(/<meta property="og:title" content="Salthill Prom Sauna"/);
    expect(html).toMatch(/<meta name="description" content="A wood-fired barrel sauna/);
  });

  it("shows the sections in the spec's order with its texts", async () => {
    const page = await newPage(browser);
    await visit(page, await saunaPath("Forty Foot Sauna Box"));
    const headings = await headingsInOrder(page);
    const order = ["Forty Foot Sauna Box", "Gallery", "About This Sauna", "Book a Session", "Location", "Reviews", "Hosted by", "More saunas in Dublin"];
    const positions = order.map((h) => headings.findIndex((t) => t.startsWith(h)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const text of ["Verified Listing - Claimed by Owner", "Quick Facts", "8 people", "90 minutes", "Free cancellation up to 24 hours before your session.", "Get Directions", "Response rate", "100%", "1 hour", "Contact Host", "Call"]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await expect(page.getByRole("button", { name: "Book Now" }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page);
    await screenshot(page, "sauna-desktop");
    const phone = await newPage(browser, PHONE);
    await visit(phone, await saunaPath("Forty Foot Sauna Box"));
    await screenshot(phone, "sauna-phone");
  });

  it("marks a review from a guest who completed a booking there as a verified visit", async () => {
    const page = await newPage(browser);
    await visit(page, await saunaPath("Salthill Prom Sauna"));
    await page.getByText("Verified visit").first().waitFor();
  });

  it("opens the lightbox on the chosen photo and wraps around both ways; Escape closes it", async () => {
    const page = await newPage(browser);
    await visit(page, await saunaPath("Salthill Prom Sauna"));
    const thumbs = page.getByRole("button", { name: /Open photo/ });
    const count = await thumbs.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await thumbs.nth(0).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`1 / ${count}`).waitFor();
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    await dialog.getByText(`${count} / ${count}`).waitFor();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await dialog.getByText(`1 / ${count}`).waitFor();
    await page.keyboard.press("ArrowRight");
    await dialog.getByText(`2 / ${count}`).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("copies the link when the device cannot share, with 'Link copied!'", async () => {
    const page = await newPage(browser);
    const path = await saunaPath("Lahinch Surf Sauna");
    await visit(page, path);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Share this sauna" }).click();
    await page.getByText("Link copied!").waitFor();
    await page.getByText("Share this sauna with your friends").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}${path}`);
  });

  it("sends a visitor who favourites or claims to sign in, with the spec's toasts", async () => {
    const page = await newPage(browser);
    const path = await saunaPath("Lahinch Surf Sauna");
    await visit(page, path);
    await page.getByRole("button", { name: "Add to Favourites" }).click();
    await page.getByText("Please sign in to add favorites").waitFor();
    await page.waitForURL((u) => u.pathname === "/auth");
    await visit(page, path);
    await page.getByText("Are you the owner?").waitFor();
    await page.getByRole("button", { name: "Claim This Listing" }).click();
    await page.getByText("Please sign in to claim this listing").waitFor();
    await page.waitForURL((u) => u.pathname === "/auth" && u.searchParams.get("redirectTo") === path);
  });

  it("loads more reviews below the first ones", async () => {
    const page = await newPage(browser);
    await visit(page, await saunaPath("Salthill Prom Sauna"));
    const cards = page.locator("section[aria-labelledby='reviews-heading'] li.rounded-2xl");
    const before = await cards.count();
    const more = page.getByRole("button", { name: "Load More Reviews" });
    if ((await more.count()) === 0) {
      // Not enough published reviews for a second page: everything is already shown.
      expect(before).toBeGreaterThan(0);
      return;
    }
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  });

  it("answers an unknown or hidden sauna with 'Sauna Not Found' and status 404", async () => {
    for (const path of ["/sauna/00000000-0000-4000-8000-000000000000", "/sauna/not-a-uuid"]) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("Sauna Not Found");
      expect(html).toContain("This listing does not exist or is no longer available.");
    }
    const page = await newPage(browser);
    await visit(page, "/sauna/00000000-0000-4000-8000-000000000000");
    await page.getByRole("heading", { name: "Sauna Not Found" }).waitFor();
    await expectAccessible(page);
  });

  it("lets a signed-in guest save a favourite and see 'Saved'", async () => {
    const page = await newPage(browser);
    await signIn(page, DEMO.guest);
    await visit(page, await saunaPath("Kilkee Bay Mobile Sauna"));
    await page.getByRole("button", { name: "Add to Favourites" }).click();
    await page.getByText("Added to favorites").waitFor();
    await page.getByRole("button", { name: "Saved" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Saved" }).click();
    await page.getByText("Removed from favorites").waitFor();
    await page.getByRole("button", { name: "Add to Favourites" }).waitFor();
  });
});
