// Buying a gift voucher (decision 017): a platform payment on Stripe Checkout, not a host's. The
// voucher is written 'pending_payment' first, then its session is asked for under the
// Idempotency-Key `gift-voucher-checkout-<id>` with parameters that follow from the row alone, so
// asking again (a retry, the sweep after a crash) finds the same session: one voucher, one charge.
import { and, eq } from "drizzle-orm";
import { bookingPrice, guestRange, offeredBookingTypes } from "#domain/booking-pricing";
import { BOOKING_TYPE_LABELS, type BookingType, PRODUCT_NAME, SAUNA_NOT_FOUND } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { DELIVERY_DATE_MESSAGE, GiftVoucherPurchaseSchema, isDeliveryDateAllowed } from "#domain/gift-voucher-schema";
import { VOUCHER_MAX_CENTS, VOUCHER_TEXTS } from "#domain/gift-vouchers";
import { type Locale, localizePath } from "#domain/locales";
import { fromCents, toCents } from "#domain/money";
import { serverT } from "#server/i18n/messages";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { giftVouchers } from "#server/db/schema/gift-vouchers";
import { saunas } from "#server/db/schema/saunas";
import { conflict, invalid, notFound, parseOrInvalid, unavailable } from "#server/features/errors";
import { checkoutLocale } from "#server/features/account/language.service";
import { countCheckoutStarted } from "#server/features/payments/checkout-limits";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { type CheckoutRequest, type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { isUuid } from "#domain/uuid";

/** How long the buyer has on Checkout: an hour (Stripe's shortest is 30 minutes). */
export const VOUCHER_CHECKOUT_MS = 60 * 60_000;

export type VoucherPurchase = { voucherId: string; checkoutUrl: string };

export async function buyGiftVoucher(
  db: Db,
  provider: PaymentProvider | null,
  actor: Actor,
  input: unknown,
  { baseUrl, now = new Date(), locale }: { baseUrl: string; now?: Date; locale?: Locale },
): Promise<VoucherPurchase> {
  if (!provider) throw conflict(VOUCHER_TEXTS.cardPaymentsOff);
  const buyer = requireUser(actor, VOUCHER_TEXTS.signInToBuy);
  const form = parseOrInvalid(GiftVoucherPurchaseSchema, input);
  if (!isDeliveryDateAllowed(form.deliverOn, now)) throw invalid(DELIVERY_DATE_MESSAGE, { deliverOn: DELIVERY_DATE_MESSAGE });
  const amountCents = form.amountCents ?? (await sessionPriceCents(db, form.saunaId!, form.bookingType!));

  const voucher = await db.transaction(async (tx) => {
    // Counted with the Checkout Sessions of the buyer's bookings (decision 012): nobody starts them in bulk.
    await countCheckoutStarted(tx, buyer.userId, now);
    const [row] = await tx
      .insert(giftVouchers)
      .values({
        buyerId: buyer.userId,
        buyerEmail: buyer.email,
        recipientName: form.recipientName,
        recipientEmail: form.recipientEmail,
        message: form.message,
        deliverOn: form.deliverOn,
        saunaId: form.amountCents === null ? form.saunaId : null,
        bookingType: form.amountCents === null ? form.bookingType : null,
        amountCents,
        checkoutExpiresAt: new Date(now.getTime() + VOUCHER_CHECKOUT_MS),
        // Kept, so that every ask for this session is the same (decision 017).
        checkoutLocale: await checkoutLocale(tx, actor, locale),
      })
      .returning({ id: giftVouchers.id });
    return row;
  });
  return { voucherId: voucher.id, checkoutUrl: await openVoucherCheckout(db, provider, voucher.id, baseUrl) };
}

export type SessionChoices = { saunaId: string; saunaName: string; choices: { bookingType: BookingType; label: string; priceCents: number }[] };

/**
 * The sessions of a public sauna a voucher can be worth: each type it offers, at the price of one
 * session for its smallest party before any off-peak discount. Null for an unknown or hidden sauna.
 */
export async function voucherSessionChoices(db: Db, saunaId: unknown): Promise<SessionChoices | null> {
  if (typeof saunaId !== "string" || !isUuid(saunaId)) return null;
  const [sauna] = await db.select().from(saunas).where(and(eq(saunas.id, saunaId), isPublicSauna));
  if (!sauna) return null;
  const pricing = {
    pricePrivate: sauna.pricePrivate, priceShared: sauna.priceShared, priceGroup: sauna.priceGroup,
    capacity: sauna.capacity, groupMinGuests: sauna.groupMinGuests, offPeakPercent: sauna.offPeakPercent,
  };
  const choices = offeredBookingTypes(pricing).flatMap((bookingType) => {
    const min = guestRange(pricing, bookingType).min;
    const priceCents = toCents(bookingPrice(pricing, bookingType, min)!.total);
    if (priceCents <= 0 || priceCents > VOUCHER_MAX_CENTS) return [];
    const party = bookingType === "private" ? "" : ` for ${min === 1 ? "1 guest" : `${min} guests`}`;
    return [{ bookingType, label: `${BOOKING_TYPE_LABELS[bookingType]}${party}`, priceCents }];
  });
  return { saunaId: sauna.id, saunaName: sauna.name, choices };
}

/** The price of one session of a type at a public sauna, in cents (voucherSessionChoices). */
async function sessionPriceCents(db: Db, saunaId: string, bookingType: BookingType): Promise<number> {
  const sauna = await voucherSessionChoices(db, saunaId);
  if (!sauna) throw notFound(SAUNA_NOT_FOUND);
  const choice = sauna.choices.find((c) => c.bookingType === bookingType);
  if (!choice) throw invalid("This session can't be given as a voucher. Please choose an amount instead.", { bookingType: "Please choose an amount instead" });
  return choice.priceCents;
}

/** The voucher's Checkout Session: made, or found again, at Stripe. Only while it awaits payment. */
export async function openVoucherCheckout(db: Db, provider: PaymentProvider, voucherId: string, baseUrl: string): Promise<string> {
  const [voucher] = await db.select().from(giftVouchers).where(eq(giftVouchers.id, voucherId));
  if (voucher.checkoutUrl) return voucher.checkoutUrl;
  try {
    const session = await provider.createCheckout(voucherCheckoutRequest(voucher, baseUrl));
    if (!session.url) throw new PaymentProviderError("unavailable", "Stripe gave no page to pay on.");
    await db.update(giftVouchers).set({ checkoutSessionId: session.id, checkoutUrl: session.url }).where(eq(giftVouchers.id, voucherId));
    return session.url;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === "refused") {
      // Stripe made nothing: the voucher is given up at once.
      await db.update(giftVouchers).set({ status: "not_paid", checkoutClosedAt: new Date() }).where(eq(giftVouchers.id, voucherId));
      throw unavailable("Card payment couldn't be started for this voucher, so nothing was charged. Please try again, or contact us if it keeps happening.");
    }
    // Stripe may have made the session: the sweep asks again under the same key once it has expired.
    throw unavailable(VOUCHER_TEXTS.paymentsUnavailable);
  }
}

/** Everything Stripe is asked for a voucher's session, from its row alone (the same each time, in the language it was bought in). */
export function voucherCheckoutRequest(voucher: typeof giftVouchers.$inferSelect, baseUrl: string): CheckoutRequest {
  const locale = voucher.checkoutLocale;
  const t = serverT(locale, "vouchers");
  return {
    bookingId: null,
    giftVoucherId: voucher.id,
    amountCents: voucher.amountCents,
    description: t("checkout.lineItem", { product: PRODUCT_NAME, amount: formatMoney(fromCents(voucher.amountCents), locale), name: voucher.recipientName }),
    customerEmail: voucher.buyerEmail,
    // Back to our pages in the same language as the line Stripe showed.
    successUrl: `${baseUrl}${localizePath(`/gift-vouchers/${voucher.id}/paid`, locale)}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${baseUrl}${localizePath(`/gift-vouchers/${voucher.id}/cancelled`, locale)}`,
    expiresAt: voucher.checkoutExpiresAt,
    idempotencyKey: `gift-voucher-checkout-${voucher.id}`,
  };
}
