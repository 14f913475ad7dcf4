// Choices made before the page's script has loaded must stand once it takes over (issue 11):
// on a slow phone people start choosing as soon as the page appears.
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, setUpBrowser } from "./harness";

setUpBrowser();

/** Holds back every script until `release` is called, so the page stays un-hydrated meanwhile. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  await page.route("**/assets/*.js", (route) => (releasing ? route.continue() : void held.push(route)));
  return async () => {
    releasing = true;
    for (const route of held.splice(0)) await route.continue();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  };
}

describe("choices made before the page's script runs", () => {
  it("keep the listing's filters", async () => {
    const page = await newPage();
    const release = await holdScripts(page);
    await page.goto("/saunas", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByLabel("County").selectOption("Kerry");
    await page.getByLabel("Type").selectOption("Wood-Fired");
    await page.getByLabel("Search").fill("barrel");
    await release();
    await page.waitForTimeout(300);
    expect(await page.getByLabel("County").inputValue()).toBe("Kerry");
    expect(await page.getByLabel("Type").inputValue()).toBe("Wood-Fired");
    expect(await page.getByLabel("Search").inputValue()).toBe("barrel");
    await page.context().close();
  });

  it("keep the booking's date, type and guests", async () => {
    const page = await newPage();
    await page.goto("/saunas");
    const href = await page.locator('a[href^="/sauna/"]').first().getAttribute("href");
    const release = await holdScripts(page);
    await page.goto(href!, { waitUntil: "domcontentloaded" });
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Booking type").selectOption("private");
    await page.getByLabel("Guests").selectOption("2");
    await release();
    await page.waitForTimeout(300);
    expect(await page.getByLabel("Date").inputValue()).toBe(date);
    expect(await page.getByLabel("Booking type").inputValue()).toBe("private");
    expect(await page.getByLabel("Guests").inputValue()).toBe("2");
    // The script knows about them too: the time slots for that date load.
    await page.locator("#booking-time option").nth(1).waitFor({ state: "attached" });
    await page.context().close();
  });
});
