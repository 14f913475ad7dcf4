import { describe, expect, it } from "vitest";
import { DEMO, DESKTOP, newPage, screenshot, screenshotAndAxe, setUpBrowser, signedInPage, submitSignUp, visit, visitOnPhone } from "./harness";

setUpBrowser();

const unique = () => `guest-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ie`;

describe("Auth", () => {
  it("shows the spec's tabs and texts, and is accessible", async () => {
    const page = await newPage();
    await visit(page, "/auth");
    await expect(page.getByRole("tab", { name: "Sign In" }).getAttribute("aria-selected")).resolves.toBe("true");
    await expect(page.getByRole("tab", { name: "Sign Up" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(page.getByText("sauna community").isVisible()).resolves.toBe(true);
    await screenshotAndAxe(page, "auth-desktop");
    const phone = await visitOnPhone("/auth");
    await screenshot(phone, "auth-phone");
  });

  it("signs up a new guest, shows the avatar with the e-mail's first two letters, and signs out", async () => {
    const page = await newPage();
    const email = unique();
    await visit(page, "/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("Niamh Byrne");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("Atlantic-Steam-42");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Account created!").waitFor();
    await page.getByText("Welcome... You're now signed in.").waitFor();

    const menu = page.getByRole("button", { name: `Account menu for ${email}` });
    await expect(menu.textContent()).resolves.toContain(email.slice(0, 2).toUpperCase());
    await expect(page.getByText("Admin Access").count()).resolves.toBe(0);

    // A signed-in user visiting /auth is sent home.
    await visit(page, "/auth");
    expect(new URL(page.url()).pathname).toBe("/");

    await menu.click();
    for (const item of ["My Account", "My Bookings", "Favourites", "Settings", "Sign Out"]) await page.getByRole("menuitem", { name: item }).waitFor();
    await expect(page.getByRole("menuitem", { name: "Admin Dashboard" }).count()).resolves.toBe(0);
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("refuses a commonly used password with a reason", async () => {
    const page = await newPage();
    await submitSignUp(page, { name: "Common Password", email: unique(), password: "password1" });
    await page.getByText("Sign up failed").waitFor();
    await page.getByText(/too common/).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  it("shows 'Sign in failed' with the backend message for a wrong password, keeping the form", async () => {
    const page = await newPage();
    await visit(page, "/auth");
    await page.getByLabel("Email").fill("nobody@example.ie");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Sign in failed").waitFor();
    await page.getByText("Invalid email or password").waitFor();
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe("nobody@example.ie");
  });

  it("shows the busy label and disables the inputs while signing in", async () => {
    const page = await newPage();
    await visit(page, "/auth");
    await page.getByLabel("Email").fill(DEMO.guest);
    await page.getByLabel("Password").fill("sauna-demo-2026");
    // Hold the action's response so the busy state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/auth.data**", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("button", { name: "Signing in..." }).waitFor();
    await expect(page.getByLabel("Email").isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel("Password").isDisabled()).resolves.toBe(true);
    release();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Welcome back!").waitFor();
    await page.getByText("You've successfully signed in.").waitFor();
  });

  it("signs in by keyboard alone", async () => {
    const page = await newPage(DESKTOP);
    await visit(page, "/auth");
    await page.getByLabel("Email").focus();
    await page.keyboard.type(DEMO.guest);
    await page.keyboard.press("Tab");
    await page.keyboard.type("sauna-demo-2026");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Welcome back!").waitFor();
    // The account menu opens and signs out by keyboard too.
    await page.getByRole("button", { name: /Account menu/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Sign Out" }).waitFor();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Sign In" }).waitFor();
  });

  it("gives administrators the 'Admin Access' label and the Admin Dashboard entry", async () => {
    const page = await signedInPage(DEMO.admin);
    await page.getByText("Admin Access").first().waitFor();
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Admin Dashboard" }).waitFor();
    await expect(page.getByRole("menuitem", { name: "Admin Dashboard" }).getAttribute("href")).resolves.toBe("/admin");
    await screenshotAndAxe(page, "navbar-admin-menu");
  });

  it("returns to the page that asked for sign-in", async () => {
    const page = await newPage();
    await visit(page, "/auth?redirectTo=/saunas");
    await page.getByLabel("Email").fill(DEMO.guest);
    await page.getByLabel("Password").fill("sauna-demo-2026");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/saunas");
  });
});
