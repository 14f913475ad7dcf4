// My Account Settings' profile photo (issue 11): the shared drop zone instead of a bare file input.
// The browser names what the server would refuse before sending it; the server still decides.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_DAMAGED, PHOTO_TOO_MANY_PIXELS } from "#domain/photos";
import { pixelBomb, truncatedPng } from "#server/testing/test-photos";
import { DESKTOP, expectAccessible, newPage, PHONE, screenshot, setUpBrowser, signUp, visit } from "./harness";

setUpBrowser();

// The smallest valid PNG (1×1).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const WRONG_TYPE = "Only JPG, PNG, GIF or WebP photos can be uploaded.";

/** A new member of our own: their photo is theirs to change. */
const newMember = () => ({ name: "Aoife Brennan", email: `photo-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ie`, password: "Heather-Sauna-88" });

describe("the profile photo in My Account Settings", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(PHONE);
    await signUp(page, newMember());
    await visit(page, "/my-account/settings");
  });
  afterAll(async () => {
    await page?.context().close();
  });

  const fileInput = () => page.getByRole("region", { name: "Photo" }).locator("input[type=file]");
  const problem = () => page.getByRole("region", { name: "Photo" }).getByRole("alert");

  it("offers a drop zone with a Browse button that says the kinds and size allowed", async () => {
    const region = page.getByRole("region", { name: "Photo" });
    await region.getByText("Drag a photo here, or").waitFor();
    const browse = region.getByRole("button", { name: "Choose profile photo" });
    expect(await browse.getAttribute("aria-describedby")).toBe("photo-hint");
    await region.getByText("JPG, PNG, GIF or WebP, at most 5 MB.").waitFor();
    expect(await fileInput().getAttribute("multiple")).toBeNull();
    await expectAccessible(page);
  });

  it("names a file of the wrong kind, or one over 5 MB, before sending it", async () => {
    await fileInput().setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    expect(await problem().textContent()).toBe(WRONG_TYPE);
    await fileInput().setInputFiles({ name: "scan.bmp", mimeType: "image/bmp", buffer: Buffer.from("BM") });
    expect(await problem().textContent()).toBe(WRONG_TYPE);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    big.set(PNG);
    await fileInput().setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
    expect(await problem().textContent()).toBe("Each photo can be at most 5 MB.");
    // Nothing was sent: no new photo shows, the initials stay.
    expect(await page.getByRole("img", { name: "Your profile photo" }).count()).toBe(0);
  });

  it("previews a dropped photo, which can be removed before saving", async () => {
    const zone = page.getByRole("region", { name: "Photo" }).locator("div.border-dashed");
    const dropped = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], "me.png", { type: "image/png" }));
      return transfer;
    }, [...PNG]);
    await zone.dispatchEvent("drop", { dataTransfer: dropped });
    await page.getByRole("img", { name: "New profile photo" }).waitFor();
    expect(await problem().count()).toBe(0);
    await page.getByRole("button", { name: "Remove new profile photo" }).click();
    await page.getByRole("button", { name: "Choose profile photo" }).waitFor();
    expect(await page.getByRole("img", { name: "New profile photo" }).count()).toBe(0);
  });

  it("keeps the server's word: a file that only claims to be a PNG is refused with the same message", async () => {
    await fileInput().setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
    await page.getByRole("button", { name: "Save photo" }).click();
    await expect.poll(() => problem().textContent()).toBe(WRONG_TYPE);
    expect(await page.getByRole("img", { name: "Your profile photo" }).count()).toBe(0);
  });

  it("keeps the server's word on what the browser can't see: a pixel bomb and a cut-off photo are refused in plain words", async () => {
    const hostile: [string, Uint8Array, string, string][] = [
      ["cut-off.png", await truncatedPng(), PHOTO_DAMAGED, "account-photo-damaged"],
      ["bomb.png", pixelBomb(), PHOTO_TOO_MANY_PIXELS, "account-photo-bomb"],
    ];
    for (const [name, bytes, message, shot] of hostile) {
      await page.getByRole("button", { name: "Remove new profile photo" }).click();
      await fileInput().setInputFiles({ name, mimeType: "image/png", buffer: Buffer.from(bytes) });
      await page.getByRole("button", { name: "Save photo" }).click();
      await expect.poll(() => problem().textContent()).toBe(message);
      expect(await page.getByRole("img", { name: "Your profile photo" }).count()).toBe(0);
      await screenshot(page, `${shot}-phone`);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, `${shot}-desktop`);
      await page.setViewportSize(PHONE);
    }
  });

  it("saves a chosen photo, which then shows as the current one", async () => {
    await page.getByRole("button", { name: "Remove new profile photo" }).click();
    await fileInput().setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("img", { name: "New profile photo" }).waitFor();
    await page.getByRole("button", { name: "Save photo" }).click();
    await page.getByText("Photo updated").waitFor();
    await expect.poll(() => page.getByRole("img", { name: "Your profile photo" }).getAttribute("src")).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    // The drop zone is back for the next change.
    await page.getByRole("button", { name: "Choose profile photo" }).waitFor();
    await page.reload();
    await page.getByRole("img", { name: "Your profile photo" }).waitFor();
    await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 15_000 });
    await expectAccessible(page);
  });
});
