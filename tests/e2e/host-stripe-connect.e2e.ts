// Hosts connect Stripe (issue 22 item 6), in Chromium against the built app with card payments on
// and a local Stripe server: a new host reaches onboarding's step 4, can't continue until they
// press 'Connect Stripe', goes through Stripe's hosted onboarding (first 'Save and finish later',
// then an expired link, then 'Finish setting up') and comes back to step 4 each time with the
// state Stripe gives; publishes; finds Account 'Ready' with Stripe's Express dashboard a press
// away; and admin Owners shows them Connected while a host who hasn't finished is Not Connected.
// The demo owner starts from Account. Every new screen at 375 and 1280 px, with axe.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOnOurPage, onStripePages, startAppWithCardPayments, type CardPaymentsApp } from "./card-payments-app";
import { DEMO, DESKTOP, lookAtBothSizes, newPage, setUpBrowser, signIn, toastsGone, visit } from "./harness";

setUpBrowser();
let cards: CardPaymentsApp;
// The app starts for this file alone (the shared one runs without card payments): up to its own deadline.
beforeAll(async () => {
  cards = await startAppWithCardPayments();
}, 240_000);
afterAll(async () => {
  await cards?.stop();
});

/** A page of its own (cookies, client address) on this file's app. */
const pageFor = (client: number) => newPage(DESKTOP, { baseUrl: cards.app.baseUrl, client });

/** Once the toasts have gone: both widths, axe and screenshots (see lookAtBothSizes). */
async function capture(page: Page, name: string) {
  await toastsGone(page);
  await lookAtBothSizes(page, name);
}

const onStripe = (page: Page) => onStripePages(page, cards.stripe);
const backOnOurs = (page: Page, path: string) => backOnOurPage(page, cards.app, path);

const HOST_EMAIL = `stripe-host-${Date.now()}@example.ie`;
const SAUNA_NAME = `Inch Strand Sauna ${Date.now().toString(36)}`;

