import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { BLACKOUT_HORIZON_DAYS } from "#domain/host-calendar-schema";
import { MAX_LISTING_PHOTOS } from "#domain/listing";
import { REVIEW_MAX_PHOTOS } from "#domain/review-request";
import { SAUNA_EDIT_LIMITS } from "#domain/sauna-moderation";
import { FORM_MAX_FIELDS, FORM_MAX_REPEATS, TOO_MANY_FIELDS, tooManyRepeats } from "./form-field-limits";
import { formGate, FORM_UNREADABLE, type ParsedForm, type RequestProblem } from "./form-gate";

/** The gate in front of a route that reports what it was handed: the problem, or the fields. */
const app = new Hono<{ Variables: { parsedForm: ParsedForm | undefined; requestProblem: RequestProblem | undefined } }>()
  .use(formGate())
  .all("*", (c) => c.json({ problem: c.get("requestProblem") ?? null, fields: c.get("parsedForm") ? [...c.get("parsedForm")!.form.keys()].length : null }));

async function gate(body: BodyInit, contentType?: string): Promise<{ problem: RequestProblem | null; fields: number | null }> {
  const res = await app.request("/dashboard/calendar.data", { method: "POST", body, headers: contentType ? { "content-type": contentType } : {} });
  return res.json();
}

const URLENCODED = "application/x-www-form-urlencoded";

/** A multipart body of `count` text parts named `name`, written by hand so it can also be broken. */
function multipart(count: number, name: (i: number) => string, closing = "--b--\r\n"): string {
  return Array.from({ length: count }, (_, i) => `--b\r\nContent-Disposition: form-data; name="${name(i)}"\r\n\r\nv\r\n`).join("") + closing;
}

describe("the form gate's caps on fields", () => {
  it("refuses one name sent more than FORM_MAX_REPEATS times, naming it, and accepts it that many times", async () => {
    expect(await gate("dates=2026-12-01&".repeat(FORM_MAX_REPEATS + 1), URLENCODED)).toEqual({ problem: { status: 413, message: tooManyRepeats("dates") }, fields: null });
    expect(await gate("dates=2026-12-01&".repeat(FORM_MAX_REPEATS), URLENCODED)).toEqual({ problem: null, fields: FORM_MAX_REPEATS });
  });

  it("refuses more than FORM_MAX_FIELDS fields, URL-encoded or multipart", async () => {
    const many = new URLSearchParams(Array.from({ length: FORM_MAX_FIELDS + 1 }, (_, i): [string, string] => [`f${i}`, "1"])).toString();
    expect(await gate(many, URLENCODED)).toEqual({ problem: { status: 413, message: TOO_MANY_FIELDS }, fields: null });
    expect(await gate(multipart(FORM_MAX_FIELDS + 1, (i) => `f${i}`), "multipart/form-data; boundary=b")).toEqual({ problem: { status: 413, message: TOO_MANY_FIELDS }, fields: null });
    expect(await gate(multipart(FORM_MAX_FIELDS, (i) => `f${i}`), 'multipart/form-data; boundary="b"')).toEqual({ problem: null, fields: FORM_MAX_FIELDS });
  });

  it("counts the fields before parsing them: a body of countless parts is refused for its count, unread", async () => {
    // Without its closing line the body cannot be parsed (400), yet its count is what refuses it.
    expect(await gate(multipart(10, () => "x", ""), "multipart/form-data; boundary=b")).toEqual({ problem: { status: 400, message: FORM_UNREADABLE }, fields: null });
    expect(await gate(multipart(50_000, () => "x", ""), "multipart/form-data; boundary=b")).toEqual({ problem: { status: 413, message: TOO_MANY_FIELDS }, fields: null });
    expect(await gate("x=&".repeat(300_000), URLENCODED)).toEqual({ problem: { status: 413, message: TOO_MANY_FIELDS }, fields: null });
  });

  it("leaves room for the longest lists the site's forms send", async () => {
    // The Calendar's blackout dialog can pick every day up to BLACKOUT_HORIZON_DAYS ahead.
    const blackout = new URLSearchParams({ intent: "blackout", saunaId: "00000000-0000-0000-0000-000000000000", reason: "Closed for repairs" });
    for (let day = 0; day <= BLACKOUT_HORIZON_DAYS; day++) blackout.append("dates", new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10));
    expect(await gate(blackout.toString(), URLENCODED)).toEqual({ problem: null, fields: BLACKOUT_HORIZON_DAYS + 4 });
    // Sauna Settings' photo order (its schema allows 50), amenities, listing and review photos.
    for (const longest of [50, SAUNA_EDIT_LIMITS.amenities, MAX_LISTING_PHOTOS, REVIEW_MAX_PHOTOS]) expect(longest).toBeLessThan(FORM_MAX_REPEATS);
  });
});
