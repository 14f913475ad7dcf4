import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, cookiesOf, DESKTOP, newPage, screenshot, screenshotAndAxe, setUpBrowser, visit, visitOnPhone } from "./harness";

setUpBrowser();

const PAGE_SIZE = 24;

/** The URL changes as soon as a navigation commits; wait until the new results are on screen. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector("[aria-busy=true]") && !document.querySelector("[data-testid=sauna-card-skeleton]"));
}

describe("All Saunas", () => {
  it("arrives with its content in the HTML, one shared page for visitors and members alike", async () => {
    const res = await fetch(`${baseUrl()}/saunas`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(res.headers.get("vary")).toContain("Cookie");
    const html = await res.text();
    expect(html).toContain("All Saunas");
    expect(html).toContain("Discover all available saunas across Ireland");
    expect(html).toMatch(/href="\/sauna\/[0-9a-f-]+"/);

    // A member gets the same shared page, with nothing of theirs in it (decision 013: their own
    // bits come from /api/me, private).
    const email = `listing-${Date.now()}@example.ie`;
    const signUp = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ name: "Listing Tester", email, password: "Atlantic-Steam-42" }),
    });
    expect(signUp.ok).toBe(true);
    const cookie = cookiesOf(signUp);
    const signedIn = await fetch(`${baseUrl()}/saunas`, { headers: { cookie } });
    expect(signedIn.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const memberHtml = await signedIn.text();
    expect(memberHtml).toContain("All Saunas");
    for (const own of [email, "Listing Tester"]) expect(memberHtml).not.toContain(own);
    const me = await fetch(`${baseUrl()}/api/me`, { headers: { cookie } });
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    expect(await me.json()).toMatchObject({ signedIn: true, email });
  });

  it("answers nonsense parameters with a normal page, never a 500", async () => {
    for (const search of [
      "page=-1", "page=0", "page=abc", "page=99999999999", "county=Atlantis", "type=Steam", "minPrice=cheap&maxPrice=-5",
      `q=${encodeURIComponent("'); drop table saunas; --")}`, `q=${encodeURIComponent("&|!:*")}`, `q=${"x".repeat(2000)}`,
    ]) {
      const res = await fetch(`${baseUrl()}/saunas?${search}`);
      expect(res.status, search).toBe(200);
      expect(await res.text(), search).toContain("All Saunas");
    }
    // Control characters are never a search: the site's error page says what is wrong.
    const res = await fetch(`${baseUrl()}/saunas?sort=%00`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This address contains characters that aren&#x27;t allowed");
  });

  it("shows the heading, labelled filters, the count and a grid of cards; a card opens its sauna", async () => {
    const page = await newPage();
    await visit(page, "/saunas");
    await expect(page.locator("h1").allTextContents()).resolves.toEqual(["All Saunas"]);
    await expect(page.getByText("Discover all available saunas across Ireland").isVisible()).resolves.toBe(true);
    for (const label of ["Search", "County", "Type", "Min price (€)", "Max price (€)", "Sort by"]) {
      await expect(page.getByLabel(label, { exact: true }).isVisible(), label).resolves.toBe(true);
    }
    await expect(page.getByTestId("result-count").textContent()).resolves.toMatch(/\d+ saunas/);
    const grid = page.locator("main ul").filter({ has: page.locator("article") });
    await expect(grid.getAttribute("class")).resolves.toContain("lg:grid-cols-4");
    await expect(page.locator("main article").count()).resolves.toBe(PAGE_SIZE);
    await screenshotAndAxe(page, "saunas-desktop");

    const first = page.locator("main article h2 a").first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL((url) => /^\/sauna\/[0-9a-f-]+$/.test(url.pathname));
    expect(await page.content()).toContain(name);

    const phone = await visitOnPhone("/saunas");
    await screenshotAndAxe(phone, "saunas-phone");
  });

  it("filters by type and county with a shareable URL", async () => {
    const page = await newPage();
    await visit(page, "/saunas");
    await page.getByLabel("Type", { exact: true }).selectOption("Sea View");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.search === "?type=Sea+View");
    await settled(page);
    const badges = await page.locator("main article").evaluateAll((cards) => cards.map((c) => c.querySelector("span")?.textContent));
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(["Sea View"]));

    // The URL alone reproduces the page, filters included.
    const shared = await newPage();
    await visit(shared, "/saunas?type=Sea+View&sort=price-asc");
    await expect(shared.getByLabel("Type", { exact: true }).inputValue()).resolves.toBe("Sea View");
    await expect(shared.getByLabel("Sort by").inputValue()).resolves.toBe("price-asc");
    const prices = await shared.locator("main article").evaluateAll((cards) =>
      cards.map((c) => Number(c.textContent!.match(/€(\d+(?:\.\d+)?)/)![1])),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("shows the empty state with 'Clear filters'", async () => {
    const page = await newPage();
    await visit(page, "/saunas");
    await page.getByLabel("Search", { exact: true }).fill("zzqxnothingmatches");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "zzqxnothingmatches");
    await page.getByText("No saunas available at the moment", { exact: true }).waitFor();
    await screenshot(page, "saunas-empty");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.pathname === "/saunas" && url.search === "");
    await settled(page);
    await expect(page.locator("main article").count()).resolves.toBe(PAGE_SIZE);
    await expect(page.getByLabel("Search", { exact: true }).inputValue()).resolves.toBe("");
  });

  it("pages with Previous / Next and page numbers, showing 8 placeholders while the next page loads", async () => {
    const page = await newPage(DESKTOP);
    await visit(page, "/saunas");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).resolves.toBe("page");
    const firstNames = await page.locator("main article h2").allTextContents();

    // Hold the next page's data until the placeholders have been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/saunas\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await pagination.getByRole("link", { name: "Next" }).click();
    await page.getByTestId("sauna-card-skeleton").first().waitFor();
    await expect(page.getByTestId("sauna-card-skeleton").count()).resolves.toBe(8);
    release();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await settled(page);
    await page.unroute(/\/saunas\.data/);

    await expect(pagination.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(pagination.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).resolves.toBe(null);
    const secondNames = await page.locator("main article h2").allTextContents();
    expect(secondNames.length).toBeGreaterThan(0);
    expect(secondNames.filter((n) => firstNames.includes(n))).toEqual([]);
    await expect(page.getByTestId("result-count").textContent()).resolves.toMatch(/^Showing 25–\d+ of \d+ saunas$/);

    await pagination.getByRole("link", { name: "Previous" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === null);
    await settled(page);
    await expect(page.locator("main article h2").allTextContents()).resolves.toEqual(firstNames);
  });
});
