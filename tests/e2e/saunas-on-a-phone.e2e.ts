// All Saunas on a phone (docs/product.md §2 All Saunas): the filters, the amenity chips and
// 'Free soon' fold away behind one 'Filters' button saying how many are on, so the first result
// shows on the first screen at 375 × 812, in English and in Irish; the button is a native
// disclosure, which opens without JavaScript too. On a desktop the filters show as before.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { DESKTOP, expectAccessible, newPage, PHONE, screenshot, setUpBrowser, visit } from "./harness";

setUpBrowser();

const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

async function open(viewport: typeof PHONE, path: string, { script = true } = {}): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  if (script) {
    await visit(page, path);
  } else {
    // The page as it is before (or without) its JavaScript: the server's HTML and CSS alone.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(path);
  }
  return page;
}

/** How far down the page the first result's card starts. */
async function firstResultTop(page: Page): Promise<number> {
  const box = await page.getByRole("main").locator("ul li article").first().boundingBox();
  expect(box).not.toBeNull();
  return box!.y + (await page.evaluate(() => window.scrollY));
}

describe.each([
  { prefix: "", filters: "Filters", active: "2 active", search: "Search" },
  { prefix: "/ga", filters: "Scagairí", active: "2 i bhfeidhm", search: "Cuardaigh" },
])("All Saunas on a phone ($prefix)", ({ prefix, filters, active, search }) => {
  it("shows the first result on the first screen, the filters folded behind one button", async () => {
    const page = await open(PHONE, `${prefix}/saunas`);
    expect(await firstResultTop(page)).toBeLessThan(PHONE.height);
    const button = page.locator("summary").filter({ hasText: filters });
    expect(await button.isVisible()).toBe(true);
    expect(await page.getByLabel(search, { exact: true }).isVisible()).toBe(false);
    expect(await page.getByTestId("amenity-chips").isVisible()).toBe(false);
    await screenshot(page, `saunas-phone-first-screen${prefix.replace("/", "-")}-375`, { fullPage: false });

    await button.click();
    await page.getByLabel(search, { exact: true }).waitFor();
    expect(await page.getByTestId("amenity-chips").isVisible()).toBe(true);
    expect(await page.getByTestId("free-soon").isVisible()).toBe(true);
    await screenshot(page, `saunas-phone-filters-open${prefix.replace("/", "-")}-375`, { fullPage: false });
    await expectAccessible(page);
  }, 180_000);

  it("says how many filters are on, and still shows the first result first", async () => {
    const page = await open(PHONE, `${prefix}/saunas?county=Cork&amenities=sea-swim`);
    await page.locator("summary").filter({ hasText: active }).waitFor();
    expect(await firstResultTop(page)).toBeLessThan(PHONE.height);
  });

  it("opens without JavaScript", async () => {
    const page = await open(PHONE, `${prefix}/saunas`, { script: false });
    expect(await page.getByLabel(search, { exact: true }).isVisible()).toBe(false);
    await page.locator("summary").filter({ hasText: filters }).click();
    await page.getByLabel(search, { exact: true }).waitFor();
  });

  it("keeps the filters in view on a desktop, with no button, with or without JavaScript", async () => {
    for (const script of [true, false]) {
      const page = await open(DESKTOP, `${prefix}/saunas`, { script });
      expect(await page.locator("summary").filter({ hasText: filters }).isVisible()).toBe(false);
      expect(await page.getByLabel(search, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByTestId("amenity-chips").isVisible()).toBe(true);
      expect(await page.getByTestId("free-soon").isVisible()).toBe(true);
      if (script) await screenshot(page, `saunas-desktop-filters${prefix.replace("/", "-")}-1280`, { fullPage: false });
    }
  });
});
