// Members get the shared public page (decision 013, issue 23): the same cached HTML a visitor
// gets, their own bits (initials, admin/owner links, the heart) from GET /api/me. Two members on
// one warm page never see each other's state; a member never sees 'Sign In' flash before /api/me
// answers; a visitor never asks it; a member's own favourite shows at once, on reload and in
// Favourites.
import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, newPage, PHONE, DESKTOP, saunaPath, screenshot, sessionCookie, setUpBrowser, signUp, visit } from "./harness";

setUpBrowser();

const SAUNA = "Skerries Harbour Sauna";
const PASSWORD = "Heather-Sauna-88";
const stamp = Date.now();
const CIARA = { name: "Ciara Member", email: `ciara-${stamp}@example.ie`, password: PASSWORD };
const DONAL = { name: "Donal Member", email: `donal-${stamp}@example.ie`, password: PASSWORD };

/** The signed-in member's avatar menu in the navbar (its name says whose it is). */
const accountMenu = (page: Page, email: string) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: `Account menu for ${email}` });
/** The placeholders a member sees until /api/me answers (app.css: .member-only under <html data-member>). */
const neutralAvatar = (page: Page) => page.getByRole("navigation", { name: "Main" }).locator(".member-only");
const neutralHeart = (page: Page) => page.locator("main .member-only");
const signInLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" });

