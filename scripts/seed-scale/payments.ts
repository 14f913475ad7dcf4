// The scale data set's card payments (decision 012, issue 22): hosts' connected Stripe accounts,
// and the rows card bookings leave behind as the app makes them — a Checkout Session per booking at
// a host whose account takes charges, paid (or, for a booking still awaiting payment, a few holds
// still open and some run out unpaid), refunds for the paid bookings cancelled with money back,
// the host's transfer on the payout date, the payout it puts on the ledger, and every Stripe event
// applied. Each row satisfies the checks and triggers of migrations 0025 and 0026: the guest is
// asked the booking's total, a refund never exceeds what was paid, a transfer is the host's share.
// Deterministic: the same seed and day give the same rows.
import { HOST_PAYOUT_DELAY_HOURS } from "#domain/constants";
import { PAYOUT_HELD } from "#domain/payout-hold";
import type { SeedBooking } from "./bookings";
import type { CopyValue } from "./copy-rows";
import type { Random } from "./random";
import type { SeedSauna } from "./saunas";
import type { SeedUser } from "./users";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Stripe Checkout's hold on the seats (checkout.service.ts: CHECKOUT_HOLD_MS). */
const HOLD_MS = 31 * MINUTE;
/** Share of a card-ready host's bookings paid by card (the others were made before they connected, or at the sauna). */
const CARD_SHARE = 0.9;

export type SeedHostStripe = { accountId: string; chargesEnabled: boolean; payoutsEnabled: boolean; detailsSubmitted: boolean; statusAt: Date };

/**
 * Owners' Stripe accounts: most connected and fully enabled; some waiting for Stripe to enable
 * payouts (their transfers are held); some who never finished onboarding (no card bookings).
 */
export function planHostStripe(random: Random, users: SeedUser[], now: Date): Map<number, SeedHostStripe> {
  const hosts = new Map<number, SeedHostStripe>();
  users.forEach((u, i) => {
    if (!u.isOwner) return;
    const r = random.float();
    if (r >= 0.7) return; // never connected
    const ready = r < 0.62;
    const payoutsOff = !ready && r < 0.64;
    hosts.set(i, {
      accountId: `acct_1${random.alphanumeric(15)}`,
      chargesEnabled: ready || payoutsOff,
      payoutsEnabled: ready,
      detailsSubmitted: ready || payoutsOff,
      statusAt: new Date(now.getTime() - random.int(1, 700) * DAY - random.int(0, DAY - 1)),
    });
  });
  return hosts;
}

/**
 * Which listings their owner may run (saunas.owner_verified): a host who connected Stripe has been
 * through verification for nearly all of theirs; of other owners' claims, most are verified.
 */
export function planOwnerVerified(random: Random, saunas: SeedSauna[], hosts: Map<number, SeedHostStripe>): boolean[] {
  return saunas.map((s) => s.ownerIndex !== null && random.chance(hosts.has(s.ownerIndex) ? 0.99 : 0.7));
}

type ProviderCall = {
  status: "pending" | "sending" | "succeeded" | "failed" | "cancelled";
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  doneAt: Date | null;
};

export type SeedCardPayment = {
  booking: number;
  sessionId: string;
  holdExpiresAt: Date;
  amountCents: number;
  paymentIntentId: string | null;
  paidAt: Date | null;
  refundedCents: number;
  disputedAt: Date | null;
  closedAt: Date | null;
  createdAt: Date;
  /** A booking awaiting payment that is now paid ('confirmed') or released unpaid ('expired'); null: as planned. */
  newStatus: "confirmed" | "expired" | null;
  refund: (ProviderCall & { amountCents: number; stripeRefundId: string | null }) | null;
  transfer: (ProviderCall & { amountCents: number; destination: string | null; stripeTransferId: string | null; payoutId: string | null }) | null;
  /** The events Stripe sent about it, applied. */
  events: { id: string; type: string; at: Date }[];
};

