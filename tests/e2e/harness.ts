// What every end-to-end test needs: the running app's address, Debian's Chromium and fresh pages
// in it, sign-up and sign-in (in the browser, or by a form post for a session cookie), and the
// look at a screen: screenshots, no sideways scrolling, and an axe-core check that fails on
// serious or critical violations, at one width or at both.
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { workerIndex } from "./workers";

export const DEMO_PASSWORD = "sauna-demo-2026";
export const DEMO = {
  guest: "guest@demo.sauna-eire.ie",
  owner: "owner@demo.sauna-eire.ie",
  admin: "admin@demo.sauna-eire.ie",
  superadmin: "superadmin@demo.sauna-eire.ie",
};

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** The shared app of this test worker (global-setup.ts). */
export function baseUrl(): string {
  return inject("e2eBaseUrls")[workerIndex()];
}

/**
 * A sauna's page, e.g. "/sauna/…", found by its name in the listing as a guest would (on the
 * shared app, or on `app`); null when no listed sauna has that name.
 */
export async function listedSaunaPath(name: string, app = { baseUrl: baseUrl() }): Promise<string | null> {
  const html = await (await fetch(`${app.baseUrl}/saunas?q=${encodeURIComponent(name)}`)).text();
  return /href="(\/sauna\/[0-9a-f-]+)"/.exec(html)?.[1] ?? null;
}

