// The owner dashboard's Bookings: the current sauna's bookings with the status filter, search
// (guest name, booking id) and keyset paging, every filtered row for the CSV export, and the
// host's cancellation with a reason and a full refund. Each call starts at runnableSauna, so
// only the sauna's own (verified) owner gets anywhere. The guest's phone number is on the page
// only for sessions to come (guestPhoneVisible), and the export never reads it.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { displayStatus } from "#domain/booking-status";
import { staffCancellationRefusal } from "#domain/cancellation";
import type { HostBookingCursor, HostBookingsQuery } from "#domain/host-bookings";
import { guestPhoneVisible, HOST_BOOKINGS_PAGE_SIZE } from "#domain/host-bookings";
import { HostBookingsQuerySchema, HostCancelBookingSchema } from "#domain/host-bookings-schema";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { displayedAs } from "#server/features/bookings/booking-status-sql";
import { cancelLiveBooking } from "#server/features/bookings/cancel-booking";
import { paidOnlineCents } from "#server/features/bookings/paid-online-sql";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import { bookingSessionColumns } from "#server/features/bookings/booking-session-columns";
import { waitingPerSession } from "#server/features/waitlist/waiting-counts";
import { runnableSauna } from "./owned-saunas";

/**
 * A guest who deleted their account, or never gave a name, in the CSV export (English, for
 * spreadsheets). The page shows it in its language (dashboard "names.anonymous").
 */
export const UNNAMED_GUEST = "Anonymous";

const columns = {
  id: bookings.id,
  guestId: bookings.userId,
  guestName: profiles.fullName,
  ...bookingSessionColumns,
  totalAmount: bookings.totalAmount,
  hostPayout: bookings.hostPayout,
  refundAmount: bookings.refundAmount,
  /** Cents paid online (card, gift voucher): 0 for one to be paid at the sauna, which cancelling refunds nothing. */
  paidOnlineCents,
  status: bookings.status,
  cancelledBy: bookings.cancelledBy,
  cancellationReason: bookings.cancellationReason,
};

type Row = Awaited<ReturnType<typeof selectPage>>[number];

function shape({ guestId, guestPhone, ...row }: Row, now: Date) {
  return {
    ...row,
    /** Null without a name: the page says 'Anonymous' in its language, the CSV in English. */
    guestName: row.guestName?.trim() || null,
    /** The guest still has an account, so 'Message guest' can reach them. */
    canMessage: guestId !== null,
    guestPhone: guestPhone && guestPhoneVisible(row, now) ? guestPhone.trim() || null : null,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    displayStatus: displayStatus(row, now),
    // A host may cancel any live booking whose session has not started (a full refund, always).
    canCancel: staffCancellationRefusal(row, now) === null,
  };
}
/** `waiting`: how many are in line for its session (decision 016). */
export type HostBooking = ReturnType<typeof shape> & { waiting?: number };

/** The status filter as SQL, by the status the host sees. */
function statusCondition(status: HostBookingsQuery["status"], now: Date): SQL | undefined {
  return status === "all" ? undefined : displayedAs(status, now);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Guest name anywhere in it, or the start of the booking id as shown (its first 8 characters, or more). */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const byName = ilike(profiles.fullName, `%${escapeLike(q)}%`);
  if (!/^[0-9a-f-]{1,36}$/i.test(q)) return byName;
  return or(byName, sql`${bookings.id}::text like ${`${q.toLowerCase()}%`}`);
}

