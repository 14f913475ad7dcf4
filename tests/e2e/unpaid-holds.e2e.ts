// The limits on bookings awaiting payment (decision 012, "Limits on unpaid holds"), as a guest
// meets them on the sauna page with card payments on: after two unpaid bookings at one sauna,
// Book Now for a third says why and what to do, in English and under /ga in Irish, and no third
// booking goes to Stripe. The embedded database's demo data; a local Stripe server.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectStripeFromAccount, onStripePages, startAppWithCardPayments, type CardPaymentsApp } from "./card-payments-app";
import { DEMO, numberedClients, PHONE, saunaPath, screenshot, setUpBrowser, toast, visit } from "./harness";
import { chooseSession, daysAhead, type Session } from "./steps";

setUpBrowser();

const REFUSAL = {
  en: { title: "Booking failed", message: "You already have 2 bookings at this sauna waiting for payment. Pay for or cancel one of them first." },
  ga: { title: "Theip ar an áirithint", message: "Tá 2 áirithint agat cheana féin ag an sabhna seo ag fanacht le híocaíocht. Íoc as ceann acu nó cuir ceann acu ar ceal ar dtús." },
};

describe("bookings awaiting payment, limited per guest", () => {
  let cards: CardPaymentsApp;
  let clients: ReturnType<typeof numberedClients>;
  let saunaAt: string;
  let guest: Page;
  const session = (days: number): Session => ({ date: daysAhead(days), type: "private", time: "18:00", guests: "2" });
  const sessionsAtStripe = () => cards.stripe.checkoutSessions.size;

  beforeAll(async () => {
    cards = await startAppWithCardPayments();
    clients = numberedClients(cards.app);
    saunaAt = await saunaPath("Salthill Prom Sauna", cards.app);
    const host = await clients.signedInPage(DEMO.owner);
    await connectStripeFromAccount(host, cards);
    await host.context().close();
    guest = await clients.signedInPage(DEMO.guest);
  }, 240_000);
  afterAll(async () => {
    await cards?.stop();
  });

  it("refuses a third unpaid booking at one sauna on the sauna page, saying why", async () => {
    for (const days of [40, 41]) {
      await visit(guest, saunaAt);
      await chooseSession(guest, session(days));
      await guest.getByRole("button", { name: "Book Now" }).click();
      await onStripePages(guest, cards.stripe);
    }
    const made = sessionsAtStripe();
    await visit(guest, saunaAt);
    await chooseSession(guest, session(42));
    await guest.getByRole("button", { name: "Book Now" }).click();
    await toast(guest, REFUSAL.en.title, REFUSAL.en.message).waitFor();
    await screenshot(guest, "unpaid-holds-refused-en-1280", { fullPage: false });
    expect(new URL(guest.url()).pathname).toBe(saunaAt);
    expect(sessionsAtStripe()).toBe(made);
  });

  it("says it in Irish under /ga, at phone width", async () => {
    await guest.setViewportSize(PHONE);
    await visit(guest, `/ga${saunaAt}`);
    const booked = session(43);
    await guest.locator("#booking-date").fill(booked.date);
    await guest.getByLabel("Cineál áirithinte").selectOption(booked.type);
    await expect.poll(() => guest.locator(`#booking-time option[value='${booked.time}']`).isDisabled()).toBe(false);
    await guest.getByLabel("Am an tseisiúin").selectOption(booked.time);
    await guest.getByLabel("Aíonna").selectOption(booked.guests);
    await guest.getByRole("button", { name: "Cuir in Áirithe Anois" }).click();
    await toast(guest, REFUSAL.ga.title, REFUSAL.ga.message).waitFor();
    await screenshot(guest, "unpaid-holds-refused-ga-375", { fullPage: false });
    expect(new URL(guest.url()).pathname).toBe(`/ga${saunaAt}`);
  });
});
