// Booking a session. The service checks who asks and what they ask for; the database decides
// whether the slot still has room (migration 0002), so concurrent requests cannot overbook.
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { BOOKING_TRANSITIONS } from "#domain/booking-status";
import { bookingPrice, commissionSplit, guestRange, offeredBookingTypes } from "#domain/booking-pricing";
import { BookingRequestSchema, MISSING_BOOKING_INFORMATION, SlotQuerySchema } from "#domain/booking-request";
import { HOST_PAYOUT_DELAY_HOURS, SAUNA_NOT_FOUND } from "#domain/constants";
import type { Locale } from "#domain/locales";
import { toCents } from "#domain/money";
import { addMinutesToTime, slotStart, startTimesFor } from "#domain/session-slots";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isRetryable, isSlotUnavailable, isUniqueViolation, slotRefusal } from "#server/db/errors";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { profiles } from "#server/db/schema/profiles";
import { saunaBlackoutDates, saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunas } from "#server/db/schema/saunas";
import { conflict, invalid, notFound } from "#server/features/errors";
import { checkoutLocale } from "#server/features/account/language.service";
import { notifyBookingMade } from "#server/features/mail/booking-notices";
import { liveBooking } from "./booking-status-sql";
import { recordRedemption, takeFromVoucher } from "#server/features/gift-vouchers/redeem-gift-voucher";
import { refuseOverBookingLimits } from "#server/features/payments/checkout-limits";
import { scheduleHostPayout } from "#server/features/payments/settle-checkout";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { platformTerms } from "#server/features/settings/platform-settings";
import { endRunOutHoldsIn } from "#server/features/waitlist/offer-freed-seats";

export const SIGN_IN_TO_BOOK = "Please sign in to make a booking";
export const SLOT_TAKEN = "This time slot is no longer available. Please choose another time.";
const SLOT_REFUSALS = {
  full: SLOT_TAKEN,
  closed: "The host isn't taking bookings on this date. Please choose another day.",
  busy: "The host isn't available at this time. Please choose another time.",
};
const BOOKING_HORIZON_DAYS = 365;

async function publicSauna(db: Db, saunaId: string) {
  const [sauna] = await db.select().from(saunas).where(and(eq(saunas.id, saunaId), isPublicSauna));
  if (!sauna) throw notFound(SAUNA_NOT_FOUND);
  return sauna;
}

/**
 * How the guest pays (decision 012). At the sauna (no card payments configured): the booking is
 * confirmed at once and both sides hear. By card: it awaits payment, holding its seats until
 * `holdExpiresAt`, and nobody hears until Stripe says it is paid (payments/settle-checkout.ts).
 * `locale`: the language of the page the guest booked from (checkoutLocale).
 */
export type BookingPayment = { kind: "at_sauna" } | { kind: "card"; holdExpiresAt: Date; locale?: Locale };
export const PAY_AT_SAUNA: BookingPayment = { kind: "at_sauna" };

export const CARD_BOOKING_NOT_OPEN = "This sauna isn't taking bookings online yet: its host is still setting up card payments.";

/**
 * The session a guest asks for, checked by every rule that doesn't depend on room left: a public
 * sauna that isn't theirs, a start time of its schedule still to come and within a year, a
 * booking type it offers, a party it takes. Booking and joining a waitlist (waitlist.service.ts)
 * both ask this. `input`: the booking form's fields (or the same as an object).
 */
export async function requestedSession(db: Db, actor: Actor, input: unknown, now: Date) {
  const guest = requireUser(actor, SIGN_IN_TO_BOOK);
  const parsed = BookingRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue.path[0] === "saunaId") throw notFound(SAUNA_NOT_FOUND);
    throw invalid(issue.path[0] === "guests" ? issue.message : MISSING_BOOKING_INFORMATION);
  }
  const { saunaId, date, time, bookingType, guests } = parsed.data;
  const sauna = await publicSauna(db, saunaId);
  if (sauna.ownerId === guest.userId) throw invalid("You can't book your own sauna.");

  if (!startTimesFor(sauna.weeklySchedule, date, sauna.sessionMinutes).includes(time)) throw invalid("This sauna has no session at that time. Please choose another time.");
  const startsAt = slotStart(date, time);
  if (startsAt <= now) throw invalid("This time slot has already started. Please choose a later time.");
  if (startsAt.getTime() - now.getTime() > BOOKING_HORIZON_DAYS * 86_400_000) throw invalid("Bookings open up to a year ahead.");

  const pricing = {
    pricePrivate: sauna.pricePrivate, priceShared: sauna.priceShared, priceGroup: sauna.priceGroup,
    capacity: sauna.capacity, groupMinGuests: sauna.groupMinGuests, offPeakPercent: sauna.offPeakPercent,
  };
  if (!offeredBookingTypes(pricing).includes(bookingType)) throw invalid("This sauna doesn't offer that booking type.");
  const range = guestRange(pricing, bookingType);
  if (guests < range.min || guests > range.max) {
    throw invalid(bookingType === "group" && guests < range.min
      ? `Group sessions are for ${range.min} or more guests.`
      : `This sauna holds up to ${range.max} guests.`);
  }
  return { guest, sauna, pricing, startsAt, request: parsed.data };
}

