// Every screen at 375 px and 1280 px (issues 8, 9 and 11, "Done when"): the public pages, Auth,
// My Account, the review flow, the owner dashboard, the admin area and the onboarding steps, plus
// the dialogs they open. Each is saved as a full-page screenshot to look at (SCREENS_DIR, by
// default /tmp/polish-shots, outside the repository), checked with axe-core, and must not scroll
// sideways as a whole page (wide tables scroll inside their own box).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DESKTOP, expectAccessible, newPage, PHONE, screenshot, screenshotAndAxe, setUpBrowser, signedInPage, signUp, visit } from "./harness";

const SHOTS = process.env.SCREENS_DIR ?? "/tmp/polish-shots";

setUpBrowser();

const VIEWPORTS = [["375", PHONE], ["1280", DESKTOP]] as const;

/** The href of the first link on a page that matches, read from the server's HTML. */
async function firstHref(page: Page, url: string, pattern: RegExp): Promise<string> {
  const html = await (await page.request.get(url)).text();
  const match = pattern.exec(html);
  if (!match) throw new Error(`No link matching ${pattern} on ${url}`);
  return match[0].replace(/^href="/, "").replace(/"$/, "");
}

/**
 * Screenshot, axe-core, and no sideways scrolling of the whole page. A dialog is pictured as the
 * screen shows it (is it all in view?); a page whole, after scrolling through it so that lazy
 * images have loaded.
 */
