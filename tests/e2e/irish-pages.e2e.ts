// The journal, sign-in pages, gift vouchers and host onboarding in Irish (issue 26): under /ga
// each reads in Irish with none of its English left (articles stay as their authors wrote them),
// axe finds nothing serious at 375 and 1280 px, signing in or up on /ga/auth lands on the /ga
// page the member was going to, and onboarding's first step speaks Irish. The English pages keep
// their words (their own e2e files check the rest).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, DEMO, DEMO_PASSWORD, lookAtBothSizes, newPage, setUpBrowser, toast, toastsGone, visit } from "./harness";

setUpBrowser();

const html = async (path: string) => (await (await fetch(`${baseUrl()}${path}`)).text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

/** Every Irish text is on the Irish page and not on the English one; every English text the other way round. */
async function inIrishOnly(path: string, irish: string[], english: string[]) {
  const [en, ga] = [await html(path), await html(path === "/" ? "/ga" : `/ga${path}`)];
  for (const text of irish) {
    expect(ga, `${path} in Irish says “${text}”`).toContain(text);
    expect(en).not.toContain(text);
  }
  for (const text of english) {
    expect(en, `${path} in English says “${text}”`).toContain(text);
    expect(ga, `/ga${path} has no “${text}”`).not.toContain(text);
  }
}

describe("the journal in Irish", () => {
  it("lists the articles in the page's Irish, the articles as written", async () => {
    await inIrishOnly("/blog", ["<title>Iris na Sabhnaí · Sauna Éire</title>", "Ón iris", "Treoracha, deasghnátha agus scéalta"], ["Sauna Journal", "From the journal", "Guides, rituals and stories"]);
    const page = await newPage();
    await visit(page, "/ga/blog");
    await expect(page.locator("h1").allTextContents()).resolves.toEqual(["Iris na Sabhnaí"]);
    expect(await page.locator("main article").count()).toBeGreaterThanOrEqual(3);
    await lookAtBothSizes(page, "irish-blog", { dir: "test-results/irish-pages" });
  });

  it("opens an article with its way back to the Irish journal", async () => {
    const page = await newPage();
    await visit(page, "/ga/blog");
    const title = (await page.locator("main article h2").first().textContent())!.trim();
    // (The article cards are the shared components' to localize; the article's Irish address is ours.)
    const slug = (await page.locator("main article").first().getByRole("link").first().getAttribute("href"))!.split("/").pop();
    await visit(page, `/ga/blog/${slug}`);
    // The article itself stays in the language it was written in.
    await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Gach alt" }).getAttribute("href")).toBe("/ga/blog");
    await page.getByRole("heading", { name: "Tuilleadh ón iris" }).waitFor();
    const text = await page.locator("main").textContent();
    for (const english of ["All articles", "More from the journal"]) expect(text).not.toContain(english);
    await lookAtBothSizes(page, "irish-article", { dir: "test-results/irish-pages" });
  });
});

describe("signing in and up in Irish", () => {
  it("shows /ga/auth, the forgotten password and a spent reset link in Irish", async () => {
    await inIrishOnly(
      "/auth",
      ["<title>Sínigh isteach · Sauna Éire</title>", "Fáilte chuig Sauna Éire", "Pasfhocal dearmadta?", "Ar ais chuig an Leathanach Baile"],
      ["Welcome to Sauna Éire", "Forgot password?", "Back to Home", "Join Ireland's sauna community"],
    );
    await inIrishOnly("/auth/forgot-password", ["Ar dhearmad tú do phasfhocal?", "Seol Nasc Athshocraithe"], ["Forgot your password?", "Send Reset Link", "Back to Sign In"]);
    await inIrishOnly("/auth/reset-password?token=spent", ["Ní féidir an nasc seo a úsáid", "Seol Nasc Nua"], ["This link can't be used", "Send a New Link"]);

    const page = await newPage();
    await visit(page, "/ga/auth?tab=sign-up");
    await page.getByLabel("Ainm Iomlán").waitFor();
    await page.getByText("6 charachtar ar a laghad, agus ná húsáid pasfhocal coitianta.").waitFor();
    await lookAtBothSizes(page, "irish-auth", { dir: "test-results/irish-pages" });

    await visit(page, "/ga/auth/forgot-password");
    await page.getByLabel("Ríomhphost").fill("nobody@example.ie");
    await page.getByRole("button", { name: "Seol Nasc Athshocraithe" }).click();
    await page.getByRole("heading", { name: "Féach ar do ríomhphost" }).waitFor();
    await page.getByText("Oibríonn an nasc uair amháin agus téann sé as feidhm i gceann 60 nóiméad.").waitFor();
    expect(await page.getByRole("link", { name: "Ar ais chuig an síniú isteach" }).first().getAttribute("href")).toBe("/ga/auth");
    await lookAtBothSizes(page, "irish-forgot-password", { dir: "test-results/irish-pages" });
  });

  it("signs in on /ga/auth and lands on the Irish page the member was going to", async () => {
    const page = await newPage();
    await visit(page, "/ga/auth?redirectTo=%2Fgift-vouchers");
    await page.getByLabel("Ríomhphost").fill(DEMO.guest);
    await page.getByLabel("Pasfhocal").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sínigh Isteach", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/ga/gift-vouchers");
    await toast(page, "Fáilte ar ais!", "Tá tú sínithe isteach.").waitFor();
  });

  it("refuses a wrong password with an Irish title", async () => {
    const page = await newPage();
    await visit(page, "/ga/auth");
    await page.getByLabel("Ríomhphost").fill(DEMO.guest);
    await page.getByLabel("Pasfhocal").fill("not-the-password-at-all");
    await page.getByRole("button", { name: "Sínigh Isteach", exact: true }).click();
    await toast(page, "Níor éirigh leis an síniú isteach").waitFor();
  });
});

