// Where a host's payout stands, for the host (the owner dashboard's Overview): every state a
// payout still owed can be in, and how a payout was sent. The words are dashboard messages
// (host-payouts.service.test.ts reads them in English and Irish).
import { describe, expect, it } from "vitest";
import { PAYOUT_HELD } from "./payout-hold";
import { HOST_HELD_NOTE, hostPaidNote, hostPayoutNote, OWED_LEDGER_STATES } from "./payouts";

const payoutDueAt = new Date("2026-12-05T19:30:00Z");
const note = (state: (typeof OWED_LEDGER_STATES)[number], more: { transferNote?: string | null; byCard?: boolean } = {}) =>
  hostPayoutNote({ state, payoutDueAt, transferNote: more.transferNote ?? null, byCard: more.byCard ?? true });

describe("hostPayoutNote", () => {
  it("says when a payout to come is sent: by Stripe transfer for a card booking, else due on its date", () => {
    expect(note("upcoming")).toEqual({ key: "payoutNote.byStripeOn", date: payoutDueAt });
    expect(note("upcoming", { byCard: false })).toEqual({ key: "payoutNote.dueOn", date: payoutDueAt });
    expect(note("transferring")).toEqual({ key: "payoutNote.onItsWay" });
    expect(note("due", { byCard: false })).toEqual({ key: "payoutNote.dueNow" });
  });

  it("gives the worker's reason for a hold in the host's words, and says a refused transfer is delayed", () => {
    for (const reason of Object.keys(PAYOUT_HELD) as (keyof typeof PAYOUT_HELD)[]) {
      expect(note("held", { transferNote: PAYOUT_HELD[reason] })).toEqual({ key: HOST_HELD_NOTE[reason] });
    }
    expect(note("on_hold", { byCard: false })).toEqual({ key: "payoutNote.heldNoHost" });
    expect(note("failed", { transferNote: "The destination account can't receive transfers." })).toEqual({ key: "payoutNote.delayed" });
  });

  it("has a note for every owed state", () => {
    for (const state of OWED_LEDGER_STATES) expect(note(state).key).toMatch(/^payoutNote\./);
  });
});

describe("hostPaidNote", () => {
  const paidAt = new Date("2026-12-06T10:00:00Z");
  it("names the Stripe transfer, or the platform and the payment's reference", () => {
    expect(hostPaidNote({ paidAt, stripeTransferId: "tr_123", reference: "Stripe transfer tr_123" })).toEqual({ key: "paidNote.sentByStripeOn", date: paidAt, then: "tr_123" });
    expect(hostPaidNote({ paidAt, stripeTransferId: null, reference: "Bank transfer 1042" })).toEqual({ key: "paidNote.paidByUsOn", date: paidAt, then: "Bank transfer 1042" });
    expect(hostPaidNote({ paidAt: null, stripeTransferId: null, reference: null })).toEqual({ key: "paidNote.paidByUs", date: undefined, then: undefined });
  });
});
