// Book Now with card payments on (decision 012): the booking is made awaiting payment, holding
// its seats, and the guest is sent to a Stripe Checkout Session for it. The session is asked for
// with an Idempotency-Key and parameters that follow from the booking alone, so asking again (a
// double click, a retry after Stripe was unreachable, the sweep after a crash) finds the same
// session instead of making a second one: one booking, one session, one charge.
import { eq } from "drizzle-orm";
import type { BookingType } from "#domain/constants";
import { formatDate } from "#domain/format-date";
import { type Locale, localizePath } from "#domain/locales";
import { serverT } from "#server/i18n/messages";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { saunas } from "#server/db/schema/saunas";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { conflict, invalid, unavailable } from "#server/features/errors";
import { type CheckoutRequest, type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { releaseHold } from "./settle-checkout";
import { bookingSessionColumns } from "#server/features/bookings/booking-session-columns";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";
import { isUuid } from "#domain/uuid";

/**
 * How long the seats are held while the guest pays: Stripe's shortest Checkout Session is 30
 * minutes from its creation, and the session is made just after the booking, so one minute more.
 */
export const CHECKOUT_HOLD_MS = 31 * 60_000;
/** Stripe's shortest Checkout Session, from its creation. */
const STRIPE_SHORTEST_SESSION_MS = 30 * 60_000;

/** Asked to pay again for a booking whose payment Checkout has taken but the bank hasn't yet confirmed. */
export const PAYMENT_SETTLING =
  "You've paid for this booking and your bank is still confirming the payment, so there's nothing more to pay. Your booking is confirmed as soon as it clears.";

export const PAYMENTS_UNAVAILABLE =
  "We couldn't reach our card payment provider, so you haven't been charged. Please try again in a few minutes: your time slot is kept for you meanwhile.";

/**
 * Each booking type's name in booking messages (in English, BOOKING_TYPE_LABELS' words). The pages'
 * map (app/lib/booking-type-keys.ts) is out of server/'s reach (eslint's layers); the type check
 * keeps both complete.
 */
const BOOKING_TYPE_KEY = { private: "type.private", shared: "type.shared", group: "type.group" } as const satisfies Record<BookingType, string>;

export type CardBooking = { bookingId: string; checkoutUrl: string | null };

export async function bookAndPay(
  db: Db,
  provider: PaymentProvider,
  actor: Actor,
  input: unknown,
  { baseUrl, now = new Date(), voucher = null, locale }: { baseUrl: string; now?: Date; voucher?: { id: string } | null; locale?: Locale },
): Promise<CardBooking> {
  const booking = await createBooking(db, actor, input, now, { kind: "card", holdExpiresAt: new Date(now.getTime() + CHECKOUT_HOLD_MS), locale }, voucher);
  // Confirmed: a free session, one a gift voucher paid in full, or a double submit of a booking paid already.
  if (booking.status !== "pending") return { bookingId: booking.id, checkoutUrl: null };
  return { bookingId: booking.id, checkoutUrl: await openCheckout(db, provider, booking.id, baseUrl) };
}

/**
 * Continue paying a booking that awaits payment (My Bookings' 'Complete payment'): the guest's own
 * booking only, while its hold lasts.
 */
export async function resumeCheckout(db: Db, provider: PaymentProvider, actor: Actor, bookingId: string, { baseUrl, now = new Date() }: { baseUrl: string; now?: Date }) {
  const guest = requireUser(actor);
  if (!isUuid(bookingId)) throw invalid("This booking isn't yours to pay.");
  const [row] = await db
    .select({ userId: bookings.userId, status: bookings.status, holdExpiresAt: bookingPayments.holdExpiresAt })
    .from(bookings)
    .innerJoin(bookingPayments, eq(bookingPayments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row || row.userId !== guest.userId) throw invalid("This booking isn't yours to pay.");
  if (row.status !== "pending") throw invalid("This booking no longer awaits payment.");
  if (row.holdExpiresAt <= now) throw invalid("The time to pay for this booking has run out, so its time slot is being released. Please book again.");
  return openCheckout(db, provider, bookingId, baseUrl);
}

/** The Checkout Session of a booking awaiting payment: made, or found again, at Stripe. */
export async function openCheckout(db: Db, provider: PaymentProvider, bookingId: string, baseUrl: string): Promise<string> {
  const [stored] = await db
    .select({ url: bookingPayments.checkoutUrl, sessionId: bookingPayments.checkoutSessionId })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId));
  if (stored?.url) return stored.url;
  // A session without its page: Checkout is complete and the payment settling (settle-checkout.ts).
  // Asking Stripe again would replay the first answer, and send the guest to a finished page.
  if (stored?.sessionId) throw conflict(PAYMENT_SETTLING);
  const request = await checkoutRequest(db, bookingId, baseUrl);
  try {
    const session = await provider.createCheckout(request);
    // Stored only with its page, so that a session without one means "complete" (above).
    if (!session.url) throw new PaymentProviderError("unavailable", "Stripe gave no page to pay on.");
    await db.update(bookingPayments).set({ checkoutSessionId: session.id, checkoutUrl: session.url }).where(eq(bookingPayments.bookingId, bookingId));
    return session.url;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === "refused") {
      // Stripe made nothing: the seats go back at once.
      await db.transaction(async (tx) => {
        await tx.update(bookingPayments).set({ checkoutClosedAt: new Date() }).where(eq(bookingPayments.bookingId, bookingId));
        await releaseHold(tx, bookingId, { now: new Date(), by: "system", reason: CANCELLATION_REASONS.paymentCouldNotStart });
      });
      throw unavailable("Card payment couldn't be started for this booking, so nothing was booked or charged. Please try again, or contact us if it keeps happening.");
    }
    // Stripe may or may not have made the session: the booking keeps its seats, and asking again
    // (the guest's retry, or the sweep) with the same Idempotency-Key answers what Stripe did.
    throw unavailable(PAYMENTS_UNAVAILABLE);
  }
}

