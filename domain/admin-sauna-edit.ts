// The admin's Saunas page as forms (docs/product.md §2 'Saunas' and 'Edit Sauna', §5 'Admin scrape', §7
// 'Update saunas …'): what each action accepts, checked on the server with a message per field.
import { z } from "zod";
import { CAPACITY_MAX, CAPACITY_MIN, COUNTIES, SAUNA_STATUSES, SAUNA_TYPES } from "./constants";
import { checkbox, EVEN_WITH_OTHER_PROBLEMS, list, singleLine, typedNumber } from "./form-fields";
import { ModerationReasonSchema } from "./moderation-reason";
import { SaunaSessionsSchema } from "./host-settings-schema";
import { SessionPricesSchema } from "./listing-schema";
import { coordinatesTogether } from "./sauna-position";
import {
  ADMIN_SAUNAS_MAX_QUERY_LENGTH, REASON_REQUIRED, SAUNA_EDIT_LIMITS, SAUNA_STATUS_ACTION_NAMES, SAUNA_STATUS_ACTIONS, WEBSITE_URL_REQUIRED, withWebScheme,
  type SaunaStatusAction,
} from "./sauna-moderation";

const SAUNA_ID_MESSAGE = "Sauna not found";
const saunaId = z.string({ error: SAUNA_ID_MESSAGE }).uuid(SAUNA_ID_MESSAGE);

/** A text field; blank (or only spaces) is "not given". */
function optionalText(max: number, label: string, { oneLine }: { oneLine: boolean }) {
  const text = z.string({ error: `Please enter the ${label} as text` }).trim();
  return (oneLine ? singleLine(text) : text)
    .max(max, `Please use at most ${max} characters for the ${label}`)
    .transform((v) => (v === "" ? null : v))
    .optional()
    .transform((v) => v ?? null);
}

function numberField(message: string) {
  return z.number({ error: message }).finite(message);
}

const capacityMessage = `Capacity must be a whole number from ${CAPACITY_MIN} to ${CAPACITY_MAX}`;
const latitudeMessage = "Latitude must be a number from -90 to 90";
const longitudeMessage = "Longitude must be a number from -180 to 180";

/** An http(s) web address, "https://" added when left out; blank is "no website". */
export const WebsiteSchema = singleLine(z.string({ error: "Please enter the website as a web address" }).trim())
  .max(SAUNA_EDIT_LIMITS.website, "That web address is too long")
  .transform(withWebScheme)
  .refine((v) => v === "" || isWebAddress(v), "Please enter the website's full address, such as https://example.ie");

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * A listing's fields as an administrator edits them (docs/product.md §2 Edit Sauna: Name, Description,
 * County, Type, Location, Full Address, Capacity, Price per Session, Latitude, Longitude, website),
 * with every session price under the hosts' own price rules (SessionPricesSchema) and the
 * amenities Extract Info may fill in. Edit Sauna adds the sauna and its week; Add sauna by hand
 * uses these fields as they are.
 */
export const AdminSaunaFieldsSchema = z.object({
  name: singleLine(z.string({ error: "Please enter the sauna's name" }).trim())
    .min(1, "Please enter the sauna's name")
    .max(SAUNA_EDIT_LIMITS.name, `Please use at most ${SAUNA_EDIT_LIMITS.name} characters for the name`),
  description: optionalText(SAUNA_EDIT_LIMITS.description, "description", { oneLine: false }),
  county: z.enum(COUNTIES, { error: "Please choose a county" }),
  type: z.enum(SAUNA_TYPES, { error: "Please choose a type" }),
  location: optionalText(SAUNA_EDIT_LIMITS.location, "location", { oneLine: true }),
  address: optionalText(SAUNA_EDIT_LIMITS.address, "full address", { oneLine: true }),
  capacity: z.preprocess(typedNumber, numberField(capacityMessage).int(capacityMessage).min(CAPACITY_MIN, capacityMessage).max(CAPACITY_MAX, capacityMessage)),
  ...SessionPricesSchema.shape,
  latitude: z.preprocess(typedNumber, numberField(latitudeMessage).min(-90, latitudeMessage).max(90, latitudeMessage).optional()),
  longitude: z.preprocess(typedNumber, numberField(longitudeMessage).min(-180, longitudeMessage).max(180, longitudeMessage).optional()),
  website: WebsiteSchema.optional().transform((v) => v || null),
  amenities: list(
    singleLine(z.string({ error: "Please choose amenities from the list" }).trim())
      .min(1, "An amenity can't be blank")
      .max(SAUNA_EDIT_LIMITS.amenity, `An amenity's name can be at most ${SAUNA_EDIT_LIMITS.amenity} characters`),
  )
    .transform((names) => [...new Set(names)])
    .refine((names) => names.length <= SAUNA_EDIT_LIMITS.amenities, `A sauna can list at most ${SAUNA_EDIT_LIMITS.amenities} amenities`),
});
export type AdminSaunaFields = z.output<typeof AdminSaunaFieldsSchema>;

/** Edit Sauna (docs/product.md §2): the listing's fields, its weekly availability, and keeping sessions already booked outside new hours. */
export const AdminSaunaEditSchema = AdminSaunaFieldsSchema.extend({
  saunaId,
  schedule: SaunaSessionsSchema.shape.schedule,
  keepBookedSessions: SaunaSessionsSchema.shape.keepBookedSessions,
}).superRefine(coordinatesTogether, EVEN_WITH_OTHER_PROBLEMS);
export type AdminSaunaEdit = z.output<typeof AdminSaunaEditSchema>;

/** Approve, Reject, Suspend or Activate one sauna; Reject and Suspend need the reason the host reads. */
export const SaunaStatusChangeSchema = z
  .object({
    saunaId,
    action: z.enum(SAUNA_STATUS_ACTION_NAMES as [SaunaStatusAction, ...SaunaStatusAction[]], { error: "Unknown status change" }),
    reason: ModerationReasonSchema.optional(),
  })
  .superRefine((v, ctx) => {
    // (An unknown action has its own message; zod may still run this check on what it could read.)
    if (SAUNA_STATUS_ACTIONS[v.action]?.needsReason && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_REQUIRED });
  });

/** The featured star: the state the admin wants. */
export const SaunaFeaturedSchema = z.object({ saunaId, featured: checkbox() });

/** Extract Info (docs/product.md §5): the website URL is required. */
export const ExtractInfoSchema = z.object({
  url: singleLine(z.string({ error: WEBSITE_URL_REQUIRED }).trim())
    .min(1, WEBSITE_URL_REQUIRED)
    .max(SAUNA_EDIT_LIMITS.website, "That web address is too long")
    .transform(withWebScheme),
});

const cursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
  .optional()
  .catch(undefined);

/**
 * The Saunas table's address bar: search text, status, whether guests can book it ('closed': it
 * can't take bookings, which only card payments can make so), and a page given by the row it
 * starts after (or ends before). Whatever is typed there leads to a normal page: odd values are dropped.
 */
export const AdminSaunaListQuerySchema = z.object({
  q: z
    .string()
    .transform((v) => v.replace(/\s+/g, " ").trim().slice(0, ADMIN_SAUNAS_MAX_QUERY_LENGTH).trim())
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  status: z.enum(SAUNA_STATUSES).optional().catch(undefined),
  bookings: z.enum(["closed"]).optional().catch(undefined),
  after: cursor,
  before: cursor,
});
export type AdminSaunaListQuery = z.output<typeof AdminSaunaListQuerySchema>;
/** The list's filters as the page and its links carry them. */
export type AdminSaunaFilters = Partial<Pick<AdminSaunaListQuery, "q" | "status" | "bookings">>;
