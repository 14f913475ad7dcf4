// What a claimant tells us when claiming a listing (an admin verifies the claim with the
// business name, phone and website given here), and the search for listings to claim.
import { z } from "zod";
import { COUNTIES } from "./constants";
import { singleLine } from "./form-fields";
import { phoneNumber } from "./phone";

const blankAsMissing = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const ClaimDetailsSchema = z.object({
  businessName: singleLine(z.string({ error: "Please enter your business name" }).trim())
    .min(1, "Please enter your business name")
    .max(160, "Please use at most 160 characters"),
  phone: phoneNumber(
    z
      .string({ error: "Please enter a phone number we can reach you on" })
      .trim()
      // Abort here: an empty number needs asking for, not its format explained.
      .min(1, { message: "Please enter a phone number we can reach you on", abort: true }),
  ),
  website: z.preprocess(
    blankAsMissing,
    singleLine(z.string({ error: "Please enter your website's full address, starting with https://" }).trim())
      .max(500, "That address is too long")
      .url("Please enter your website's full address, starting with https://")
      .refine((u) => /^https?:\/\//i.test(u), "Please enter your website's full address, starting with https://")
      .optional(),
  ),
});
export type ClaimDetails = z.output<typeof ClaimDetailsSchema>;

/** The claim search: a name (or part of one) and/or a county; at least one of them. */
export const ClaimSearchSchema = z
  .object({
    q: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().trim().max(100, "Please use at most 100 characters")),
    county: z.preprocess(blankAsMissing, z.enum(COUNTIES, { error: "Please choose a county from the list" }).optional()),
  })
  .refine((s) => s.q !== "" || s.county !== undefined, { message: "Enter your sauna's name or choose its county", path: ["q"] });
export type ClaimSearch = z.output<typeof ClaimSearchSchema>;
