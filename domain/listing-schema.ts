// The onboarding draft (docs/product.md §3) and its rules (docs/product.md §5), as schemas: each wizard step checks its
// part before Continue, and the server checks the whole draft again on Publish. The dashboard's
// Sauna Settings uses the same parts, so a listing obeys the same rules however it is edited.
import { z } from "zod";
import { WeeklyAvailabilitySchema } from "./availability-schema";
import { COUNTIES } from "./constants";
import { EVEN_WITH_OTHER_PROBLEMS, singleLine } from "./form-fields";
import {
  CAPACITY_RANGE, DURATION_RULE, isEircode, isIrishVatNumber, LISTING_AMENITIES, MAX_LISTING_PHOTOS, OFF_PEAK_RANGE, PRICE_RULE,
  SAUNA_STYLES,
} from "./listing";
import { optionValues } from "./options";
import { coordinatesTogether, SAUNA_POSITION_FIELDS } from "./sauna-position";

/** Blank text fields and empty number inputs mean "not given". */
const blankAsMissing = (v: unknown) => (v === "" || v === null ? undefined : v);
const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : blankAsMissing(v));

const capacityMessage = `Capacity must be a whole number from ${CAPACITY_RANGE.min} to ${CAPACITY_RANGE.max}`;
const durationMessage = `Session length must be at least ${DURATION_RULE.min} minutes, in steps of ${DURATION_RULE.step}`;

function price(message: string) {
  return z
    .number({ error: message })
    .min(PRICE_RULE.min, "Prices can't be below €0")
    .max(PRICE_RULE.max, `Prices can be at most €${PRICE_RULE.max}`)
    .refine((p) => p % PRICE_RULE.step === 0, `Prices go in steps of €${PRICE_RULE.step}`);
}

/** Step 1: the sauna's details. */
export const ListingDetailsSchema = z.object({
  name: singleLine(z.string({ error: "Please enter your sauna's name" }).trim().min(1, "Please enter your sauna's name").max(120, "Please use at most 120 characters")),
  description: z
    .string({ error: "Please describe your sauna" })
    .trim()
    .min(1, "Please describe your sauna")
    .max(4000, "Please use at most 4000 characters"),
  type: z.enum(optionValues(SAUNA_STYLES), { error: "Please choose the type of sauna" }),
  capacity: z.preprocess(toNumber, z.number({ error: capacityMessage }).int(capacityMessage).min(CAPACITY_RANGE.min, capacityMessage).max(CAPACITY_RANGE.max, capacityMessage)),
  duration: z.preprocess(
    toNumber,
    z
      .number({ error: durationMessage })
      .int(durationMessage)
      .min(DURATION_RULE.min, durationMessage)
      .max(DURATION_RULE.max, `Sessions can be at most ${DURATION_RULE.max} minutes`)
      .refine((d) => d % DURATION_RULE.step === 0, durationMessage),
  ),
  amenities: z
    .array(z.enum(optionValues(LISTING_AMENITIES), { error: "Please choose amenities from the list" }))
    .default([])
    .transform((list) => [...new Set(list)]),
  /** Addresses of photos this host uploaded (the server checks they are theirs). */
  photos: z.array(z.string()).max(MAX_LISTING_PHOTOS, `You can add up to ${MAX_LISTING_PHOTOS} photos`).default([]),
  location: z.object({
    address: singleLine(z.string({ error: "Please enter the address" }).trim().min(1, "Please enter the address").max(300, "Please use at most 300 characters")),
    county: z.enum(COUNTIES, { error: "Please choose a county" }),
    eircode: z.preprocess(
      blankAsMissing,
      z.string().trim().refine(isEircode, "Please enter a valid Eircode, such as D02 X285").optional(),
    ),
    // The pin the host dropped on the map (or typed), optional: domain/sauna-position.ts.
    ...SAUNA_POSITION_FIELDS,
  }).superRefine(coordinatesTogether, EVEN_WITH_OTHER_PROBLEMS),
});

/**
 * The three session prices (docs/product.md §5 'Pricing'): private required, shared and group optional, from
 * €0 in steps of €5. The one place these rules live: the wizard, Sauna Settings and the admin's
 * Edit Sauna all check prices with it.
 */
