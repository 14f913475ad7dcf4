// The commission ledger (admin Payouts, docs/product.md §2 Admin area): where each booking's host
// payout stands, and what an admin asks for when listing or paying. The rule for what a host is
// owed lives in one SQL expression (server/features/admin/admin-payouts.ledger.ts); these are
// its names (schemas for the forms: payouts-schema.ts).
import { PRODUCT_NAME } from "./constants";
import { formatDate } from "./format-date";
import { heldReasonForHost, PAYOUT_HELD_FOR_HOST } from "./payout-hold";

/**
 * paid: the host has been paid. due: the payout date has passed and the host can be paid.
 * upcoming: the session (plus the payout delay) hasn't passed yet. on_hold: due, but the listing
 * has no verified owner to pay. refunded: cancelled with a refund, so nothing is paid.
 * pending: the booking was never confirmed.
 * With card payments (decision 012) a card booking's payout is a Stripe transfer the payments
 * worker makes, never 'Mark paid': transferring: due, and the worker is making it (or trying
 * again after Stripe failed). held: the worker holds it, for the reason it gives
 * (domain/payout-hold.ts). failed: Stripe refused it or kept failing; an administrator tries again.
 */
export const LEDGER_STATES = ["paid", "due", "upcoming", "on_hold", "refunded", "pending", "transferring", "held", "failed"] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];

export const LEDGER_STATE_LABELS: Record<LedgerState, string> = {
  paid: "Paid",
  due: "Due",
  upcoming: "Not yet due",
  on_hold: "On hold",
  refunded: "Refunded, no payout",
  pending: "Not confirmed",
  transferring: "Transfer on its way",
  held: "Held",
  failed: "Transfer failed",
};

/** The filters of every deployment, and those that only mean something with card payments on. */
export const PAYOUT_FILTERS = ["due", "paid", "all"] as const;
export const CARD_PAYOUT_FILTERS = ["held", "failed"] as const;
export type PayoutFilter = (typeof PAYOUT_FILTERS)[number] | (typeof CARD_PAYOUT_FILTERS)[number];
export const PAYOUT_FILTER_LABELS: Record<PayoutFilter, string> = { due: "Due", paid: "Paid", all: "All", held: "On hold", failed: "Failed" };

export const LEDGER_PAGE_SIZE = 25;
export const HOSTS_PAGE_SIZE = 10;
export const REFUNDS_PAGE_SIZE = 10;

/** What the Payouts page shows: a filter, the ledger's page, the hosts' page, the failed refunds' page, one host or all. */
export type PayoutQuery = { filter: PayoutFilter; page: number; hostPage: number; refundPage: number; host?: string };

/** The link for a page of the Payouts screen, keeping the other choices. */
export function payoutsHref(query: PayoutQuery, change: Partial<PayoutQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.filter !== "due") params.set("filter", next.filter);
  if (next.host) params.set("host", next.host);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.hostPage > 1) params.set("hostPage", String(next.hostPage));
  if (next.refundPage > 1) params.set("refundPage", String(next.refundPage));
  const search = params.toString();
  return `/admin/payouts${search ? `?${search}` : ""}`;
}

/** Where administrators are sent about a refund or a transfer Stripe would not make (the alert e-mails). */
export const FAILED_REFUNDS_PATH = "/admin/payouts#failed-refunds";
export const FAILED_TRANSFERS_PATH = "/admin/payouts?filter=failed";

/** The states of a payout still owed to the host: confirmed (or kept after a cancellation) and not paid yet. */
export const OWED_LEDGER_STATES = ["due", "upcoming", "on_hold", "transferring", "held", "failed"] as const satisfies readonly LedgerState[];
export type OwedLedgerState = (typeof OWED_LEDGER_STATES)[number];

/** The owed states the host has to hear about: not coming on its date as usual. */
export const HOST_PAYOUT_DELAYED: readonly OwedLedgerState[] = ["on_hold", "held", "failed"];

/**
 * Where a payout still owed stands, in the host's words (the owner dashboard's Overview): when it
 * comes (the payout date, 24 hours after the session), that it is on its way, or why it is held.
 * `byCard`: a card booking's payout, a Stripe transfer the payments worker makes on that date.
 */
export function hostPayoutNote({ state, payoutDueAt, transferNote, byCard }: { state: OwedLedgerState; payoutDueAt: Date; transferNote: string | null; byCard: boolean }): string {
  switch (state) {
    case "upcoming":
      return byCard ? `By Stripe transfer on ${formatDate(payoutDueAt)}` : `Due ${formatDate(payoutDueAt)}`;
    case "transferring":
      return "On its way to you by Stripe transfer";
    case "due":
      return `Due now: ${PRODUCT_NAME} pays it to you shortly`;
    case "held":
      return heldReasonForHost(transferNote) ?? PAYOUT_HELD_FOR_HOST.noHost;
    case "on_hold":
      return PAYOUT_HELD_FOR_HOST.noHost;
    case "failed":
      return "Delayed: Stripe couldn't send it yet, and we're looking into it";
  }
}

/** How a payout was sent, in the host's words: by Stripe transfer (with its id) or by the platform, with the payment's reference. */
export function hostPaidNote({ paidAt, stripeTransferId, reference }: { paidAt: Date | null; stripeTransferId: string | null; reference: string | null }): string {
  const on = paidAt ? ` on ${formatDate(paidAt)}` : "";
  if (stripeTransferId) return `Sent by Stripe transfer${on} · ${stripeTransferId}`;
  return `Paid by ${PRODUCT_NAME}${on}${reference ? ` · ${reference}` : ""}`;
}