function cursorCondition(cursor: HostBookingCursor, direction: "after" | "before"): SQL {
  const at = sql`${cursor.startsAt}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  // Newest session first: "after" goes on to older sessions, "before" back to newer ones.
  return direction === "after"
    ? sql`(${bookings.startsAt}, ${bookings.id}) < (${at}, ${id})`
    : sql`(${bookings.startsAt}, ${bookings.id}) > (${at}, ${id})`;
}

function filters(saunaId: string, query: HostBookingsQuery, now: Date): SQL[] {
  return [eq(bookings.saunaId, saunaId), statusCondition(query.status, now), searchCondition(query.q)].filter((c): c is SQL => Boolean(c));
}

/**
 * Rows in the page's order. `phones`: the guest's phone number as given in their settings (shape()
 * decides whether it shows); the export leaves it out, so the number is never even read for it.
 */
function selectPage(db: Db, where: SQL[], direction: "after" | "before", limit: number, { phones }: { phones: boolean }) {
  const order = direction === "after" ? [desc(bookings.startsAt), desc(bookings.id)] : [asc(bookings.startsAt), asc(bookings.id)];
  return db
    .select({ ...columns, guestPhone: phones ? profiles.phone : sql<string | null>`null` })
    .from(bookings)
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(and(...where))
    .orderBy(...order)
    .limit(limit);
}

const cursorOf = (b: { startsAt: Date; id: string }): HostBookingCursor => ({ startsAt: b.startsAt.toISOString(), id: b.id });

/**
 * One page of the sauna's bookings, newest session first, with how many match in all and the
 * cursors of the pages before and after (null at either end).
 */
export async function listHostBookings(db: Db, actor: Actor, saunaId: unknown, rawQuery: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const query = parseOrInvalid(HostBookingsQuerySchema, rawQuery ?? {});
  const where = filters(sauna.id, query, now);
  const backwards = Boolean(query.before);
  const paged = query.after ? [...where, cursorCondition(query.after, "after")] : query.before ? [...where, cursorCondition(query.before, "before")] : where;
  const [fetched, [{ total }]] = await Promise.all([
    selectPage(db, paged, backwards ? "before" : "after", HOST_BOOKINGS_PAGE_SIZE + 1, { phones: true }),
    db.select({ total: count() }).from(bookings).leftJoin(profiles, eq(profiles.id, bookings.userId)).where(and(...where)),
  ]);
  const more = fetched.length > HOST_BOOKINGS_PAGE_SIZE;
  const rows = fetched.slice(0, HOST_BOOKINGS_PAGE_SIZE);
  if (backwards) rows.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const hasNewer = backwards ? more : Boolean(query.after);
  const hasOlder = backwards ? true : more;
  // How many wait for each listed session still to come (decision 016).
  const waiting = await waitingPerSession(db, sauna.id, [...new Set(rows.filter((r) => r.startsAt > now).map((r) => r.startsAt.getTime()))].map((t) => new Date(t)));
  return {
    query,
    total: Number(total),
    bookings: rows.map((r) => ({ ...shape(r, now), waiting: waiting.get(r.startsAt.getTime()) ?? 0 })),
    newer: hasNewer && first ? cursorOf(first) : null,
    older: hasOlder && last ? cursorOf(last) : null,
  };
}

const EXPORT_BATCH = 500;

/**
 * Every booking the filter and search match (all pages), newest session first, read in batches
 * so a sauna with thousands of bookings never sits in memory at once. Ownership is checked
 * before the first row is read.
 */
export async function hostBookingsForExport(db: Db, actor: Actor, saunaId: unknown, rawQuery: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { status, q } = parseOrInvalid(HostBookingsQuerySchema, rawQuery ?? {});
  const where = filters(sauna.id, { status, q }, now);
  async function* rows(): AsyncGenerator<HostBooking> {
    let after: HostBookingCursor | null = null;
    for (;;) {
      const batch = await selectPage(db, after ? [...where, cursorCondition(after, "after")] : where, "after", EXPORT_BATCH, { phones: false });
      for (const row of batch) yield shape(row, now);
      if (batch.length < EXPORT_BATCH) return;
      after = cursorOf(batch[batch.length - 1]);
    }
  }
  return { sauna: { id: sauna.id, name: sauna.name }, rows: rows() };
}

/**
 * The host cancels one of the sauna's bookings: the guest gets a full refund of what they paid
 * online (`paidOnline`: nothing for a booking to be paid at the sauna) and reads the reason in My Bookings. A session that has started or ended, or a booking already cancelled,
 * can't be cancelled; a booking of another sauna is "not found".
 */
export async function cancelHostBooking(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { bookingId, reason } = parseOrInvalid(HostCancelBookingSchema, input);
  const [booking] = await db
    .select({ id: bookings.id, status: bookings.status, startsAt: bookings.startsAt, endsAt: bookings.endsAt, totalAmount: bookings.totalAmount, paidOnlineCents })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.saunaId, sauna.id)));
  if (!booking) throw notFound("Booking not found");
  const refusal = staffCancellationRefusal(booking, now);
  if (refusal) throw conflict(refusal);
  const cancelled = await cancelLiveBooking(db, booking.id, { now, refund: booking.totalAmount, reason, by: "host" });
  if (!cancelled) throw conflict("This booking has just changed. Please refresh the page.");
  return { refund: booking.totalAmount, paidOnline: booking.paidOnlineCents > 0 };
}
