import { describe, expect, it } from "vitest";
import { newPage, screenshot, screenshotAndAxe, setUpBrowser, visit, visitOnPhone } from "./harness";

setUpBrowser();

describe("404 page", () => {
  it("shows 'Oops! Page not found' with 'Return to Home' that leads home", async () => {
    const page = await newPage();
    const response = await visit(page, "/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await screenshotAndAxe(page, "not-found-desktop");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    const phone = await visitOnPhone("/nothing-here");
    await screenshot(phone, "not-found-phone");
  });
});