describe("gift vouchers in Irish", () => {
  it("offers a voucher in Irish", async () => {
    await inIrishOnly("/gift-vouchers", ["<title>Bronn Seisiún Sabhna · Sauna Éire</title>", "Dearbháin bhronntanais", "an tAcht um Chosaint an Tomhaltóra"], ["Gift a Sauna Session", "Valid for at least five years"]);
    const page = await newPage();
    await visit(page, "/ga/gift-vouchers");
    await page.getByRole("heading", { level: 1, name: "Bronn Seisiún Sabhna" }).waitFor();
    await lookAtBothSizes(page, "irish-gift-vouchers", { dir: "test-results/irish-pages" });
  });
});

describe("host onboarding in Irish", () => {
  let page: Page;

  it("sends a visitor to sign up in Irish, and back to the Irish wizard", async () => {
    page = await newPage();
    await visit(page, "/ga/onboard");
    expect(new URL(page.url()).pathname).toBe("/ga/auth");
    await toast(page, "Sínigh isteach chun do shabhna a liostú").waitFor();
    await page.getByRole("tab", { name: "Cláraigh" }).click();
    await page.getByLabel("Ainm Iomlán").fill("Máire Ní Bhriain");
    await page.getByLabel("Ríomhphost").fill(`ostach-${Date.now()}@example.ie`);
    await page.getByLabel("Pasfhocal").fill("Spiddal-Steam-2026");
    await page.getByRole("button", { name: "Cláraigh", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/ga/onboard");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await toast(page, "Cuntas cruthaithe!").waitFor();
    await page.getByRole("heading", { level: 1, name: "Cuir fáilte roimh d'aíonna ar Sauna Éire" }).waitFor();
    await page.getByText("Íoctar thú 24 uair an chloig tar éis gach seisiúin").waitFor();
    const text = await page.locator("main").textContent();
    for (const english of ["Join 100+ Irish sauna hosts", "Claim Your Sauna", "List Your Sauna", "commission per booking"]) expect(text).not.toContain(english);
    await toastsGone(page);
    await lookAtBothSizes(page, "irish-onboard-welcome", { dir: "test-results/irish-pages" });
  });

  it("shows step 1 in Irish: its fields, the kinds, amenities and counties by their Irish names", async () => {
    await page.getByRole("button", { name: "Liostaigh do Shabhna" }).click();
    await page.getByText("Céim 1 as 5").waitFor();
    expect(await page.getByRole("progressbar", { name: "Dul chun cinn an chláraithe" }).getAttribute("aria-valuetext")).toBe("Céim 1 as 5: Sonraí an tsabhna");
    await page.getByRole("heading", { level: 1, name: "Inis dúinn faoi do shabhna" }).waitFor();
    await page.getByLabel("Ainm an tsabhna").waitFor();
    await page.getByText("Bairille cruinn adhmaid, lasmuigh de ghnáth").waitFor();
    await page.getByLabel("Linn tumtha fhuar").waitFor();
    // The value sent stays the county's English name; the host reads its Irish one.
    await page.getByLabel("Contae").selectOption({ label: "Corcaigh" });
    expect(await page.getByLabel("Contae").inputValue()).toBe("Cork");
    await page.getByText("Uaslódáil 3 ghrianghraf ar a laghad").waitFor();
    const text = await page.locator("main").textContent();
    for (const english of ["Tell us about your sauna", "Sauna name", "Type of sauna", "Amenities", "Continue to Pricing", "Choose a county"]) expect(text).not.toContain(english);
    await lookAtBothSizes(page, "irish-onboard-details", { dir: "test-results/irish-pages" });
  });

  it("searches listings to claim in Irish, and opens the claim dialog", async () => {
    await page.getByRole("button", { name: "Siar" }).click();
    await page.getByRole("button", { name: "Éiligh do Shabhna" }).click();
    await page.getByRole("heading", { level: 1, name: "Éiligh do Shabhna" }).waitFor();
    // A listing no other test claims: the app is shared by every e2e file (onboarding.e2e claims Lough Derg's).
    await page.getByLabel("Ainm an tsabhna").fill("myrtle");
    await page.getByLabel("Contae").selectOption({ label: "Corcaigh" });
    await page.getByRole("search", { name: "Aimsigh do shabhna" }).getByRole("button", { name: "Cuardaigh" }).click();
    await page.getByText("1 liostú aimsithe").waitFor();
    await page.locator("main ul li").getByText(/Corcaigh$/).waitFor();
    await lookAtBothSizes(page, "irish-onboard-claim", { dir: "test-results/irish-pages" });
    await page.getByRole("button", { name: "Éiligh Myrtleville Cove Sauna" }).click();
    const dialog = page.getByRole("dialog", { name: "Éiligh Myrtleville Cove Sauna" });
    await dialog.getByLabel("Ainm an ghnó").waitFor();
    await dialog.getByRole("button", { name: "Éiligh an Liostú Seo" }).waitFor();
    await lookAtBothSizes(page, "irish-onboard-claim-dialog", { dir: "test-results/irish-pages", fullPage: false });
  });
});