export const SessionPricesSchema = z.object({
  privateSession: z.preprocess(toNumber, price("Please enter the price of a private session")),
  sharedSession: z.preprocess(toNumber, price("Please enter a price").optional()),
  groupSession: z.preprocess(toNumber, price("Please enter a price").optional()),
});

/** Step 2: prices. */
export const ListingPricingSchema = SessionPricesSchema
  .extend({
    offPeakDiscount: z.boolean().default(false),
    offPeakRate: z.preprocess(
      toNumber,
      z
        .number({ error: "Please enter the off-peak discount" })
        .int("The off-peak discount is a whole percentage")
        .min(OFF_PEAK_RANGE.min, `The off-peak discount is from ${OFF_PEAK_RANGE.min}% to ${OFF_PEAK_RANGE.max}%`)
        .max(OFF_PEAK_RANGE.max, `The off-peak discount is from ${OFF_PEAK_RANGE.min}% to ${OFF_PEAK_RANGE.max}%`)
        .optional(),
    ),
  })
  .superRefine((p, ctx) => {
    if (p.offPeakDiscount && p.offPeakRate === undefined) {
      ctx.addIssue({ code: "custom", path: ["offPeakRate"], message: "Please enter the off-peak discount" });
    }
  });

export const CALENDAR_ADDRESS_MESSAGE = "Please enter the calendar's full address, starting with https://, http:// or webcal://";

/** webcal:// is how calendar apps share a subscription; it is the same address over https. */
const webcalAsHttps = (v: unknown) => (typeof v === "string" ? v.trim().replace(/^webcals?:\/\//i, "https://") : v);

/**
 * The host's own calendar (.ics). Plain http is accepted, and the message says so (it
 * said https while taking http): some booking systems still publish their feeds over http, the
 * feed only brings busy times in (nothing of ours goes out), and the fetcher reads http(s) alike
 * through the same SSRF checks. Refusing them would leave those hosts with no calendar sync.
 */
const calendarAddress = z.preprocess(
  (v) => blankAsMissing(webcalAsHttps(v)),
  singleLine(z.string().trim())
    .max(2000, "That calendar address is too long")
    .url(CALENDAR_ADDRESS_MESSAGE)
    .refine((u) => /^https?:\/\//i.test(u), CALENDAR_ADDRESS_MESSAGE)
    .optional(),
);

/** Step 3: when sessions run, and the host's own calendar to keep in step with. */
export const ListingAvailabilitySchema = z.object({
  schedule: WeeklyAvailabilitySchema,
  icsUrl: calendarAddress,
});

/** Step 4 without Stripe connected: continuing from payments is blocked until connected (docs/product.md §4 Onboarding wizard steps). */
export const PAYMENTS_NOT_CONNECTED = "Please connect your payment account to continue";

/** Step 4: how the host is paid. */
export const ListingPaymentsSchema = z.object({
  stripeConnected: z.literal(true, { error: PAYMENTS_NOT_CONNECTED }),
  businessName: singleLine(z.string({ error: "Please enter your business name" }).trim().min(1, "Please enter your business name").max(160, "Please use at most 160 characters")),
  vatNumber: z.preprocess(
    blankAsMissing,
    z.string().trim().refine(isIrishVatNumber, "Please enter an Irish VAT number, such as IE1234567T").optional(),
  ),
});

/** The whole draft on Publish (docs/product.md §3 onboarding draft, plus the browser's draft id). */
export const PublishListingSchema = z.object({
  /** Made by the browser when the draft starts: publishing twice creates one listing. */
  id: z.string({ error: "Please start the listing again" }).uuid("Please start the listing again"),
  claimType: z.literal("new"),
  saunaDetails: ListingDetailsSchema,
  pricing: ListingPricingSchema,
  availability: ListingAvailabilitySchema,
  payments: ListingPaymentsSchema,
  confirmed: z.literal(true, { error: "Please confirm the details are correct" }),
});
export type PublishListing = z.output<typeof PublishListingSchema>;
