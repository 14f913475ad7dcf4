// The site's stylesheet once (decision 013): a first visit gets it inline; once the page has
// loaded, the browser fetches the file and is given the cookie, and its next pages link the file
// instead of carrying the CSS. Shared (cached) pages keep both versions apart.
import { describe, expect, it } from "vitest";
import { baseUrl, newPage, setUpBrowser, visit } from "./harness";

setUpBrowser();

const INLINE_STYLE = /<style>\/\*! tailwindcss/;
const LINKED = /<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)" data-site-css=""\/>/;

async function html(path: string, cookie?: string) {
  const res = await fetch(baseUrl() + path, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
}

describe("the site's stylesheet", () => {
  it("is inline on a first visit, then linked from the file the browser holds, looking the same", async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    page.on("pageerror", (error) => void errors.push(error.message));

    const first = await page.goto("/saunas");
    expect(await first!.text()).toMatch(INLINE_STYLE);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const looks = () => page.evaluate(() => {
      const heading = getComputedStyle(document.querySelector("h1")!);
      return { font: heading.fontFamily, size: heading.fontSize, colour: heading.color, body: getComputedStyle(document.body).backgroundColor };
    });
    const inlineLooks = await looks();
    // After the page has loaded, the file is fetched and the cookie says it is held.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "se_css")?.value, { timeout: 15_000 }).toMatch(/^app-[\w-]+$/);
    const held = (await page.context().cookies()).find((c) => c.name === "se_css")!.value;

    const second = await page.goto("/saunas");
    const body = await second!.text();
    expect(body).not.toMatch(INLINE_STYLE);
    expect(LINKED.exec(body)?.[1]).toBe(`/assets/${held}.css`);
    await visit(page, "/saunas");
    expect(await looks()).toEqual(inlineLooks);
    // Hydration found the <link> it rendered: no mismatch, nothing thrown.
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the cached page's two versions apart, and inlines it again for a file of another build", async () => {
    const page = await newPage();
    await visit(page, "/blog");
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "se_css"), { timeout: 15_000 }).toBe(true);
    const held = (await page.context().cookies()).find((c) => c.name === "se_css")!.value;
    await page.context().close();

    // Asked linked first, then inline, then linked again: each gets its own version.
    expect(await html("/blog", `se_css=${held}`)).toMatch(LINKED);
    const inline = await html("/blog");
    expect(inline).toMatch(INLINE_STYLE);
    expect(inline).not.toMatch(LINKED);
    expect(await html("/blog", `se_css=${held}`)).toMatch(LINKED);
    // A stylesheet of an earlier build is not the one this page needs.
    expect(await html("/blog", "se_css=app-0ld8uild")).toMatch(INLINE_STYLE);
    // The linked file is there, cached for a year.
    const file = await fetch(baseUrl() + `/assets/${held}.css`);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toContain("immutable");
    expect(await file.text()).toMatch(/^\/\*! tailwindcss/);
  });
});
