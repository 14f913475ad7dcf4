// Languages (issue 26): every public page also at /ga/…, in Irish where translated so far (the
// shell and the home page); lang, hreflang, the switch that keeps the page and its query, the
// remembered choice, a first visit's suggestion that never redirects, and axe in both languages.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, expectAccessible, newPage, PHONE, setUpBrowser, visit } from "./harness";

setUpBrowser();

/** Map tiles come from the internet; the tests neither need nor wait for them. */
async function page(viewport = DESKTOP): Promise<Page> {
  const tab = await newPage(viewport);
  await tab.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return tab;
}

const text = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${baseUrl()}${path}`, init);
  return { res, html: (await res.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&") };
};

const languageCookie = async (tab: Page) => (await tab.context().cookies()).find((c) => c.name === "se_lang")?.value;

describe("Languages", () => {
  it("serves / in English and /ga in Irish, each with its lang, canonical address and hreflang alternates", async () => {
    const en = await text("/");
    const ga = await text("/ga");
    expect(en.res.status).toBe(200);
    expect(ga.res.status).toBe(200);
    expect(en.html).toMatch(/<html lang="en-IE"/);
    expect(ga.html).toMatch(/<html lang="ga"/);
    // (HTML attribute names are case-insensitive: React may write hrefLang.)
    for (const { html } of [en, ga]) {
      expect(html.toLowerCase()).toContain(`<link rel="alternate" hreflang="en-ie" href="${baseUrl()}/"/>`);
      expect(html.toLowerCase()).toContain(`<link rel="alternate" hreflang="ga-ie" href="${baseUrl()}/ga"/>`);
      expect(html.toLowerCase()).toContain(`<link rel="alternate" hreflang="x-default" href="${baseUrl()}/"/>`);
    }
    expect(en.html).toContain(`<link rel="canonical" href="${baseUrl()}/"/>`);
    expect(ga.html).toContain(`<link rel="canonical" href="${baseUrl()}/ga"/>`);
    expect(ga.html).toContain('<meta property="og:locale" content="ga_IE"/>');
    expect(ga.html).toContain("<title>Sauna Éire · Aimsigh na Sabhnaí is Fearr in Éirinn</title>");

    // The shell and the home page read in Irish: none of their English texts is left.
    for (const irish of ["Aimsigh na Sabhnaí is Fearr in Éirinn", "Sabhnaí in Aice Leat", "Na hEispéiris is Airde Rátáil", "Bí Linn sa Phobal", "Gach ceart ar cosaint", "Léim chuig an ábhar"]) {
      expect(ga.html).toContain(irish);
      expect(en.html).not.toContain(irish);
    }
    for (const english of ["Find Ireland's Best Saunas", "Saunas Near You", "Top-Rated Experiences", "Join the Community", "All rights reserved", "Skip to content", "Share Your Sauna with Ireland"]) {
      expect(en.html).toContain(english);
      expect(ga.html).not.toContain(english);
    }
    // Counted by Irish plural rules: each county tile's count takes the form its number needs.
    const rules = new Intl.PluralRules("ga-IE");
    const counts = [...ga.html.matchAll(/>(\d+) (s|sh)abhna</g)];
    expect(counts.length).toBe(6);
    for (const [, n, start] of counts) expect(start, `${n}`).toBe(["two", "few"].includes(rules.select(Number(n))) ? "sh" : "s");
  });

  it("keeps each language's copy of a page apart in the page cache, whatever the browser prefers", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await text("/", { headers: { "Accept-Language": "ga-IE,ga" } })).html).toContain("Find Ireland's Best Saunas");
      expect((await text("/ga", { headers: { Cookie: "se_lang=en" } })).html).toContain("Aimsigh na Sabhnaí is Fearr in Éirinn");
      expect((await text("/ga.data")).html).toContain("Aimsigh na Sabhnaí is Fearr in Éirinn");
    }
  });

  it("answers a browser that prefers Irish with the English page it asked for: no redirect", async () => {
    const { res } = await text("/saunas", { headers: { "Accept-Language": "ga-IE,ga;q=0.9" }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect((await text("/blog", { headers: { "Accept-Language": "ga", "User-Agent": "Googlebot/2.1" }, redirect: "manual" })).res.status).toBe(200);
  });

  it("switches language from the header, keeping the page and its query, and remembers the choice", async () => {
    const tab = await page();
    await visit(tab, "/saunas?county=Cork");
    await tab.getByRole("banner").getByRole("link", { name: "Gaeilge" }).click();
    await tab.waitForURL(`${baseUrl()}/ga/saunas?county=Cork`);
    await tab.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await tab.getAttribute("html", "lang")).toBe("ga");
    expect(await languageCookie(tab)).toBe("ga");
    await expect(tab.getByRole("link", { name: "Gach Sabhna" }).first().getAttribute("href")).resolves.toBe("/ga/saunas");
    // And back from the footer's list, where the current language is marked.
    const footerLanguages = tab.getByRole("navigation", { name: "Teanga" });
    await expect(footerLanguages.getByRole("link", { name: "Gaeilge" }).getAttribute("aria-current")).resolves.toBe("page");
    await footerLanguages.getByRole("link", { name: "English" }).click();
    await tab.waitForURL(`${baseUrl()}/saunas?county=Cork`);
    expect(await tab.getAttribute("html", "lang")).toBe("en-IE");
    expect(await languageCookie(tab)).toBe("en");
  });

  it("on a phone, offers the switch in the menu", async () => {
    const tab = await page(PHONE);
    await visit(tab, "/ga/blog");
    await tab.getByRole("button", { name: "Roghchlár" }).click();
    await tab.getByRole("navigation", { name: "Roghchlár" }).getByRole("link", { name: "English" }).click();
    await tab.waitForURL(`${baseUrl()}/blog`);
  });

  it("suggests Irish once to a browser that prefers it, in Irish, and stays quiet once dismissed", async () => {
    const browser = (await page()).context().browser()!;
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), locale: "ga-IE" });
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const tab = await context.newPage();
    await visit(tab, "/?x=1");
    const suggestion = tab.getByRole("complementary", { name: "Gaeilge" });
    await expect(suggestion.textContent()).resolves.toContain("Tá an suíomh seo ar fáil i nGaeilge freisin.");
    await expect(suggestion.getByRole("link").getAttribute("href")).resolves.toBe("/ga?x=1");
    await expectAccessible(tab);
    await suggestion.getByRole("button", { name: "Dún" }).click();
    await expect(suggestion.count()).resolves.toBe(0);
    expect((await context.cookies()).find((c) => c.name === "se_lang")?.value).toBe("en");
    await visit(tab, "/");
    await tab.waitForTimeout(200);
    await expect(tab.getByRole("complementary", { name: "Gaeilge" }).count()).resolves.toBe(0);
    // On the Irish page itself there is nothing to suggest.
    await context.clearCookies();
    await visit(tab, "/ga");
    await tab.waitForTimeout(200);
    await expect(tab.getByRole("complementary").count()).resolves.toBe(0);
    await context.close();
  });

  it("shows the 404 page in Irish under /ga", async () => {
    const { res, html } = await text("/ga/nil-a-leithead-ann");
    expect(res.status).toBe(404);
    expect(html).toContain("Úps! Níor aimsíodh an leathanach");
    expect(html).toContain("<title>Níor aimsíodh an leathanach · Sauna Éire</title>");
    expect(html).toMatch(/<html lang="ga"/);
    expect((await text("/nothing-here")).html).toContain("<title>Page not found · Sauna Éire</title>");
  });

  it("lists both languages of each page in the sitemap, with their alternates", async () => {
    const { html } = await text("/sitemaps/pages.xml");
    expect(html).toContain(`<loc>${baseUrl()}/ga</loc>`);
    expect(html).toContain(`<loc>${baseUrl()}/ga/saunas</loc>`);
    expect(html).toContain(`<xhtml:link rel="alternate" hreflang="ga-IE" href="${baseUrl()}/ga/blog"/>`);
    expect(html).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseUrl()}/blog"/>`);
  });

  it("is accessible in Irish, on a phone and a laptop", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const tab = await page(viewport);
      await visit(tab, "/ga");
      await expectAccessible(tab);
      await tab.context().close();
    }
  });
});
