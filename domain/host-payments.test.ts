import { describe, expect, it } from "vitest";
import { hostPaymentsActions, hostPaymentsState, stripeConnected, type HostStripeFacts } from "./host-payments";

const facts = (f: Partial<HostStripeFacts>): HostStripeFacts => ({ hasAccount: true, chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false, ...f });

describe("where a host stands with Stripe", () => {
  it("is not started without an account, whatever else we hold", () => {
    const none = facts({ hasAccount: false, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true });
    expect(hostPaymentsState(none)).toBe("not_started");
    expect(hostPaymentsActions(none)).toEqual(["connect"]);
  });

  it("needs action until Stripe enables both charges and payouts", () => {
    expect(hostPaymentsState(facts({}))).toBe("action_needed");
    expect(hostPaymentsState(facts({ chargesEnabled: true, detailsSubmitted: true }))).toBe("action_needed");
    expect(hostPaymentsState(facts({ payoutsEnabled: true, detailsSubmitted: true }))).toBe("action_needed");
    expect(hostPaymentsState(facts({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true }))).toBe("ready");
  });

  it("offers to finish while something is missing, and Stripe's dashboard once the details are in", () => {
    expect(hostPaymentsActions(facts({}))).toEqual(["finish"]);
    expect(hostPaymentsActions(facts({ detailsSubmitted: true, chargesEnabled: true }))).toEqual(["finish", "dashboard"]);
    expect(hostPaymentsActions(facts({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true }))).toEqual(["dashboard"]);
  });

  it("is Connected in admin Owners once Stripe enables charges, or by the saved flag without card payments", () => {
    expect(stripeConnected(true, { paymentsConnected: true, chargesEnabled: false })).toBe(false);
    expect(stripeConnected(true, { paymentsConnected: true, chargesEnabled: true })).toBe(true);
    expect(stripeConnected(false, { paymentsConnected: true, chargesEnabled: false })).toBe(true);
    expect(stripeConnected(false, { paymentsConnected: false, chargesEnabled: true })).toBe(false);
  });
});
