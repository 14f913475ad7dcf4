import { describe, expect, it } from "vitest";
import { baseUrl, newPage, screenshot, screenshotAndAxe, setUpBrowser, visit, visitOnPhone } from "./harness";

setUpBrowser();

describe("Blog", () => {
  it("lists published articles and opens one with its image, category, read time, date and text", async () => {
    const page = await newPage();
    await visit(page, "/blog");
    await expect(page.locator("h1").allTextContents()).resolves.toEqual(["Sauna Journal"]);
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await screenshotAndAxe(page, "blog-desktop");

    const title = (await cards.first().locator("h2").textContent())!.trim();
    await cards.first().getByRole("link", { name: /^Read More/ }).click();
    await page.waitForURL((url) => /^\/blog\/[a-z0-9-]+$/.test(url.pathname));
    await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
    const header = page.locator("main article header");
    await expect(header.textContent()).resolves.toMatch(/\d+ min read/);
    // en-IE dates: 2 Mar 2026
    await expect(header.locator("time").textContent()).resolves.toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    expect(await page.locator("main article p").count()).toBeGreaterThan(2);
    await expect(page.title()).resolves.toContain(title);
    await screenshotAndAxe(page, "blog-article-desktop");

    const phone = await visitOnPhone(new URL(page.url()).pathname);
    await screenshot(phone, "blog-article-phone");
    await visit(phone, "/blog");
    await screenshot(phone, "blog-phone");
  });

  it("opens an article from the home page's 'Read More'", async () => {
    const page = await newPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await visit(page, "/");
    const teaser = page.locator("section[aria-labelledby=blog-heading] article").first();
    const title = (await teaser.locator("h3").textContent())!.trim();
    await teaser.getByRole("link", { name: /^Read More/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/blog/"));
    await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
  });

  it("answers an unknown article with the 404 page", async () => {
    const res = await fetch(`${baseUrl()}/blog/no-such-article`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
    const page = await newPage();
    await visit(page, "/blog/no-such-article");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
  });
});
