// The commission ledger (admin Payouts, docs/product.md §2 Admin area): where each booking's host
// payout stands, and what an admin asks for when listing or paying. The rule for what a host is
// owed lives in one SQL expression (server/features/admin/admin-payouts.ledger.ts); these are
// its names (schemas for the forms: payouts-schema.ts).
import { heldReasonOf, type PayoutHeldReason } from "./payout-hold";

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

/** Each hold as the host reads it (dashboard messages): what they can do about it. */
export const HOST_HELD_NOTE = {
  disputed: "payoutNote.heldDisputed",
  noHost: "payoutNote.heldNoHost",
  notConnected: "payoutNote.heldNotConnected",
  payoutsOff: "payoutNote.heldPayoutsOff",
} as const satisfies Record<PayoutHeldReason, string>;

/**
 * A payout's note in the host's words: a dashboard message (`payoutNote.*`, `paidNote.*`, which
 * may say `{date}` and `{product}`) and what follows it as written (a Stripe transfer's id, the
 * payment's reference). The host's page says it in its language (host-payouts.service.ts).
 */
export type HostPayoutNote = {
  key:
    | "payoutNote.byStripeOn" | "payoutNote.dueOn" | "payoutNote.onItsWay" | "payoutNote.dueNow" | "payoutNote.delayed"
    | (typeof HOST_HELD_NOTE)[PayoutHeldReason]
    | "paidNote.sentByStripeOn" | "paidNote.sentByStripe" | "paidNote.paidByUsOn" | "paidNote.paidByUs";
  date?: Date;
  then?: string;
};

/**
 * Where a payout still owed stands, for the host (the owner dashboard's Overview): when it comes
 * (the payout date, 24 hours after the session), that it is on its way, or why it is held.
 * `byCard`: a card booking's payout, a Stripe transfer the payments worker makes on that date.
 */
export function hostPayoutNote({ state, payoutDueAt, transferNote, byCard }: { state: OwedLedgerState; payoutDueAt: Date; transferNote: string | null; byCard: boolean }): HostPayoutNote {
  switch (state) {
    case "upcoming":
      return { key: byCard ? "payoutNote.byStripeOn" : "payoutNote.dueOn", date: payoutDueAt };
    case "transferring":
      return { key: "payoutNote.onItsWay" };
    case "due":
      return { key: "payoutNote.dueNow" };
    case "held":
      return { key: HOST_HELD_NOTE[heldReasonOf(transferNote) ?? "noHost"] };
    case "on_hold":
      return { key: HOST_HELD_NOTE.noHost };
    case "failed":
      return { key: "payoutNote.delayed" };
  }
}

/** How a payout was sent, for the host: by Stripe transfer (with its id) or by the platform, with the payment's reference. */
export function hostPaidNote({ paidAt, stripeTransferId, reference }: { paidAt: Date | null; stripeTransferId: string | null; reference: string | null }): HostPayoutNote {
  const date = paidAt ?? undefined;
  if (stripeTransferId) return { key: paidAt ? "paidNote.sentByStripeOn" : "paidNote.sentByStripe", date, then: stripeTransferId };
  return { key: paidAt ? "paidNote.paidByUsOn" : "paidNote.paidByUs", date, then: reference ?? undefined };
}
