// Looking a voucher up by its code (decision 017): at booking, and on the printable voucher page
// the recipient's e-mail links to. Each try is counted first, per account and per client address,
// in its own statement (committed whatever the booking then does), so nobody can try codes in
// bulk; the code itself is only ever compared as its hash.
import { eq } from "drizzle-orm";
import { normalizeVoucherCode, VOUCHER_TEXTS } from "#domain/gift-vouchers";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { giftVouchers } from "#server/db/schema/gift-vouchers";
import { conflict, invalid, notFound, tooManyRequests } from "#server/features/errors";
import { countRequest } from "#server/features/mail/mail-request-throttle";
import { SIGN_IN_TO_BOOK } from "#server/features/bookings/create-booking.service";
import { hashVoucherCode } from "./voucher-code";

/** Tries per hour: a guest mistyping a code a few times is fine; trying codes in bulk is not. */
export const VOUCHER_TRY_LIMITS = { perAccount: 10, perClient: 30, windowMinutes: 60 } as const;

const KIND = "voucher-code";

async function countTry(db: Db, who: { userId?: string; client: string }, now: Date): Promise<void> {
  const byClient = await countRequest(db, KIND, `client:${who.client}`, now, VOUCHER_TRY_LIMITS.windowMinutes);
  const byAccount = who.userId ? await countRequest(db, KIND, `user:${who.userId}`, now, VOUCHER_TRY_LIMITS.windowMinutes) : 0;
  if (byClient > VOUCHER_TRY_LIMITS.perClient || byAccount > VOUCHER_TRY_LIMITS.perAccount) throw tooManyRequests(VOUCHER_TEXTS.tooManyTries);
}

async function voucherByCode(db: Db, typed: string) {
  const code = normalizeVoucherCode(typed);
  if (!code) return null;
  const [voucher] = await db.select().from(giftVouchers).where(eq(giftVouchers.codeHash, hashVoucherCode(code)));
  return voucher?.status === "issued" ? { voucher, code } : null;
}

/**
 * The voucher a guest's booking form names in its `voucherCode` field, checked and counted; null
 * when the field is blank. Whether it still covers anything is decided again, under a lock, in
 * the booking's transaction (redeem-gift-voucher.ts).
 */
export async function voucherForBooking(db: Db, actor: Actor, input: unknown, client: string, now = new Date()): Promise<{ id: string } | null> {
  const typed = typeof input === "object" && input !== null ? (input as Record<string, unknown>).voucherCode : undefined;
  if (typed === undefined || (typeof typed === "string" && typed.trim() === "")) return null;
  const voucher = await usableVoucher(db, actor, typed, client, now);
  return { id: voucher.id };
}

/** A code a guest may pay with: counted as a try, then found, in date and not used up; else refused as Book Now refuses it. */
async function usableVoucher(db: Db, actor: Actor, typed: unknown, client: string, now: Date) {
  const guest = requireUser(actor, SIGN_IN_TO_BOOK);
  if (typeof typed !== "string") throw invalid(VOUCHER_TEXTS.codeUnknown);
  await countTry(db, { userId: guest.userId, client }, now);
  const found = await voucherByCode(db, typed);
  if (!found) throw invalid(VOUCHER_TEXTS.codeUnknown);
  if (found.voucher.expiresAt! <= now) throw invalid(VOUCHER_TEXTS.codeExpired);
  if (found.voucher.balanceCents <= 0) throw conflict(VOUCHER_TEXTS.codeUsedUp);
  return found.voucher;
}

/**
 * The sauna page's look at a typed code before Book Now: what the voucher still holds, so the
 * guest sees what is left to pay. It says no more than Book Now would (the same refusals, and the
 * balance a booking then shows) and is counted as a try in the same limits, so it can't be used
 * to try codes any faster. What it pays is taken again under a lock at booking.
 */
export async function voucherBalance(db: Db, actor: Actor, typed: unknown, client: string, now = new Date()): Promise<{ balanceCents: number; expiresAt: Date }> {
  const voucher = await usableVoucher(db, actor, typeof typed === "string" && typed.trim() === "" ? null : typed, client, now);
  return { balanceCents: voucher.balanceCents, expiresAt: voucher.expiresAt! };
}

export type PrintableVoucher = {
  code: string;
  recipientName: string;
  message: string;
  amountCents: number;
  balanceCents: number;
  purchasedAt: Date;
  expiresAt: Date;
  expired: boolean;
};

/** The printable voucher behind a code, for whoever holds the code (the link in the recipient's e-mail). */
export async function printableVoucher(db: Db, actor: Actor, typed: string, client: string, now = new Date()): Promise<PrintableVoucher> {
  await countTry(db, { userId: actor.kind === "user" ? actor.userId : undefined, client }, now);
  const found = await voucherByCode(db, typed);
  if (!found) throw notFound(VOUCHER_TEXTS.codeUnknown);
  const { voucher, code } = found;
  return {
    code,
    recipientName: voucher.recipientName,
    message: voucher.message,
    amountCents: voucher.amountCents,
    balanceCents: voucher.balanceCents,
    purchasedAt: voucher.paidAt!,
    expiresAt: voucher.expiresAt!,
    expired: voucher.expiresAt! <= now,
  };
}
