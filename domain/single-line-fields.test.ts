// A line break in a sauna's name ended up in e-mail subjects and made bookings fail.
// Every field of one line refuses line breaks, tabs and other control characters, with a message
// that says so; the fields written in a textarea keep their line breaks.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AdminSaunaEditSchema, ExtractInfoSchema } from "./admin-sauna-edit";
import { ArticleSchema } from "./article-schema";
import { SignUpSchema } from "./auth-schemas";
import { ClaimDetailsSchema } from "./claim-schema";
import { HostProfileSchema, HostPaymentsSchema } from "./host-account-schema";
import { BlackoutDatesSchema } from "./host-calendar-schema";
import { HostCancelBookingSchema } from "./host-bookings-schema";
import { SaunaCalendarImportSchema, SaunaDetailsSchema } from "./host-settings-schema";
import { ListingDetailsSchema, ListingPaymentsSchema } from "./listing-schema";
import { MarkPaidSchema } from "./payouts-schema";
import { ReviewReplySchema } from "./review-reply-schema";
import { ReviewRequestSchema } from "./review-request";
import { ONE_LINE_MESSAGE } from "./text";

const ID = "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const listingDetails = {
  name: "Salthill Barrel Sauna", description: "A cedar barrel on the prom.", type: "barrel", capacity: "6", duration: "90",
  location: { address: "The Promenade, Salthill", county: "Galway" },
};
const saunaDetails = {
  name: "Salthill Barrel Sauna", description: "A cedar barrel on the prom.", type: "Sea View", address: "The Promenade, Salthill",
  county: "Galway", location: "Salthill", website: "https://salthillsauna.ie",
};
const adminEdit = {
  saunaId: ID, name: "Salthill Barrel Sauna", description: "A cedar barrel.", county: "Galway", type: "Sea View", location: "Salthill",
  address: "The Promenade", capacity: "6", privateSession: "25", website: "salthillsauna.ie", amenities: ["Cold plunge"],
  schedule: JSON.stringify({ 1: [{ start: "09:00", end: "21:00" }] }),
};

type Case = { form: string; schema: z.ZodType; valid: Record<string, unknown>; path: (string | number)[] };
/** Every field of one line, in the schema that checks it, beside a valid rest of the form. */
const SINGLE_LINE_FIELDS: Case[] = [
  { form: "onboarding details", schema: ListingDetailsSchema, valid: listingDetails, path: ["name"] },
  { form: "onboarding details", schema: ListingDetailsSchema, valid: listingDetails, path: ["location", "address"] },
  { form: "onboarding payments", schema: ListingPaymentsSchema, valid: { stripeConnected: true, businessName: "Prom Saunas Ltd" }, path: ["businessName"] },
  ...["name", "address", "location", "website"].map((f) => ({ form: "Sauna Settings", schema: SaunaDetailsSchema, valid: saunaDetails, path: [f] })),
  { form: "Sauna Settings calendar", schema: SaunaCalendarImportSchema, valid: { icsUrl: "https://example.ie/cal.ics" }, path: ["icsUrl"] },
  { form: "host profile", schema: HostProfileSchema, valid: { fullName: "Siobhán Host", phone: "+353 91 555 0142" }, path: ["fullName"] },
  { form: "host payments", schema: HostPaymentsSchema, valid: { businessName: "Prom Saunas Ltd" }, path: ["businessName"] },
  { form: "sign-up", schema: SignUpSchema, valid: { fullName: "Aoife Byrne", email: "aoife@example.ie", password: "Kinsale-Steam-7" }, path: ["fullName"] },
  ...["businessName", "website"].map((f) => ({ form: "claim", schema: ClaimDetailsSchema, valid: { businessName: "Prom Saunas Ltd", phone: "087 123 4567", website: "https://example.ie" }, path: [f] })),
  ...["title", "category"].map((f) => ({ form: "article", schema: ArticleSchema, valid: { title: "Winter swims", category: "Guides", excerpt: "Cold water, warm benches.", body: "Start gently and never swim alone." }, path: [f] })),
  ...["name", "location", "address", "website"].map((f) => ({ form: "admin Edit Sauna", schema: AdminSaunaEditSchema, valid: adminEdit, path: [f] })),
  { form: "admin Edit Sauna", schema: AdminSaunaEditSchema, valid: adminEdit, path: ["amenities", 0] },
  { form: "admin Extract Info", schema: ExtractInfoSchema, valid: { url: "https://salthillsauna.ie" }, path: ["url"] },
  { form: "blackout dates", schema: BlackoutDatesSchema, valid: { dates: ["2026-12-24"], reason: "Stove maintenance" }, path: ["reason"] },
  { form: "admin Mark paid", schema: MarkPaidSchema, valid: { hostId: "host_1", note: "Transfer 2026-11" }, path: ["note"] },
];

/** CR/LF as in the report (`Inj sauna%0D%0ABcc: …`), a lone LF or CR, a tab, NEL and the Unicode line separator. */
const BREAKS = ["\r\nBcc: everyone@example.ie", "\n", "\r", "\t", "\u0085", "\u2028"];

function withValue(valid: Record<string, unknown>, path: (string | number)[], value: (current: string) => string) {
  const copy = structuredClone(valid);
  let at = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value(String(at[path.at(-1)!]));
  return copy;
}

describe("fields of one line", () => {
  it.each(SINGLE_LINE_FIELDS)("$form: $path is refused with a line break, a tab or a control character in it", ({ schema, valid, path }) => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
    for (const b of BREAKS) {
      // In the middle: spaces around the break would be trimmed away at either end.
      const result = schema.safeParse(withValue(valid, path, (v) => `${v.slice(0, 4)}${b}${v.slice(4)}`));
      expect(result.success, JSON.stringify(b)).toBe(false);
      expect(result.error!.issues.filter((i) => i.path.join(".") === path.join(".")).map((i) => i.message)).toContain(ONE_LINE_MESSAGE);
    }
  });

  it("forgive a line break pasted at the end, which trimming drops", () => {
    expect(SaunaDetailsSchema.parse({ ...saunaDetails, name: "Salthill Barrel Sauna\r\n" }).name).toBe("Salthill Barrel Sauna");
  });

  it("leave the fields written in a textarea their line breaks", () => {
    const text = "First paragraph.\r\n\r\nSecond\tparagraph, long enough.";
    expect(SaunaDetailsSchema.parse({ ...saunaDetails, description: text }).description).toBe(text);
    expect(AdminSaunaEditSchema.parse({ ...adminEdit, description: text }).description).toBe(text);
    expect(ArticleSchema.parse({ title: "Winter swims", category: "Guides", excerpt: text, body: text })).toMatchObject({ excerpt: text, body: text });
    expect(ReviewRequestSchema.parse({ rating: "5", comment: text }).comment).toBe(text);
    expect(ReviewReplySchema.parse({ reviewId: ID, reply: text }).reply).toBe(text);
    expect(HostCancelBookingSchema.parse({ bookingId: ID, reason: text }).reason).toBe(text);
  });
});
