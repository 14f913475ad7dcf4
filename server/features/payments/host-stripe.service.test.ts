// Hosts connecting Stripe, against the local Stripe server through the official
// SDK and our webhook route: one Express account per host, Stripe's onboarding and the way back,
// the state asked of Stripe on return, the Express dashboard link, Stripe down, and who may.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENTS_NOT_CONNECTED } from "#domain/listing-schema";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { profiles } from "#server/db/schema/profiles";
import { ServiceError } from "#server/features/errors";
import { publishListing } from "#server/features/hosts/publish-listing.service";
import { OWNERS_ONLY } from "#server/features/hosts/owned-saunas";
import { setUpCardPayments } from "#server/testing/card-payments";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import {
  connectStripe, FINISH_STRIPE_FIRST, hostStripeStatus, refreshStripeAccount, SIGN_IN_TO_CONNECT, STRIPE_REFUSED, STRIPE_UNREACHABLE, stripeDashboardLink,
} from "./host-stripe.service";

const BASE_URL = "http://localhost:3000";
const FROM_ACCOUNT = { returnPath: "/dashboard/account", baseUrl: BASE_URL, locale: "en" } as const;
const FROM_ONBOARDING = { returnPath: "/onboard", baseUrl: BASE_URL, locale: "en" } as const;

