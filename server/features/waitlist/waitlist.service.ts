// The guest's side of a waitlist (decision 016): join the line of a full session,
// see and leave one's places, open an offer, book inside its hold or let its seats go. Every
// rule of each action is here; the database decides the race (the hold's seats are counted in
// the slot's usage by migration 0034's trigger, under the same row lock as bookings).
import { and, asc, count, eq, inArray, lt } from "drizzle-orm";
import { ACTIVE_WAITLIST_STATUSES, offersOpen, WAITLIST_TRANSITIONS, type WaitlistStatus } from "#domain/waitlist";
import { fullFor } from "#domain/waitlist-room";
import type { Locale } from "#domain/locales";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isUniqueViolation } from "#server/db/errors";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { bookings } from "#server/db/schema/bookings";
import { saunas } from "#server/db/schema/saunas";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";
import { type BookingPayment, createBooking, PAY_AT_SAUNA, requestedSession, slotAvailability } from "#server/features/bookings/create-booking.service";
import { liveBooking } from "#server/features/bookings/booking-status-sql";
import { conflict, notFound } from "#server/features/errors";
import { lockVoucher } from "#server/features/gift-vouchers/redeem-gift-voucher";
import { voucherForBooking } from "#server/features/gift-vouchers/voucher-codes.service";
import { openCheckout } from "#server/features/payments/checkout.service";
import type { PaymentProvider } from "#server/integrations/payments/payment-provider";
import { endRunOutHoldsIn, offerFreedSeats } from "./offer-freed-seats";
import { isUuid } from "#domain/uuid";

export const WAITLIST_ENTRY_NOT_FOUND = "Waitlist place not found";
export const SIGN_IN_TO_WAIT = "Please sign in to join the waitlist";
export const NOT_FULL = "There's still room in this session: book it instead.";
export const WAITLIST_CLOSED = "This session starts within the hour, so its waitlist is closed.";
export const OFFER_ENDED = "This offer has ended: the seats are no longer held for you.";
export const OFFER_RAN_OUT = "The time to book these seats has run out, so they went to the next person in line.";

const active = inArray(waitlistEntries.status, ACTIVE_WAITLIST_STATUSES);

/**
 * Join the line of a session full for the guest's booking type, with the number of guests. The
 * session must be one they could book (requestedSession: the same rules as Book Now), far enough
 * ahead for an offer, and really full; one place per guest and session (a double submit joins once).
 */
export async function joinWaitlist(db: Db, actor: Actor, input: unknown, now = new Date()) {
  if (actor.kind !== "user") requireUser(actor, SIGN_IN_TO_WAIT);
  const { guest, sauna, startsAt, request } = await requestedSession(db, actor, input, now);
  if (!offersOpen(startsAt, now)) throw conflict(WAITLIST_CLOSED);
  const slot = (await slotAvailability(db, { saunaId: sauna.id, date: request.date }, now)).find((s) => s.time === request.time);
  if (!slot || slot.reason === "closed" || slot.reason === "busy") throw conflict("The host isn't taking bookings at this time.");
  if (!fullFor(slot, request.bookingType)) throw conflict(NOT_FULL);
  const [booked] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, guest.userId), eq(bookings.saunaId, sauna.id), eq(bookings.startsAt, startsAt), liveBooking));
  if (booked) throw conflict("You already have a booking for this session.");
  const values = {
    saunaId: sauna.id, userId: guest.userId, sessionDate: request.date, startTime: request.time, startsAt,
    bookingType: request.bookingType, guests: request.guests,
  };
  try {
    const [entry] = await db.insert(waitlistEntries).values(values).returning();
    return entry;
  } catch (error) {
    if (!isUniqueViolation(error, "waitlist_entries_one_active_per_guest_slot")) throw error;
    const [existing] = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, guest.userId), eq(waitlistEntries.saunaId, sauna.id), eq(waitlistEntries.startsAt, startsAt), active));
    if (existing) return existing;
    throw error;
  }
}

/** One of the actor's own places; anyone else's (another guest's, for the host or an admin too) is "not found". */
async function ownEntry(db: Db, actor: Actor, entryId: string) {
  const me = requireUser(actor);
  if (!isUuid(entryId)) throw notFound(WAITLIST_ENTRY_NOT_FOUND);
  const [entry] = await db.select().from(waitlistEntries).where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, me.userId)));
  if (!entry) throw notFound(WAITLIST_ENTRY_NOT_FOUND);
  return entry;
}

