// Gift vouchers (decision 017): the rules a buyer, a guest and an administrator meet,
// shared by the page's form and the server. Money is integer cents here, as on the voucher rows.
// The buyer's form and its delivery date are read by domain/gift-voucher-schema.ts, so neither zod
// nor the time-zone code joins the pages' JavaScript through this module.

/** €25 to €500 in steps of €5, or the price of a session type at a sauna. */
export const VOUCHER_MIN_CENTS = 2_500;
export const VOUCHER_MAX_CENTS = 50_000;
export const VOUCHER_STEP_CENTS = 500;

/** Consumer Protection (Gift Vouchers) Act 2019: at least five years from the day it is bought. */
export const VOUCHER_VALID_YEARS = 5;


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

/** States of a voucher: awaiting payment on Checkout, issued (paid: its code exists), or never paid. */
export const VOUCHER_STATUSES = ["pending_payment", "issued", "not_paid"] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
