import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newPage, PHONE, screenshot, visit } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("404 page", () => {
  it("shows 'Oops! Page not found' with 'Return to Home' that leads home", async () => {
    const page = await newPage(browser);
    const response = await visit(page, "/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await expectAccessible(page);
    await screenshot(page, "not-found-desktop");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    const phone = await newPage(browser, PHONE);
    await visit(phone, "/nothing-here");
    await screenshot(phone, "not-found-phone");
  });
});
