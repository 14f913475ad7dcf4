// Owner onboarding (issue 8 item 1): a new user signs up on the way to /onboard, lists a sauna
// with three real photos, prices and a weekly schedule, publishes it, and finds it pending on
// its own page and in the dashboard, while everyone else gets 'Sauna Not Found'. The draft
// survives a reload; a step is done by keyboard alone; every screen is checked with axe at 375 px
// and 1280 px. Claiming: search, details, claim, dashboard.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO, lookAtBothSizes, newPage, setUpBrowser, signedInPage, signUp, toastsGone, visit } from "./harness";
import { drawPhoto, fillBarrelDetails, sendClaim } from "./steps";

setUpBrowser();

// A real 1×1 GIF: the wizard takes JPEG, PNG and WebP only.
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

/** Screenshots and axe at phone and desktop width, once the toasts have gone; nothing may overflow. */
async function capture(page: Page, name: string) {
  await toastsGone(page);
  await lookAtBothSizes(page, name);
}

/** Presses Tab until the focused element's name is `name` (its label, aria-label or text). */
async function tabTo(page: Page, name: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const labelled = el.getAttribute("aria-labelledby");
      if (labelled) return labelled.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ").trim();
      const input = el as HTMLInputElement;
      return (el.getAttribute("aria-label") ?? input.labels?.[0]?.textContent ?? el.textContent ?? "").trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached “${name}”`);
}

const SAUNA_NAME = `Lough Hyne Barrel Sauna ${Date.now().toString(36)}`;

describe("a new host lists their sauna", () => {
  let page: Page;
  let saunaPath = "";

  it("is sent to sign up first and comes back to /onboard", async () => {
    page = await newPage();
    await visit(page, "/onboard");
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/onboard");
    await page.getByText("Sign in to list your sauna").waitFor();
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("Clodagh Hayes");
    await page.getByLabel("Email").fill(`host-${Date.now()}@example.ie`);
    await page.getByLabel("Password").fill("Skibbereen-Steam-24");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/onboard");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByText("Join 100+ Irish sauna hosts").waitFor();
    await page.getByRole("button", { name: "Claim Your Sauna" }).waitFor();
    await capture(page, "onboarding-0-welcome");
  });

  it("checks the details before Continue and says what is missing, next to each field", async () => {
    await page.getByRole("button", { name: "List Your Sauna" }).click();
    await page.getByText("Step 1 of 5").waitFor();
    expect(await page.getByRole("progressbar", { name: "Onboarding progress" }).getAttribute("aria-valuenow")).toBe("1");
    await page.getByRole("button", { name: "Continue to Pricing" }).click();
    const name = page.getByLabel("Sauna name");
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    await page.getByText("Please enter your sauna's name").waitFor();
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute("aria-describedby")).toContain("-error");
    await page.getByText("Please describe your sauna").waitFor();
    await page.getByText("Please choose the type of sauna").waitFor();
    await page.getByText("Please enter the address").waitFor();
    await page.getByText("Please choose a county", { exact: true }).waitFor();
    await page.getByText("Listings with 5+ photos get 3x more bookings").waitFor();
    await capture(page, "onboarding-1-details-errors");
  });

  it("uploads real photos, refuses a GIF by its content, and removes one", async () => {
    await fillBarrelDetails(page, {
      name: SAUNA_NAME, description: "A cedar barrel on the shore of Lough Hyne, with a ladder straight into the lake.",
      capacity: "8", sessionMinutes: "50", amenities: ["Wood-fired stove", "Lake access", "Changing rooms"], address: "Lough Hyne, Skibbereen",
    });
    await page.getByLabel("County").selectOption("Leitrim"); // one of the 26, not of the spec's 14
    await page.getByLabel("County").selectOption("Cork");
    await page.getByLabel("Eircode (optional)").fill("P81 X285");

    // The map pin (issue 24): the map opens on Ireland, a click drops the pin there, and the
    // fields follow; typing fine-tunes it (and moves the pin).
    const pinMap = page.getByTestId("pin-map");
    await page.getByRole("group", { name: "Map pin (optional)" }).scrollIntoViewIfNeeded();
    await pinMap.waitFor();
    await pinMap.click();
    await expect.poll(() => page.getByLabel("Latitude").inputValue()).not.toBe("");
    expect(Number(await page.getByLabel("Latitude").inputValue())).toBeCloseTo(53.4, 0);
    expect(Number(await page.getByLabel("Longitude").inputValue())).toBeCloseTo(-8.0, 0);
    await page.locator(".leaflet-marker-icon").waitFor();
    await page.getByLabel("Latitude").fill("51.5007");
    await page.getByLabel("Longitude").fill("-9.301");
    await page.getByText("Pin at 51.50070, -9.30100").waitFor();

    const input = page.locator("input[type=file]");
    await input.setInputFiles([
      { name: "lake.png", mimeType: "image/png", buffer: await drawPhoto(page, "image/png", 190) },
      { name: "barrel.jpg", mimeType: "image/jpeg", buffer: await drawPhoto(page, "image/jpeg", 20) },
      { name: "ladder.jpg", mimeType: "image/jpeg", buffer: await drawPhoto(page, "image/jpeg", 35) },
    ]);
    await page.getByText("3 photos uploaded.").waitFor();
    for (const n of [1, 2, 3]) expect(await page.getByRole("img", { name: `Photo ${n}`, exact: true }).getAttribute("src")).toMatch(/^\/uploads\/saunas\/[0-9a-f]{32}\.webp$/);

    // A GIF dressed up as a PNG passes the browser's check; the server reads its bytes and says no.
    await input.setInputFiles({ name: "sneaky.png", mimeType: "image/png", buffer: GIF });
    await page.getByText("sneaky.png: Only JPG, PNG or WebP photos can be uploaded.").waitFor();
    await input.setInputFiles({ name: "animated.gif", mimeType: "image/gif", buffer: GIF });
    await page.getByText("animated.gif: only JPG, PNG or WebP photos can be uploaded.").waitFor();

    const removed = await page.getByRole("img", { name: "Photo 2", exact: true }).getAttribute("src");
    await page.getByRole("button", { name: "Remove photo 2" }).click();
    await page.getByText("2 photos uploaded.").waitFor();
    await expect.poll(async () => (await fetch(new URL(removed!, page.url()))).status).toBe(404);
    await input.setInputFiles({ name: "steam.png", mimeType: "image/png", buffer: await drawPhoto(page, "image/png", 10) });
    await page.getByText("3 photos uploaded.").waitFor();
    await capture(page, "onboarding-1-details");

    await page.getByRole("button", { name: "Continue to Pricing" }).click();
    // 50 minutes is not a step of 15.
    await page.getByText("Session length must be at least 30 minutes, in steps of 15").waitFor();
    await page.getByLabel("Session length (minutes)").fill("90");
    await page.getByRole("button", { name: "Continue to Pricing" }).click();
    await page.getByText("Step 2 of 5").waitFor();
  });

  it("keeps the draft through a reload", async () => {
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByText("Step 2 of 5").waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByText("Step 1 of 5").waitFor();
    expect(await page.getByLabel("Sauna name").inputValue()).toBe(SAUNA_NAME);
    expect(await page.getByLabel("County").inputValue()).toBe("Cork");
    expect(await page.getByLabel("Latitude").inputValue()).toBe("51.5007");
    expect(await page.getByLabel("Longitude").inputValue()).toBe("-9.301");
    await page.getByText("3 photos uploaded.").waitFor();
    await page.getByRole("button", { name: "Continue to Pricing" }).click();
    await page.getByText("Step 2 of 5").waitFor();
  });

  it("sets prices, with an off-peak rate that must be given when switched on", async () => {
    await page.getByLabel("Private session").fill("60");
    await page.getByLabel("Shared session, per person (optional)").fill("0");
    await page.getByText("Off-peak discount", { exact: true }).click();
    expect(await page.getByRole("switch", { name: "Off-peak discount" }).isChecked()).toBe(true);
    await page.getByText("sessions that start before 16:00, Monday to Friday").waitFor();
    await page.getByRole("button", { name: "Continue to Availability" }).click();
    await page.getByText("Please enter the off-peak discount").waitFor();
    await page.getByLabel("Off-peak discount (%)").fill("20");
    await page.getByText("would cost €48").waitFor();
    await capture(page, "onboarding-2-pricing");
    await page.getByRole("button", { name: "Continue to Availability" }).click();
    await page.getByText("Step 3 of 5").waitFor();
  });

  it("sets the week with the picker by keyboard alone, then payments", async () => {
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("onboard-step-heading");
    await page.getByText("No hours set yet: guests can book every day from 09:00 to 21:00.").waitFor();
    await tabTo(page, "Monday");
    await page.keyboard.press("Enter");
    await tabTo(page, "08:00");
    await page.keyboard.press("Space");
    // Apply needs two hours.
    expect(await page.getByRole("button", { name: "3. Apply" }).isDisabled()).toBe(true);
    await tabTo(page, "13:00");
    await page.keyboard.press("Space");
    await tabTo(page, "3. Apply");
    await page.keyboard.press("Enter");
    await page.getByText("Sessions start at 08:00, 09:30, 11:00").waitFor();
    expect(await page.getByRole("button", { name: "08:00" }).getAttribute("aria-pressed")).toBe("false"); // the picks are cleared
    await page.getByText("Days without hours are closed.").waitFor();

    // Saturday, then Saturday again: the new range replaces the old.
    for (const hours of [["10:00", "12:00"], ["14:00", "18:00", "21:00"]]) {
      await page.getByRole("button", { name: "Saturday", exact: true }).click();
      for (const h of hours) await page.getByRole("button", { name: h, exact: true }).click();
      await page.getByRole("button", { name: "3. Apply" }).click();
    }
    await page.getByText("Sessions start at 14:00, 15:30, 17:00, 18:30").waitFor();
    await page.getByLabel("Your own calendar (.ics address) (optional)").fill("https://calendar.example.ie/lough-hyne.ics");
    await capture(page, "onboarding-3-availability");

    await tabTo(page, "Continue to Payments");
    await page.keyboard.press("Enter");
    await page.getByText("Step 4 of 5").waitFor();
    expect(await page.getByRole("button", { name: "Continue to Review" }).isDisabled()).toBe(true);
    await capture(page, "onboarding-4-payments");
    await tabTo(page, "Connect Stripe");
    await page.keyboard.press("Enter");
    await page.getByText("Marked ready for card payments").waitFor();
    // The keyboard's place moved to the note that replaced the button.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Marked ready for card payments");
    await tabTo(page, "Business name");
    await page.keyboard.type("Lough Hyne Saunas Ltd");
    await tabTo(page, "VAT number (optional)");
    await page.keyboard.type("1234567T");
    await tabTo(page, "Continue to Review");
    await page.keyboard.press("Enter");
    await page.getByText("Step 5 of 5").waitFor();
  });

  it("reviews everything, showing only prices above zero, and publishes once however hard it is clicked", async () => {
    const pricing = page.getByRole("region", { name: "Pricing" });
    await pricing.getByText("€60").waitFor();
    expect(await pricing.getByText("Shared session").count()).toBe(0); // €0 isn't shown
    await pricing.getByText("20% off sessions starting before 16:00, Monday to Friday").waitFor();
    await page.getByRole("region", { name: "Availability" }).getByText("08:00–13:00").waitFor();
    await page.getByRole("region", { name: "Payments" }).getByText("Marked ready. Card payments aren't on yet, so guests pay you at the sauna.").waitFor();
    await page.getByText("51.50070, -9.30100").waitFor(); // the map pin
    const publish = page.getByRole("button", { name: "Publish" });
    expect(await publish.isDisabled()).toBe(true);
    await capture(page, "onboarding-5-review");
    await page.getByLabel("I confirm these details are correct").check();
    await publish.dblclick();
    await page.getByRole("heading", { name: "Your sauna is live!" }).waitFor();
    await page.getByText("New listings are reviewed within 24 hours.").first().waitFor();
    await page.getByRole("link", { name: "hosts@sauna-eire.ie" }).waitFor();
    await page.getByText("Listings with 5+ photos get 3x more bookings").waitFor();
    saunaPath = (await page.getByRole("link", { name: "View your listing" }).getAttribute("href"))!;
    expect(saunaPath).toMatch(/^\/sauna\/[0-9a-f-]{36}$/);
    // The dashboard opens on the new sauna (it may not be the host's first).
    expect(await page.getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe(`/dashboard?sauna=${saunaPath.split("/").pop()}`);
    // The draft is gone from the browser.
    const drafts = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("sauna-eire:onboarding-draft:")).map((k) => localStorage.getItem(k)));
    expect(drafts.filter((d) => d?.includes("Lough Hyne"))).toEqual([]);
    await capture(page, "onboarding-6-live");
  });

  it("shows the host their pending listing on its own page and in the dashboard", async () => {
    await page.getByRole("link", { name: "View your listing" }).click();
    await page.waitForURL((u) => u.pathname === saunaPath);
    await page.getByRole("heading", { name: SAUNA_NAME, level: 1 }).waitFor();
    await page.getByText("Pending review", { exact: true }).waitFor();
    await page.getByText("New listings are reviewed within 24 hours.", { exact: false }).waitFor();
    const images = await page.locator("main img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    expect(images.filter((src) => src?.startsWith("/uploads/saunas/"))).toHaveLength(3);
    // Where the pin was dropped: the map, the coordinates and directions.
    const location = page.getByRole("region", { name: "Location", exact: true });
    await location.scrollIntoViewIfNeeded();
    await location.getByText("51.5007, -9.3010").waitFor();
    await location.locator(".leaflet-marker-icon").waitFor();
    expect(await location.getByRole("link", { name: "Get Directions" }).getAttribute("href")).toBe("https://www.openstreetmap.org/directions?to=51.5007%2C-9.301");
    await capture(page, "onboarding-sauna-pending");

    await visit(page, "/dashboard");
    await page.getByText("Owner Dashboard").first().waitFor();
    await page.getByText(SAUNA_NAME).first().waitFor();
    await page.getByText("Pending review: new listings are reviewed within 24 hours.").waitFor();
    expect(await page.getByRole("link", { name: "View public page" }).getAttribute("href")).toBe(saunaPath);
    // Clicked twice, published once: one sauna, so no switcher between saunas.
    expect(await page.locator("#dashboard-sauna").count()).toBe(0);
  });

  it("shows it to an admin as pending, and to a visitor or another guest as 'Sauna Not Found'", async () => {
    const admin = await signedInPage(DEMO.admin);
    await visit(admin, saunaPath);
    await admin.getByText("Pending review", { exact: true }).waitFor();
    await admin.getByText("This listing is waiting for an administrator's approval.").waitFor();

    const visitor = await newPage();
    const response = await visit(visitor, saunaPath);
    expect(response?.status()).toBe(404);
    await visitor.getByRole("heading", { name: "Sauna Not Found" }).waitFor();

    const guest = await signedInPage(DEMO.guest);
    await visit(guest, saunaPath);
    await guest.getByRole("heading", { name: "Sauna Not Found" }).waitFor();
  });
});

describe("claiming a listing", () => {
  it("finds an unclaimed sauna by name and county and claims it with the business's details", async () => {
    const page = await newPage();
    await signUp(page, { name: "Seán Byrne", email: `claimant-${Date.now()}@example.ie`, password: "Carlingford-Cedar-9" });
    await visit(page, "/onboard");
    await page.getByRole("button", { name: "Claim Your Sauna" }).click();
    await page.getByRole("heading", { name: "Claim Your Sauna" }).waitFor();
    await page.getByLabel("Sauna name").fill("derg");
    await page.getByLabel("County").selectOption("Tipperary");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("1 listing found").waitFor();
    await capture(page, "onboarding-claim-search");

    await page.getByRole("button", { name: "Claim Lough Derg Lakeside Sauna" }).click();
    const dialog = page.getByRole("dialog", { name: "Claim Lough Derg Lakeside Sauna" });
    await dialog.getByRole("button", { name: "Claim This Listing" }).click();
    await dialog.getByText("Please enter your business name").waitFor();
    expect(await dialog.getByLabel("Business name").getAttribute("aria-invalid")).toBe("true");
    await capture(page, "onboarding-claim-dialog");
    await sendClaim(dialog, { name: "Lakeside Heat Ltd", phone: "067 22 500", website: "https://lakesideheat.ie" });
    await page.getByText("You have successfully claimed this listing").waitFor();
    await page.waitForURL((u) => u.pathname === "/dashboard");
    await page.getByText("Your claim is being checked").waitFor();

    // Claimed now: nobody else finds it to claim.
    const other = await signedInPage(DEMO.guest);
    await visit(other, "/onboard");
    await other.getByRole("button", { name: "Claim Your Sauna" }).click();
    await other.getByLabel("Sauna name").fill("Lough Derg");
    await other.getByRole("button", { name: "Search" }).click();
    await other.getByText("No unclaimed listing matches.").waitFor();
  });
});
