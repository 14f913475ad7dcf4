import { describe, expect, it } from "vitest";
import { emptyDraft, restoreDraft, type OnboardingDraft } from "./draft";
import { byField, fieldKey, stepErrors, stepOfField } from "./step-errors";

function filled(): OnboardingDraft {
  const d = emptyDraft();
  d.saunaDetails = { ...d.saunaDetails, name: "Skerries Barrel", description: "By the harbour.", type: "barrel", location: { address: "Harbour Road", county: "Dublin", eircode: "" } };
  d.payments = { stripeConnected: true, businessName: "Skerries Saunas", vatNumber: "" };
  return d;
}

describe("the wizard's step checks", () => {
  it("passes a complete step and names each missing field by its place in the draft", () => {
    const d = filled();
    for (const step of [1, 2, 3, 4]) expect(stepErrors(step, d)).toEqual({});
    d.saunaDetails.location.county = "";
    d.saunaDetails.amenities = ["Jacuzzi"];
    expect(stepErrors(1, d)).toEqual({
      "saunaDetails.amenities": "Please choose amenities from the list",
      "saunaDetails.location.county": "Please choose a county",
    });
  });

  it("joins steps: a group price needs room for a group, hours need to fit a session", () => {
    const d = filled();
    d.saunaDetails.capacity = 4;
    d.pricing.groupSession = 30;
    expect(stepErrors(2, d)["pricing.groupSession"]).toContain("your sauna holds 4");
    d.saunaDetails.duration = 120;
    d.availability.schedule = { "3": [{ start: "08:00", end: "09:00" }] };
    expect(stepErrors(3, d)["availability.schedule"]).toContain("With 120-minute sessions");
  });

  it("blocks payments until the provider is connected", () => {
    const d = filled();
    d.payments.stripeConnected = false;
    expect(stepErrors(4, d)).toEqual({ "payments.stripeConnected": "Please connect your payment account to continue" });
  });

  it("maps the server's full paths to the wizard's fields and steps", () => {
    expect(fieldKey(["saunaDetails", "amenities", 0])).toBe("saunaDetails.amenities");
    expect(fieldKey(["availability", "schedule", "1", 0])).toBe("availability.schedule.1");
    expect(byField({ "saunaDetails.location.eircode": "a", "saunaDetails.photos": "b" })).toEqual({ "saunaDetails.location.eircode": "a", "saunaDetails.photos": "b" });
    expect([stepOfField("saunaDetails.photos"), stepOfField("pricing.offPeakRate"), stepOfField("availability.icsUrl"), stepOfField("payments.vatNumber"), stepOfField("confirmed")]).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("restoring a stored draft", () => {
  it("keeps what was stored and fills in what an older or damaged copy lacks", () => {
    const stored = { ...filled(), step: 3, saunaDetails: { name: "Kept", photos: ["/uploads/saunas/a.png", 7] } };
    const draft = restoreDraft(JSON.parse(JSON.stringify(stored)));
    expect(draft.step).toBe(3);
    expect(draft.saunaDetails.name).toBe("Kept");
    expect(draft.saunaDetails.photos).toEqual(["/uploads/saunas/a.png"]);
    expect(draft.saunaDetails.location).toEqual({ address: "", county: "", eircode: "" });
    expect(draft.id).toBe(stored.id);
    expect(restoreDraft("nonsense").step).toBe(0);
    expect(restoreDraft({ step: 6, id: "x" })).toMatchObject({ step: 0 });
    expect(restoreDraft({ id: "x" }).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