/**
 * Everything Stripe is asked for a booking's session, from the booking alone (the same each time,
 * as its Idempotency-Key requires). Stripe shows the line on its page and receipt in the guest's
 * language, and sends them back to our pages in it: the one they booked in, kept on the payment
 * row, so a guest changing language meanwhile changes nothing for the sweep's retry.
 */
export async function checkoutRequest(db: Db, bookingId: string, baseUrl: string): Promise<CheckoutRequest> {
  const [b] = await db
    .select({
      saunaName: saunas.name,
      ...bookingSessionColumns,
      email: users.email,
      amountCents: bookingPayments.amountCents,
      holdExpiresAt: bookingPayments.holdExpiresAt,
      bookedAt: bookings.createdAt,
      locale: bookingPayments.checkoutLocale,
    })
    .from(bookings)
    .innerJoin(bookingPayments, eq(bookingPayments.bookingId, bookings.id))
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  const locale = b.locale;
  const t = serverT(locale, "booking");
  const description = t("checkout.lineItem", {
    type: t(BOOKING_TYPE_KEY[b.bookingType as BookingType]),
    sauna: b.saunaName,
    date: formatDate(b.bookingDate, locale),
    time: b.startTime.slice(0, 5),
    guests: t("guests.count", { count: b.guests }),
  });
  return {
    bookingId,
    amountCents: b.amountCents,
    description,
    customerEmail: b.email,
    // Back to our pages in the same language as the line Stripe showed.
    successUrl: `${baseUrl}${localizePath(`/checkout/${bookingId}/paid`, locale)}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${baseUrl}${localizePath(`/checkout/${bookingId}/cancelled`, locale)}`,
    // Stripe keeps a session open 30 minutes at least. A hold may end sooner (a booking made inside
    // a waitlist offer ends with the offer, decision 016): the session is then asked for Stripe's
    // shortest (with the usual minute to spare), and the sweep ends it at Stripe when the hold runs
    // out, as it does for any hold. An ordinary hold is long enough and is sent as it is.
    expiresAt: b.holdExpiresAt.getTime() >= b.bookedAt.getTime() + STRIPE_SHORTEST_SESSION_MS
      ? b.holdExpiresAt
      : new Date(b.bookedAt.getTime() + CHECKOUT_HOLD_MS),
    idempotencyKey: `checkout-${bookingId}`,
  };
}
