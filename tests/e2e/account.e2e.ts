// My Account and the review flow as the demo guest, on a phone and a desktop: every page and
// step passes axe-core, dialogs have their roles, and nothing spills sideways on a phone.
import type { Page } from "playwright-core";
import { beforeAll, describe, it } from "vitest";
import { DEMO, DESKTOP, expectAccessible, fitsTheScreen, PHONE, setUpBrowser, signedInPage, visit } from "./harness";

setUpBrowser();

const ACCOUNT_PAGES = [
  ["/my-account", "My Sauna Journey"],
  ["/my-account/bookings", "My Bookings"],
  ["/my-account/favourites", "Favourites"],
  ["/my-account/reviews", "My Reviews"],
  ["/my-account/messages", "Messages"],
  ["/my-account/settings", "Account settings"],
  ["/review", "Which sauna did you visit?"],
] as const;

describe.each([["phone", PHONE], ["desktop", DESKTOP]] as const)("My Account on a %s", (_name, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(DEMO.guest, viewport);
  });

  it.each(ACCOUNT_PAGES)("%s is accessible and fits the screen", async (path, heading) => {
    await visit(page, path);
    await page.getByText(heading, { exact: true }).first().waitFor();
    await expectAccessible(page);
    await fitsTheScreen(page, viewport.width);
  });

  it("opens a conversation that is accessible and fits the screen", async () => {
    await visit(page, "/my-account/messages");
    await page.getByRole("link", { name: /Salthill Prom Sauna/ }).click();
    await page.getByLabel("Message", { exact: true }).waitFor();
    await expectAccessible(page);
    await fitsTheScreen(page, viewport.width);
  });

  it("asks before cancelling in an alert dialog that can be dismissed with 'Keep Booking'", async () => {
    await visit(page, "/my-account/bookings");
    await page.getByRole("button", { name: "Cancel", exact: true }).first().click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel Booking?" });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Keep Booking" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("walks the review flow's steps, each accessible", async () => {
    await visit(page, "/review");
    // A sauna the demo guest has booked but not reviewed yet.
    await page.getByRole("link", { name: /Dingle Peninsula Sauna/ }).click();
    await page.getByRole("button", { name: "Start Review" }).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Start Review" }).click();
    await page.getByRole("radio", { name: /5 stars/ }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Your review").waitFor();
    await expectAccessible(page);
    await fitsTheScreen(page, viewport.width);
  });
});
