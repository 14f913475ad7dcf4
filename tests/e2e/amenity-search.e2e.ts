// Text search finds what the filters find (docs/product.md §2 All Saunas): a guest who types an
// amenity's words into the home page's search, in English or in Irish, gets every sauna its chip
// on /saunas counts, not only those whose description happens to use the words.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { newPage, setUpBrowser, visit } from "./harness";

setUpBrowser();

const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

/** The chip's number as shown ("17"). */
async function chipCount(page: Page, slug: string): Promise<number> {
  return Number((await page.locator(`[data-amenity="${slug}"] span[aria-hidden=true]`).textContent())?.replace(/\D/g, ""));
}

describe.each([
  { prefix: "", words: "sea swim", button: "Search Saunas" },
  { prefix: "/ga", words: "Snámh farraige", button: "Cuardaigh Sabhnaí" },
])("searching '$words' from the home page", ({ prefix, words, button }) => {
  it("finds every sauna the Sea swim chip counts", async () => {
    const page = await newPage();
    pages.push(page);
    await visit(page, `${prefix}/saunas`);
    const everyone = await chipCount(page, "sea-swim");
    expect(everyone).toBeGreaterThan(0);

    await visit(page, prefix || "/");
    await page.locator("#hero-search").fill(words);
    await page.getByRole("button", { name: button, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `${prefix}/saunas` && u.searchParams.get("q") === words);
    // Of the saunas the search found, how many have the amenity: all of them that exist.
    await expect.poll(() => chipCount(page, "sea-swim")).toBe(everyone);
    const cards = await page.getByRole("main").locator("ul li h2").count();
    expect(cards).toBeGreaterThanOrEqual(Math.min(everyone, 24));
  });
});