describe("a new host connects Stripe while listing their sauna", () => {
  let page: Page;
  let firstLink = "";

  it("reaches step 4 with Continue blocked until Stripe is connected", async () => {
    page = await pageFor(41);
    await visit(page, "/onboard");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("Aoife Stripe");
    await page.getByLabel("Email").fill(HOST_EMAIL);
    await page.getByLabel("Password").fill("Annascaul-Steam-24");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await backOnOurs(page, "/onboard");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByRole("button", { name: "List Your Sauna" }).click();
    await page.getByText("Step 1 of 5").waitFor();
    // Steps 1 to 3 as a host who got that far left them in this browser (onboarding.e2e.ts walks them).
    await page.evaluate((name) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("sauna-eire:onboarding-draft:"))!;
      const draft = JSON.parse(localStorage.getItem(key)!);
      draft.step = 4;
      draft.saunaDetails = {
        ...draft.saunaDetails,
        name,
        description: "A wood-fired sauna in the dunes at Inch, a short walk from the water.",
        type: "cabin",
        capacity: 6,
        duration: 60,
        location: { address: "Inch Strand, Annascaul", county: "Kerry", eircode: "" },
      };
      draft.pricing = { privateSession: 50, sharedSession: 20, groupSession: null, offPeakDiscount: false, offPeakRate: null };
      localStorage.setItem(key, JSON.stringify(draft));
    }, SAUNA_NAME);
    await visit(page, "/onboard");
    await page.getByText("Step 4 of 5").waitFor();
    await page.getByLabel("Business name").fill("Inch Saunas Ltd");
    expect(await page.getByRole("button", { name: "Continue to Review" }).isDisabled()).toBe(true);
    await page.getByText("Connecting takes you to Stripe to set up your account, then back here.").waitFor();
    await capture(page, "stripe-onboard-4-not-started");
  });

  it("goes to Stripe's onboarding, saves it for later, and comes back to step 4 with the account started", async () => {
    await page.getByRole("button", { name: "Connect Stripe" }).click();
    await onStripe(page);
    firstLink = page.url();
    await page.getByRole("heading", { name: "Set up payouts" }).waitFor();
    await page.getByText(HOST_EMAIL).waitFor();
    await page.getByRole("button", { name: "Save and finish later" }).click();

    await backOnOurs(page, "/onboard");
    await page.getByText("Stripe needs a few more details").waitFor();
    await page.getByText("Step 4 of 5").waitFor();
    await page.getByText("Action needed").waitFor();
    await page.getByRole("button", { name: "Finish setting up" }).waitFor();
    // The draft kept what the host typed before leaving for Stripe.
    expect(await page.getByLabel("Business name").inputValue()).toBe("Inch Saunas Ltd");
    // An account started is enough to go on; Stripe's checks can be finished later.
    expect(await page.getByRole("button", { name: "Continue to Review" }).isDisabled()).toBe(false);
    await capture(page, "stripe-onboard-4-action-needed");
  });

  it("sends a link opened twice back here to press again, then finishes on Stripe and comes back connected", async () => {
    await page.goto(firstLink);
    await backOnOurs(page, "/onboard");
    await page.getByText("That Stripe link has expired").waitFor();
    await page.getByText("Step 4 of 5").waitFor();

    await page.getByRole("button", { name: "Finish setting up" }).click();
    await onStripe(page);
    expect(page.url()).not.toBe(firstLink);
    await page.getByRole("button", { name: "Finish setting up" }).click();

    await backOnOurs(page, "/onboard");
    await page.getByText("Stripe is connected").waitFor();
    await page.getByText("Step 4 of 5").waitFor();
    await page.getByRole("status").filter({ hasText: "Stripe connected" }).waitFor();
    expect(await page.getByRole("button", { name: "Finish setting up" }).count()).toBe(0);
    await capture(page, "stripe-onboard-4-ready");
  });

  it("publishes with Stripe connected", async () => {
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await page.getByText("Step 5 of 5").waitFor();
    await page.getByRole("region", { name: "Payments" }).getByText("Stripe connected").waitFor();
    await page.getByLabel("I confirm these details are correct").check();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("heading", { name: "Your sauna is live!" }).waitFor();
  });

  it("finds Account's payments Ready, with Stripe's Express dashboard a press away", async () => {
    await visit(page, "/dashboard/account");
    const payments = page.getByRole("region", { name: "Payments" });
    await payments.getByText("Ready", { exact: true }).waitFor();
    await payments.getByText("Stripe is set up: guests pay you by card, and your payouts go to your bank account.").waitFor();
    expect(await payments.getByRole("button", { name: "Connect Stripe" }).count()).toBe(0);
    await capture(page, "stripe-account-ready");
    await payments.getByRole("button", { name: "Open Stripe dashboard" }).click();
    await onStripe(page);
    await page.getByRole("heading", { name: "Express dashboard" }).waitFor();
    await page.getByText("Payments and payouts are enabled.").waitFor();
  });
});

describe("the demo owner connects from Account", () => {
  let page: Page;

  it("shows Not started, and comes back from Stripe to Account with the account started", async () => {
    page = await pageFor(42);
    await signIn(page, DEMO.owner);
    await visit(page, "/dashboard/account");
    const payments = page.getByRole("region", { name: "Payments" });
    await payments.getByText("Not started", { exact: true }).waitFor();
    await capture(page, "stripe-account-not-started");

    await payments.getByRole("button", { name: "Connect Stripe" }).click();
    await onStripe(page);
    await page.getByRole("button", { name: "Save and finish later" }).click();
    await backOnOurs(page, "/dashboard/account");
    await page.getByText("Stripe needs a few more details").waitFor();
    await payments.getByText("Action needed", { exact: true }).waitFor();
    await payments.getByRole("button", { name: "Finish setting up" }).waitFor();
    // No dashboard at Stripe before the host's details are in.
    expect(await payments.getByRole("button", { name: "Open Stripe dashboard" }).count()).toBe(0);
    await capture(page, "stripe-account-action-needed");
  });
});

describe("admin Owners", () => {
  it("shows the new host Connected (Stripe enabled charges) and the demo owner, started only, Not Connected", async () => {
    const page = await pageFor(43);
    await signIn(page, DEMO.admin);
    await visit(page, `/admin/owners?q=${encodeURIComponent(HOST_EMAIL)}`);
    const row = page.getByRole("row").filter({ hasText: "Aoife Stripe" });
    await row.getByText("Connected", { exact: true }).waitFor();
    await capture(page, "stripe-admin-owners");

    await visit(page, `/admin/owners?q=${encodeURIComponent(DEMO.owner)}`);
    await page.getByRole("row").filter({ hasText: DEMO.owner }).getByText("Not Connected", { exact: true }).waitFor();
  });
});
