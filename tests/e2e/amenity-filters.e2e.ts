// The filters sauna-goers ask for (issue 24, item 4): a host ticks amenities in Sauna Settings,
// and a guest narrows /saunas with the amenity chips, which show their counts for the current
// search, live in the URL (so a reload and a shared link keep them) and work as plain links.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DEMO, lookAtBothSizes, newPage, setUpBrowser, signedInPage, toastsGone, visit } from "./harness";
import { chooseSauna } from "./steps";

setUpBrowser();

const SAUNA = "Forty Foot Sauna Box";
const TICKED = ["Dog-friendly", "Step-free access"];

/** The chip's number as shown ("2", "1,200+"). */
async function chipCount(page: Page, slug: string): Promise<string> {
  return (await page.locator(`[data-amenity="${slug}"] span[aria-hidden=true]`).textContent()) ?? "";
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole("main").locator("ul li h2").allTextContents();
}

async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
}

async function setAmenities(page: Page, on: boolean) {
  await visit(page, "/dashboard/settings");
  const section = page.getByRole("region", { name: "Amenities" });
  for (const label of TICKED) await section.getByRole("checkbox", { name: label, exact: true }).setChecked(on);
  await section.getByRole("button", { name: "Save amenities" }).click();
  await page.getByText("Amenities saved").waitFor();
}

describe("amenity filters", () => {
  let owner: Page;
  beforeAll(async () => {
    owner = await signedInPage(DEMO.owner);
    await chooseSauna(owner, SAUNA);
  });
  afterAll(async () => {
    // Leave the demo sauna as it was for the other files.
    await setAmenities(owner, false);
    await owner.context().close();
  });

  it("a host ticks amenities in Sauna Settings, and a guest finds the sauna by them on /saunas", async () => {
    const guest = await newPage();
    await visit(guest, "/saunas?county=Dublin");
    const dogsBefore = Number(await chipCount(guest, "dog-friendly"));

    await setAmenities(owner, true);
    await toastsGone(owner);
    await lookAtBothSizes(owner, "amenity-filters-settings");

    // The guest's next visit counts the new amenity (the listing's cache is emptied by the save).
    await visit(guest, "/saunas?county=Dublin");
    const all = (await cardNames(guest)).length;
    expect(Number(await chipCount(guest, "dog-friendly"))).toBe(dogsBefore + 1);

    await guest.locator('[data-amenity="dog-friendly"]').click();
    await guest.waitForURL((u) => u.searchParams.get("amenities") === "dog-friendly");
    await settled(guest);
    const dogs = await cardNames(guest);
    expect(dogs).toContain(SAUNA);
    expect(dogs.length).toBe(dogsBefore + 1);
    expect(dogs.length).toBeLessThan(all);
    expect(await guest.locator('[data-amenity="dog-friendly"]').getAttribute("aria-current")).toBe("true");
    // A chip that is on counts the list itself; the county stays.
    expect(await chipCount(guest, "dog-friendly")).toBe(String(dogs.length));
    expect(await guest.getByLabel("County").inputValue()).toBe("Dublin");

    // Combined: only saunas with both.
    await guest.locator('[data-amenity="step-free"]').click();
    await guest.waitForURL((u) => u.searchParams.get("amenities") === "step-free,dog-friendly");
    await settled(guest);
    expect(await cardNames(guest)).toEqual([SAUNA]);
    await expect(guest.getByTestId("result-count").textContent()).resolves.toBe("1 sauna found");
    await lookAtBothSizes(guest, "amenity-filters-saunas");

    // A reload and a shared link show the same list.
    await guest.reload();
    await settled(guest);
    expect(await cardNames(guest)).toEqual([SAUNA]);
    const shared = await newPage();
    await visit(shared, new URL(guest.url()).pathname + new URL(guest.url()).search);
    expect(await cardNames(shared)).toEqual([SAUNA]);
    expect(await shared.locator('[data-amenity="step-free"]').getAttribute("aria-current")).toBe("true");

    // Before any script: the HTML has the narrowed list and the chips as links to the next URLs.
    const html = await (await fetch(`${baseUrl()}/saunas?county=Dublin&amenities=step-free,dog-friendly`)).text();
    expect(html).toContain(SAUNA);
    expect(html).toContain('href="/saunas?county=Dublin&amp;amenities=dog-friendly"');

    // The filter form keeps the chips when it is sent; the chip's link takes one off.
    await guest.getByLabel("Max price (€)").fill("500");
    await guest.getByRole("button", { name: "Apply filters" }).click();
    await guest.waitForURL((u) => u.searchParams.get("maxPrice") === "500");
    expect(new URL(guest.url()).searchParams.get("amenities")).toBe("step-free,dog-friendly");
    await guest.locator('[data-amenity="dog-friendly"]').click();
    await guest.waitForURL((u) => u.searchParams.get("amenities") === "step-free");
    await settled(guest);
    expect(await cardNames(guest)).toContain(SAUNA);
    await guest.context().close();
    await shared.context().close();
  }, 240_000);

  it("works by keyboard: a chip is a link that Enter follows, with a visible focus ring", async () => {
    const page = await newPage();
    await visit(page, "/saunas");
    const chip = page.locator('[data-amenity="cold-plunge"]');
    await chip.focus();
    const outline = await chip.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("amenities") === "cold-plunge");
    await settled(page);
    expect((await cardNames(page)).length).toBeGreaterThan(0);
    await page.context().close();
  });
});
