// My Account in Irish (issue 26): every /ga/my-account page as the demo guest reads in Irish, its
// English texts gone (and the English pages keep theirs), links and forms stay under /ga, a
// toast an action writes comes back in Irish, the .ics says its event in Irish, and axe passes.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DEMO, DESKTOP, expectAccessible, fitsTheScreen, PHONE, setUpBrowser, signedInPage, toast, visit } from "./harness";

setUpBrowser();

/** Each page: its address, texts of its own in Irish, and the same texts in English. */
const PAGES = [
  { path: "/my-account", irish: ["Mo Thuras Sabhna", "Seo a bhfuil ag téamh ar d'fhéilire sabhna.", "Áirithintí le teacht", "Seisiúin le teacht"], english: ["My Sauna Journey", "Here's what's warming up on your sauna calendar.", "Upcoming bookings", "Upcoming sessions"] },
  { path: "/my-account/bookings", irish: ["M'Áirithintí", "Le teacht", "Féach ar na Sonraí", "Cuir le Féilire"], english: ["My Bookings", "View Details", "Add to Calendar"] },
  { path: "/my-account/favourites", irish: ["Ceanáin"], english: ["Favourites"] },
  { path: "/my-account/reviews", irish: ["Mo Léirmheasanna", "Scríobh Léirmheas", "Cuir in eagar"], english: ["My Reviews", "Write a Review"] },
  { path: "/my-account/messages", irish: ["Teachtaireachtaí", "Forbhreathnú"], english: ["Overview"] },
  { path: "/my-account/settings", irish: ["Socruithe an chuntais", "Sonraí pearsanta", "Fógraí", "Príobháideacht", "Sonraí síniú isteach", "Do shonraí", "Sábháil na hAthruithe"], english: ["Account settings", "Personal details", "Notifications", "Sign-in details", "Your data", "Save Changes"] },
] as const;

/** The account's sidebar (not the language suggestion, also an aside). */
const sidebar = (page: Page) => page.locator("aside").filter({ has: page.locator("nav") });
/** What the account shows of its own: the sidebar's links and the page. */
const accountText = async (page: Page) => `${await sidebar(page).textContent()}\n${await page.locator("main").textContent()}`;

describe("My Account in Irish", () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(DEMO.guest, DESKTOP);
  });

  it.each(PAGES)("$path reads in Irish under /ga, and in English without /ga", async ({ path, irish, english }) => {
    await visit(page, `/ga${path}`);
    await page.getByText(irish[0], { exact: true }).first().waitFor();
    const ga = await accountText(page);
    for (const text of irish) expect(ga).toContain(text);
    for (const text of english) expect(ga).not.toContain(text);
    expect(await page.getAttribute("html", "lang")).toBe("ga");
    // Every link of the account's own stays in Irish (the language switch's links, with hreflang, lead to English on purpose).
    const hrefs = await page.locator(["aside a[href^='/my-account']", "main a[href^='/my-account']", "main a[href^='/review']"].map((s) => `${s}:not([hreflang])`).join(", ")).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([]);
    await expectAccessible(page);

    await visit(page, path);
    await page.getByText(english[0], { exact: true }).first().waitFor();
    const en = await accountText(page);
    for (const text of english) expect(en).toContain(text);
    for (const text of irish) expect(en).not.toContain(text);
  });

  it("titles the page in Irish", async () => {
    await visit(page, "/ga/my-account/bookings");
    await expect.poll(() => page.title()).toBe("M'Áirithintí · Sauna Éire");
    await visit(page, "/ga/my-account");
    await expect.poll(() => page.title()).toBe("Mo Thuras Sabhna · Sauna Éire");
  });

  it("counts guests by Irish plural rules, and asks in Irish before cancelling", async () => {
    await visit(page, "/ga/my-account/bookings");
    const main = await page.locator("main").innerText();
    expect(main).toMatch(/\d+ n?-?aoi/);
    expect(main).not.toMatch(/\d+ guests?\b/);
    await page.getByRole("button", { name: "Cuir ar ceal", exact: true }).first().click();
    const dialog = page.getByRole("alertdialog", { name: "An gcuirfear an áirithint ar ceal?" });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Coinnigh an Áirithint" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("downloads the booking's calendar event in Irish from an Irish page", async () => {
    await visit(page, "/ga/my-account/bookings");
    const href = await page.getByRole("link", { name: "Cuir le Féilire" }).first().getAttribute("href");
    expect(href).toMatch(/^\/ga\/my-account\/bookings\/[^/]+\/calendar\.ics$/);
    const ics = (await (await page.request.get(`${baseUrl()}${href}`)).text()).replace(/\r\n[\t ]/g, "");
    expect(ics).toContain("SUMMARY:Seisiún sabhna ag ");
    expect(ics).toMatch(/DESCRIPTION:\d+ n?-?aoi\\, seisiún /);
    const english = (await (await page.request.get(`${baseUrl()}${href!.slice(3)}`)).text()).replace(/\r\n[\t ]/g, "");
    expect(english).toContain("SUMMARY:Sauna session at ");
  });

  it("saves the settings with an Irish toast, staying on the Irish page", async () => {
    await visit(page, "/ga/my-account/settings");
    await page.getByRole("button", { name: "Sábháil na hAthruithe" }).click();
    await toast(page, "Socruithe sábháilte", "Nuashonraíodh sonraí do chuntais.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/ga/my-account/settings");
  });

  it("tells a guest who opens the Irish owner dashboard, in Irish, why they are back on the Irish home page", async () => {
    await visit(page, "/ga/dashboard");
    await page.waitForURL((u) => u.pathname === "/ga");
    const notice = toast(page, "Is d'óstaigh amháin an painéal", "Is d'úinéirí sabhnaí painéal an úinéara.");
    expect(await notice.getByRole("link", { name: "Liostaigh do shabhna" }).getAttribute("href")).toBe("/ga/onboard");
  });

  it("fits a phone's screen in Irish and passes axe", async () => {
    const phone = await signedInPage(DEMO.guest, PHONE);
    for (const { path, irish } of PAGES) {
      await visit(phone, `/ga${path}`);
      await phone.getByText(irish[0], { exact: true }).first().waitFor();
      await fitsTheScreen(phone, PHONE.width);
      await expectAccessible(phone);
    }
    await phone.context().close();
  });
});
