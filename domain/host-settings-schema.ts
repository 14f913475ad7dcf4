// What the owner dashboard's Sauna Settings sends, section by section. Each reuses the onboarding
// wizard's rules (listing-schema.ts), so a listing obeys the same rules however it is edited;
// Settings adds what only an existing listing has: the public type, the contact details, and
// keeping (or not) sessions already booked when the hours change.
import { z } from "zod";
import { WeeklyAvailabilitySchema } from "./availability-schema";
import { SAUNA_TYPES, type SaunaType } from "./constants";
import { checkbox, singleLine } from "./form-fields";
import { ListingAvailabilitySchema, ListingDetailsSchema, ListingPricingSchema } from "./listing-schema";
import { LISTING_AMENITIES, SAUNA_STYLES } from "./listing";
import { optionValues } from "./options";
import { phoneNumber } from "./phone";

const blankAsMissing = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const details = ListingDetailsSchema.shape;
const location = details.location.shape;

export const SaunaDetailsSchema = z.object({
  name: details.name,
  description: details.description,
  type: z.enum(SAUNA_TYPES as unknown as [SaunaType, ...SaunaType[]], { error: "Please choose the type guests see" }),
  style: z.preprocess(blankAsMissing, z.enum(optionValues(SAUNA_STYLES), { error: "Please choose the kind of sauna" }).optional()),
  address: location.address,
  county: location.county,
  eircode: location.eircode,
  location: z.preprocess(blankAsMissing, singleLine(z.string().trim().max(120, "Please use at most 120 characters")).optional()),
  phone: z.preprocess(blankAsMissing, phoneNumber(z.string().trim()).optional()),
  website: z.preprocess(
    blankAsMissing,
    singleLine(z.string().trim())
      .max(300, "That web address is too long")
      // http is accepted (many small businesses' sites still use it), so the message gives an example rather than a rule.
      .url("Please enter the full web address, such as https://example.ie")
      .refine((u) => /^https?:\/\//i.test(u), "Please enter the full web address, such as https://example.ie")
      .optional(),
  ),
});

/** The listing amenities (the spec's eleven and the four guests filter by), plus any the listing already has from before (kept unless unticked). */
export function saunaAmenitiesSchema(alreadyListed: readonly string[]) {
  const allowed = new Set<string>([...LISTING_AMENITIES.map((a) => a.value), ...alreadyListed]);
  return z.object({
    amenities: z
      .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().refine((a) => allowed.has(a), "Please choose amenities from the list")))
      .transform((list) => [...new Set(list)]),
  });
}

/** Prices as the form sends them: the off-peak toggle is a checkbox. */
export const SaunaPricesSchema = z.preprocess(
  (v) => (v && typeof v === "object" ? { ...v, offPeakDiscount: checkbox().parse((v as Record<string, unknown>).offPeakDiscount) } : v),
  ListingPricingSchema,
);

function parseJson(v: unknown): unknown {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}

export const SaunaSessionsSchema = z.object({
  capacity: details.capacity,
  duration: details.duration,
  /** The weekly availability editor's result, as JSON text. */
  schedule: z.preprocess(
    parseJson,
    z.any().refine((v) => v !== null && typeof v === "object" && !Array.isArray(v), "Please set your weekly availability").pipe(WeeklyAvailabilitySchema),
  ),
  /** The host read the list of booked sessions outside the new hours and keeps them. */
  keepBookedSessions: checkbox(),
});

export const SaunaCalendarImportSchema = z.object({ icsUrl: ListingAvailabilitySchema.shape.icsUrl });

export const SaunaPhotoSchema = z.object({ url: z.string({ error: "Please choose a photo" }).min(1, "Please choose a photo").max(500) });
export const SaunaPhotoOrderSchema = z.object({
  photos: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().max(500)).max(50)),
});
