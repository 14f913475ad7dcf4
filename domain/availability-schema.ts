// The stored shape of a weekly availability, checked on the server (and by the editors). Kept
// apart from availability.ts so the public booking picker doesn't carry zod.
import { z } from "zod";
import { minutesOf, WEEKDAYS } from "./availability";
import { optionLabel, optionValues } from "./options";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

const RangeSchema = z
  .object({
    start: z.string().regex(TIME, "Times are written HH:MM"),
    end: z.string().regex(TIME, "Times are written HH:MM"),
  })
  .refine((r) => minutesOf(r.start) < minutesOf(r.end), "Each range must end after it starts");

/** Availability as stored: ranges on each day that don't overlap one another. */
export const WeeklyAvailabilitySchema = z
  .partialRecord(z.enum(optionValues(WEEKDAYS)), z.array(RangeSchema).max(6))
  .superRefine((availability, ctx) => {
    for (const [day, ranges] of Object.entries(availability)) {
      const sorted = [...(ranges ?? [])].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
      for (let i = 1; i < sorted.length; i++) {
        if (minutesOf(sorted[i].start) < minutesOf(sorted[i - 1].end)) {
          ctx.addIssue({ code: "custom", message: `${optionLabel(WEEKDAYS, day)}'s hours overlap`, path: [day] });
        }
      }
    }
  });