/** A listed sauna's page, e.g. "/sauna/…" (see `listedSaunaPath`). */
export async function saunaPath(name: string, app = { baseUrl: baseUrl() }): Promise<string> {
  const path = await listedSaunaPath(name, app);
  if (!path) throw new Error(`No sauna called ${name} in the listing`);
  return path;
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

let browser: Browser | undefined;

/**
 * One Chromium for the tests of this file (or of the describe block it is called in): launched
 * before them, closed after them. `newPage` opens its pages in it. Vitest gives each test file its
 * own modules, so files never share a browser.
 */
export function setUpBrowser(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

/**
 * A fresh page (own cookies) in this file's browser (`setUpBrowser`), of the given size, with the
 * app's base URL: the shared app, or the one a test file starts for itself. Each page is its own
 * client to the server's rate limiter (see global-setup.ts): a random address, or `client`
 * (198.51.100.<client>) where a file numbers its clients so that no two of them can share one
 * (`numberedClients`).
 */
export async function newPage(viewport = DESKTOP, app: { baseUrl: string; client?: number } = { baseUrl: baseUrl() }): Promise<Page> {
  if (!browser) throw new Error("No browser: call setUpBrowser() at the top of the test file.");
  const client = app.client ?? 1 + Math.floor(Math.random() * 254);
  const context = await browser.newContext({
    viewport,
    baseURL: app.baseUrl,
    locale: "en-IE",
    timezoneId: "Europe/Dublin",
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${client}` },
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.baseUrl });
  // A deadline for a wait that never ends, not a measure of speed: two test files share the two
  // cores (vitest.e2e.config.ts), and Playwright's 30 s ran out on a slow server answer.
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

/** Navigates and waits until React has hydrated the page (the root sets data-hydrated). */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return response;
}

/** A fresh page at phone width (see `newPage`) on the shared app's `path`. */
export async function visitOnPhone(path: string): Promise<Page> {
  const page = await newPage(PHONE);
  await visit(page, path);
  return page;
}

/** A new member, as the Sign Up tab asks for them. */
export type NewMember = { name: string; email: string; password: string };

/** Fills in the Sign Up tab and sends it: what follows is the test's to check. */
export async function submitSignUp(page: Page, who: NewMember) {
  await visit(page, "/auth?tab=sign-up");
  await page.getByLabel("Full Name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
}

/** Signs a new member up, and waits for the home page they land on, signed in at once. */
export async function signUp(page: Page, who: NewMember) {
  await submitSignUp(page, who);
  await page.waitForURL((u) => u.pathname === "/");
}

/** Signs in through the Sign In tab, and waits for the home page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await visit(page, "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** A fresh page (see `newPage`) signed in as `email` with the demo password. */
export async function signedInPage(email: string, viewport = DESKTOP, app?: { baseUrl: string; client?: number }): Promise<Page> {
  const page = await newPage(viewport, app);
  await signIn(page, email);
  return page;
}

/**
 * Pages on an app of a file's own, each a client of its own numbered 1, 2, 3… (see `newPage`), so
 * that no two of them share an address at the sign-in limiter.
 */
export function numberedClients(app: { baseUrl: string }) {
  let client = 1;
  const next = () => ({ baseUrl: app.baseUrl, client: client++ });
  return {
    page: (viewport = DESKTOP) => newPage(viewport, next()),
    signedInPage: (email: string, viewport = DESKTOP) => signedInPage(email, viewport, next()),
  };
}

/** A toast with this title (and message), as the specification's error catalogue words it. */
export function toast(page: Page, title: string, message?: string) {
  const withTitle = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return message ? withTitle.filter({ hasText: message }) : withTitle;
}

/** Nothing on the page is wider than `width`: it does not scroll sideways. */
export async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The cookies a response sets, as a `Cookie` header sends them back. */
export function cookiesOf(res: Response): string {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/**
 * Signs in (or up, given a `fullName`) by posting the /auth form without a browser, and returns
 * the session's cookies for a `Cookie` header. `client` is the address it poses as
 * (X-Forwarded-For): better-auth lets each address sign in 3 times in 10 s.
 */
export async function sessionCookie(app: { baseUrl: string }, account: { email: string; password: string; fullName?: string }, client: string): Promise<string> {
  const intent = account.fullName === undefined ? "sign-in" : "sign-up";
  const res = await fetch(`${app.baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.baseUrl, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams({ intent, ...account }).toString(),
  });
  expect(res.status, `${account.email} ${intent === "sign-in" ? "signs in" : "signs up"}`).toBe(302);
  return cookiesOf(res);
}

/** Fails on serious or critical axe-core violations, naming them. */
export async function expectAccessible(page: Page) {
  // A toast or dialog still fading in is half transparent, and axe would judge its contrast mid-fade
  // (it did, on a loaded machine).
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(summary).toEqual([]);
}

const SCREENSHOTS = path.join("test-results", "screenshots");
/**
 * Screenshots are for people to look at. CI, where nobody does, takes none: a full-page capture
 * and its PNG cost Chromium about a second each, several minutes of a CPU-bound run.
 * E2E_SCREENSHOTS=1 takes them there too, E2E_SCREENSHOTS=0 nowhere.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== "0" : !process.env.CI;

/** Waits for finite animations and transitions to end; endless ones such as a spinner never do. */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Saves a screenshot to look at (not in CI: TAKE_SCREENSHOTS), once nothing is half-way through fading in: under
 * test-results/screenshots unless a file keeps its own `dir`; the whole page, or only what is on
 * the screen.
 */
export async function screenshot(page: Page, name: string, { fullPage = true, dir = SCREENSHOTS }: { fullPage?: boolean; dir?: string } = {}) {
  // Also without a screenshot: callers check the screen with axe next, which needs it settled.
  await animationsDone(page);
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** A screenshot to look at (see `screenshot`), and axe-core's check of the same screen. */
export async function screenshotAndAxe(page: Page, name: string, options: { fullPage?: boolean; dir?: string } = {}) {
  await screenshot(page, name, options);
  await expectAccessible(page);
}

/** Toasts fade in and out, and axe would measure their contrast half-way: waits until none is left. */
export async function toastsGone(page: Page) {
  await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 15_000 });
}

/**
 * Looks at the page at 375 px and then at 1280 px: nothing on it wider than the screen, nothing
 * serious for axe, and a screenshot of each, `<name>-375` and `<name>-1280` (see `screenshot`).
 * `atEachSize` runs after each resize, to load the page afresh at that width. The page gets back
 * the size it had.
 */
export async function lookAtBothSizes(
  page: Page,
  name: string,
  { fullPage = true, dir, atEachSize }: { fullPage?: boolean; dir?: string; atEachSize?: () => Promise<unknown> } = {},
) {
  const viewport = page.viewportSize() ?? DESKTOP;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await atEachSize?.();
    // From the top: a full-page screenshot of a scrolled page draws the sticky header mid-page.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} fits ${size.width} px` }).toBeLessThanOrEqual(size.width);
    await screenshotAndAxe(page, `${name}-${size.width}`, { fullPage, dir });
  }
  await page.setViewportSize(viewport);
}