/**
 * `input`: the booking form's fields (or the same as an object), parsed here with BookingRequestSchema.
 * `voucher`: a gift voucher whose code the guest gave, already checked (gift-vouchers/voucher-codes.service.ts).
 */
export async function createBooking(db: Db, actor: Actor, input: unknown, now = new Date(), payment: BookingPayment = PAY_AT_SAUNA, voucher: { id: string } | null = null) {
  const { guest, sauna, pricing, startsAt, request } = await requestedSession(db, actor, input, now);
  const { saunaId, date, time, bookingType, guests } = request;
  const { total: totalAmount, discount: discountAmount } = bookingPrice(pricing, bookingType, guests, { date, time })!;
  const terms = await platformTerms(db);
  const { platformFee, hostPayout } = commissionSplit(totalAmount, terms.commissionRate);
  const endsAt = new Date(startsAt.getTime() + sauna.sessionMinutes * 60_000);
  // A free session has nothing to pay by card.
  const byCard = payment.kind === "card" && totalAmount > 0;
  if (byCard && !(await takesCardPayments(db, sauna.ownerId))) throw conflict(CARD_BOOKING_NOT_OPEN);

  const values = {
    saunaId, userId: guest.userId, bookingDate: date, startTime: time, endTime: addMinutesToTime(time, sauna.sessionMinutes),
    startsAt, endsAt, bookingType, guests, totalAmount, discountAmount, platformFee, hostPayout,
    commissionRate: terms.commissionRate, freeCancellationHours: terms.freeCancellationHours,
    payoutDueAt: new Date(endsAt.getTime() + HOST_PAYOUT_DELAY_HOURS * 3_600_000),
  };
  // A waitlist offer of this slot whose hold ran out gives its seats back now, not at the next sweep.
  await endRunOutHoldsIn(db, saunaId, [startsAt], now);
  for (let attempt = 1; ; attempt++) {
    try {
      // The guest's confirmation and the host's notice are written with the booking, or not at all.
      return await db.transaction(async (tx) => {
        // Still public, and kept so until this booking commits: an administrator suspending the
        // sauna meanwhile waits for it, then cancels it with the others (admin-saunas.service.ts);
        // one who suspended first makes this booking "not found" instead of stranding a guest.
        const [stillPublic] = await tx.select({ id: saunas.id }).from(saunas).where(and(eq(saunas.id, saunaId), isPublicSauna)).for("share");
        if (!stillPublic) throw notFound(SAUNA_NOT_FOUND);
        // A gift voucher pays what it can first (decision 017); the card, or the guest at the sauna, the rest.
        const voucherCents = voucher ? await takeFromVoucher(tx, voucher.id, toCents(totalAmount), now) : 0;
        const cardCents = toCents(totalAmount) - voucherCents;
        const awaitsCard = byCard && cardCents > 0;
        const status = awaitsCard ? BOOKING_TRANSITIONS.bookAndPay.to : BOOKING_TRANSITIONS.book.to;
        const [booking] = await tx.insert(bookings).values({ ...values, status }).returning();
        if (voucher && voucherCents > 0) await recordRedemption(tx, voucher.id, booking.id, voucherCents);
        if (awaitsCard) {
          // Kept, so that every ask for this session is the same (decision 012).
          await tx.insert(bookingPayments).values({
            bookingId: booking.id, holdExpiresAt: payment.holdExpiresAt, amountCents: cardCents, checkoutLocale: await checkoutLocale(tx, actor, payment.locale),
          });
          // Not more unpaid holds, nor Checkout Sessions, than one member may have (decision 012).
          await refuseOverBookingLimits(tx, { userId: guest.userId, saunaId, now });
        } else {
          await notifyBookingMade(tx, booking.id);
          // Paid in full by the voucher with card payments on: the host is paid by transfer, as for a card booking.
          if (byCard) await scheduleHostPayout(tx, { bookingId: booking.id, hostPayout, payoutDueAt: values.payoutDueAt });
        }
        return booking;
      });
    } catch (error) {
      // A double submit: the guest already holds this slot, so answer with that booking. (A
      // private or group booking meets its own first copy at the capacity trigger, before the
      // one-live-booking index.)
      if (isUniqueViolation(error, "bookings_one_live_per_guest_slot") || isSlotUnavailable(error)) {
        const [existing] = await db
          .select()
          .from(bookings)
          .where(and(eq(bookings.userId, guest.userId), eq(bookings.saunaId, saunaId), eq(bookings.startsAt, startsAt), liveBooking));
        if (existing) return existing;
      }
      if (isSlotUnavailable(error)) throw conflict(SLOT_REFUSALS[slotRefusal(error)]);
      if (isRetryable(error) && attempt < 3) continue;
      throw error;
    }
  }
}