/** The ServiceError a call is refused with (kind and message). */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(() => null, (e: unknown) => e);
  if (!(error instanceof ServiceError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return { kind: error.kind, message: error.message };
}

describeOnEachDatabase("hosts connecting Stripe", (t) => {
  // Stripe's clock, which stamps its events: a test turns it back to make events older than our reads.
  let stripeBehindMs = 0;
  const cards = setUpCardPayments(t, { now: () => new Date(Date.now() - stripeBehindMs) });

  const profileOf = async (userId: string) => (await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0];
  const accountRequests = (userId: string) => cards.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/accounts" && r.idempotencyKey === `connect-${userId}`);
  const linkRequests = (accountId: string) => cards.stripe.requests.filter((r) => r.path === "/v1/account_links" && r.params.account === accountId);

  it("makes the host's Express account once, stores it, and sends them to Stripe's onboarding, which returns to the page they left", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    expect(await hostStripeStatus(t.db, owner)).toEqual({ state: "not_started", actions: ["connect"] });

    const { url } = await connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT);
    const profile = await profileOf(owner.userId);
    expect(profile.stripeAccountId).toMatch(/^acct_/);
    expect(profile.paymentsConnected).toBe(true);
    const account = cards.stripe.accounts.get(profile.stripeAccountId!)!;
    expect(account).toMatchObject({ type: "express", country: "IE", email: owner.email, metadata: { user_id: owner.userId } });
    expect(accountRequests(owner.userId)).toHaveLength(1);
    expect(url).toMatch(new RegExp(`^${cards.stripe.url}/connect/onboarding/`));
    const [link] = linkRequests(account.id);
    expect(link.params).toMatchObject({
      type: "account_onboarding",
      return_url: `${BASE_URL}/dashboard/account/stripe-return`,
      refresh_url: `${BASE_URL}/dashboard/account/stripe-return?expired=1`,
    });
    // Started, not finished: Stripe still wants the host's details.
    expect(await hostStripeStatus(t.db, owner)).toEqual({ state: "action_needed", actions: ["finish"] });

    // 'Finish setting up' later: the same account, a new link (each works once).
    const again = await connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT);
    expect(again.url).not.toBe(url);
    expect((await profileOf(owner.userId)).stripeAccountId).toBe(account.id);
    expect(accountRequests(owner.userId)).toHaveLength(1);
    expect(linkRequests(account.id)).toHaveLength(2);
  });

  it("makes one account when the button is pressed twice at once", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    const [a, b] = await Promise.all([connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT), connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT)]);
    expect(a.url).toBeTruthy();
    expect(b.url).toBeTruthy();
    const accounts = [...cards.stripe.accounts.values()].filter((acct) => acct.metadata.user_id === owner.userId);
    expect(accounts).toHaveLength(1);
    expect((await profileOf(owner.userId)).stripeAccountId).toBe(accounts[0].id);
  });

  it("asks Stripe how the account stands when the host comes back, without waiting for the webhook", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    await connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT);
    const accountId = (await profileOf(owner.userId)).stripeAccountId!;

    // 'Save and finish later': nothing changed at Stripe.
    expect(await refreshStripeAccount(t.db, cards.provider, owner, "/dashboard/account")).toEqual({ state: "action_needed", actions: ["finish"] });

    // 'Finish setting up', with Stripe's account.updated not delivered yet.
    cards.stripe.holdWebhooks();
    await cards.stripe.completeOnboarding(accountId);
    expect((await profileOf(owner.userId)).stripeChargesEnabled).toBe(false);
    expect(await refreshStripeAccount(t.db, cards.provider, owner, "/dashboard/account")).toEqual({ state: "ready", actions: ["dashboard"] });
    expect(await profileOf(owner.userId)).toMatchObject({ stripeChargesEnabled: true, stripePayoutsEnabled: true, stripeDetailsSubmitted: true });

    // The event arrives after: the same news, nothing changes.
    cards.stripe.releaseWebhooks();
    await cards.stripe.webhooksSettled();
    expect(await hostStripeStatus(t.db, owner)).toEqual({ state: "ready", actions: ["dashboard"] });
  });

  it("keeps what it asked of Stripe over an older event that arrives late", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    await connectStripe(t.db, cards.provider, owner, FROM_ONBOARDING);
    const accountId = (await profileOf(owner.userId)).stripeAccountId!;
    cards.stripe.holdWebhooks();
    try {
      // Stripe first enabled charges only, a minute ago; then payouts too. We ask now.
      stripeBehindMs = 60_000;
      await cards.stripe.completeOnboarding(accountId, { payoutsEnabled: false });
      stripeBehindMs = 30_000;
      await cards.stripe.completeOnboarding(accountId);
      stripeBehindMs = 0;
      expect((await refreshStripeAccount(t.db, cards.provider, owner, "/onboard")).state).toBe("ready");
      // The newer event is lost; the older one, saying payouts are off, arrives after our read.
      const [older, newer] = cards.stripe.events.filter((e) => e.type === "account.updated" && e.state === "held" && (e.event.data.object as { id: string }).id === accountId);
      cards.stripe.drop(newer.id);
      expect((await cards.stripe.deliver(older.id)).status).toBe(200);
      expect((await hostStripeStatus(t.db, owner)).state).toBe("ready");
    } finally {
      stripeBehindMs = 0;
      cards.stripe.releaseWebhooks();
      await cards.stripe.webhooksSettled();
    }
  });

  it("opens the host's Express dashboard once Stripe has their details, and not before", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    expect(await refusal(stripeDashboardLink(t.db, cards.provider, owner))).toEqual({ kind: "invalid", message: FINISH_STRIPE_FIRST });
    await connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT);
    expect(await refusal(stripeDashboardLink(t.db, cards.provider, owner))).toEqual({ kind: "invalid", message: FINISH_STRIPE_FIRST });

    // Details in, but Stripe not yet paying out: more to do, and the dashboard to see why.
    const accountId = (await profileOf(owner.userId)).stripeAccountId!;
    await cards.stripe.completeOnboarding(accountId, { payoutsEnabled: false });
    await cards.stripe.webhooksSettled();
    expect(await hostStripeStatus(t.db, owner)).toEqual({ state: "action_needed", actions: ["finish", "dashboard"] });
    const { url } = await stripeDashboardLink(t.db, cards.provider, owner);
    expect(url).toMatch(new RegExp(`^${cards.stripe.url}/express/`));
    const page = await (await fetch(url)).text();
    expect(page).toContain(accountId);
  });

  it("says Stripe can't be reached, and stores nothing, while Stripe is down; the next press makes the one account", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    // More failures than the SDK's own retry.
    cards.stripe.failNext({ method: "POST", path: "/v1/accounts" }, { status: 500 }, 3);
    expect(await refusal(connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT))).toEqual({ kind: "unavailable", message: STRIPE_UNREACHABLE });
    expect((await profileOf(owner.userId)).stripeAccountId).toBeNull();

    // The account was made, but its answer lost: the retry, same key, gets the same account.
    cards.stripe.failNext({ method: "POST", path: "/v1/accounts" }, "drop-response", 2);
    expect(await refusal(connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT))).toEqual({ kind: "unavailable", message: STRIPE_UNREACHABLE });
    await connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT);
    const accounts = [...cards.stripe.accounts.values()].filter((acct) => acct.metadata.user_id === owner.userId);
    expect(accounts).toHaveLength(1);
    expect((await profileOf(owner.userId)).stripeAccountId).toBe(accounts[0].id);

    // Back from Stripe while it is down: nothing recorded, the webhook will tell.
    cards.stripe.failNext({ method: "GET", path: `/v1/accounts/${accounts[0].id}` }, { status: 503 }, 3);
    expect(await refusal(refreshStripeAccount(t.db, cards.provider, owner, "/dashboard/account"))).toEqual({ kind: "unavailable", message: STRIPE_UNREACHABLE });
  });

  it("says so when Stripe refuses to make the account", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    cards.stripe.failNext({ method: "POST", path: "/v1/accounts" }, { status: 400, type: "invalid_request_error", message: "Connect is not enabled for this platform." });
    expect(await refusal(connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT))).toEqual({ kind: "unavailable", message: STRIPE_REFUSED });
    expect((await profileOf(owner.userId)).stripeAccountId).toBeNull();
  });

  it("lets someone listing their first sauna connect from onboarding, and publish once the account is started", async () => {
    const newHost = await createTestUser(t);
    const draft = publishableDraft();
    // The draft's word isn't enough with card payments: a Stripe account of their own is.
    const refused = await refusal(publishListing(t.db, newHost, draft, { cardPayments: true }));
    expect(refused).toEqual({ kind: "invalid", message: PAYMENTS_NOT_CONNECTED });

    const { url } = await connectStripe(t.db, cards.provider, newHost, FROM_ONBOARDING);
    const [link] = linkRequests((await profileOf(newHost.userId)).stripeAccountId!);
    expect(link.params).toMatchObject({ return_url: `${BASE_URL}/onboard/stripe-return`, refresh_url: `${BASE_URL}/onboard/stripe-return?expired=1` });
    expect(url).toBeTruthy();
    // Stripe's checks can come later: the listing publishes, card bookings wait for Stripe.
    const published = await publishListing(t.db, newHost, draft, { cardPayments: true });
    expect(published.created).toBe(true);
    expect(await profileOf(newHost.userId)).toMatchObject({ isOwner: true, paymentsConnected: true, stripeChargesEnabled: false });
  });

  describe("who may", () => {
    let owner: SignedInUser;
    let ownerAccount: string;
    beforeAll(async () => {
      owner = await createTestUser(t, { isOwner: true });
      await connectStripe(t.db, cards.provider, owner, FROM_ACCOUNT);
      ownerAccount = (await profileOf(owner.userId)).stripeAccountId!;
      await cards.stripe.completeOnboarding(ownerAccount);
      await cards.stripe.webhooksSettled();
    });

    it("refuses a visitor everything, asking them to sign in, and asks nothing of Stripe", async () => {
      const before = cards.stripe.requests.length;
      for (const from of ["/onboard", "/dashboard/account"] as const) {
        expect((await refusal(connectStripe(t.db, cards.provider, ANONYMOUS, { returnPath: from, baseUrl: BASE_URL, locale: "en" }))).kind).toBe("unauthenticated");
        expect((await refusal(refreshStripeAccount(t.db, cards.provider, ANONYMOUS, from))).kind).toBe("unauthenticated");
      }
      expect(await refusal(connectStripe(t.db, cards.provider, ANONYMOUS, FROM_ONBOARDING))).toEqual({ kind: "unauthenticated", message: SIGN_IN_TO_CONNECT });
      expect((await refusal(stripeDashboardLink(t.db, cards.provider, ANONYMOUS))).kind).toBe("unauthenticated");
      expect((await refusal(hostStripeStatus(t.db, ANONYMOUS))).kind).toBe("unauthenticated");
      expect(cards.stripe.requests.length).toBe(before);
    });

    it("refuses a guest the owner dashboard's Stripe, and an administrator who isn't an owner", async () => {
      const guest = await createTestUser(t);
      const admin = await createTestUser(t, { roles: ["super_admin"] });
      const before = cards.stripe.requests.length;
      for (const someone of [guest, admin]) {
        expect(await refusal(connectStripe(t.db, cards.provider, someone, FROM_ACCOUNT))).toEqual({ kind: "forbidden", message: OWNERS_ONLY });
        expect((await refusal(refreshStripeAccount(t.db, cards.provider, someone, "/dashboard/account"))).kind).toBe("forbidden");
        expect((await refusal(stripeDashboardLink(t.db, cards.provider, someone))).kind).toBe("forbidden");
        expect((await profileOf(someone.userId)).stripeAccountId).toBeNull();
      }
      // A made-up page to come back to is refused too, before anything is asked of Stripe.
      const made = { returnPath: "/admin" as "/onboard", baseUrl: BASE_URL, locale: "en" } as const;
      expect((await refusal(connectStripe(t.db, cards.provider, owner, made))).kind).toBe("invalid");
      expect(cards.stripe.requests.length).toBe(before);
    });

    it("gives another owner an account of their own and nothing of this owner's", async () => {
      const other = await createTestUser(t, { isOwner: true });
      expect(await hostStripeStatus(t.db, other)).toEqual({ state: "not_started", actions: ["connect"] });
      expect(await refusal(stripeDashboardLink(t.db, cards.provider, other))).toEqual({ kind: "invalid", message: FINISH_STRIPE_FIRST });
      expect((await refreshStripeAccount(t.db, cards.provider, other, "/dashboard/account")).state).toBe("not_started");

      await connectStripe(t.db, cards.provider, other, FROM_ACCOUNT);
      const otherAccount = (await profileOf(other.userId)).stripeAccountId!;
      expect(otherAccount).not.toBe(ownerAccount);
      expect(linkRequests(ownerAccount)).toHaveLength(1); // only the owner's own, from beforeAll
      expect((await stripeDashboardLink(t.db, cards.provider, owner)).url).toBeTruthy();
      expect(await hostStripeStatus(t.db, other)).toEqual({ state: "action_needed", actions: ["finish"] });
      expect(await hostStripeStatus(t.db, owner)).toEqual({ state: "ready", actions: ["dashboard"] });
    });
  });
});

/** A complete onboarding draft as the wizard sends it on Publish (without photos). */
function publishableDraft() {
  return {
    id: randomUUID(),
    claimType: "new",
    step: 5,
    saunaDetails: {
      name: "Inch Strand Sauna",
      description: "A wood-fired sauna in the dunes at Inch, a short walk from the water.",
      type: "cabin",
      capacity: "6",
      duration: "60",
      amenities: ["Wood-Fired", "Sea Access"],
      photos: [],
      location: { address: "Inch Strand, Annascaul", county: "Kerry", eircode: "" },
    },
    pricing: { privateSession: "50", sharedSession: "", groupSession: "", offPeakDiscount: false, offPeakRate: "" },
    availability: { schedule: {}, icsUrl: "" },
    payments: { stripeConnected: true, businessName: "Inch Saunas Ltd", vatNumber: "" },
    confirmed: true,
  };
}
