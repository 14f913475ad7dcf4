// The demo data must be something the product itself could have made: every demo row that a form
// edits is sent, as that form would send it, through the schema the service checks it with
// (the demo saunas' €18 and €28 prices were off the €5 step, so a host's 'Save
// prices' could never succeed). A failure names the row and the form's message.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { expect, it } from "vitest";
import { defaultWeek, hasAnySession } from "#domain/availability";
import { AdminSaunaEditSchema } from "#domain/admin-sauna-edit";
import { ArticleSchema } from "#domain/article-schema";
import { SignUpSchema } from "#domain/auth-schemas";
import { ClaimDetailsSchema } from "#domain/claim-schema";
import { HostPaymentsSchema, HostProfileSchema } from "#domain/host-account-schema";
import {
  SaunaCalendarImportSchema, SaunaDetailsSchema, SaunaPricesSchema, SaunaSessionsSchema, saunaAmenitiesSchema,
} from "#domain/host-settings-schema";
import { groupPriceProblem } from "#domain/onboarding-rules";
import { ReviewReplySchema } from "#domain/review-reply-schema";
import { ReviewRequestSchema } from "#domain/review-request";
import { saunaStopSchema } from "#domain/sauna-stop-schema";
import { todayInIreland } from "#domain/session-slots";
import { articles } from "#server/db/schema/articles";
import { messages } from "#server/db/schema/messages";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { saunas } from "#server/db/schema/saunas";
import { ProfileUpdateSchema } from "#server/features/account/account.service";
import { MessageBodySchema } from "#server/features/messages/messages.service";
import { describeOnDemoData } from "#server/testing/demo-data-database";
import { DEMO_USERS } from "./demo-users";

