// The sauna page and its booking journey in Irish (issue 26): /ga/sauna/{id} reads in Irish with
// none of its English left, the English page is unchanged, both pass axe, and a signed-in guest
// books from the Irish page, is told so in Irish and stays on /ga addresses.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, DEMO, expectAccessible, newPage, saunaPath, setUpBrowser, signedInPage, visit } from "./harness";
import { daysAhead } from "./steps";

setUpBrowser();

const html = async (path: string) => {
  const res = await fetch(`${baseUrl()}${path}`);
  return { status: res.status, text: (await res.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&") };
};

/** Map tiles come from the internet; the tests neither need nor wait for them. */
async function withoutTiles(page: Page): Promise<Page> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return page;
}

// Each pair is one text of the page in both languages.
const TEXTS: [english: string, irish: string][] = [
  ["About This Sauna", "Faoin Sabhna Seo"],
  ["Quick Facts", "Fíricí Gasta"],
  ["Capacity", "Toilleadh"],
  ["10 people", "10 nduine"],
  ["Galway, Ireland", "Gaillimh, Éire"],
  ["Add to Favourites", "Cuir le Ceanáin"],
  ["Get Directions", "Faigh Treoracha"],
  ["Nearby saunas", "Sabhnaí in aice láimhe"],
  ["Leave a Review", "Déan Léirmheas"],
  ["Hosted by", "Óstach: "],
  ["Contact Host", "Déan Teagmháil leis an Óstach"],
  ["Response time", "Am freagartha"],
];

describe("the sauna page in Irish", () => {
  it("serves /ga/sauna/{id} in Irish and /sauna/{id} in English, each without the other's texts", async () => {
    const path = await saunaPath("Salthill Prom Sauna");
    const en = await html(path);
    const ga = await html(`/ga${path}`);
    expect([en.status, ga.status]).toEqual([200, 200]);
    for (const [english, irish] of TEXTS) {
      expect(en.text, english).toContain(english);
      expect(en.text, irish).not.toContain(irish);
      expect(ga.text, irish).toContain(irish);
      expect(ga.text, english).not.toContain(english);
    }
    // Shared and indexed at its own language's address.
    expect(ga.text).toContain(`"url":"${baseUrl()}/ga${path}"`);
  });

  it("says 'Sauna Not Found' in Irish, with a 404", async () => {
    const ga = await html("/ga/sauna/00000000-0000-4000-8000-000000000000");
    expect(ga.status).toBe(404);
    expect(ga.text).toContain("Níor Aimsíodh an Sabhna");
    expect(ga.text).toContain('href="/ga/saunas"');
    expect(ga.text).toContain("<title>Níor Aimsíodh an Sabhna · Sauna Éire</title>");
    // (The service's own error text in the page's data is the errors namespace's, translated centrally.)
    expect(ga.text).not.toMatch(/>Sauna Not Found</);
  });

  it("shows the booking section in Irish, its counts by Irish plural rules, and passes axe", async () => {
    const page = await withoutTiles(await newPage());
    await visit(page, `/ga${await saunaPath("Salthill Prom Sauna")}`);
    const booking = page.locator("#booking-section");
    await booking.getByRole("heading", { name: "Cuir Seisiún in Áirithe" }).waitFor();
    await expect(booking.textContent()).resolves.toContain("Cealú saor in aisce suas le");
    await expect(page.getByLabel("Aíonna").locator("option").allTextContents()).resolves.toEqual(
      expect.arrayContaining(["1 aoi", "2 aoi", "7 n-aoi", "10 n-aoi"]),
    );
    await expect(booking.textContent()).resolves.not.toMatch(/Book a Session|Booking type|Free cancellation|guests?\b/);
    await expectAccessible(page);
  });

  it("books a session from the Irish page as a signed-in guest: the toast is Irish, and the guest stays on /ga", async () => {
    const page = await withoutTiles(await signedInPage(DEMO.guest));
    await visit(page, `/ga${await saunaPath("Salthill Prom Sauna")}`);
    await page.getByRole("button", { name: "Cuir Seisiún in Áirithe" }).click();
    // The day's times come from the Irish address of the API too.
    const slots = page.waitForResponse((r) => r.url().startsWith(`${baseUrl()}/ga/api/bookings`) && r.ok());
    await page.locator("#booking-date").fill(daysAhead(12));
    await slots;
    await page.getByLabel("Cineál áirithinte").selectOption("private");
    await expect.poll(() => page.locator("#booking-time option[value='18:00']").isDisabled()).toBe(false);
    await expect(page.locator("#booking-time option[value='18:00']").textContent()).resolves.toMatch(/^18:00–\d\d:\d\d$/);
    await page.getByLabel("Am an tseisiúin").selectOption("18:00");
    await page.getByLabel("Aíonna").selectOption("2");
    const summary = page.getByLabel("Achoimre na háirithinte");
    await summary.getByText("Seisiún Príobháideach").waitFor();
    await summary.getByText("€45.00").waitFor();
    await page.getByRole("button", { name: "Cuir in Áirithe Anois" }).click();
    await page.getByText("Áirithint deimhnithe!").waitFor();
    await page.waitForURL((u) => u.pathname === "/ga/my-account/bookings");
    await expect(page.getByText("Booking confirmed!").count()).resolves.toBe(0);
  });
});
