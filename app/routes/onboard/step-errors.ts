// What stops Continue on each step: the shared schemas the server checks again on Publish
// (domain/listing-schema.ts), and the rules that join two steps (domain/onboarding-rules.ts).
// Errors are keyed by their place in the draft, e.g. "saunaDetails.location.county".
import type { z } from "zod";
import { ListingAvailabilitySchema, ListingDetailsSchema, ListingPaymentsSchema, ListingPricingSchema } from "#domain/listing-schema";
import { groupPriceProblem, scheduleProblem } from "#domain/onboarding-rules";
import type { OnboardingDraft } from "./draft";

export type FieldErrors = Record<string, string>;

/**
 * The field a problem belongs to: a list's item (saunaDetails.amenities.0) shows on the list, a
 * day's range (availability.schedule.1.0) on that day.
 */
export function fieldKey(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  const depth = (parts[0] === "saunaDetails" && parts[1] === "location") || (parts[0] === "availability" && parts[1] === "schedule") ? 3 : 2;
  return parts.slice(0, depth).join(".");
}

/** Server errors (full paths) keyed like the wizard's own, first message per field. */
export function byField(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) out[fieldKey(path.split("."))] ??= message;
  return out;
}

/** One message per field, the first found (e.g. "please enter" before "too long"). */
function issuesOf(schema: z.ZodType, value: unknown, prefix: string): FieldErrors {
  const parsed = schema.safeParse(value);
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[fieldKey([prefix, ...issue.path])] ??= issue.message;
  return errors;
}

export function stepErrors(step: number, draft: OnboardingDraft): FieldErrors {
  const { saunaDetails, pricing, availability, payments } = draft;
  switch (step) {
    case 1:
      return issuesOf(ListingDetailsSchema, saunaDetails, "saunaDetails");
    case 2: {
      const errors = issuesOf(ListingPricingSchema, pricing, "pricing");
      const group = groupPriceProblem(saunaDetails.capacity ?? 0, pricing.groupSession ?? undefined);
      if (group) errors["pricing.groupSession"] ??= group;
      return errors;
    }
    case 3: {
      const errors = issuesOf(ListingAvailabilitySchema, availability, "availability");
      const schedule = scheduleProblem(availability.schedule, saunaDetails.duration ?? 0);
      if (schedule) errors["availability.schedule"] ??= schedule;
      return errors;
    }
    case 4:
      return issuesOf(ListingPaymentsSchema, payments, "payments");
    default:
      return {};
  }
}

/** Which step holds a field, for errors the server finds on Publish. */
export function stepOfField(key: string): 1 | 2 | 3 | 4 | 5 {
  if (key.startsWith("saunaDetails")) return 1;
  if (key.startsWith("pricing")) return 2;
  if (key.startsWith("availability")) return 3;
  if (key.startsWith("payments")) return 4;
  return 5;
}

/** The element id of a field, e.g. "saunaDetails.location.county" → "onboard-saunaDetails-location-county". */
export function fieldId(key: string): string {
  return `onboard-${key.replace(/\./g, "-")}`;
}
