// Admin Bookings (docs/product.md §2 'Bookings Management', §7 'bookings with sauna name and profile
// full_name, newest first'): the list with a status filter, search (booking id prefix, guest,
// sauna) and keyset pages, one booking's ledger lines, and cancelling a booking with a full refund.
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { type AdminBookingFilter, shortBookingId, UNKNOWN } from "#domain/admin-people";
import { AdminCancelBookingSchema, type AdminBookingQuery, AdminBookingQuerySchema } from "#domain/admin-people-schemas";
import { displayStatus } from "#domain/booking-status";
import { staffCancellationRefusal } from "#domain/cancellation";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { user } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { payouts } from "#server/db/schema/payouts";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { displayedAs } from "#server/features/bookings/booking-status-sql";
import { cancelLiveBooking } from "#server/features/bookings/cancel-booking";
import { paidOnlineCents } from "#server/features/bookings/paid-online-sql";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import { recordAdminActivity } from "./activity-log";
import { toPrefixTsQuery } from "#server/features/saunas/sauna-listing.service";
import { adminBookingColumns, shownBooking } from "./admin-rows";
import { containsPattern, cursorColumn, keysetPage } from "./keyset-page";
import { profileName } from "./profile-name";
import { rowsOf } from "#server/db/rows-of";

export const BOOKING_NOT_FOUND = "Booking not found";

const bookingKeys = { createdAt: bookings.createdAt, id: bookings.id, idKind: "uuid" as const };

/**
 * The filter by the status an admin sees: a confirmed booking whose session has ended shows as
 * completed (as guests see it), so it is filtered as completed too.
 */
function statusCondition(filter: AdminBookingFilter, now: Date): SQL | undefined {
  return filter === "all" ? undefined : displayedAs(filter, now);
}

/** The uuid range of ids starting with the typed hex digits ('2b1c9f0a', '2b1c9f0a-7d'), or null. */
export function idPrefixRange(text: string): { from: string; to: string } | null {
  if (!/^[0-9a-f-]+$/i.test(text)) return null;
  const hex = text.replace(/-/g, "").toLowerCase();
  if (hex.length === 0 || hex.length > 32) return null;
  const uuid = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return { from: uuid(hex.padEnd(32, "0")), to: uuid(hex.padEnd(32, "f")) };
}

/** Up to this many matching guests or saunas are looked up by their ids; more, and the list is walked. */
const SEARCH_ID_CAP = 1000;

/**
 * Search: a booking id prefix (the 8 characters the table shows), the guest's name or e-mail, or
 * the sauna's name. Sauna names are matched through the saunas' search index (name words only,
 * by prefix). A few matching guests and saunas are looked up through the bookings' guest and
 * sauna indexes; when a search matches very many (a single letter), the newest bookings are
 * walked instead, which then finds a page almost at once.
 */
async function searchCondition(db: Db, q: string | undefined): Promise<SQL | undefined> {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const guests = sql`select p.id from profiles p where p.full_name ilike ${pattern} union select u.id from "user" u where u.email ilike ${pattern}`;
  // Name words only (weight A of the sauna's search document), each as a prefix.
  const nameQuery = toPrefixTsQuery(q)?.replace(/:\*/g, ":*A") ?? null;
  const places = nameQuery ? sql`select s.id from saunas s where s.search_document @@ to_tsquery('simple', ${nameQuery})` : null;
  const [guestIds, placeIds] = await Promise.all([
    rowsOf<{ id: string }>(await db.execute(sql`${guests} limit ${SEARCH_ID_CAP + 1}`)),
    places ? rowsOf<{ id: string }>(await db.execute(sql`${places} limit ${SEARCH_ID_CAP + 1}`)) : [],
  ]);
  const dense = guestIds.length > SEARCH_ID_CAP || placeIds.length > SEARCH_ID_CAP;
  const conditions: SQL[] = [];
  if (dense) {
    // Checked on each booking's own guest and sauna rows while walking the newest bookings.
    conditions.push(sql`(${profiles.fullName} ilike ${pattern} or exists (select 1 from "user" u where u.id = ${bookings.userId} and u.email ilike ${pattern}))`);
    if (nameQuery) conditions.push(sql`${saunas.searchDocument} @@ to_tsquery('simple', ${nameQuery})`);
  } else {
    if (guestIds.length) conditions.push(inArray(bookings.userId, guestIds.map((g) => g.id)));
    if (placeIds.length) conditions.push(inArray(bookings.saunaId, placeIds.map((p) => p.id)));
  }
  const range = idPrefixRange(q);
  if (range) conditions.push(sql`${bookings.id} between ${range.from}::uuid and ${range.to}::uuid`);
  // Nothing can match: an empty OR would mean "no condition".
  return conditions.length ? or(...conditions) : sql`false`;
}


