import { describe, expect, it } from "vitest";
import { LATITUDE_OUTSIDE_IRELAND, LONGITUDE_OUTSIDE_IRELAND, POSITION_BOTH_OR_NEITHER } from "#domain/sauna-position";
import { emptyDraft, restoreDraft, type OnboardingDraft } from "./draft";
import { byField, fieldKey, stepErrors, stepOfField } from "./step-errors";

function filled(): OnboardingDraft {
  const d = emptyDraft();
  d.saunaDetails = { ...d.saunaDetails, name: "Skerries Barrel", description: "By the harbour.", type: "barrel", location: { address: "Harbour Road", county: "Dublin", eircode: "", latitude: "", longitude: "" } };
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

  it("takes a map pin or none, and refuses half a pin or one outside Ireland beside its field", () => {
    const d = filled();
    d.saunaDetails.location = { ...d.saunaDetails.location, latitude: "53.5822", longitude: "-6.1068" };
    expect(stepErrors(1, d)).toEqual({});
    d.saunaDetails.location.longitude = "";
    expect(stepErrors(1, d)).toEqual({ "saunaDetails.location.longitude": POSITION_BOTH_OR_NEITHER });
    d.saunaDetails.location = { ...d.saunaDetails.location, latitude: "48.85", longitude: "2.35" };
    expect(stepErrors(1, d)).toEqual({ "saunaDetails.location.latitude": LATITUDE_OUTSIDE_IRELAND, "saunaDetails.location.longitude": LONGITUDE_OUTSIDE_IRELAND });
    expect(byField({ "saunaDetails.location.latitude": "a" })).toEqual({ "saunaDetails.location.latitude": "a" });
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
    expect(draft.saunaDetails.location).toEqual({ address: "", county: "", eircode: "", latitude: "", longitude: "" });
    // A pin stored as numbers (or as something else) comes back as the fields' text.
    const pinned = restoreDraft({ saunaDetails: { location: { address: "Pier", latitude: 53.27, longitude: { x: 1 } } } });
    expect(pinned.saunaDetails.location).toMatchObject({ address: "Pier", latitude: "53.27", longitude: "" });
    expect(draft.id).toBe(stored.id);
    expect(restoreDraft("nonsense").step).toBe(0);
    expect(restoreDraft({ step: 6, id: "x" })).toMatchObject({ step: 0 });
    expect(restoreDraft({ id: "x" }).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
