import { describe, expect, it } from "vitest";
import { claimBanner, ownerDecisions, OwnerDecisionSchema, ownerVerification } from "./owner-verification";

describe("what 'verified' means", () => {
  it("shows the badge only for a claimed listing its owner runs and an admin verified the owner", () => {
    const cases: [boolean, boolean, boolean, string][] = [
      [false, false, false, "unclaimed"],
      [false, false, true, "unclaimed"],
      [true, true, false, "claimed"], // made in the wizard by a host nobody has verified
      [true, false, true, "claimed"], // a verified owner's claim, not yet verified itself
      [true, false, false, "claimed"],
      [true, true, true, "verified"],
    ];
    for (const [isClaimed, ownerRunsIt, ownerIsVerified, expected] of cases) {
      expect(claimBanner({ isClaimed, ownerRunsIt, ownerIsVerified }), JSON.stringify({ isClaimed, ownerRunsIt, ownerIsVerified })).toBe(expected);
    }
  });

  it("reads an owner's state from their profile, and offers the decisions that change it", () => {
    expect(ownerVerification({ isVerified: false, verificationRefusal: null })).toBe("pending");
    expect(ownerVerification({ isVerified: true, verificationRefusal: null })).toBe("verified");
    expect(ownerVerification({ isVerified: false, verificationRefusal: "No phone" })).toBe("refused");
    expect(ownerDecisions("pending")).toEqual(["verify", "refuse"]);
    expect(ownerDecisions("verified")).toEqual(["refuse"]);
    expect(ownerDecisions("refused")).toEqual(["verify"]);
  });

  it("asks for a reason to refuse, keeping its line breaks", () => {
    expect(OwnerDecisionSchema.safeParse({ decision: "refuse", from: "pending" }).error?.issues[0]).toMatchObject({ path: ["reason"], message: "Please tell the owner why, so they know what to put right" });
    expect(OwnerDecisionSchema.parse({ decision: "refuse", from: "pending", reason: " Line one.\nLine two. " })).toEqual({ decision: "refuse", from: "pending", reason: "Line one.\nLine two." });
    expect(OwnerDecisionSchema.parse({ decision: "verify", from: "refused", reason: "ignored" })).toEqual({ decision: "verify", from: "refused" });
  });
});
