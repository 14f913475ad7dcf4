// Admin Settings: the platform's terms for bookings made from now on (docs/product.md
// §2 Admin area). The commission is typed as a percent (0–50, up to two decimals: stored as a
// rate with four), the free-cancellation window in whole hours (0–168, one week).
import { z } from "zod";
import { wholeNumber } from "./form-fields";

export const COMMISSION_PERCENT_MAX = 50;
export const CANCELLATION_HOURS_MAX = 168;

const PERCENT = `Enter a commission between 0 and ${COMMISSION_PERCENT_MAX} percent, with at most two decimals.`;
const HOURS = `Enter a whole number of hours between 0 and ${CANCELLATION_HOURS_MAX}.`;

export const PlatformSettingsSchema = z.object({
  commissionPercent: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim().replace(/%$/, ""))) : v),
    z
      .number({ error: PERCENT })
      .min(0, PERCENT)
      .max(COMMISSION_PERCENT_MAX, PERCENT)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, PERCENT),
  ),
  freeCancellationHours: wholeNumber(HOURS).pipe(z.number().min(0, HOURS).max(CANCELLATION_HOURS_MAX, HOURS)),
});
export type PlatformSettingsInput = z.input<typeof PlatformSettingsSchema>;

/** 12.5 → 0.125 (the column keeps four decimals). */
export function rateFromPercent(percent: number): number {
  return Math.round(percent * 100) / 10_000;
}

/** 0.125 → 12.5 */
export function percentFromRate(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}