/** Holds every /api/me request until `release`: what the page shows meanwhile is the first paint's state. */
async function holdMemberRequests(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/api/me*", (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

describe("members on the shared public pages", () => {
  let path: string;
  let ciara: Page;
  let donal: Page;

  beforeAll(async () => {
    path = await saunaPath(SAUNA);
    ciara = await newPage();
    await signUp(ciara, CIARA);
    donal = await newPage();
    await signUp(donal, DONAL);
  });

  it("gives a member the cached page, with nothing of anyone's in it", async () => {
    // Warm: a visitor's request fills the cache; the ETag names the entry. The visitor holds the
    // stylesheet as the member's browser does (or not): each is its own page (decision 013 C).
    const css = (await ciara.context().cookies()).find((c) => c.name === "se_css");
    const visitor = await fetch(baseUrl() + path, { headers: css ? { Cookie: `se_css=${css.value}` } : {} });
    const etag = visitor.headers.get("etag");
    expect(etag).toBeTruthy();
    const response = await visit(ciara, path);
    expect(response?.headers().etag, "the member got the cached entry").toBe(etag);
    const html = await response!.text();
    for (const own of [CIARA.email, CIARA.name, DONAL.email, DONAL.name]) expect(html).not.toContain(own);
    expect(response?.headers()["set-cookie"] ?? "").not.toContain("session_token");
  });

  it("keeps a page first asked by a member as the visitor's page, with no one's name in it, for everyone after", async () => {
    // The session and the marker, without the sign-in's one-time toast (which is shown once, then cleared).
    const cookie = (await sessionCookie({ baseUrl: baseUrl() }, CIARA, "198.51.100.211")).split("; ").filter((c) => !c.startsWith("se_flash=")).join("; ");
    expect(cookie).toContain("se_member=1");
    // A page nobody has asked for yet (its own query string is its own cache entry).
    const fresh = `/saunas?q=${encodeURIComponent("Harbour")}&m=${stamp}`;
    const first = await fetch(baseUrl() + fresh, { headers: { Cookie: cookie } });
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    for (const own of [CIARA.email, CIARA.name, ">CI<"]) expect(firstHtml).not.toContain(own);
    // Kept as the visitor's page: the visitor after them gets the very same page…
    const visitor = await fetch(baseUrl() + fresh);
    expect(visitor.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await visitor.text()).toBe(firstHtml);
    // …and so does the member's next request.
    const again = await fetch(baseUrl() + fresh, { headers: { Cookie: cookie } });
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    // The member's own bits: private, never stored.
    const me = await fetch(`${baseUrl()}/api/me`, { headers: { Cookie: cookie } });
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    expect(await me.json()).toMatchObject({ signedIn: true, email: CIARA.email, initials: "CI" });
  });

  it("shows two members on the same warm page only their own initials and heart, before and after the other saves it", async () => {
    await visit(ciara, path);
    await visit(donal, path);
    await accountMenu(ciara, CIARA.email).waitFor();
    await accountMenu(donal, DONAL.email).waitFor();
    expect(await ciara.getByRole("navigation", { name: "Main" }).innerText()).toContain("CI");
    expect(await donal.getByRole("navigation", { name: "Main" }).innerText()).toContain("DO");
    await ciara.getByRole("button", { name: "Add to Favourites" }).waitFor();
    await donal.getByRole("button", { name: "Add to Favourites" }).waitFor();

    // Ciara saves it: 'Saved' for her at once; Donal's page, reloaded, is still his.
    await ciara.getByRole("button", { name: "Add to Favourites" }).click();
    await ciara.getByRole("button", { name: "Saved" }).waitFor();
    await visit(donal, path);
    await accountMenu(donal, DONAL.email).waitFor();
    await donal.getByRole("button", { name: "Add to Favourites" }).waitFor();
    expect(await donal.content()).not.toContain(CIARA.email);

    // Donal saves and removes it; Ciara's, reloaded, still says 'Saved' with her own initials.
    await donal.getByRole("button", { name: "Add to Favourites" }).click();
    await donal.getByRole("button", { name: "Saved" }).waitFor();
    await donal.getByRole("button", { name: "Saved" }).click();
    await donal.getByRole("button", { name: "Add to Favourites" }).waitFor();
    await visit(ciara, path);
    await accountMenu(ciara, CIARA.email).waitFor();
    await ciara.getByRole("button", { name: "Saved" }).waitFor();
    expect(await ciara.content()).not.toContain(DONAL.email);
    expect(await ciara.getByRole("navigation", { name: "Main" }).innerText()).not.toContain("DO");
  });

  it.each([["phone", PHONE], ["desktop", DESKTOP]] as const)("shows a member a neutral avatar and heart, never 'Sign In', until /api/me answers (%s)", async (name, viewport) => {
    await ciara.setViewportSize(viewport);
    const gate = await holdMemberRequests(ciara);
    await ciara.goto(path);
    await ciara.waitForSelector("html[data-hydrated]", { state: "attached" });
    // The head script asked at once, before the page's own scripts.
    expect(gate.count()).toBeGreaterThan(0);
    expect(await ciara.evaluate(() => document.documentElement.hasAttribute("data-member"))).toBe(true);
    expect(await signInLink(ciara).isVisible()).toBe(false);
    expect(await neutralAvatar(ciara).isVisible()).toBe(true);
    expect(await neutralHeart(ciara).isVisible()).toBe(true);
    // Neither the visitor's nor anyone's state: no 'Add to Favourites', no 'Saved'.
    expect(await ciara.getByRole("button", { name: "Add to Favourites" }).count()).toBe(0);
    expect(await ciara.getByRole("button", { name: "Saved" }).count()).toBe(0);
    await screenshot(ciara, `member-sauna-neutral-${viewport.width}`, { fullPage: false });
    await gate.release();

    await ciara.getByRole("button", { name: "Saved" }).waitFor();
    if (name === "desktop") await accountMenu(ciara, CIARA.email).waitFor();
    expect(await neutralAvatar(ciara).count()).toBe(0);
    expect(await signInLink(ciara).count()).toBe(0);
    await ciara.unrouteAll();
    await screenshot(ciara, `member-sauna-${viewport.width}`, { fullPage: false });
    await expectAccessible(ciara);
  });

  it("shows a visitor 'Sign In' at once, and a visitor's page never asks /api/me", async () => {
    const page = await newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/me") asked.push(request.url());
    });
    await visit(page, path);
    expect(await signInLink(page).isVisible()).toBe(true);
    expect(await neutralAvatar(page).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Add to Favourites" }).waitFor();
    // In-app navigation too (the sauna page's clientLoader asks only with the marker).
    await visit(page, `/saunas?q=${encodeURIComponent("Skerries")}`);
    await page.getByRole("link", { name: SAUNA }).first().click();
    await page.waitForURL((u) => u.pathname === path);
    await page.getByRole("button", { name: "Add to Favourites" }).waitFor();
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it("shows a member's own favourite at once, after a reload, in Favourites, and after moving back in the app", async () => {
    const other = await saunaPath("Tramore Strand Sauna");
    await visit(donal, other);
    await donal.getByRole("button", { name: "Add to Favourites" }).click();
    await donal.getByRole("button", { name: "Saved" }).waitFor();
    await visit(donal, other);
    await donal.getByRole("button", { name: "Saved" }).waitFor();
    await visit(donal, "/my-account/favourites");
    await donal.getByRole("link", { name: "Tramore Strand Sauna", exact: true }).click();
    await donal.waitForURL((u) => u.pathname === other);
    await donal.getByRole("button", { name: "Saved" }).click();
    await donal.getByRole("button", { name: "Add to Favourites" }).waitFor();
    await visit(donal, other);
    await donal.getByRole("button", { name: "Add to Favourites" }).waitFor();
  });

  it("follows a sign-out and a sign-in without a reload", async () => {
    const page = await newPage();
    await signUp(page, { name: "Eimear Member", email: `eimear-${stamp}@example.ie`, password: PASSWORD });
    await accountMenu(page, `eimear-${stamp}@example.ie`).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await signInLink(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-member"))).toBe(false);
    await page.context().close();
  });
});
