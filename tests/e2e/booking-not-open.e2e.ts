// With card payments on and the host still setting up Stripe (decision 012), a sauna page says so
// plainly and offers Contact Host and 'Tell me when booking opens', in English and Irish; a guest
// who asks is e-mailed when the host finishes Stripe's onboarding (account.updated at our webhook).
// Meanwhile the host's dashboard says the sauna can't take bookings, why, and who is waiting, and
// admin Saunas marks (and can list only) the listings that can't. Delete Account speaks of payouts
// to the host's Stripe account only once they have one (decision 022).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectStripeFromAccount, startAppWithCardPayments, type CardPaymentsApp } from "./card-payments-app";
import { DEMO, lookAtBothSizes, numberedClients, saunaPath, setUpBrowser, toastsGone, visit } from "./harness";

setUpBrowser();

const SAUNA = "Salthill Prom Sauna";

describe("a sauna whose host is setting up payments", () => {
  let cards: CardPaymentsApp;
  let clients: ReturnType<typeof numberedClients>;
  let saunaAt: string;

  beforeAll(async () => {
    cards = await startAppWithCardPayments();
    clients = numberedClients(cards.app);
    saunaAt = await saunaPath(SAUNA, cards.app);
  }, 240_000);
  afterAll(async () => {
    await cards?.stop();
  });

  const openMails = () => {
    const dir = path.join(cards.dataDir, "mail");
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.includes("booking-open")).map((name) => readFileSync(path.join(dir, name), "utf8")) : [];
  };

  it("says of an unclaimed listing that its owner hasn't joined, with nobody to contact, in English and Irish", async () => {
    const guest = await clients.signedInPage(DEMO.guest);
    const unclaimed = await saunaPath("Myrtleville Cove Sauna", cards.app);
    await visit(guest, unclaimed);
    const section = guest.locator("#booking-section");
    await section.scrollIntoViewIfNeeded();
    await section.getByText("This sauna's owner hasn't joined Sauna Éire yet, so it can't be booked online.").waitFor();
    await section.getByText("Online booking opens once its owner runs the listing here and has set up card payments.").waitFor();
    await section.getByRole("button", { name: "Tell me when booking opens" }).waitFor();
    expect(await section.getByRole("button", { name: "Contact Host" }).count()).toBe(0);
    expect(await section.textContent()).not.toContain("The host is setting up payments");
    await lookAtBothSizes(guest, "booking-not-open-unclaimed");

    await visit(guest, `/ga${unclaimed}`);
    await section.scrollIntoViewIfNeeded();
    await section.getByText("Níl úinéir an tsabhna seo tar éis teacht isteach ar Sauna Éire fós, mar sin ní féidir é a chur in áirithe ar líne.").waitFor();
    expect(await section.getByRole("button", { name: "Déan Teagmháil leis an Óstach" }).count()).toBe(0);
    await lookAtBothSizes(guest, "booking-not-open-unclaimed-ga");
    await guest.context().close();
  });

  it("says so in English and Irish, and tells a guest who asks when booking opens", async () => {
    const guest = await clients.signedInPage(DEMO.guest);
    await visit(guest, saunaAt);
    const section = guest.locator("#booking-section");
    await section.scrollIntoViewIfNeeded();
    await section.getByText("The host is setting up payments, so this sauna can't be booked online yet.").waitFor();
    await section.getByRole("button", { name: "Contact Host" }).waitFor();
    await section.getByRole("button", { name: "Tell me when booking opens" }).click();
    await section.getByRole("status").getByText("Done: we'll e-mail you when booking opens here.").waitFor();
    await toastsGone(guest);
    await lookAtBothSizes(guest, "booking-not-open");
    expect(openMails()).toEqual([]);

    // In Irish, for a visitor: the same words, and signing in first to be told.
    const visitor = await clients.page();
    await visit(visitor, `/ga${saunaAt}`);
    const irish = visitor.locator("#booking-section");
    await irish.scrollIntoViewIfNeeded();
    await irish.getByText("Tá an t-óstach ag socrú íocaíochtaí, mar sin ní féidir an sabhna seo a chur in áirithe ar líne fós.").waitFor();
    await irish.getByRole("button", { name: "Déan Teagmháil leis an Óstach" }).waitFor();
    await lookAtBothSizes(visitor, "booking-not-open-ga");
    await irish.getByRole("button", { name: "Inis dom nuair a osclófar áirithintí" }).click();
    await visitor.waitForURL((url) => url.pathname === "/ga/auth");

    // The host is told on the dashboard why guests can't book, the way to fix it, and who waits.
    const host = await clients.signedInPage(DEMO.owner);
    const itsDashboard = `/dashboard?sauna=${saunaAt.split("/").at(-1)}`;
    await visit(host, itsDashboard);
    const notice = host.getByRole("status").filter({ hasText: "Can't take bookings:" });
    await notice.getByText("card payments aren't set up on your account yet, so guests can't book this sauna online.").waitFor();
    await notice.getByText("1 person asked to be told when booking opens.").waitFor();
    await lookAtBothSizes(host, "dashboard-bookings-not-open");
    await visit(host, `/ga${itsDashboard}`);
    const irishNotice = host.getByRole("status").filter({ hasText: "Ní féidir áirithintí a ghlacadh:" });
    await irishNotice.getByText("Tá 1 duine ag fanacht le scéala nuair a osclófar áirithintí.").waitFor();
    await lookAtBothSizes(host, "dashboard-bookings-not-open-ga");
    await irishNotice.getByRole("link", { name: "Socraigh íocaíochtaí" }).click();
    await host.waitForURL((url) => url.pathname === "/ga/dashboard/account");

    // Admin Saunas marks the listing, and lists only the listings that can't take bookings.
    const admin = await clients.signedInPage(DEMO.admin);
    await visit(admin, "/admin/saunas");
    await admin.getByRole("searchbox").fill(SAUNA);
    await admin.getByLabel("Bookings").selectOption({ label: "Can't take bookings" });
    await admin.getByRole("search", { name: "Find saunas" }).getByRole("button", { name: "Search" }).click();
    await admin.waitForURL((url) => url.searchParams.get("bookings") === "closed");
    const row = admin.getByRole("row").filter({ hasText: SAUNA });
    await row.getByText("Can't take bookings: payments not set up").waitFor();
    await lookAtBothSizes(admin, "admin-saunas-cant-take-bookings");
    await visit(admin, `/ga/admin/saunas?bookings=closed&q=${encodeURIComponent(SAUNA)}`);
    await admin.getByRole("row").filter({ hasText: SAUNA }).getByText("Ní féidir áirithintí a ghlacadh: níl íocaíochtaí socraithe").waitFor();
    expect(await admin.getByLabel("Áirithintí").inputValue()).toBe("closed");
    await lookAtBothSizes(admin, "admin-saunas-cant-take-bookings-ga");

    // A host who never connected Stripe has no payouts there: Delete Account doesn't speak of them.
    const stripePayouts = "What you're owed for sessions already held is still paid to your Stripe account.";
    const deletingSays = async (path: string, button: string, leaving: string) => {
      await visit(host, path);
      await host.getByRole("button", { name: button }).click();
      const dialog = host.getByRole("alertdialog");
      await dialog.getByText(leaving, { exact: false }).waitFor();
      const text = await dialog.textContent();
      await host.keyboard.press("Escape");
      return text;
    };
    expect(await deletingSays("/my-account/settings", "Delete Account", "taken off Sauna Éire")).not.toContain(stripePayouts);
    expect(await deletingSays("/ga/my-account/settings", "Scrios an Cuntas", "de Sauna Éire")).not.toContain("i do chuntas Stripe");

    await connectStripeFromAccount(host, cards);
    await expect.poll(() => openMails().some((mail) => mail.includes(`Booking is open at ${SAUNA}`) && mail.includes(DEMO.guest)), { timeout: 30_000 }).toBe(true);

    // Open now: the page offers the booking form's Book Now, and no longer the notice.
    await visit(guest, saunaAt);
    await guest.locator("#booking-section").scrollIntoViewIfNeeded();
    await guest.getByRole("button", { name: "Book Now" }).waitFor();
    expect(await guest.getByText("The host is setting up payments").count()).toBe(0);
    await visit(host, itsDashboard);
    await host.getByRole("heading", { name: "Overview" }).waitFor();
    expect(await host.getByText("Can't take bookings:").count()).toBe(0);
    expect(await deletingSays("/my-account/settings", "Delete Account", "taken off Sauna Éire")).toContain(stripePayouts);
    await visit(admin, `/admin/saunas?q=${encodeURIComponent(SAUNA)}`);
    await admin.getByRole("row").filter({ hasText: SAUNA }).first().waitFor();
    expect(await admin.getByText("Can't take bookings: payments not set up").count()).toBe(0);
  }, 180_000);
});
