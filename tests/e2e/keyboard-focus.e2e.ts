// Where focus goes, for someone using the keyboard (issue 11): a skip link first, the phone's
// menu, the new page's heading after moving, and back to what opened a dialog after it closes.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO, newPage, setUpBrowser, signedInPage, visit, visitOnPhone } from "./harness";

setUpBrowser();

/** A short description of the focused element: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}:${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60)}` : "";
  });

async function saunaPath(page: Page, name: string) {
  await visit(page, `/saunas?q=${encodeURIComponent(name)}`);
  return (await page.getByRole("link", { name }).first().getAttribute("href"))!;
}

describe("keyboard focus", () => {
  it("offers 'Skip to content' as the first stop, which lands in the page's content", async () => {
    const page = await signedInPage(DEMO.guest);
    await visit(page, "/my-account/settings");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("a:Skip to content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
    await page.context().close();
  });

  it("opens the phone's menu by keyboard, reaches All Saunas and closes it with Escape", async () => {
    const page = await visitOnPhone("/");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await focused(page)).toBe("button:Menu");
    await page.keyboard.press("Enter");
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "All Saunas" }).click();
    await page.waitForURL((u) => u.pathname === "/saunas");
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("moves focus to the new page's heading after a page change", async () => {
    const page = await signedInPage(DEMO.guest);
    await visit(page, "/my-account");
    await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Favourites" }).click();
    await page.waitForURL((u) => u.pathname === "/my-account/favourites");
    await expect.poll(() => focused(page)).toBe("h1:Favourites");
    await page.context().close();
  });

  it("returns focus to the photo that opened the lightbox, and takes it to the booking section from 'Book a Session'", async () => {
    const page = await newPage();
    await visit(page, await saunaPath(page, "Salthill Prom Sauna"));
    const thumb = page.getByRole("button", { name: /Open photo/ }).nth(1);
    await thumb.focus();
    const label = await thumb.getAttribute("aria-label");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toBe(`button:${label}`);
    await page.getByRole("button", { name: "Book a Session" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe("h2:Book a Session");
    await page.context().close();
  });

  it("keeps focus on the favourite button while it saves", async () => {
    const page = await signedInPage(DEMO.guest);
    await visit(page, await saunaPath(page, "Lahinch Surf Sauna"));
    const button = page.getByRole("button", { name: /Add to Favourites|Saved/ });
    await button.focus();
    await page.keyboard.press("Enter");
    await page.getByText(/Added to favorites|Removed from favorites/).first().waitFor();
    expect(await focused(page)).toMatch(/^button:(Saved|Add to Favourites)$/);
    await page.context().close();
  });

  it("returns focus to 'Cancel' when the cancel dialog is dismissed with 'Keep Booking'", async () => {
    const page = await signedInPage(DEMO.guest);
    await visit(page, "/my-account/bookings");
    const cancel = page.getByRole("button", { name: "Cancel", exact: true }).first();
    await cancel.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Cancel Booking?" });
    await dialog.getByRole("button", { name: "Keep Booking" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toBe("button:Cancel");
    await page.context().close();
  });
  it("rates a review with the keyboard alone: one Tab stop, arrows, Home and End choose a star", async () => {
    const page = await signedInPage(DEMO.guest);
    // The demo guest visited Dingle and has not reviewed it yet; nothing is submitted here.
    await visit(page, "/review");
    await page.getByRole("link", { name: /Dingle Peninsula Sauna/ }).click();
    await page.getByRole("button", { name: "Start Review" }).waitFor();
    await page.getByRole("button", { name: "Start Review" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe("h1:How was your sauna experience?");

    // Tab from the heading reaches the group once, on its first star while none is chosen.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("button:1 star");
    const stars = page.getByRole("radiogroup", { name: "Overall rating" }).getByRole("radio");
    expect(await stars.count()).toBe(5);
    const checked = () => page.getByRole("radio", { checked: true }).getAttribute("aria-label");
    await page.keyboard.press("ArrowRight");
    expect(await focused(page)).toBe("button:2 stars");
    expect(await checked()).toBe("2 stars");
    await page.getByText("Could be better").waitFor();
    await page.keyboard.press("End");
    expect(await checked()).toBe("5 stars");
    await page.keyboard.press("ArrowRight"); // wraps round
    expect(await checked()).toBe("1 star");
    await page.keyboard.press("ArrowLeft");
    expect(await checked()).toBe("5 stars");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    expect(await focused(page)).toBe("button:3 stars");
    expect(await checked()).toBe("3 stars");
    await page.getByText("It was good").waitFor();
    // The focused star shows the ring.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe("solid");

    // One Tab stop: the next Tab leaves the stars for the first slider.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe("range");
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("button:3 stars");
    // The chosen rating lets the guest go on.
    expect(await page.getByRole("button", { name: "Continue" }).isEnabled()).toBe(true);
    await page.context().close();
  });
});
