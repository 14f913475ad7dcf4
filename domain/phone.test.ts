// One phone rule for every form that takes a number: the same numbers pass and the same
// are refused, with the same words, whether typed in a profile, a sauna's settings or a claim.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ClaimDetailsSchema } from "./claim-schema";
import { HostProfileSchema } from "./host-account-schema";
import { SaunaDetailsSchema } from "./host-settings-schema";
import { PHONE_MAX_LENGTH, PHONE_MESSAGE } from "./phone";

const saunaDetails = {
  name: "Salthill Barrel Sauna", description: "A cedar barrel on the prom.", type: "Sea View", address: "The Promenade, Salthill",
  county: "Galway", location: "Salthill",
};
const FORMS: [string, z.ZodType, Record<string, unknown>][] = [
  ["host profile", HostProfileSchema, { fullName: "Siobhán Host" }],
  ["sauna settings", SaunaDetailsSchema, saunaDetails],
  ["claim", ClaimDetailsSchema, { businessName: "Prom Saunas Ltd" }],
];

function phoneError(schema: z.ZodType, rest: Record<string, unknown>, phone: string): string | undefined {
  const result = schema.safeParse({ ...rest, phone });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === "phone")?.message;
}

describe.each(FORMS)("the phone number of the %s", (_form, schema, rest) => {
  it.each(["087 123 4567", "(01) 234 5678", "067 22 500", "+353 87 123 4567", "+353 (0)87 123-4567", "+44 20 7946 0958", "+1 (555) 123-4567"])(
    "takes %s",
    (phone) => expect(phoneError(schema, rest, phone)).toBeUndefined(),
  );

  it.each([
    ["call me", PHONE_MESSAGE],
    ["087 123 4567 ext. 2", PHONE_MESSAGE],
    ["12345", PHONE_MESSAGE],
    ["087 123 4567 / 087 765 4321", PHONE_MESSAGE],
    ["0".repeat(PHONE_MAX_LENGTH + 1), `Please use at most ${PHONE_MAX_LENGTH} characters`],
  ])("refuses %s in the same words", (phone, message) => {
    expect(phoneError(schema, rest, phone)).toBe(message);
  });

  it(`takes a number of ${PHONE_MAX_LENGTH} characters (a discovered listing's is cut to that length)`, () => {
    expect(phoneError(schema, rest, "0".repeat(PHONE_MAX_LENGTH))).toBeUndefined();
  });
});
