// What every end-to-end test needs: the running app's address, Debian's Chromium, sign-in,
// screenshots and an axe-core check that fails on serious or critical violations.
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

export const DEMO_PASSWORD = "sauna-demo-2026";
export const DEMO = {
  guest: "guest@demo.sauna-eire.ie",
  owner: "owner@demo.sauna-eire.ie",
  admin: "admin@demo.sauna-eire.ie",
  superadmin: "superadmin@demo.sauna-eire.ie",
};

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export function baseUrl(): string {
  return inject("e2eBaseUrl");
}

/** A demo sauna's page, e.g. "/sauna/…", found by its name in the listing as a guest would. */
export async function saunaPath(name: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/saunas?q=${encodeURIComponent(name)}`)).text();
  return /href="(\/sauna\/[0-9a-f-]+)"/.exec(html)![1];
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
 * app's base URL: the shared app, or the one a test file starts for itself. Each page is its own client to the server's rate limiter (see
 * global-setup.ts): a random address, or `client` (198.51.100.<client>) where a file numbers its
 * clients so that no two of them can share one.
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
  return context.newPage();
}

/** Navigates and waits until React has hydrated the page (the root sets data-hydrated). */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return response;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await visit(page, "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** Fails on serious or critical axe-core violations, naming them. */
export async function expectAccessible(page: Page) {
  // A toast or dialog still fading in is half transparent, and axe would judge its contrast mid-fade
  // (it did, on a loaded machine). Wait for finite animations and transitions to end; endless ones
  // such as a spinner never do.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(summary).toEqual([]);
}

/** Saves a screenshot under test-results/screenshots to look at: the whole page, or only what is on the screen. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  const dir = path.join("test-results", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
