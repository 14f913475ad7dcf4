// What the owner dashboard's Account forms send: profile, payment details and the five
// notification toggles.
import { z } from "zod";
import { checkbox, singleLine } from "./form-fields";
import { isIrishVatNumber } from "./listing";
import { HOST_NOTIFICATION_PREFERENCES } from "./notification-preferences";
import { optionalPhoneNumber } from "./phone";

export const HostProfileSchema = z.object({
  fullName: singleLine(z.string({ error: "Please enter your name" }).trim().min(1, "Please enter your name").max(120, "Please use at most 120 characters")),
  phone: optionalPhoneNumber(),
});
export type HostProfile = z.input<typeof HostProfileSchema>;

export const HostPaymentsSchema = z.object({
  businessName: singleLine(z.string({ error: "Please enter your business name" }).trim().min(1, "Please enter your business name").max(160, "Please use at most 160 characters")),
  vatNumber: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || isIrishVatNumber(v), "Please enter an Irish VAT number, such as IE1234567T")
    // Stored the way Revenue writes it: capitals, no spaces.
    .transform((v) => v.replace(/\s+/g, "").toUpperCase()),
});
export type HostPayments = z.input<typeof HostPaymentsSchema>;

/** Each toggle is a checkbox: ticked sends "on", unticked sends nothing (so: off). */
export const HostNotificationsSchema = z.object(
  Object.fromEntries(HOST_NOTIFICATION_PREFERENCES.map((key) => [key, checkbox()])) as Record<(typeof HOST_NOTIFICATION_PREFERENCES)[number], ReturnType<typeof checkbox>>,
);
