// A new guest's whole journey (issue: Guests): sign up, favourite, book, calendar, cancel,
// review with a photo, edit it, message a host, download their data, delete the account.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, newPage, saunaPath, screenshotAndAxe, setUpBrowser, signUp, visit, visitOnPhone } from "./harness";
import { chooseSession, daysAhead } from "./steps";

setUpBrowser();

// The smallest valid PNG (1×1), as a guest's photo.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe("a new guest's journey", () => {
  let page: Page;
  let email = `journey-${Date.now()}@example.ie`;
  let password = "Heather-Sauna-88";

  it("signs up", async () => {
    page = await newPage();
    await signUp(page, { name: "Saoirse Nolan", email, password });
  });

  it("favourites and unfavourites a sauna, and sees it in Favourites meanwhile", async () => {
    await visit(page, await saunaPath("Tramore Strand Sauna"));
    await page.getByRole("button", { name: "Add to Favourites" }).click();
    await page.getByText("Added to favorites").waitFor();
    await page.getByRole("button", { name: "Saved" }).waitFor();
    await visit(page, "/my-account/favourites");
    await page.getByRole("link", { name: "Tramore Strand Sauna", exact: true }).waitFor();
    await visit(page, await saunaPath("Tramore Strand Sauna"));
    await page.getByRole("button", { name: "Saved" }).click();
    await page.getByText("Removed from favorites").waitFor();
    await visit(page, "/my-account/favourites");
    await page.getByText("No favourites yet").waitFor();
    await page.getByRole("link", { name: "Discover Saunas" }).waitFor();
  });

  it("books a free slot and sees it in My Bookings", async () => {
    await visit(page, await saunaPath("Salthill Prom Sauna"));
    await page.getByRole("button", { name: "Book a Session" }).click();
    await chooseSession(page, { date: daysAhead(7), type: "private", time: "18:00", guests: "2" });
    await page.getByLabel("Booking summary").getByText("€45.00").waitFor();
    await page.getByRole("button", { name: "Book Now" }).click();
    await page.getByText("Booking confirmed!").waitFor();
    await page.waitForURL((u) => u.pathname === "/my-account/bookings");
    await page.getByRole("link", { name: "Salthill Prom Sauna" }).first().waitFor();
    await screenshotAndAxe(page, "my-bookings-desktop");
  });

  it("refuses the same slot to anyone else: it shows as full, with the waitlist offered", async () => {
    const other = await newPage();
    await visit(other, await saunaPath("Salthill Prom Sauna"));
    await other.locator("#booking-date").fill(daysAhead(7));
    await expect.poll(() => other.locator("#booking-time option[value='18:00']").textContent()).toContain("(Full — join the waitlist)");
  });

  it("downloads the booking as a calendar event", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to Calendar" }).first().click();
    const file = await (await download).path();
    const ics = readFileSync(file, "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("Sauna session at Salthill Prom Sauna");
  });

  it("cancels it with the confirmation dialog, free more than 24 hours ahead", async () => {
    await page.getByRole("button", { name: "Cancel", exact: true }).first().click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel Booking?" });
    await dialog.getByText("nothing to refund: you'd have paid at the sauna").waitFor();
    await dialog.getByRole("button", { name: "Keep Booking" }).waitFor();
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await page.getByText("Booking cancelled").waitFor();
    await page.getByText("Cancelled", { exact: true }).first().waitFor();
  });

  it("writes a review with a photo and edits it", async () => {
    await visit(page, `/review${(await saunaPath("Kinsale Harbour Sauna")).replace("/sauna", "")}`);
    await page.getByRole("button", { name: "Start Review" }).click();
    await expect(page.getByRole("button", { name: "Continue" }).isDisabled()).resolves.toBe(true);
    await page.getByRole("radio", { name: /4 stars/ }).click();
    await page.getByText("Really enjoyed it!").waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Your review").fill("Too short");
    await page.getByText("Minimum 20 characters required").waitFor();
    await page.getByLabel("Your review").fill("A proper Finnish heat with the harbour lights outside. Lovely.");
    await page.locator("input[type=file]").setInputFiles({ name: "harbour.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("img", { name: "Photo 1" }).waitFor();
    await page.getByRole("button", { name: "Submit Review" }).click();
    await page.getByRole("heading", { name: "Your Review is Live!" }).waitFor();
    await page.getByText("Reviews are moderated to ensure quality. Your review will be visible within 24 hours.").waitFor();
    await page.getByRole("link", { name: "View My Reviews" }).click();
    await page.waitForURL((u) => u.pathname === "/my-account/reviews");
    await page.getByText("pending", { exact: true }).waitFor();
    expect(await page.locator("article img").first().getAttribute("src")).toMatch(/^\/uploads\/reviews\/[0-9a-f]{32}\.webp$/);
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("dialog").getByLabel("Your review").fill("Edited: a proper Finnish heat with the harbour lights outside.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Review updated").waitFor();
    await page.getByText("Edited: a proper Finnish heat").waitFor();
    // One review per guest and sauna: coming back to the flow sends them to edit it instead.
    await visit(page, `/review${(await saunaPath("Kinsale Harbour Sauna")).replace("/sauna", "")}`);
    await page.getByRole("heading", { name: "You've already reviewed Kinsale Harbour Sauna" }).waitFor();
    await page.getByRole("link", { name: "Edit My Review" }).click();
    await page.waitForURL((u) => u.pathname === "/my-account/reviews");
  });

  it("messages a host from the sauna page", async () => {
    await visit(page, await saunaPath("Salthill Prom Sauna"));
    await page.getByRole("button", { name: "Contact Host" }).click();
    // A message to write: the conversation starts with it (issue 20).
    await page.waitForURL((u) => u.pathname === "/my-account/messages" && u.searchParams.has("sauna"));
    await page.getByLabel("Message", { exact: true }).fill("Hello! Do you have towels to rent?");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((u) => u.searchParams.has("thread"));
    await page.locator("[aria-live=polite]").getByText("Hello! Do you have towels to rent?").waitFor();
    await expectAccessible(page);
  });

  it("changes their password and e-mail, each confirmed with the current password", async () => {
    await visit(page, "/my-account/settings");
    const passwordForm = page.locator("form", { has: page.getByRole("button", { name: "Change Password" }) });
    await passwordForm.getByLabel("Current password").fill("not-my-password");
    await passwordForm.getByLabel("New password").fill("Connemara-Mist-51");
    await passwordForm.getByRole("button", { name: "Change Password" }).click();
    await passwordForm.getByText("Your current password is incorrect").waitFor();
    await passwordForm.getByLabel("Current password").fill(password);
    await passwordForm.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password changed").waitFor();
    password = "Connemara-Mist-51";

    const emailForm = page.locator("form", { has: page.getByRole("button", { name: "Change E-mail" }) });
    const newEmail = `moved-${Date.now()}@example.ie`;
    await emailForm.getByLabel("New e-mail").fill(newEmail);
    await emailForm.getByLabel("Current password").fill(password);
    await emailForm.getByRole("button", { name: "Change E-mail" }).click();
    await page.getByText("E-mail changed").waitFor();
    email = newEmail;
    // The page and the navigation bar now show the new address.
    await page.getByRole("navigation", { name: "Main" }).getByText(newEmail).waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(newEmail);
    // Checked once the stacked toasts (drawn faded behind each other) have gone.
    await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 15_000 });
    await expectAccessible(page);
  });

  it("downloads their data as JSON", async () => {
    await visit(page, "/my-account/settings");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download My Data" }).click();
    const data = JSON.parse(readFileSync(await (await download).path(), "utf8"));
    expect(data.user.email).toBe(email);
    expect(data.bookings).toHaveLength(1);
    expect(data.reviews).toHaveLength(1);
    expect(data.messagesSent).toHaveLength(1);
  });

  it("deletes the account with its password, after which it cannot sign in", async () => {
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog");
    // A wrong password deletes nothing and says so beside the field.
    await dialog.getByLabel("Current password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByText("Your current password is incorrect").waitFor();
    expect(new URL(page.url()).pathname).toBe("/my-account/settings");
    await dialog.getByLabel("Current password").fill(password);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.getByText("Account deleted").waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).waitFor();
    await visit(page, "/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Sign in failed").waitFor();
  });

  it("sends a visitor from My Account to sign in", async () => {
    const visitor = await visitOnPhone("/my-account/bookings");
    expect(new URL(visitor.url()).pathname).toBe("/auth");
    expect(new URL(visitor.url()).searchParams.get("redirectTo")).toBe("/my-account/bookings");
  });
});