/** The guest's places still to come and those ended in the last week, newest session first. */
export async function myWaitlists(db: Db, actor: Actor, now = new Date()) {
  const me = requireUser(actor);
  const rows = await db
    .select({
      id: waitlistEntries.id,
      saunaId: waitlistEntries.saunaId,
      saunaName: saunas.name,
      sessionDate: waitlistEntries.sessionDate,
      startTime: waitlistEntries.startTime,
      startsAt: waitlistEntries.startsAt,
      bookingType: waitlistEntries.bookingType,
      guests: waitlistEntries.guests,
      status: waitlistEntries.status,
      holdUntil: waitlistEntries.holdUntil,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(saunas, eq(saunas.id, waitlistEntries.saunaId))
    .where(and(eq(waitlistEntries.userId, me.userId), active))
    .orderBy(asc(waitlistEntries.startsAt));
  const positions = await linePositions(db, rows);
  return rows.map((r) => ({ ...r, status: shownStatus(r, now), position: positions.get(r.id) ?? null }));
}

/** An offer whose hold has run out reads as run out even before the sweep or a reader ends it. */
function shownStatus(e: { status: WaitlistStatus; holdUntil: Date | null }, now: Date): WaitlistStatus {
  return e.status === "offered" && e.holdUntil && e.holdUntil <= now ? "expired" : e.status;
}

/** Where each waiting place stands in its line (1: next to be offered). */
async function linePositions(db: Db, entries: { id: string; saunaId: string; startsAt: Date; createdAt: Date; status: WaitlistStatus }[]) {
  const positions = new Map<string, number>();
  for (const e of entries.filter((x) => x.status === "waiting")) {
    const [{ ahead }] = await db
      .select({ ahead: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.saunaId, e.saunaId), eq(waitlistEntries.startsAt, e.startsAt), eq(waitlistEntries.status, "waiting"), lt(waitlistEntries.createdAt, e.createdAt)));
    positions.set(e.id, ahead + 1);
  }
  return positions;
}

/** The offer page: the guest's own place, its session and the hold's end. */
export async function waitlistOffer(db: Db, actor: Actor, entryId: string, now = new Date()) {
  const entry = await ownEntry(db, actor, entryId);
  const [sauna] = await db.select({ id: saunas.id, name: saunas.name, county: saunas.county, location: saunas.location }).from(saunas).where(eq(saunas.id, entry.saunaId));
  const status = shownStatus(entry, now);
  const [position] = status === "waiting" ? [...(await linePositions(db, [entry])).values()] : [null];
  return {
    id: entry.id,
    sauna,
    sessionDate: entry.sessionDate,
    startTime: entry.startTime,
    bookingType: entry.bookingType,
    guests: entry.guests,
    status,
    holdUntil: entry.holdUntil,
    bookingId: entry.bookingId,
    position: position ?? null,
  };
}

/** Locks the slot's usage row, then the place: the order every waitlist move takes (no deadlock with offers). */
async function lockedEntry(tx: Db, entry: { id: string; saunaId: string; startsAt: Date }) {
  await tx.insert(bookingSlotUsage).values({ saunaId: entry.saunaId, startsAt: entry.startsAt }).onConflictDoNothing();
  await tx
    .select({ seatsTaken: bookingSlotUsage.seatsTaken })
    .from(bookingSlotUsage)
    .where(and(eq(bookingSlotUsage.saunaId, entry.saunaId), eq(bookingSlotUsage.startsAt, entry.startsAt)))
    .for("update");
  const [locked] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id)).for("update");
  return locked;
}

/**
 * Book Now inside the hold: in one transaction under the slot's lock, the place becomes booked
 * (its seats go back) and the booking is made (taking them), so nobody else ever sees them free.
 * With card payments the booking awaits payment as Book Now's does, its payment hold ending no
 * later than the offer's. Twice at once books once: the second finds the place booked.
 */