const REFUND_ERRORS = [
  "Charge ch_3Q has a dispute open and can't be refunded until it is closed.",
  "The card was closed by its issuer; Stripe could not return the money to it.",
];
const TRANSFER_ERRORS = [
  "Insufficient funds in Stripe account. Top up the platform balance or wait for the charge to settle.",
  "The destination account needs the transfers capability enabled.",
];

export function planCardPayments(
  random: Random,
  options: { bookings: SeedBooking[]; saunas: SeedSauna[]; hosts: Map<number, SeedHostStripe>; ownerVerified: boolean[]; now: Date },
): SeedCardPayment[] {
  const { bookings, saunas, hosts, ownerVerified, now } = options;
  const t = now.getTime();
  const at = (ms: number) => new Date(ms);
  const payments: SeedCardPayment[] = [];
  bookings.forEach((b, index) => {
    const owner = saunas[b.sauna].ownerIndex;
    const host = owner === null ? undefined : hosts.get(owner);
    if (!host?.chargesEnabled || !random.chance(CARD_SHARE)) return;
    const amountCents = Math.round(b.totalAmount * 100);
    const sessionId = `cs_live_a1${random.alphanumeric(56)}`;
    const events: SeedCardPayment["events"] = [];
    const event = (type: string, when: Date) => events.push({ id: `evt_1${random.alphanumeric(23)}`, type, at: when });
    const base = {
      booking: index, sessionId, amountCents, refundedCents: 0, disputedAt: null, refund: null, transfer: null, events,
    } satisfies Partial<SeedCardPayment>;

    // Still awaiting payment (only upcoming bookings are): a few still on Checkout, some run out.
    if (b.status === "pending" && !b.cancelledAt) {
      const r = random.float();
      if (r < 0.08) {
        const holdExpiresAt = at(t + random.int(-10, 30) * MINUTE);
        payments.push({ ...base, holdExpiresAt, paymentIntentId: null, paidAt: null, closedAt: null, createdAt: at(holdExpiresAt.getTime() - HOLD_MS), newStatus: null });
        return;
      }
      if (r < 0.2) {
        const holdExpiresAt = at(b.createdAt.getTime() + HOLD_MS);
        event("checkout.session.expired", holdExpiresAt);
        payments.push({ ...base, holdExpiresAt, paymentIntentId: null, paidAt: null, closedAt: holdExpiresAt, createdAt: b.createdAt, newStatus: "expired" });
        return;
      }
    }

    // Paid within minutes of booking (before any cancellation, and not after today's start).
    const paidAt = at(Math.min(b.createdAt.getTime() + random.int(1, 12) * MINUTE, b.cancelledAt?.getTime() ?? Infinity, t));
    event("checkout.session.completed", paidAt);
    const payment: SeedCardPayment = {
      ...base,
      holdExpiresAt: at(b.createdAt.getTime() + HOLD_MS),
      paymentIntentId: `pi_3${random.alphanumeric(23)}`,
      paidAt,
      closedAt: paidAt,
      createdAt: b.createdAt,
      newStatus: b.status === "pending" && !b.cancelledAt ? "confirmed" : null,
    };
    payments.push(payment);

    const hostCents = Math.round(b.hostPayout * 100);
    const dueAt = b.endsAt.getTime() + HOST_PAYOUT_DELAY_HOURS * HOUR;
    const refundCents = b.cancelledAt ? Math.min(Math.round((b.refundAmount ?? 0) * 100), amountCents) : 0;

    if (refundCents > 0) {
      // Cancelled with money back: the refund is owed then, and the host's transfer is called off.
      const cancelledAt = b.cancelledAt!.getTime();
      const recent = cancelledAt > t - 3 * DAY;
      const r = random.float();
      const status = recent ? (r < 0.6 ? "succeeded" : r < 0.9 ? "pending" : "failed") : r < 0.985 ? "succeeded" : "failed";
      const refund = {
        amountCents: refundCents, stripeRefundId: null as string | null, status, attempts: 1, nextAttemptAt: at(cancelledAt),
        lastError: null as string | null, createdAt: at(cancelledAt), doneAt: null as Date | null,
      } as NonNullable<SeedCardPayment["refund"]>;
      if (status === "succeeded") {
        refund.doneAt = at(cancelledAt + random.int(1, 30) * 1000);
        refund.stripeRefundId = `re_3${random.alphanumeric(23)}`;
        payment.refundedCents = refundCents;
        event("charge.refunded", refund.doneAt);
      } else if (status === "pending") {
        // Stripe was unreachable: tried a few times, due again soon (some now).
        refund.attempts = random.int(1, 4);
        refund.nextAttemptAt = at(Math.min(cancelledAt + refund.attempts * 15 * MINUTE, t + random.int(-30, 60) * MINUTE));
        refund.lastError = "Stripe could not be reached (timeout)";
      } else {
        refund.attempts = random.chance(0.5) ? 1 : 25;
        refund.lastError = random.pick(REFUND_ERRORS);
        refund.nextAttemptAt = at(cancelledAt + DAY);
      }
      payment.refund = refund;
      if (hostCents > 0) {
        payment.transfer = {
          amountCents: hostCents, destination: null, stripeTransferId: null, payoutId: null, status: "cancelled", attempts: 0,
          nextAttemptAt: at(dueAt), lastError: "The booking was cancelled with a refund", createdAt: paidAt, doneAt: at(cancelledAt),
        };
      }
      return;
    }
    if (hostCents <= 0) return;

    // The host's share, due a day after the session.
    if (random.chance(0.004)) {
      payment.disputedAt = at(Math.min(t - MINUTE, paidAt.getTime() + random.int(1, 20) * DAY));
      event("charge.dispute.created", payment.disputedAt);
    }
    const transfer: NonNullable<SeedCardPayment["transfer"]> = {
      amountCents: hostCents, destination: null, stripeTransferId: null, payoutId: null, status: "pending", attempts: 0,
      nextAttemptAt: at(dueAt), lastError: null, createdAt: paidAt, doneAt: null,
    };
    payment.transfer = transfer;
    if (dueAt > t) return;
    const held =
      payment.disputedAt && payment.disputedAt.getTime() <= dueAt ? PAYOUT_HELD.disputed
        : !ownerVerified[b.sauna] ? PAYOUT_HELD.noHost
          : !host.payoutsEnabled ? PAYOUT_HELD.payoutsOff
            : null;
    if (held) {
      // The worker looked at it and holds it: it looks again within the hour.
      Object.assign(transfer, { lastError: held, nextAttemptAt: at(t + random.int(1, 60) * MINUTE) });
      return;
    }
    if (dueAt > t - 2 * HOUR) return; // just due: the worker's next pass takes it
    if (random.chance(0.004)) {
      Object.assign(transfer, { status: "failed", attempts: random.chance(0.5) ? 1 : 25, lastError: random.pick(TRANSFER_ERRORS), nextAttemptAt: at(dueAt + DAY) });
      return;
    }
    const doneAt = at(dueAt + random.int(5, 300) * 1000);
    Object.assign(transfer, {
      status: "succeeded", attempts: 1, doneAt, destination: host.accountId, stripeTransferId: `tr_1${random.alphanumeric(23)}`, payoutId: random.uuid(),
    });
  });
  return payments;
}

