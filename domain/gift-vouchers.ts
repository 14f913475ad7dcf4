// Gift vouchers (issue 25, decision 017): the rules a buyer, a guest and an administrator meet,
// shared by the page's form and the server. Money is integer cents here, as on the voucher rows.
import { z } from "zod";
import { BOOKING_TYPES } from "./constants";
import { singleLine } from "./form-fields";
import { isCalendarDate, todayInIreland } from "./session-slots";

/** €25 to €500 in steps of €5 (issue 25), or the price of a session type at a sauna. */
export const VOUCHER_MIN_CENTS = 2_500;
export const VOUCHER_MAX_CENTS = 50_000;
export const VOUCHER_STEP_CENTS = 500;

/** Consumer Protection (Gift Vouchers) Act 2019: at least five years from the day it is bought. */
export const VOUCHER_VALID_YEARS = 5;

/** A buyer may choose a delivery day up to a year ahead (the voucher's five years start at purchase). */
export const VOUCHER_DELIVERY_HORIZON_DAYS = 365;

/**
 * The code: 16 characters from 30 that can't be mistaken for one another (no 0/O, 1/I/L, U), so
 * about 78 random bits; written in four groups of four. Typed codes are read forgivingly (any
 * case, spaces and dashes ignored) before they are checked.
 */
export const VOUCHER_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const VOUCHER_CODE_LENGTH = 16;

/** The code as printed: ABCD-EFGH-JKMN-PQRS. */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** A typed code in its stored form, or null when it can't be one of ours. */
export function normalizeVoucherCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== VOUCHER_CODE_LENGTH) return null;
  return [...code].every((c) => VOUCHER_CODE_ALPHABET.includes(c)) ? code : null;
}

/** When a voucher bought at `purchasedAt` stops being valid: five years on, to the instant. */
export function voucherExpiry(purchasedAt: Date): Date {
  const expiry = new Date(purchasedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + VOUCHER_VALID_YEARS);
  return expiry;
}

/**
 * What a voucher pays towards a booking: as much of the total as its balance covers; the rest
 * is paid by card (or at the sauna). The database takes it again atomically (decision 017).
 */
export function voucherShare(balanceCents: number, totalCents: number): { voucherCents: number; restCents: number } {
  const voucherCents = Math.max(0, Math.min(balanceCents, totalCents));
  return { voucherCents, restCents: totalCents - voucherCents };
}

/**
 * A cancellation's refund split between the voucher and the card: the voucher gets its part back
 * first (it stays the recipient's gift), the card the rest, never more than it paid.
 */
export function refundSplit(refundCents: number, voucherCents: number, cardPaidCents: number): { toVoucher: number; toCard: number } {
  const toVoucher = Math.min(Math.max(refundCents, 0), voucherCents);
  return { toVoucher, toCard: Math.max(0, Math.min(refundCents - toVoucher, cardPaidCents)) };
}

export const VOUCHER_TEXTS = {
  pageTitle: "Gift a Sauna Session",
  intro: "Give someone a session at any sauna on Sauna Éire. They can use it at any sauna, in as many visits as they like.",
  cardPaymentsOff: "Gift vouchers can't be bought at the moment: card payments are not available. Please check back soon.",
  legal:
    "Valid for at least five years from the date of purchase (Consumer Protection (Gift Vouchers) Act 2019). It can be used in several goes, at any sauna on Sauna Éire, and no fee is ever charged on it.",
  signInToBuy: "Please sign in to buy a gift voucher",
  codeUnknown: "This voucher code isn't valid. Please check it and try again.",
  codeUsedUp: "This voucher has no balance left.",
  codeExpired: "This voucher has expired.",
  tooManyTries: "Too many voucher codes tried. Please wait an hour and try again.",
  paymentsUnavailable: "We couldn't reach our card payment provider, so you haven't been charged. Please try again in a few minutes.",
} as const;

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

/** Whether the delivery day is today (in Ireland) or later, within the horizon. */
export function isDeliveryDateAllowed(date: string, now = new Date()): boolean {
  if (!isCalendarDate(date)) return false;
  const today = todayInIreland(now);
  const last = todayInIreland(new Date(now.getTime() + VOUCHER_DELIVERY_HORIZON_DAYS * 86_400_000));
  return date >= today && date <= last;
}

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

/** States of a voucher: awaiting payment on Checkout, issued (paid: its code exists), or never paid. */
export const VOUCHER_STATUSES = ["pending_payment", "issued", "not_paid"] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
