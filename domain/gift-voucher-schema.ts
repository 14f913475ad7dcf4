// The gift voucher buyer's form (decision 017), read on the server; the rules it
// applies are domain/gift-vouchers.ts.
import { z } from "zod";
import { BOOKING_TYPES } from "./constants";
import { singleLine } from "./form-fields";
import { isCalendarDate, todayInIreland } from "./session-slots";
import { VOUCHER_MAX_CENTS, VOUCHER_MIN_CENTS, VOUCHER_STEP_CENTS } from "./gift-vouchers";

/** A buyer may choose a delivery day up to a year ahead (the voucher's five years start at purchase). */
export const VOUCHER_DELIVERY_HORIZON_DAYS = 365;

/** Whether the delivery day is today (in Ireland) or later, within the horizon. */
export function isDeliveryDateAllowed(date: string, now = new Date()): boolean {
  if (!isCalendarDate(date)) return false;
  const today = todayInIreland(now);
  const last = todayInIreland(new Date(now.getTime() + VOUCHER_DELIVERY_HORIZON_DAYS * 86_400_000));
  return date >= today && date <= last;
}

const amountMessage = `Please choose an amount from €${VOUCHER_MIN_CENTS / 100} to €${VOUCHER_MAX_CENTS / 100}, in steps of €${VOUCHER_STEP_CENTS / 100}`;
const dateMessage = "Please choose the day the voucher should arrive: today or up to a year ahead";

/** A whole-euro amount typed or chosen in the form, as cents. */
const amountInEuro = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
  z
    .number({ error: amountMessage })
    .refine((euro) => Number.isSafeInteger(euro * 100), amountMessage)
    .transform((euro) => Math.round(euro * 100))
    .refine((c) => c >= VOUCHER_MIN_CENTS && c <= VOUCHER_MAX_CENTS && c % VOUCHER_STEP_CENTS === 0, amountMessage),
);

/**
 * The buyer's form. `amountChoice` is "amount" (the typed amount), or one of a sauna's session
 * types, whose price is read on the server from the sauna, never from the form.
 */
export const GiftVoucherPurchaseSchema = z
  .object({
    amountChoice: z.enum(["amount", ...BOOKING_TYPES], { error: "Please choose an amount or a session" }).default("amount"),
    amount: z.unknown().optional(),
    saunaId: z.string().uuid("Please choose a sauna").optional().or(z.literal("").transform(() => undefined)),
    recipientName: singleLine(z.string({ error: "Please enter the recipient's name" }).trim().min(1, "Please enter the recipient's name").max(100, "Please keep the name under 100 characters")),
    recipientEmail: z
      .string({ error: "Please enter the recipient's email address" })
      .trim()
      .min(1, "Please enter the recipient's email address")
      .max(254, "Please enter a valid email address")
      .pipe(z.email("Please enter a valid email address")),
    message: z.string({ error: "Please keep the message as text" }).trim().max(500, "Please keep the message under 500 characters").default(""),
    deliverOn: z.string({ error: dateMessage }).refine(isCalendarDate, dateMessage),
  })
  .superRefine((value, ctx) => {
    if (value.amountChoice === "amount") {
      const parsed = amountInEuro.safeParse(value.amount);
      if (!parsed.success) ctx.addIssue({ code: "custom", path: ["amount"], message: amountMessage });
    } else if (!value.saunaId) {
      ctx.addIssue({ code: "custom", path: ["saunaId"], message: "Please choose a sauna" });
    }
  })
  .transform(({ amountChoice, ...value }) => ({
    ...value,
    amountCents: amountChoice === "amount" ? (amountInEuro.parse(value.amount) as number) : null,
    bookingType: amountChoice === "amount" ? undefined : amountChoice,
  }));
export type GiftVoucherPurchase = z.output<typeof GiftVoucherPurchaseSchema>;
export { dateMessage as DELIVERY_DATE_MESSAGE };
