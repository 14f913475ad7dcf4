// Back from Stripe's Connect onboarding in the host's language (decision 020): an Irish page gives
// Stripe Irish return addresses, and the way back lands on the Irish page with an Irish word on
// where the host stands; English is as it was.
import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import type { Locale } from "#domain/locales";
import type { SignedInUser } from "#server/auth/actor";
import { appContext, type AppContext } from "#server/app-context";
import type { Config } from "#server/config";
import { connectStripe } from "#server/features/payments/host-stripe.service";
import { setUpCardPayments } from "#server/testing/card-payments";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { readFlash } from "./flash.server";
import { returnFromStripe } from "./stripe-return.server";

const BASE_URL = "http://localhost:3000";
const CONFIG = { baseUrl: BASE_URL, authSecret: "stripe-return-test-secret-of-some-length" } as Config;

describeOnEachDatabase("back from Stripe's onboarding", (t) => {
  const cards = setUpCardPayments(t);
  const linkParams = () => cards.stripe.requests.filter((r) => r.path === "/v1/account_links").at(-1)!.params;

  /** Where the return route sends the host, and the toast it shows there. */
  async function comeBack(owner: SignedInUser, url: string) {
    const context = new RouterContextProvider();
    context.set(appContext, { db: t.db, config: CONFIG, actor: owner, payments: cards.provider } as AppContext);
    const response = await returnFromStripe(context, new Request(url), "/dashboard/account").then(
      () => { throw new Error("expected a redirect"); },
      (thrown: unknown) => thrown as Response,
    );
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const { flash } = await readFlash(CONFIG, new Request(BASE_URL, { headers: { Cookie: cookie } }));
    return { location: response.headers.get("Location"), title: flash?.title, description: flash?.description };
  }

  const connect = async (locale: Locale) => {
    const owner = await createTestUser(t, { isOwner: true });
    await connectStripe(t.db, cards.provider, owner, { returnPath: "/dashboard/account", baseUrl: BASE_URL, locale });
    return owner;
  };

  it("gives Stripe the Irish page's addresses, and brings the host back to it with an Irish word", async () => {
    const owner = await connect("ga");
    expect(linkParams()).toMatchObject({
      return_url: `${BASE_URL}/ga/dashboard/account/stripe-return`,
      refresh_url: `${BASE_URL}/ga/dashboard/account/stripe-return?expired=1`,
    });
    expect(await comeBack(owner, linkParams().return_url as string)).toEqual({
      location: "/ga/dashboard/account",
      title: "Tá cúpla sonra eile ag teastáil ó Stripe",
      description: "Tá do chuntas Stripe tosaithe. Críochnaigh an socrú le Stripe ionas gur féidir le haíonna íoc leat le cárta.",
    });
    expect((await comeBack(owner, linkParams().refresh_url as string)).title).toBe("Tá an nasc Stripe sin imithe as feidhm");
  });

  it("keeps an English page's addresses and words as they were", async () => {
    const owner = await connect("en");
    expect(linkParams()).toMatchObject({
      return_url: `${BASE_URL}/dashboard/account/stripe-return`,
      refresh_url: `${BASE_URL}/dashboard/account/stripe-return?expired=1`,
    });
    expect(await comeBack(owner, linkParams().return_url as string)).toEqual({
      location: "/dashboard/account",
      title: "Stripe needs a few more details",
      description: "Your Stripe account is started. Finish setting up with Stripe so guests can pay you by card.",
    });
    expect((await comeBack(owner, linkParams().refresh_url as string)).description).toBe("Press 'Finish setting up' to carry on with Stripe where you left off.");
  });
});
