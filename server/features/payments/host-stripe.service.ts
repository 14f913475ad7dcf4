// Hosts and Stripe Connect Express (decision 012): 'Connect Stripe' makes the
// host's Express account once and sends them to Stripe's own onboarding, which brings them back
// through a return route to the page they left (onboarding's step 4, or the dashboard's Account).
// The return asks Stripe how the account stands at once, so the page shows it without waiting for
// the webhook's account.updated. Only for card payments configured: without them onboarding and
// Account keep their saved 'connected' flag.
import { and, eq, isNull } from "drizzle-orm";
import { hostPaymentsActions, hostPaymentsState, type HostPaymentsAction, type HostPaymentsState, type HostStripeFacts } from "#domain/host-payments";
import { localizePath, type Locale } from "#domain/locales";
import type { Actor, SignedInUser } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { invalid, unavailable } from "#server/features/errors";
import { requireOwner } from "#server/features/hosts/owned-saunas";
import { type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { recordAccountState } from "./payment-events.service";

/** Where a host connects from, and so where Stripe sends them back to. */
export const STRIPE_RETURN_PATHS = ["/onboard", "/dashboard/account"] as const;
export type StripeReturnPath = (typeof STRIPE_RETURN_PATHS)[number];

/** The return route beside each page (app/routes.ts): it refreshes the state, then shows the page. */
export const stripeReturnRoute = (page: StripeReturnPath) => `${page}/stripe-return`;

export const CARD_PAYMENTS_OFF = "Card payments aren't set up on this site: guests pay at the sauna.";
export const SIGN_IN_TO_CONNECT = "Please sign in to connect Stripe";
export const STRIPE_UNREACHABLE = "We couldn't reach Stripe just now, so nothing has changed. Please try again in a few minutes.";
export const STRIPE_REFUSED = "Stripe couldn't set up card payments for your account just now. Please try again, or contact us if it keeps happening.";
export const FINISH_STRIPE_FIRST = "Finish setting up with Stripe first: your Stripe dashboard opens once Stripe has your details.";

export type HostStripeStatus = { state: HostPaymentsState; actions: HostPaymentsAction[] };

/**
 * Who may connect from where: the owner dashboard is for owners only; onboarding is for anyone
 * signed in, who becomes an owner by publishing (and needs Stripe before that). Each acts on
 * their own account only: nothing here names another person's.
 */
function connectingUser(actor: Actor, from: StripeReturnPath): SignedInUser {
  return from === "/onboard" ? requireUser(actor, SIGN_IN_TO_CONNECT) : requireOwner(actor);
}

async function stripeFacts(db: Db, userId: string): Promise<HostStripeFacts & { accountId: string | null }> {
  const [row] = await db
    .select({
      accountId: profiles.stripeAccountId,
      chargesEnabled: profiles.stripeChargesEnabled,
      payoutsEnabled: profiles.stripePayoutsEnabled,
      detailsSubmitted: profiles.stripeDetailsSubmitted,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const facts = row ?? { accountId: null, chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false };
  return { ...facts, hasAccount: facts.accountId !== null };
}

const statusOf = (facts: HostStripeFacts): HostStripeStatus => ({ state: hostPaymentsState(facts), actions: hostPaymentsActions(facts) });

/** The signed-in user's own standing with Stripe, as we last heard it. */
export async function hostStripeStatus(db: Db, actor: Actor): Promise<HostStripeStatus> {
  const user = requireUser(actor, SIGN_IN_TO_CONNECT);
  return statusOf(await stripeFacts(db, user.userId));
}

/** A call to Stripe, its failures in words the host can act on. */
async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw unavailable(error.kind === "unavailable" ? STRIPE_UNREACHABLE : STRIPE_REFUSED);
    throw error;
  }
}

/**
 * 'Connect Stripe' (and 'Finish setting up'): the host's Express account, made on the first press
 * and reused after, and the address of Stripe's onboarding for it. Stripe answers the same account
 * to the same Idempotency-Key (`connect-<user>`), so two presses at once make one account, which
 * is stored only where none is yet. Stripe brings the host back to the page in the language they
 * pressed it in (`locale`: the request's, decision 020).
 */
export async function connectStripe(
  db: Db,
  provider: PaymentProvider,
  actor: Actor,
  { returnPath, baseUrl, locale }: { returnPath: StripeReturnPath; baseUrl: string; locale: Locale },
): Promise<{ url: string }> {
  const user = connectingUser(actor, returnPath);
  if (!STRIPE_RETURN_PATHS.includes(returnPath)) throw invalid("Unknown page to return to.");
  let { accountId } = await stripeFacts(db, user.userId);
  if (!accountId) {
    const account = await askStripe(() => provider.createConnectedAccount({ email: user.email, userId: user.userId, idempotencyKey: `connect-${user.userId}` }));
    await db
      .update(profiles)
      .set({ stripeAccountId: account.id, paymentsConnected: true })
      .where(and(eq(profiles.id, user.userId), isNull(profiles.stripeAccountId)));
    accountId = (await stripeFacts(db, user.userId)).accountId ?? account.id;
  }
  const back = `${baseUrl}${localizePath(stripeReturnRoute(returnPath), locale)}`;
  // Stripe sends the host to refresh_url when the link has expired or was opened before (a
  // reload, Back): they land on the same page and press the button again for a fresh link.
  const url = await askStripe(() => provider.onboardingLink({ accountId, returnUrl: back, refreshUrl: `${back}?expired=1` }));
  return { url };
}

/**
 * Back from Stripe's onboarding: how the account stands now, asked of Stripe and recorded, so the
 * page shows it at once. It is recorded as of one second before we asked: Stripe stamps its events
 * in whole seconds, so an event of an earlier second is older than this answer and ignored, one of
 * the very second we asked may be newer and is let through, and a later return still beats ours.
 */
export async function refreshStripeAccount(db: Db, provider: PaymentProvider, actor: Actor, from: StripeReturnPath, asked = new Date()): Promise<HostStripeStatus> {
  const user = connectingUser(actor, from);
  const facts = await stripeFacts(db, user.userId);
  if (!facts.accountId) return statusOf(facts);
  const account = await askStripe(() => provider.getConnectedAccount(facts.accountId!));
  await recordAccountState(db, account, new Date(asked.getTime() - 1000));
  return statusOf(await stripeFacts(db, user.userId));
}

/**
 * 'Open Stripe dashboard': a one-time link into the host's Express dashboard (payouts, bank
 * details, tax forms). Made when pressed, as such links expire within minutes.
 */
export async function stripeDashboardLink(db: Db, provider: PaymentProvider, actor: Actor): Promise<{ url: string }> {
  const owner = requireOwner(actor);
  const facts = await stripeFacts(db, owner.userId);
  if (!facts.accountId || !facts.detailsSubmitted) throw invalid(FINISH_STRIPE_FIRST);
  return { url: await askStripe(() => provider.dashboardLink(facts.accountId!)) };
}