/** Whether the sauna's host can take card payments: Stripe has enabled charges on their account. */
async function takesCardPayments(db: Db, ownerId: string | null): Promise<boolean> {
  if (!ownerId) return false;
  const [host] = await db.select({ ready: profiles.stripeChargesEnabled }).from(profiles).where(eq(profiles.id, ownerId));
  return host?.ready ?? false;
}

/** `available`: at least one seat; `wholeSaunaFree`: a private or group booking still fits. */
export type SlotAvailability = {
  time: string;
  available: boolean;
  wholeSaunaFree: boolean;
  /** closed: a date the host blacked out; busy: the host's own calendar has something then. */
  reason: "past" | "full" | "booked" | "closed" | "busy" | null;
  seatsLeft: number;
};

/** Each start time of the day with whether it can still be booked, for the picker. */
export async function slotAvailability(db: Db, query: { saunaId: unknown; date: unknown }, now = new Date()): Promise<SlotAvailability[]> {
  const parsed = SlotQuerySchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw issue.path[0] === "saunaId" ? notFound(SAUNA_NOT_FOUND) : invalid(issue.message);
  }
  const { saunaId, date } = parsed.data;
  const sauna = await publicSauna(db, saunaId);
  const times = startTimesFor(sauna.weeklySchedule, date, sauna.sessionMinutes);
  if (times.length === 0) return [];
  const starts = times.map((t) => slotStart(date, t));
  const session = sauna.sessionMinutes * 60_000;
  // Holds that ran out are ended before the seats are counted (decision 016).
  await endRunOutHoldsIn(db, saunaId, starts, now);
  const [usage, [closed], busy] = await Promise.all([
    db.select().from(bookingSlotUsage).where(and(eq(bookingSlotUsage.saunaId, saunaId), inArray(bookingSlotUsage.startsAt, starts))),
    db.select({ date: saunaBlackoutDates.date }).from(saunaBlackoutDates).where(and(eq(saunaBlackoutDates.saunaId, saunaId), eq(saunaBlackoutDates.date, date))),
    db
      .select({ startsAt: saunaBusyTimes.startsAt, endsAt: saunaBusyTimes.endsAt })
      .from(saunaBusyTimes)
      .where(and(eq(saunaBusyTimes.saunaId, saunaId), lt(saunaBusyTimes.startsAt, new Date(starts[starts.length - 1].getTime() + session)), gt(saunaBusyTimes.endsAt, starts[0]))),
  ]);
  return times.map((time, i) => {
    const start = starts[i];
    const used = usage.find((u) => u.startsAt.getTime() === start.getTime());
    const seatsLeft = used?.exclusive ? 0 : sauna.capacity - (used?.seatsTaken ?? 0);
    const wholeSaunaFree = !used || (!used.exclusive && used.seatsTaken === 0);
    const unavailable = (reason: SlotAvailability["reason"]) => ({ time, available: false, wholeSaunaFree: false, reason, seatsLeft: reason === "past" ? seatsLeft : 0 });
    if (start <= now) return unavailable("past");
    if (closed) return unavailable("closed");
    if (busy.some((b) => b.startsAt.getTime() < start.getTime() + session && b.endsAt > start)) return unavailable("busy");
    if (used?.exclusive) return unavailable("booked");
    if (seatsLeft <= 0) return unavailable("full");
    return { time, available: true, wholeSaunaFree, reason: null, seatsLeft };
  });
}
