import { describe, expect, it } from "vitest";
import { aboutPerson, activityLine, activityText } from "./activity-log";

describe("an activity entry as an admin reads it", () => {
  it("names a person who gave a name, and has its own sentence for one who gave none", () => {
    const named = aboutPerson("owner", "  Gráinne Ní Mhaille ", "activity.claim.verified", "activity.claim.verifiedUnnamed", { sauna: "Inis Oírr Sauna" });
    const unnamed = aboutPerson("owner", " ", "activity.claim.verified", "activity.claim.verifiedUnnamed", { sauna: "Inis Oírr Sauna" });
    expect(activityText("en", named.key, named.values)).toBe("Verified Gráinne Ní Mhaille as owner of Inis Oírr Sauna");
    expect(activityText("ga", named.key, named.values)).toBe("Fíoraíodh Gráinne Ní Mhaille mar úinéir ar Inis Oírr Sauna");
    expect(activityText("en", unnamed.key, unnamed.values)).toBe("Verified a claimant as owner of Inis Oírr Sauna");
    expect(activityText("ga", unnamed.key, unnamed.values)).toBe("Fíoraíodh éilitheoir mar úinéir ar Inis Oírr Sauna");
  });

  it("writes an amount as money and counts in the reader's language", () => {
    const values = { amount: 38.25, booking: "a1b2c3d4" };
    expect(activityText("en", "activity.payout.retriedRefund", values)).toBe("Tried again the refund of €38.25 for booking a1b2c3d4");
    expect(activityText("ga", "activity.payout.retriedRefund", values)).toBe("Triaileadh arís an aisíocaíocht de €38.25 don áirithint a1b2c3d4");
    expect(activityText("ga", "activity.payout.marked", { amount: 90, host: "Seán", count: 2 })).toBe("Taifeadadh íocaíocht de €90.00 le Seán (2 áirithint)");
  });

  it("shows the stored English of an entry with no key, or with a key the catalogue no longer has", () => {
    expect(activityLine("ga", { action: "Approved sauna Old Sauna", actionKey: null, actionValues: null })).toBe("Approved sauna Old Sauna");
    expect(activityLine("ga", { action: "Did a thing", actionKey: "activity.gone", actionValues: {} })).toBe("Did a thing");
    expect(activityLine("ga", { action: "Deleted Old Sauna", actionKey: "activity.sauna.deleted", actionValues: { sauna: "Old Sauna" } })).toBe("Scriosadh Old Sauna");
  });
});
