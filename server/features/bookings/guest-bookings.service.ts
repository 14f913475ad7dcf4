// A guest's own bookings: list (with how each is paid), cancel (slot freed by the database
// trigger; one awaiting payment is left at Stripe first) and calendar file.
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import { and, asc, desc, eq, not, sql } from "drizzle-orm";
import { displayStatus, isStandingBooking } from "#domain/booking-status";
import { cancellationTerms } from "#domain/cancellation";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments, paymentRefunds } from "#server/db/schema/payments";
import { reviews } from "#server/db/schema/reviews";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { saunas } from "#server/db/schema/saunas";
import { conflict, notFound, unavailable } from "#server/features/errors";
import { PAYMENT_SETTLING } from "#server/features/payments/checkout.service";
import { leaveCheckout } from "#server/features/payments/checkout-return.service";
import { hasOwnReview, ownReviewOfSauna } from "#server/features/reviews/own-review";
import { saunaStillListed } from "#server/features/saunas/sauna-card";
import { placeOnDateColumns, stopOnDate } from "#server/features/saunas/sauna-place-on-date";
import { type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { bookingIcs } from "./booking-ics";
import { bookingSessionColumns } from "./booking-session-columns";
import { cancelLiveBooking } from "./cancel-booking";
import { guestPayment, guestPaymentColumns, guestVoucherColumns, staleUnpaidHold } from "./guest-booking-payment";
import { giftVoucherReturned } from "#server/features/gift-vouchers/redeem-gift-voucher";
import { paidOnlineCents } from "./paid-online-sql";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";
import { isUuid } from "#domain/uuid";

const bookingColumns = {
  id: bookings.id,
  saunaId: bookings.saunaId,
  saunaName: saunas.name,
  saunaImages: saunas.images,
  // Where the sauna is on the booking's day: a Mobile sauna's stop then, else its listing's place.
  county: placeOnDateColumns.county,
  location: placeOnDateColumns.location,
  address: placeOnDateColumns.address,
  ...bookingSessionColumns,
  totalAmount: bookings.totalAmount,
  discountAmount: bookings.discountAmount,
  freeCancellationHours: bookings.freeCancellationHours,
  cancelledBy: bookings.cancelledBy,
  cancellationReason: bookings.cancellationReason,
  status: bookings.status,
  refundAmount: bookings.refundAmount,
  createdAt: bookings.createdAt,
  /** Still on the site: a suspended or rejected listing's bookings say it is no longer listed. */
  saunaListed: saunaStillListed,
  /** Paused by its host: no new bookings, the ones made stand (the card says so). */
  saunaPaused: sql<boolean>`(${saunas.pausedAt} is not null)`,
};

export type GuestBooking = Awaited<ReturnType<typeof listMyBookings>>[number];

/**
 * The actor's bookings, newest session first, with the status a guest sees and whether they
 * have already reviewed the sauna (one review per guest and sauna, so no second 'Leave a Review').
 */
export async function listMyBookings(db: Db, actor: Actor, now = new Date()) {
  const me = requireUser(actor);
  const rows = await db
    .select({
      ...bookingColumns,
      reviewed: hasOwnReview,
      ...guestPaymentColumns,
      ...guestVoucherColumns,
    })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(saunaStops, stopOnDate(bookings.bookingDate, bookings.saunaId))
    .leftJoin(reviews, ownReviewOfSauna(me.userId))
    .leftJoin(bookingPayments, eq(bookingPayments.bookingId, bookings.id))
    .leftJoin(paymentRefunds, eq(paymentRefunds.bookingId, bookings.id))
    .where(and(eq(bookings.userId, me.userId), not(staleUnpaidHold(now))))
    .orderBy(desc(bookings.startsAt));
  return rows.map(({ saunaImages, cardAmountCents, holdExpiresAt, checkoutSessionId, checkoutUrl, paidCents, refundedCents, refundOwedCents, refundStatus, refundReason, ...row }) => {
    const terms = cancellationTerms(row, now);
    const payment = guestPayment({ ...row, cardAmountCents, holdExpiresAt, checkoutSessionId, checkoutUrl, paidCents, refundedCents, refundOwedCents, refundStatus, refundReason }, now);
    // A bank transfer on its way can't be stopped: the booking is cancelled (and refunded) once it has cleared.
    const canCancel = terms.allowed && payment.kind !== "settling";
    return {
      ...row,
      image: saunaImages[0] ?? null,
      displayStatus: displayStatus(row, now),
      payment,
      canCancel,
      freeCancellation: canCancel && terms.allowed && terms.free,
      upcoming: row.startsAt > now && isStandingBooking(row.status),
    };
  });
}

/**
 * What a guest who booked a sauna still sees of it once it is off the site (suspended, rejected
 * or withdrawn): its name and place, and their own bookings there, soonest first. Null for anyone
 * without a booking there (a visitor, another guest), who gets the plain 'Sauna Not Found'.
 */
export async function myBookingsAtSauna(db: Db, actor: Actor, saunaId: string, now = new Date()) {
  if (actor.kind !== "user" || !isUuid(saunaId)) return null;
  const rows = await db
    .select({ ...bookingColumns, paidOnlineCents })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(saunaStops, stopOnDate(bookings.bookingDate, bookings.saunaId))
    .where(and(eq(bookings.saunaId, saunaId), eq(bookings.userId, actor.userId)))
    .orderBy(asc(bookings.startsAt));
  if (rows.length === 0) return null;
  const { saunaName, county, location, address, saunaImages } = rows[0];
  return {
    sauna: { id: saunaId, name: saunaName, county, location, address, image: saunaImages[0] ?? null },
    bookings: rows.map((b) => ({
      id: b.id,
      bookingDate: b.bookingDate,
      startTime: b.startTime,
      endTime: b.endTime,
      bookingType: b.bookingType,
      guests: b.guests,
      totalAmount: b.totalAmount,
      displayStatus: displayStatus(b, now),
      refundAmount: b.refundAmount,
      /** Nothing is refunded of a booking nobody paid online (to be paid at the sauna). */
      paidOnline: b.paidOnlineCents > 0,
    })),
  };
}
export type BookingsAtUnlistedSauna = NonNullable<Awaited<ReturnType<typeof myBookingsAtSauna>>>;

/** One of the actor's own bookings; someone else's is "not found", never revealed. */
async function ownBooking(db: Db, actor: Actor, bookingId: string) {
  const me = requireUser(actor);
  if (!isUuid(bookingId)) throw notFound("Booking not found");
  const [row] = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(saunaStops, stopOnDate(bookings.bookingDate, bookings.saunaId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, me.userId)));
  if (!row) throw notFound("Booking not found");
  return row;
}

