// The shared components of public pages and /saunas in Irish (issue 26, decision 018): the sauna
// and article cards, stars, pagination and the map's chips on /ga; the filters, amenity chips,
// 'Free soon', counts and title on /ga/saunas; a toast the page's action sends, in Irish; and
// the English pages as they were. What people wrote (sauna names) stays as written.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectAccessible, newPage, setUpBrowser, toast, visit } from "./harness";

setUpBrowser();

/** Map tiles come from the internet; the tests neither need nor wait for them. */
async function page(viewport = DESKTOP): Promise<Page> {
  const tab = await newPage(viewport);
  await tab.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return tab;
}

/** The text of the page's main content, as written (not as CSS cases it), without the data it hydrates from (which keeps the English values). */
const mainText = async (tab: Page) => (await tab.locator("main").textContent()) ?? "";

const ENGLISH_OF_SAUNAS = [
  "Discover all available saunas across Ireland", "Apply filters", "Sort by", "All counties", "All types", "Amenities",
  "Cold plunge", "Free soon", "Any time", "This evening", "Tomorrow morning", "Near a town", "Find free sessions",
  "saunas found", "Book Now", "per session", "Clear filters",
];

describe("Irish shared components and /saunas", () => {
  it("/ga/saunas reads in Irish, its title and description too, and /saunas as it was", async () => {
    const tab = await page();
    await visit(tab, "/ga/saunas");
    const irish = await mainText(tab);
    for (const text of ["Gach Sabhna", "Aimsigh gach sabhna atá ar fáil ar fud na hÉireann", "Sórtáil de réir", "Gach contae", "Áiseanna", "Tumadh fuar", "Saor go luath", "Tráthnóna inniu", "Cuir in Áirithe", "an seisiún"]) {
      expect(irish, text).toContain(text);
    }
    for (const text of ENGLISH_OF_SAUNAS) expect(irish, text).not.toContain(text);
    expect(await tab.title()).toBe("Gach Sabhna · Sauna Éire");
    expect(await tab.locator('meta[name="description"]').getAttribute("content")).toMatch(/^Aimsigh gach sabhna atá ar fáil ar fud na hÉireann: \d+ s?h?abhna le cur in áirithe/);
    // The counties' official Irish names, in Irish alphabetical order; the values stay as the URL has them.
    const counties = await tab.locator("#filter-county option").evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(counties).toContainEqual(["Cork", "Corcaigh"]);
    expect(counties.slice(1, 3).map(([, name]) => name)).toEqual(["An Cabhán", "An Clár"]);
    // The stars say their rating in Irish.
    await expect(tab.getByRole("img", { name: /^Rátáil \d\.\d as 5$/ }).first().isVisible()).resolves.toBe(true);
    // Every link to our pages stays in Irish: the cards, the chips, the page links.
    const hrefs = await tab.locator("main a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => !href.startsWith("/ga/"))).toEqual([]);
    await expectAccessible(tab);

    await visit(tab, "/saunas");
    const english = await mainText(tab);
    for (const text of ["All Saunas", "Discover all available saunas across Ireland", "Apply filters", "Amenities", "Cold plunge", "Free soon", "Book Now", "per session"]) {
      expect(english, text).toContain(text);
    }
    expect(english).not.toContain("Cuir in Áirithe");
    await tab.context().close();
  });

  it("names a county and type page in Irish, the county after 'i' as Irish writes it", async () => {
    const tab = await page();
    await visit(tab, "/ga/saunas?county=Cork&type=Wood-Fired");
    expect(await tab.title()).toBe("Sabhnaí Téite le hAdhmad i gCorcaigh · Sauna Éire");
    const text = await mainText(tab);
    expect(text).toMatch(/Aimsíodh \d+ s?h?abhna|Níor aimsíodh aon sabhna/);
    expect(text).toContain("Glan na scagairí");
    await tab.context().close();
  });

  it("'Free soon' says when in Irish, and the action's toast asks a visitor to sign in in Irish", async () => {
    const tab = await page();
    await visit(tab, "/ga/saunas?when=tomorrow-morning");
    const results = tab.getByTestId("free-results");
    await results.waitFor();
    await expect(tab.getByTestId("result-count").innerText()).resolves.toMatch(/^\d+\+? s?h?abhna saor maidin amárach/);
    expect(await tab.title()).toBe("Gach Sabhna · Saor maidin amárach · Sauna Éire");
    const card = tab.getByTestId("free-cards").locator(":scope > li").first();
    await expect(card.getByTestId("free-session").innerText()).resolves.toMatch(/An chéad seisiún saor: Amárach \d\d:\d\d/);
    await expect(card.getByTestId("free-session").innerText()).resolves.toMatch(/\d+ s?h?uíochán fágtha/);
    await card.getByRole("button", { name: /^Cuir in áirithe: \d\d:\d\d amárach, / }).click();
    await tab.waitForURL((u) => u.pathname === "/ga/auth");
    expect(new URL(tab.url()).searchParams.get("redirectTo")).toBe("/ga/saunas?when=tomorrow-morning");
    await toast(tab, "Caithfidh tú síniú isteach", "Sínigh isteach le háirithint a dhéanamh").waitFor();
    await tab.context().close();
  });

  it("the home page's cards, stars and map chips are Irish on /ga", async () => {
    const tab = await page();
    await visit(tab, "/ga");
    await tab.locator("#map").scrollIntoViewIfNeeded();
    await tab.getByRole("button", { name: "Gach Cineál" }).waitFor();
    await tab.getByRole("button", { name: "Téite le hAdhmad", exact: true }).click();
    await tab.waitForFunction(() => document.querySelector("[data-testid=map-count]")?.textContent?.includes("Téite le hAdhmad"));
    const text = await mainText(tab);
    for (const irish of ["Cuir in Áirithe", "an seisiún", "Léigh Tuilleadh", "nóim. le léamh"]) expect(text, irish).toContain(irish);
    for (const english of ["Book Now", "per session", "Read More", "min read", "All Types", "Loading the map"]) expect(text, english).not.toContain(english);
    await tab.context().close();
  });
});