export const CARD_PAYMENT_COLUMNS = [
  "booking_id", "checkout_session_id", "checkout_url", "hold_expires_at", "amount_cents", "currency", "payment_intent_id", "paid_at",
  "amount_paid_cents", "amount_refunded_cents", "disputed_at", "checkout_closed_at", "created_at", "checkout_locale",
];
export function* cardPaymentRows(payments: SeedCardPayment[], bookings: SeedBooking[]): Generator<CopyValue[]> {
  for (const p of payments) {
    yield [
      bookings[p.booking].id, p.sessionId, `https://checkout.stripe.com/c/pay/${p.sessionId}`, p.holdExpiresAt, p.amountCents, "eur",
      p.paymentIntentId, p.paidAt, p.paidAt ? p.amountCents : null, p.refundedCents, p.disputedAt, p.closedAt, p.createdAt, "en",
    ];
  }
}

/** Card bookings whose status moves on from 'pending': paid ('confirmed') or released unpaid ('expired'). */
export const CARD_STATUS_COLUMNS = ["id", "status", "cancelled_at"];
export function* cardStatusRows(payments: SeedCardPayment[], bookings: SeedBooking[]): Generator<CopyValue[]> {
  for (const p of payments) if (p.newStatus) yield [bookings[p.booking].id, p.newStatus, p.newStatus === "expired" ? p.holdExpiresAt : null];
}

