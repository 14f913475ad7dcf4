// Where a host's payout stands, in their words (the owner dashboard's Overview): every state a
// payout still owed can be in, and how a payout was sent.
import { describe, expect, it } from "vitest";
import { PAYOUT_HELD, PAYOUT_HELD_FOR_HOST } from "./payout-hold";
import { hostPaidNote, hostPayoutNote, OWED_LEDGER_STATES } from "./payouts";

const payoutDueAt = new Date("2026-12-05T19:30:00Z");
const note = (state: (typeof OWED_LEDGER_STATES)[number], more: { transferNote?: string | null; byCard?: boolean } = {}) =>
  hostPayoutNote({ state, payoutDueAt, transferNote: more.transferNote ?? null, byCard: more.byCard ?? true });

describe("hostPayoutNote", () => {
  it("says when a payout to come is sent: by Stripe transfer for a card booking, else due on its date", () => {
    expect(note("upcoming")).toBe("By Stripe transfer on 5 Dec 2026");
    expect(note("upcoming", { byCard: false })).toBe("Due 5 Dec 2026");
    expect(note("transferring")).toBe("On its way to you by Stripe transfer");
    expect(note("due", { byCard: false })).toBe("Due now: Sauna Éire pays it to you shortly");
  });

  it("gives the worker's reason for a hold in the host's words, and says a refused transfer is delayed", () => {
    for (const reason of Object.keys(PAYOUT_HELD) as (keyof typeof PAYOUT_HELD)[]) {
      expect(note("held", { transferNote: PAYOUT_HELD[reason] })).toBe(PAYOUT_HELD_FOR_HOST[reason]);
    }
    expect(note("on_hold", { byCard: false })).toBe(PAYOUT_HELD_FOR_HOST.noHost);
    expect(note("failed", { transferNote: "The destination account can't receive transfers." })).toBe("Delayed: Stripe couldn't send it yet, and we're looking into it");
  });

  it("has words for every owed state", () => {
    for (const state of OWED_LEDGER_STATES) expect(note(state).length).toBeGreaterThan(0);
  });
});

describe("hostPaidNote", () => {
  const paidAt = new Date("2026-12-06T10:00:00Z");
  it("names the Stripe transfer, or the platform and the payment's reference", () => {
    expect(hostPaidNote({ paidAt, stripeTransferId: "tr_123", reference: "Stripe transfer tr_123" })).toBe("Sent by Stripe transfer on 6 Dec 2026 · tr_123");
    expect(hostPaidNote({ paidAt, stripeTransferId: null, reference: "Bank transfer 1042" })).toBe("Paid by Sauna Éire on 6 Dec 2026 · Bank transfer 1042");
    expect(hostPaidNote({ paidAt: null, stripeTransferId: null, reference: null })).toBe("Paid by Sauna Éire");
  });
});