export async function bookOffer(
  db: Db, actor: Actor, entryId: string, now = new Date(), payment: "at_sauna" | "card" = "at_sauna", voucher: { id: string } | null = null, locale?: Locale,
) {
  const entry = await ownEntry(db, actor, entryId);
  if (entry.status === "offered" && entry.holdUntil && entry.holdUntil <= now) {
    await offerFreedSeats(db, entry, now);
    throw conflict(OFFER_RAN_OUT);
  }
  return db.transaction(async (tx) => {
    // A gift voucher's row is locked before the slot's, the order Book Now and a cancellation take
    // them in (the voucher's take, or migration 0035's trigger, comes before the seats): no deadlock.
    if (voucher) await lockVoucher(tx, voucher.id);
    const locked = await lockedEntry(tx, entry);
    if (locked.status === WAITLIST_TRANSITIONS.book.to && locked.bookingId) {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, locked.bookingId));
      return booking;
    }
    if (locked.status !== WAITLIST_TRANSITIONS.book.from[0] || !locked.holdUntil) throw conflict(OFFER_ENDED);
    if (locked.holdUntil <= now) throw conflict(OFFER_RAN_OUT);
    // Other holds of the slot that ran out end first (createBooking would end them too, but by
    // then this place's seats are back in the slot, and the next in line would take them).
    await endRunOutHoldsIn(tx, locked.saunaId, [locked.startsAt], now);
    await tx
      .update(waitlistEntries)
      .set({ status: WAITLIST_TRANSITIONS.book.to, endedAt: now })
      .where(eq(waitlistEntries.id, locked.id));
    const pay: BookingPayment = payment === "card" ? { kind: "card", holdExpiresAt: locked.holdUntil, locale } : PAY_AT_SAUNA;
    const request = { saunaId: locked.saunaId, date: locked.sessionDate, time: locked.startTime.slice(0, 5), bookingType: locked.bookingType, guests: locked.guests };
    const booking = await createBooking(tx, actor, request, now, pay, voucher);
    await tx.update(waitlistEntries).set({ bookingId: booking.id }).where(eq(waitlistEntries.id, locked.id));
    return booking;
  });
}

/**
 * Leave the line, or let offered seats go: the place ends, and seats it held are offered to the
 * next in line in the same transaction.
 */
export async function leaveWaitlist(db: Db, actor: Actor, entryId: string, now = new Date()): Promise<void> {
  const entry = await ownEntry(db, actor, entryId);
  const { from, to } = WAITLIST_TRANSITIONS.leave;
  await db.transaction(async (tx) => {
    const locked = await lockedEntry(tx, entry);
    if (!(from as readonly string[]).includes(locked.status)) throw conflict("You're no longer on this waitlist.");
    await tx.update(waitlistEntries).set({ status: to, endedAt: now }).where(eq(waitlistEntries.id, locked.id));
    if (locked.status === "offered") await offerFreedSeats(tx, entry, now);
  });
}

/**
 * Book Now inside the hold with card payments on: the booking awaits payment (its hold ending
 * with the offer's) and the guest is sent to Stripe Checkout for it, as bookAndPay does.
 */
export async function bookOfferAndPay(
  db: Db, provider: PaymentProvider, actor: Actor, entryId: string,
  { baseUrl, now = new Date(), voucher = null, locale }: { baseUrl: string; now?: Date; voucher?: { id: string } | null; locale?: Locale },
) {
  const booking = await bookOffer(db, actor, entryId, now, "card", voucher, locale);
  if (booking.status !== "pending") return { bookingId: booking.id, checkoutUrl: null };
  return { bookingId: booking.id, checkoutUrl: await openCheckout(db, provider, booking.id, baseUrl) };
}

/**
 * The offer page's Book Now, as Book Now on the sauna page (book-session.service.ts): a gift
 * voucher code when the guest typed one (checked and counted first, decision 017) pays first; the
 * rest by card when card payments are on, else at the sauna.
 */
export async function bookOfferWithCode(
  db: Db, payments: PaymentProvider | null, actor: Actor, entryId: string, input: unknown,
  { baseUrl, client, now = new Date(), locale }: { baseUrl: string; client: string; now?: Date; locale?: Locale },
) {
  await ownEntry(db, actor, entryId);
  const voucher = await voucherForBooking(db, actor, input, client, now);
  if (payments) return bookOfferAndPay(db, payments, actor, entryId, { baseUrl, now, voucher, locale });
  const booking = await bookOffer(db, actor, entryId, now, "at_sauna", voucher);
  return { bookingId: booking.id, checkoutUrl: null };
}