/**
 * What the guest's Cancel did: cancelled by the booking's terms (`byCard`: the refund goes back
 * to the card); released, for a booking still awaiting payment (nothing was charged); or nothing,
 * because the payment went through meanwhile (another tab) and the booking now stands paid.
 */
export type MyCancellation =
  /** `toVoucher`: the part of the refund that went back on a gift voucher (decision 017), when any did. */
  | { outcome: "cancelled"; free: boolean; refund: number; byCard: boolean; toVoucher?: number }
  | { outcome: "released" }
  | { outcome: "paid" };

export const CANCEL_UNREACHABLE =
  "We couldn't reach our card payment provider to stop your payment, so your booking still awaits payment. Please try again in a few minutes.";

/**
 * The guest cancels one of their bookings. One awaiting payment is left as on Checkout's 'Back'
 * (leaveCheckout): its session is ended at Stripe first, so it can't be paid afterwards in
 * another tab, and then its seats are released. `payments`: the card payment provider, null
 * when card payments are off.
 */
export async function cancelMyBooking(db: Db, actor: Actor, bookingId: string, now = new Date(), payments: PaymentProvider | null = null): Promise<MyCancellation> {
  const booking = await ownBooking(db, actor, bookingId);
  const terms = cancellationTerms(booking, now);
  if (!terms.allowed) throw conflict(terms.reason);
  const [card] = await db
    .select({ paidAt: bookingPayments.paidAt })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, booking.id));
  if (card && booking.status === "pending") return leaveUnpaidBooking(db, payments, actor, booking.id, now);
  const cancelled = await cancelLiveBooking(db, booking.id, { now, refund: terms.refund, reason: CANCELLATION_REASONS.guestCancelled, by: "guest" });
  if (!cancelled) throw conflict("This booking has already changed. Please refresh the page.");
  const toVoucher = await giftVoucherReturned(db, booking.id);
  return { outcome: "cancelled", free: terms.free, refund: terms.refund, byCard: Boolean(card?.paidAt), ...(toVoucher > 0 ? { toVoucher } : {}) };
}

async function leaveUnpaidBooking(db: Db, payments: PaymentProvider | null, actor: Actor, bookingId: string, now: Date): Promise<MyCancellation> {
  // Card payments switched off since: nobody could end the session at Stripe, and a payment
  // made on it would then be kept without a booking. The seats stay held until it is back.
  if (!payments) throw unavailable(CANCEL_UNREACHABLE);
  let left;
  try {
    left = await leaveCheckout(db, payments, actor, bookingId, now);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw unavailable(CANCEL_UNREACHABLE);
    throw error;
  }
  if (left.outcome === "paid" || left.outcome === "already_paid") return { outcome: "paid" };
  // A delayed payment (a bank transfer) is on its way: it can't be stopped, and the booking
  // stands until it clears or fails.
  if (left.outcome === "waiting") throw conflict(PAYMENT_SETTLING);
  return { outcome: "released" };
}

/** An .ics calendar event for one of the actor's bookings. */
export async function bookingCalendarFile(db: Db, actor: Actor, bookingId: string, baseUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const booking = await ownBooking(db, actor, bookingId);
  const ics = bookingIcs(booking, baseUrl, locale);
  if (!ics) throw conflict("Could not create the calendar event");
  return ics;
}
