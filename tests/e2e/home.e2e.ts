import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, expectAccessible, newPage, PHONE, screenshot, screenshotAndAxe, setUpBrowser, visit } from "./harness";

setUpBrowser();

/** Map tiles come from the internet; the tests neither need nor wait for them. */
async function homePage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return page;
}

const href = (page: Page, name: string | RegExp) => page.getByRole("link", { name, exact: typeof name === "string" }).first().getAttribute("href");

describe("Home", () => {
  it("renders every section on the server, in the spec's order", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    const order = [
      "Find Ireland's Best Saunas",
      "Where do you want to relax?",
      "Search Saunas",
      "Explore Map",
      "Saunas Near You",
      "Explore Saunas on the Map",
      "Top-Rated Experiences",
      "View All Saunas",
      "Heat, Sea and Good Company",
      "Claim Your Sauna",
      "Sauna Guides & Stories",
      "View All Articles",
      "Join the Community",
      "10,000+ members",
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(Object.fromEntries(order.map((t, i) => [t, positions[i] >= 0]))).toEqual(Object.fromEntries(order.map((t) => [t, true])));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="description"');
  });

  it("does not inline the map's markers: they come as a compact, compressed JSON", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const res = await fetch(`${baseUrl()}/api/map-markers`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    const { complete, markers } = (await res.json()) as { complete: boolean; markers: [string, string, string, string, number, number, number, number][] };
    expect(complete).toBe(true);
    expect(markers.length).toBeGreaterThan(10);
    // No marker's coordinates appear in the page (they were inlined for every marker before).
    expect(markers.filter(([, , , , lat, lng]) => html.includes(String(lat)) && html.includes(String(lng)))).toEqual([]);
    expect(html).not.toMatch(/"lat":|"lng":/);
  });

  it("shows the spec's texts and links, one h1 and headings in order, and is accessible", async () => {
    const page = await homePage();
    await visit(page, "/");
    await expect(page.locator("h1").allTextContents()).resolves.toEqual(["Find Ireland's Best Saunas"]);
    await expect(page.getByPlaceholder("Where do you want to relax?").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Search Saunas" }).isVisible()).resolves.toBe(true);
    await expect(href(page, "Explore Map")).resolves.toBe("#map");
    for (const name of ["List Your Sauna", "Claim Your Sauna"]) {
      for (const link of await page.getByRole("link", { name, exact: true }).all()) {
        await expect(link.getAttribute("href")).resolves.toBe("/onboard");
      }
    }
    await expect(href(page, "View All Saunas")).resolves.toBe("/saunas");
    await expect(href(page, "View All Articles")).resolves.toBe("/blog");
    await expect(href(page, "Sign Up")).resolves.toBe("/auth?tab=sign-up");
    await expect(href(page, "Log In")).resolves.toBe("/auth");
    await expect(page.getByText("10,000+ members").isVisible()).resolves.toBe(true);

    // h2 sections in the spec's order (community stories appear because the demo data has some).
    await expect(page.locator("main h2").allTextContents()).resolves.toEqual([
      "Saunas Near You",
      "Explore Saunas on the Map",
      "Top-Rated Experiences",
      "Heat, Sea and Good Company",
      "Share Your Sauna with Ireland",
      "Sauna Guides & Stories",
      "Join the Community",
    ]);
    await expect(page.locator("footer").last().textContent()).resolves.toContain(`© ${new Date().getFullYear()}`);

    // County tiles: the six counties, in order, each with its count, linking to the listing.
    const tiles = page.locator("section[aria-labelledby=counties-heading] li a");
    await expect(tiles.count()).resolves.toBe(6);
    for (const [i, county] of ["Cork", "Galway", "Kerry", "Donegal", "Clare", "Dublin"].entries()) {
      await expect(tiles.nth(i).getAttribute("href")).resolves.toBe(`/saunas?county=${county}`);
      await expect(tiles.nth(i).textContent()).resolves.toMatch(new RegExp(`^${county}.*\\d+ saunas?`));
    }

    // Four top-rated cards, each with 'Book Now'.
    const cards = page.locator("section[aria-labelledby=top-rated-heading] article");
    await expect(cards.count()).resolves.toBe(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole("link", { name: /^Book Now/ }).getAttribute("href")).resolves.toMatch(/^\/sauna\/[0-9a-f-]+#booking-section$/);
    }

    // Community stories: name, sauna and county, stars, text and an initials avatar.
    const stories = page.locator("section[aria-labelledby=stories-heading] figure");
    expect(await stories.count()).toBeGreaterThan(0);
    await expect(stories.first().getByRole("img", { name: /Rated \d\.\d out of 5/ }).isVisible()).resolves.toBe(true);
    await expect(stories.first().locator("figcaption span[aria-hidden=true]").first().textContent()).resolves.toMatch(/^\p{Lu}{1,2}$/u);

    // Owners: the commercial terms.
    const owners = page.locator("section[aria-labelledby=owners-heading]");
    for (const text of ["Free to list", "15% commission", "No hidden fees", "Paid 24 hours after the session"]) {
      await expect(owners.getByText(text).first().isVisible()).resolves.toBe(true);
    }

    // Blog teaser: three articles with category, read time and 'Read More'.
    const articles = page.locator("section[aria-labelledby=blog-heading] article");
    await expect(articles.count()).resolves.toBe(3);
    for (const article of await articles.all()) {
      await expect(article.getByRole("link", { name: /^Read More/ }).getAttribute("href")).resolves.toMatch(/^\/blog\/[a-z0-9-]+$/);
      await expect(article.textContent()).resolves.toMatch(/\d+ min read/);
    }

    await screenshotAndAxe(page, "home-desktop");
    const phone = await homePage(PHONE);
    await visit(phone, "/");
    await screenshotAndAxe(phone, "home-phone");
  });

  it("searches from the hero with Enter and with the button", async () => {
    const page = await homePage();
    await visit(page, "/");
    const name = (await page.locator("section[aria-labelledby=top-rated-heading] article h3").first().textContent())!.trim();
    const word = name.split(/\s+/).find((w) => w.length >= 4) ?? name;
    await page.getByPlaceholder("Where do you want to relax?").fill(word);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/saunas" && url.searchParams.get("q") === word);
    await page.getByRole("heading", { name, exact: true }).waitFor();

    await visit(page, "/");
    await page.getByPlaceholder("Where do you want to relax?").fill(word.toLowerCase().slice(0, 4));
    await page.getByRole("button", { name: "Search Saunas" }).click();
    await page.waitForURL((url) => url.pathname === "/saunas" && url.searchParams.get("q") === word.toLowerCase().slice(0, 4));
    await page.getByRole("heading", { name, exact: true }).waitFor();
  });

  it("opens the listing for a county from its tile", async () => {
    const page = await homePage();
    await visit(page, "/");
    const tile = page.locator("section[aria-labelledby=counties-heading] li a").filter({ hasText: "Cork" });
    const count = Number((await tile.textContent())!.match(/(\d+) saunas?/)![1]);
    await tile.click();
    await page.waitForURL((url) => url.pathname === "/saunas" && url.searchParams.get("county") === "Cork");
    await page.getByRole("heading", { level: 1, name: "All Saunas" }).waitFor();
    await expect(page.getByLabel("County").inputValue()).resolves.toBe("Cork");
    await expect(page.getByTestId("result-count").textContent()).resolves.toMatch(new RegExp(`(^${count} saunas? found| of ${count} saunas)`));
    for (const card of await page.locator("main article").all()) {
      await expect(card.textContent()).resolves.toContain("Cork");
    }
  });

  it("loads the map only near the viewport; the chips filter its markers and a popup links to the sauna", async () => {
    const page = await homePage();
    await visit(page, "/");
    const loaded = () => page.evaluate(() => performance.getEntriesByType("resource").some((r) => r.name.includes("leaflet")));
    const fetchedMarkers = () => page.evaluate(() => performance.getEntriesByType("resource").some((r) => r.name.includes("/api/map-markers")));
    await expect(loaded()).resolves.toBe(false);
    await expect(fetchedMarkers()).resolves.toBe(false);
    await expect(page.getByTestId("map-placeholder").count()).resolves.toBe(1);

    await page.getByRole("link", { name: "Explore Map" }).click();
    await page.waitForURL((url) => url.hash === "#map");
    const map = page.getByRole("region", { name: "Map of saunas in Ireland" });
    await map.waitFor();
    await expect(loaded()).resolves.toBe(true);
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => r.name.includes("/api/map-markers")));
    await expect(page.getByRole("link", { name: /Prefer a list\? Browse all saunas/ }).getAttribute("href")).resolves.toBe("/saunas");

    const markers = page.locator(".leaflet-marker-icon");
    const mapCount = async () => Number((await page.getByTestId("map-count").textContent())!.match(/^(\d+)/)![1]);
    await page.waitForFunction(() => document.querySelectorAll(".leaflet-marker-icon").length > 0);
    const all = await mapCount();
    await expect(markers.count()).resolves.toBe(all);
    expect(all).toBeGreaterThan(1);

    const chip = page.getByRole("button", { name: "Wood-Fired", exact: true });
    await expect(page.getByRole("button", { name: "All Types" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await chip.click();
    await expect(chip.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(page.getByRole("button", { name: "All Types" }).getAttribute("aria-pressed")).resolves.toBe("false");
    const woodFired = await mapCount();
    expect(woodFired).toBeLessThan(all);
    await page.waitForFunction((n) => document.querySelectorAll(".leaflet-marker-icon").length === n, woodFired);
    await screenshot(page, "home-map-wood-fired");

    // Leaflet ignores a click while the map is still zooming to the chip's markers.
    await page.waitForFunction(() => !document.querySelector(".leaflet-zoom-anim"));
    await markers.first().click();
    const popup = page.locator(".leaflet-popup");
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain("Wood-Fired");
    await expect(popup.getByRole("link", { name: "View sauna" }).getAttribute("href")).resolves.toMatch(/^\/sauna\/[0-9a-f-]+$/);

    await page.getByRole("button", { name: "All Types" }).click();
    await page.waitForFunction((n) => document.querySelectorAll(".leaflet-marker-icon").length === n, all);
    await expectAccessible(page);
  });

  it("with more saunas than one answer holds, the map asks for what its visible area holds", async () => {
    const page = await homePage();
    // Stand in for a directory of thousands: the first answer says it is not every sauna.
    const asked: URL[] = [];
    await page.route(/\/api\/map-markers/, async (route) => {
      const url = new URL(route.request().url());
      asked.push(url);
      if (url.searchParams.has("bbox")) return route.continue();
      const res = await route.fetch();
      const json = (await res.json()) as { complete: boolean; markers: unknown[] };
      await route.fulfill({ response: res, json: { complete: false, markers: json.markers.slice(0, 3) } });
    });
    await visit(page, "/");
    await page.getByRole("link", { name: "Explore Map" }).click();
    await page.getByRole("region", { name: "Map of saunas in Ireland" }).waitFor();
    await expect.poll(() => asked.filter((u) => u.searchParams.has("bbox")).length).toBeGreaterThan(0);
    const area = asked.find((u) => u.searchParams.has("bbox"))!;
    expect(area.searchParams.get("bbox")).toMatch(/^-?\d+\.\d,-?\d+\.\d,-?\d+\.\d,-?\d+\.\d$/);
    // The area's answer (all demo saunas in view) replaces the three best-rated ones.
    await page.waitForFunction(() => document.querySelectorAll(".leaflet-marker-icon").length > 3);
    await expect(page.getByTestId("map-count").textContent()).resolves.toMatch(/^\d+ saunas on the map$/);

    await page.getByRole("button", { name: "Wood-Fired", exact: true }).click();
    await expect.poll(() => asked.some((u) => u.searchParams.get("type") === "Wood-Fired" && u.searchParams.has("bbox"))).toBe(true);
    await page.waitForFunction(() => document.querySelector("[data-testid=map-count]")?.textContent?.includes("Wood-Fired"));
  });
});