async function look(page: Page, width: string, name: string, { dialog = false } = {}) {
  if (!dialog) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
  }
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 5_000 }).catch(() => undefined);
  await screenshot(page, `${width}-${name}`, { fullPage: !dialog, dir: SHOTS });
  const sideways = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = root.scrollWidth - root.clientWidth;
    if (wide <= 0) return null;
    // Name the widest elements that stick out, to know what to fix.
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`);
    return `${wide}px too wide: ${culprits.join(", ")}`;
  });
  expect(sideways).toBeNull();
  await expectAccessible(page);
}

async function heading(page: Page) {
  await page.locator("h1").first().waitFor();
}

describe.each(VIEWPORTS)("at %s px", (width, viewport) => {
  /** One page for the tests of the describe block it is called in, closed after them. */
  function blockPage(open: () => Promise<Page>): () => Page {
    let page: Page;
    beforeAll(async () => {
      page = await open();
    });
    afterAll(() => page?.context().close());
    return () => page;
  }

  /** Each [name, url]: visited, its heading waited for, and looked at as `<prefix>-<name>`. */
  function eachScreen(page: () => Page, prefix: string, screens: [string, string][]) {
    it.each(screens)("%s", async (name, url) => {
      await visit(page(), url);
      await heading(page());
      await look(page(), width, `${prefix}-${name}`);
    });
  }

  /** An area's pages, `area` itself (called `home`) and each of `pages` below it, as `eachScreen`. */
  function eachPageOf(page: () => Page, prefix: string, area: string, home: string, pages: string[]) {
    eachScreen(page, prefix, [[home, area], ...pages.map((sub): [string, string] => [sub.replace("/", "-"), `${area}/${sub}`])]);
  }

  /** The dialog a button on `url` opens, looked at as `name`; then closed by `close`, or Escape. */
  function itShowsDialog(
    page: () => Page,
    title: string,
    dialog: { url: string; button: { name: string | RegExp; exact?: boolean }; name: string; role?: "dialog" | "alertdialog"; close?: string },
  ) {
    it(title, async () => {
      await visit(page(), dialog.url);
      await page().getByRole("button", dialog.button).first().click();
      await page().getByRole(dialog.role ?? "dialog").waitFor();
      await look(page(), width, dialog.name, { dialog: true });
      if (dialog.close) await page().getByRole("button", { name: dialog.close }).click();
      else await page().keyboard.press("Escape");
    });
  }

  describe("public pages, as a visitor", () => {
    const page = blockPage(() => newPage(viewport));

    eachScreen(page, "public", [
      ["home", "/"],
      ["saunas", "/saunas"],
      ["saunas-filtered", "/saunas?county=Galway"],
      ["blog", "/blog"],
      ["auth-sign-in", "/auth"],
      ["auth-sign-up", "/auth?tab=sign-up"],
      ["not-found", "/no-such-page"],
    ]);

    it("a sauna page, and its photo lightbox", async () => {
      await visit(page(), await firstHref(page(), "/saunas?q=Salthill", /href="\/sauna\/[0-9a-f-]{36}"/));
      await heading(page());
      await look(page(), width, "public-sauna");
      await page().getByRole("button", { name: /Open photo/ }).first().click();
      await page().getByRole("dialog").waitFor();
      await look(page(), width, "public-sauna-lightbox", { dialog: true });
      await page().keyboard.press("Escape");
    });

    it("a blog article", async () => {
      await visit(page(), await firstHref(page(), "/blog", /href="\/blog\/[a-z0-9-]+"/));
      await heading(page());
      await look(page(), width, "public-blog-article");
    });

    it("the phone menu (375 px) or the full navigation bar", async () => {
      await visit(page(), "/");
      const menu = page().getByRole("button", { name: "Menu" });
      if (await menu.isVisible()) {
        await menu.click();
        await page().getByRole("navigation", { name: "Menu" }).waitFor();
      }
      await screenshotAndAxe(page(), `${width}-public-menu`, { fullPage: false, dir: SHOTS });
    });
  });

  describe("My Account and the review flow, as the demo guest", () => {
    const page = blockPage(() => signedInPage(DEMO.guest, viewport));

    eachPageOf(page, "account", "/my-account", "overview", ["bookings", "favourites", "reviews", "messages", "settings"]);

    it("a message thread", async () => {
      await visit(page(), "/my-account/messages");
      const thread = page().getByRole("main").getByRole("link").first();
      if ((await thread.count()) === 0) return;
      await thread.click();
      await page().waitForURL((u) => u.searchParams.has("thread"));
      await look(page(), width, "account-messages-thread");
    });

    itShowsDialog(page, "the cancel dialog", {
      url: "/my-account/bookings", button: { name: "Cancel", exact: true }, role: "alertdialog", name: "account-bookings-cancel-dialog", close: "Keep Booking",
    });
    itShowsDialog(page, "the edit review dialog", { url: "/my-account/reviews", button: { name: /Edit/ }, name: "account-reviews-edit-dialog" });

    it("the delete account dialog", async () => {
      await visit(page(), "/my-account/settings");
      await page().getByRole("button", { name: "Delete Account" }).click();
      const dialog = page().getByRole("alertdialog");
      await dialog.waitFor();
      await look(page(), width, "account-settings-delete-dialog", { dialog: true });
      // A wrong password deletes nothing: the dialog says so beside the field.
      await dialog.getByLabel("Current password").fill("not-the-password");
      await dialog.getByRole("button", { name: "Delete Account" }).click();
      await dialog.getByText("Your current password is incorrect").waitFor();
      await look(page(), width, "account-settings-delete-dialog-wrong-password", { dialog: true });
      await page().getByRole("button", { name: "Keep my account" }).click();
    });

    it("the review flow: choosing a sauna, then steps 1 to 3", async () => {
      await visit(page(), "/review");
      await heading(page());
      await look(page(), width, "review-0-choose");
      await page().getByRole("link", { name: /Dingle Peninsula Sauna/ }).click();
      await page().getByRole("button", { name: "Start Review" }).waitFor();
      await look(page(), width, "review-1-intro");
      await page().getByRole("button", { name: "Start Review" }).click();
      await page().getByRole("radio", { name: "4 stars" }).click();
      await look(page(), width, "review-2-rating");
      await page().getByRole("button", { name: "Continue" }).click();
      await page().getByLabel("Your review").fill("Short");
      await look(page(), width, "review-3-text");
    });
  });

  describe("the review flow's last step and onboarding, as a new user", () => {
    const page = blockPage(async () => {
      const newcomer = await newPage(viewport);
      await signUp(newcomer, { name: "Niamh Gallagher", email: `screens-${width}-${Date.now()}@example.ie`, password: "Burren-Steam-2026" });
      return newcomer;
    });
    let draftKey = "";

    it("the review flow's success step", async () => {
      const name = width === "375" ? "Kilkee Bay Mobile Sauna" : "Inch Strand Sauna Trailer";
      await visit(page(), (await firstHref(page(), `/saunas?q=${encodeURIComponent(name)}`, /href="\/sauna\/[0-9a-f-]{36}"/)).replace("/sauna/", "/review/"));
      await page().getByRole("button", { name: "Start Review" }).click();
      await page().getByRole("radio", { name: "5 stars" }).click();
      await page().getByRole("button", { name: "Continue" }).click();
      await page().getByLabel("Your review").fill("A lovely warm trailer by the strand, and the sea right there for a dip.");
      await page().getByRole("button", { name: "Submit Review" }).click();
      await page().getByRole("heading", { name: "Your Review is Live!" }).waitFor();
      await look(page(), width, "review-4-success");
    });

    it("onboarding: welcome", async () => {
      await visit(page(), "/onboard");
      await page().getByRole("button", { name: "Claim Your Sauna" }).waitFor();
      await look(page(), width, "onboard-0-welcome");
    });

    it("onboarding: claim search", async () => {
      await page().getByRole("button", { name: "Claim Your Sauna" }).click();
      await page().getByRole("button", { name: "Search" }).waitFor();
      await look(page(), width, "onboard-0-claim");
      await visit(page(), "/onboard");
    });

    // Each step from a draft laid in the browser's storage, as a host who got that far would have.
    it.each([1, 2, 3, 4, 5])("onboarding: step %s", async (step) => {
      if (!draftKey) {
        await page().evaluate(() => localStorage.clear());
        await visit(page(), "/onboard");
        await page().getByRole("button", { name: "List Your Sauna" }).click();
        await page().getByText("Step 1 of 5").waitFor();
        await expect.poll(() => page().evaluate(() => Object.keys(localStorage).find((k) => k.startsWith("sauna-eire:onboarding-draft:")) ?? "")).not.toBe("");
        draftKey = await page().evaluate(() => Object.keys(localStorage).find((k) => k.startsWith("sauna-eire:onboarding-draft:"))!);
      }
      await page().evaluate(({ key, step }) => {
        const draft = JSON.parse(localStorage.getItem(key)!);
        draft.step = step;
        draft.claimType = "new";
        draft.saunaDetails = {
          ...draft.saunaDetails,
          name: "Lough Hyne Lakeside Barrel",
          description: "A cedar barrel on the shore of Lough Hyne, with a ladder straight into the lake.",
          type: "barrel",
          capacity: 8,
          duration: 90,
          location: { address: "Lough Hyne, Skibbereen", county: "Cork", eircode: "P81 X285" },
        };
        draft.pricing = { privateSession: 60, sharedSession: 25, groupSession: null, offPeakDiscount: true, offPeakRate: 20 };
        draft.availability = { schedule: { "1": [{ start: "08:00", end: "13:00" }], "6": [{ start: "14:00", end: "21:00" }] }, icsUrl: "" };
        draft.payments = { stripeConnected: true, businessName: "Lough Hyne Saunas Ltd", vatNumber: "IE1234567T" };
        localStorage.setItem(key, JSON.stringify(draft));
      }, { key: draftKey, step });
      await visit(page(), "/onboard");
      await page().getByText(`Step ${step} of 5`).waitFor();
      await look(page(), width, `onboard-${step}`);
    });
  });

  describe("the owner dashboard, as the demo owner", () => {
    const page = blockPage(() => signedInPage(DEMO.owner, viewport));

    eachPageOf(page, "dashboard", "/dashboard", "overview", ["bookings", "calendar", "reviews", "messages", "settings", "account"]);

    itShowsDialog(page, "the calendar's sync dialog", { url: "/dashboard/calendar", button: { name: /Sync/ }, name: "dashboard-calendar-sync-dialog" });
  });

  describe("the admin area, as the super admin", () => {
    const page = blockPage(() => signedInPage(DEMO.superadmin, viewport));

    eachPageOf(page, "admin", "/admin", "dashboard", [
      "discovery", "saunas", "owners", "users", "bookings", "reviews", "payouts", "content", "content/new", "reports", "settings",
    ]);

    it.each([
      ["owner", "/admin/owners", /href="\/admin\/owners\/[^"#]+"/],
      ["user", "/admin/users", /href="\/admin\/users\/[^"#]+"/],
      ["booking", "/admin/bookings", /href="\/admin\/bookings\/[0-9a-f-]{36}"/],
      ["article", "/admin/content", /href="\/admin\/content\/[0-9a-f-]{36}"/],
    ])("an %s's page", async (name, list, pattern) => {
      await visit(page(), await firstHref(page(), list, pattern));
      await heading(page());
      await look(page(), width, `admin-${name}-detail`);
    });

    itShowsDialog(page, "the sauna edit dialog", { url: "/admin/saunas", button: { name: /^Edit/ }, name: "admin-saunas-edit-dialog" });
  });
});