export async function listBookings(db: Db, actor: Actor, input: AdminBookingQuery | Record<string, unknown> = {}, now = new Date()) {
  requireAdmin(actor);
  const query = AdminBookingQuerySchema.parse(input);
  const page = keysetPage(bookingKeys, query);
  const rows = await db
    .select({ ...adminBookingColumns, userId: bookings.userId, guestName: profiles.fullName, cursor: cursorColumn(bookingKeys) })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(and(statusCondition(query.status, now), await searchCondition(db, query.q), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const result = page.finish(rows);
  return {
    ...result,
    rows: result.rows.map(({ guestName, ...b }) => ({ ...shownBooking(b, now), guestName: guestName?.trim() || UNKNOWN })),
    query,
  };
}
export type AdminBookingRow = Awaited<ReturnType<typeof listBookings>>["rows"][number];

/** Where the host's share of a booking stands. */
export type PayoutStatus = "paid" | "due" | "not yet due" | "not owed";

export async function bookingDetail(db: Db, actor: Actor, bookingId: unknown, now = new Date()) {
  requireAdmin(actor);
  if (typeof bookingId !== "string" || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(bookingId)) {
    throw notFound(BOOKING_NOT_FOUND);
  }
  const [row] = await db
    .select({
      booking: bookings,
      saunaName: saunas.name,
      ownerId: saunas.ownerId,
      ownerName: profileName(saunas.ownerId),
      guestName: profiles.fullName,
      guestEmail: user.email,
      payoutPaidBy: profileName(payouts.paidBy),
      paidOnlineCents,
    })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(user, eq(user.id, bookings.userId))
    .leftJoin(payouts, eq(payouts.id, bookings.payoutId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const b = row.booking;
  const payoutStatus: PayoutStatus = b.payoutPaidAt
    ? "paid"
    : b.status === "cancelled"
      ? "not owed"
      : b.payoutDueAt <= now
        ? "due"
        : "not yet due";
  return {
    id: b.id,
    saunaId: b.saunaId,
    saunaName: row.saunaName,
    host: { id: row.ownerId, name: row.ownerName ?? UNKNOWN },
    guest: { id: b.userId, name: row.guestName?.trim() || UNKNOWN, email: row.guestEmail },
    bookingDate: b.bookingDate,
    startTime: b.startTime,
    endTime: b.endTime,
    bookingType: b.bookingType,
    guests: b.guests,
    status: displayStatus(b, now),
    /** An administrator may still cancel it (live, not started): see cancelBookingAsAdmin. */
    canCancel: staffCancellationRefusal(b, now) === null,
    /** Something was paid online (card, gift voucher), which cancelling refunds; nothing for a booking to be paid at the sauna. */
    paidOnline: row.paidOnlineCents > 0,
    createdAt: b.createdAt,
    ledger: {
      listPrice: Math.round((b.totalAmount + b.discountAmount) * 100) / 100,
      discount: b.discountAmount,
      total: b.totalAmount,
      commissionRate: b.commissionRate,
      commission: b.platformFee,
      hostPayout: b.hostPayout,
      payoutDueAt: b.payoutDueAt,
      payoutPaidAt: b.payoutPaidAt,
      payoutPaidBy: row.payoutPaidBy,
      payoutStatus,
    },
    cancellation:
      b.status === "cancelled"
        ? { at: b.cancelledAt, by: b.cancelledBy, reason: b.cancellationReason, refund: b.refundAmount ?? 0, freeCancellationHours: b.freeCancellationHours }
        : null,
  };
}
export type AdminBookingDetail = Awaited<ReturnType<typeof bookingDetail>>;

/**
 * An administrator cancels a booking whose session is still to come: the guest gets a full refund
 * of what they paid online (`paidOnline`: nothing for a booking to be paid at the sauna),
 * and the guest and the host hear of it with the admin's reason (the one cancellation path,
 * cancelLiveBooking). A session that has started or ended, or a booking already cancelled, stays.
 */
export async function cancelBookingAsAdmin(db: Db, actor: Actor, input: unknown, now = new Date()) {
  const admin = requireAdmin(actor);
  const { bookingId, reason } = parseOrInvalid(AdminCancelBookingSchema, input);
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, status: bookings.status, startsAt: bookings.startsAt, endsAt: bookings.endsAt, totalAmount: bookings.totalAmount, saunaName: saunas.name, paidOnlineCents })
      .from(bookings)
      .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
      .where(eq(bookings.id, bookingId));
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    const refusal = staffCancellationRefusal(booking, now);
    if (refusal) throw conflict(refusal);
    const cancelled = await cancelLiveBooking(tx, booking.id, { now, refund: booking.totalAmount, reason, by: "admin" });
    if (!cancelled) throw conflict("This booking has just changed. Please refresh the page.");
    await recordAdminActivity(tx, admin, {
      key: "activity.booking.cancelled",
      values: { booking: shortBookingId(booking.id), sauna: booking.saunaName },
      entityType: "booking",
      entityId: booking.id,
      details: { reason, refund: booking.totalAmount },
    });
    return { refund: booking.totalAmount, paidOnline: booking.paidOnlineCents > 0 };
  });
}
