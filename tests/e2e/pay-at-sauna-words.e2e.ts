// Without card payments (the embedded default) nothing is paid online, and the pages say so
// (decision 012): cancelling a booking made to pay at the sauna promises no refund, in its dialog
// and its toast, in English and Irish; the wizard's review says the host is marked ready and that
// guests pay at the sauna, not that Stripe is connected.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { lookAtBothSizes, newPage, saunaPath, setUpBrowser, signUp, toast, toastsGone, visit } from "./harness";
import { bookSession, daysAhead } from "./steps";

setUpBrowser();

async function newMember(name: string): Promise<Page> {
  const page = await newPage();
  await signUp(page, { name, email: `pay-at-sauna-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ie`, password: "Sauna-Words-2026" });
  return page;
}

describe("cancelling a booking made to pay at the sauna", () => {
  it("says in English that there is nothing to refund", async () => {
    const guest = await newMember("Nuala Pay");
    await visit(guest, await saunaPath("Salthill Prom Sauna"));
    await bookSession(guest, { date: daysAhead(50), type: "private", time: "18:00", guests: "2" });
    await guest.waitForURL((u) => u.pathname === "/my-account/bookings");
    await toastsGone(guest);
    await guest.getByRole("button", { name: "Cancel", exact: true }).first().click();
    const dialog = guest.getByRole("alertdialog", { name: "Cancel Booking?" });
    await dialog.getByText("You haven't paid anything online, so there's nothing to refund: you'd have paid at the sauna.").waitFor();
    expect(await dialog.textContent()).not.toContain("full refund");
    await lookAtBothSizes(guest, "pay-at-sauna-cancel-dialog");
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await toast(guest, "Booking cancelled", "You hadn't paid anything online, so there's nothing to refund: you'd have paid at the sauna.").waitFor();
    await guest.context().close();
  }, 120_000);

  it("says it in Irish on the Irish page", async () => {
    const guest = await newMember("Nuala Íoc");
    await visit(guest, await saunaPath("Salthill Prom Sauna"));
    await bookSession(guest, { date: daysAhead(51), type: "private", time: "18:00", guests: "2" });
    await visit(guest, "/ga/my-account/bookings");
    await guest.getByRole("button", { name: "Cuir ar ceal", exact: true }).first().click();
    const dialog = guest.getByRole("alertdialog", { name: "An gcuirfear an áirithint ar ceal?" });
    await dialog.getByText("Níor íoc tú aon rud ar líne, mar sin níl aon rud le haisíoc: d'íocfá ag an sabhna.").waitFor();
    expect(await dialog.textContent()).not.toContain("aisíocaíocht iomlán");
    await lookAtBothSizes(guest, "pay-at-sauna-cancel-dialog-ga");
    await dialog.getByRole("button", { name: "Cuir an Áirithint ar Ceal" }).click();
    await toast(guest, "Áirithint curtha ar ceal", "Níor íoc tú aon rud ar líne, mar sin níl aon rud le haisíoc: d'íocfá ag an sabhna.").waitFor();
    await guest.context().close();
  }, 120_000);
});

describe("the wizard's review without card payments", () => {
  /** A draft at the review step, connected as the payments step marks it without Stripe. */
  async function atReview(page: Page, path: string) {
    await visit(page, path);
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("sauna-eire:onboarding-draft:"));
      const userId = key?.split(":").pop();
      const draft = {
        id: crypto.randomUUID(), step: 5, claimType: "new",
        saunaDetails: { name: "Words Test Sauna", description: "A barrel by the sea, for trying the words.", type: "barrel", capacity: 6, duration: 90, amenities: [], photos: [], location: { address: "The Pier", county: "Clare", eircode: "", latitude: "", longitude: "" } },
        pricing: { privateSession: 40, sharedSession: null, groupSession: null, offPeakDiscount: false, offPeakRate: null },
        availability: { schedule: {}, icsUrl: "" },
        payments: { stripeConnected: true, businessName: "Words Ltd", vatNumber: "" },
        confirmed: false,
      };
      localStorage.setItem(key ?? `sauna-eire:onboarding-draft:${userId}`, JSON.stringify(draft));
    });
    await visit(page, path);
  }

  it("says the host is marked ready and guests pay at the sauna, in English and Irish", async () => {
    const host = await newMember("Words Host");
    // The wizard stores a draft under the member's id at its first change: make one, then replace it.
    await visit(host, "/onboard");
    await host.getByRole("button", { name: "List Your Sauna" }).click();
    await host.getByText("Step 1 of 5").waitFor();
    await atReview(host, "/onboard");
    const payments = host.getByRole("region", { name: "Payments" });
    await payments.getByText("Marked ready. Card payments aren't on yet, so guests pay you at the sauna.").waitFor();
    expect(await payments.textContent()).not.toContain("Stripe connected");
    await lookAtBothSizes(host, "pay-at-sauna-wizard-review");

    await visit(host, "/ga/onboard");
    const irish = host.getByRole("region", { name: "Íocaíochtaí" });
    await irish.getByText("Marcáilte réidh. Níl íocaíochtaí cárta ar siúl fós, mar sin íocann aíonna leat ag an sabhna.").waitFor();
    expect(await irish.textContent()).not.toContain("Stripe ceangailte");
    await lookAtBothSizes(host, "pay-at-sauna-wizard-review-ga");
    await host.context().close();
  }, 120_000);
});