const CALL_COLUMNS = ["status", "attempts", "next_attempt_at", "locked_until", "last_error", "created_at", "done_at"];
const callValues = (c: ProviderCall): CopyValue[] => [c.status, c.attempts, c.nextAttemptAt, null, c.lastError, c.createdAt, c.doneAt];

export const REFUND_COLUMNS = ["booking_id", "amount_cents", "reason", "stripe_refund_id", ...CALL_COLUMNS];
export function* refundRows(payments: SeedCardPayment[], bookings: SeedBooking[]): Generator<CopyValue[]> {
  for (const p of payments) {
    if (p.refund) yield [bookings[p.booking].id, p.refund.amountCents, "cancellation", p.refund.stripeRefundId, ...callValues(p.refund)];
  }
}

export const TRANSFER_COLUMNS = ["booking_id", "amount_cents", "destination_account_id", "stripe_transfer_id", ...CALL_COLUMNS];
export function* transferRows(payments: SeedCardPayment[], bookings: SeedBooking[]): Generator<CopyValue[]> {
  for (const p of payments) {
    const x = p.transfer;
    if (x) yield [bookings[p.booking].id, x.amountCents, x.destination, x.stripeTransferId, ...callValues(x)];
  }
}

/** A made transfer is on the ledger as a payout of one booking (make-transfers.ts). */
export const TRANSFER_PAYOUT_COLUMNS = ["id", "host_id", "amount", "booking_count", "paid_at", "paid_by", "note"];
export function* transferPayoutRows(payments: SeedCardPayment[], bookings: SeedBooking[], saunas: SeedSauna[], users: SeedUser[]): Generator<CopyValue[]> {
  for (const p of payments) {
    const x = p.transfer;
    if (!x?.payoutId) continue;
    const owner = saunas[bookings[p.booking].sauna].ownerIndex!;
    yield [x.payoutId, users[owner].id, (x.amountCents / 100).toFixed(2), 1, x.doneAt, null, `Stripe transfer ${x.stripeTransferId}`];
  }
}

/** Which payout paid each booking whose transfer was made. */
export const BOOKING_PAYOUT_COLUMNS = ["id", "payout_id", "payout_paid_at"];
export function* bookingPayoutRows(payments: SeedCardPayment[], bookings: SeedBooking[]): Generator<CopyValue[]> {
  for (const p of payments) if (p.transfer?.payoutId) yield [bookings[p.booking].id, p.transfer.payoutId, p.transfer.doneAt];
}

export const STRIPE_EVENT_COLUMNS = ["id", "type", "received_at"];
export function* stripeEventRows(payments: SeedCardPayment[], hosts: Map<number, SeedHostStripe>, random: Random): Generator<CopyValue[]> {
  for (const h of hosts.values()) yield [`evt_1${random.alphanumeric(23)}`, "account.updated", h.statusAt];
  for (const p of payments) for (const e of p.events) yield [e.id, e.type, e.at];
}
