// Where a host stands with Stripe Connect (decision 012): one rule for the
// owner dashboard's Account, onboarding's step 4 and admin Owners, in the words they show.
// Card bookings open once Stripe enables charges; the host's share is sent once it enables payouts.

/** What we hold of the host's Express account: what Stripe last told us (account.updated, or asked). */
export type HostStripeFacts = {
  /** The host pressed 'Connect Stripe' and has an account at Stripe. */
  hasAccount: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
};

export type HostPaymentsState = "not_started" | "action_needed" | "ready";

/** Ready when guests can pay the host by card and the host can be paid; started is not enough. */
export function hostPaymentsState(f: HostStripeFacts): HostPaymentsState {
  if (!f.hasAccount) return "not_started";
  return f.chargesEnabled && f.payoutsEnabled ? "ready" : "action_needed";
}

export const HOST_PAYMENTS_LABELS: Record<HostPaymentsState, string> = {
  not_started: "Not started",
  action_needed: "Action needed",
  ready: "Ready",
};

/** What each state means for the host, said beside it. */
export const HOST_PAYMENTS_NOTES: Record<HostPaymentsState, string> = {
  not_started: "Connect Stripe to take card payments: guests pay upfront when they book, and Stripe pays you out.",
  action_needed: "Your Stripe account is started. Stripe still needs a few details before guests can pay you by card.",
  ready: "Stripe is set up: guests pay you by card, and your payouts go to your bank account.",
};

export type HostPaymentsAction = "connect" | "finish" | "dashboard";

export const HOST_PAYMENTS_ACTION_LABELS: Record<HostPaymentsAction, string> = {
  connect: "Connect Stripe",
  finish: "Finish setting up",
  dashboard: "Open Stripe dashboard",
};

/**
 * What the host can do next: connect; finish Stripe's onboarding while something is missing; and
 * open Stripe's Express dashboard once they have submitted their details (Stripe makes no
 * dashboard link before).
 */
export function hostPaymentsActions(f: HostStripeFacts): HostPaymentsAction[] {
  const state = hostPaymentsState(f);
  if (state === "not_started") return ["connect"];
  const actions: HostPaymentsAction[] = state === "action_needed" ? ["finish"] : [];
  if (f.detailsSubmitted) actions.push("dashboard");
  return actions;
}

/**
 * Admin Owners' Stripe column (docs/product.md §2 Owners: Connected / Not Connected). With card
 * payments on, connected means Stripe has enabled charges, so guests can book the host by card;
 * without them (the embedded default) it is the host's saved choice from onboarding or Account.
 */
export function stripeConnected(cardPaymentsOn: boolean, f: { paymentsConnected: boolean; chargesEnabled: boolean }): boolean {
  return cardPaymentsOn ? f.chargesEnabled : f.paymentsConnected;
}