/** "what: the form's first message" for a value the schema refuses, else null. */
function refusal(what: string, schema: z.ZodType, input: unknown): string | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : `${what}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(form)"} ${i.message}`).join("; ")}`;
}

/** A form field as the browser sends it: text, blank for nothing. */
const field = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value));

describeOnDemoData("the demo data obeys the forms' rules", (t) => {
  it("every sauna passes each section of Sauna Settings and the admin's Edit Sauna as it stands", async () => {
    const rows = await t.db.select().from(saunas);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    for (const s of rows) {
      const check = (form: string, schema: z.ZodType, input: unknown) => {
        const problem = refusal(`${s.name}, ${form}`, schema, input);
        if (problem) problems.push(problem);
      };
      check("Details", SaunaDetailsSchema, {
        name: s.name, description: field(s.description), type: s.type, style: field(s.style), address: field(s.address), county: s.county,
        eircode: field(s.eircode), location: field(s.location), phone: field(s.phone), website: field(s.website),
      });
      check("Amenities", saunaAmenitiesSchema(s.amenities), { amenities: s.amenities });
      // Sauna Settings' price inputs: blank when not offered, the switch "on" with a rate.
      check("Prices", SaunaPricesSchema, {
        privateSession: field(s.pricePrivate), sharedSession: field(s.priceShared), groupSession: field(s.priceGroup),
        ...(s.offPeakPercent !== null ? { offPeakDiscount: "on", offPeakRate: field(s.offPeakPercent) } : {}),
      });
      const group = groupPriceProblem(s.capacity, s.priceGroup ?? undefined);
      if (group) problems.push(`${s.name}, Prices: ${group}`);
      const schedule = s.weeklySchedule ?? defaultWeek();
      check("Sessions", SaunaSessionsSchema, { capacity: field(s.capacity), duration: field(s.sessionMinutes), schedule: JSON.stringify(schedule) });
      if (!hasAnySession(schedule, s.sessionMinutes)) problems.push(`${s.name}, Sessions: no session fits the hours`);
      check("Your own calendar", SaunaCalendarImportSchema, { icsUrl: field(s.icsImportUrl) });
      check("Edit Sauna", AdminSaunaEditSchema, {
        saunaId: s.id, name: s.name, description: field(s.description), county: s.county, type: s.type, location: field(s.location),
        address: field(s.address), capacity: field(s.capacity), latitude: field(s.latitude), longitude: field(s.longitude), website: field(s.website),
        amenities: s.amenities, privateSession: field(s.pricePrivate), sharedSession: field(s.priceShared), groupSession: field(s.priceGroup),
        schedule: JSON.stringify(schedule),
      });
      // The card's headline price is the private session's (as Sauna Settings saves it).
      if (s.pricePerSession !== s.pricePrivate) problems.push(`${s.name}: price per session ${s.pricePerSession} is not the private price ${s.pricePrivate}`);
    }
    expect(problems).toEqual([]);
  });

  it("every account passes sign-up's name rule and its settings forms; owners their Account forms", async () => {
    const rows = await t.db.select().from(profiles);
    expect(rows.length).toBe(DEMO_USERS.length);
    const problems: string[] = [];
    for (const p of rows) {
      const name = p.fullName ?? "";
      const [firstName, ...rest] = name.split(" ");
      for (const problem of [
        refusal(`${name}, sign-up`, SignUpSchema.shape.fullName, name),
        refusal(`${name}, My Account settings`, ProfileUpdateSchema, { firstName, lastName: rest.join(" "), phone: field(p.phone) }),
        p.isOwner ? refusal(`${name}, dashboard Account profile`, HostProfileSchema, { fullName: name, phone: field(p.phone) }) : null,
        p.isOwner && p.paymentsConnected ? refusal(`${name}, dashboard Account payments`, HostPaymentsSchema, { businessName: field(p.businessName), vatNumber: field(p.vatNumber) }) : null,
      ]) {
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every review passes the review form (text of at least 20 characters), and every host's reply the reply box", async () => {
    const rows = await t.db.select().from(reviews);
    expect(rows.length).toBeGreaterThan(50);
    const problems = rows.flatMap((r) => [
      refusal(`review ${r.id.slice(0, 8)}`, ReviewRequestSchema, {
        rating: field(r.rating), heatRating: field(r.heatRating), cleanlinessRating: field(r.cleanlinessRating), viewRating: field(r.viewRating),
        staffRating: field(r.staffRating), valueRating: field(r.valueRating), comment: field(r.comment),
        wouldRecommend: r.wouldRecommend === null ? "" : r.wouldRecommend ? "yes" : "no",
      }),
      r.ownerReply === null ? null : refusal(`reply to review ${r.id.slice(0, 8)}`, ReviewReplySchema, { reviewId: r.id, reply: r.ownerReply }),
    ]).filter((p): p is string => p !== null);
    expect(problems).toEqual([]);
  });

  it("every claim, message and article passes its form", async () => {
    const [claims, sent, posts] = await Promise.all([t.db.select().from(saunaClaims), t.db.select().from(messages), t.db.select().from(articles)]);
    expect(claims.length).toBeGreaterThan(0);
    expect(sent.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);
    const problems = [
      ...claims.map((c) => refusal(`claim by ${c.businessName}`, ClaimDetailsSchema, { businessName: field(c.businessName), phone: field(c.phone), website: field(c.website) })),
      ...sent.map((m) => refusal(`message ${m.id.slice(0, 8)}`, MessageBodySchema, m.body)),
      ...posts.map((a) => refusal(`article ${a.title}`, ArticleSchema, { title: a.title, category: a.category, excerpt: a.excerpt, body: a.body, readMinutes: field(a.readMinutes) })),
    ].filter((p): p is string => p !== null);
    expect(problems).toEqual([]);
  });

  it("a mobile sauna's stops pass the host's stop form, and it has several to come", async () => {
    const rows = await t.db.select({ stop: saunaStops, type: saunas.type }).from(saunaStops).innerJoin(saunas, eq(saunas.id, saunaStops.saunaId));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const today = todayInIreland();
    const problems = rows.map(({ stop, type }) =>
      type === "Mobile" ? refusal(`stop at ${stop.placeName}`, saunaStopSchema(today), { ...stop, latitude: field(stop.latitude), longitude: field(stop.longitude) }) : `stop at ${stop.placeName}: not a Mobile sauna`,
    ).filter((p): p is string => p !== null);
    expect(problems).toEqual([]);
    expect(rows.some(({ stop }) => stop.startsOn <= today && today <= stop.endsOn)).toBe(true);
  });
});

