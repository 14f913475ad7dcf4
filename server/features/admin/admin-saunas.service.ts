// The admin's Saunas page (docs/product.md §2 'Saunas', §4 'Sauna status', §7 'Admin saunas'): every listing
// whatever its status, newest first, with its owner's name; the status moves and the featured star.
//
// Built for 100,000 listings: a page is found by the row it follows (keyset on created_at, id,
// index saunas_created_idx), never by OFFSET; the search uses the full-text index; and the total
// is counted only up to ADMIN_SAUNAS_COUNT_CAP, so no request counts the whole table.
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { type AdminSaunaFilters, AdminSaunaListQuerySchema, SaunaFeaturedSchema, SaunaStatusChangeSchema } from "#domain/admin-sauna-edit";
import { takesBookings } from "#domain/booking-payment";
import { SAUNA_NOT_FOUND, type SaunaStatus } from "#domain/constants";
import {
  ADMIN_SAUNAS_COUNT_CAP, ADMIN_SAUNAS_PAGE_SIZE, SAUNA_STATUS_ACTIONS, featuredToast, statusChangeToast,
} from "#domain/sauna-moderation";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { liveBooking } from "#server/features/bookings/booking-status-sql";
import { cancelUpcomingBookings } from "#server/features/bookings/cancel-upcoming-bookings";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import { notifyListingStatus } from "#server/features/mail/listing-notices";
import { toPrefixTsQuery } from "#server/features/saunas/sauna-listing.service";
import { type ActivityKey, recordAdminActivity } from "./activity-log";

/** A cursor: the row's created_at to the microsecond (a JavaScript Date keeps only milliseconds) and its id. */
const cursorText = sql<string>`to_char(${saunas.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${saunas.id}`;

function splitCursor(cursor: string): { at: string; id: string } {
  const at = cursor.slice(0, cursor.indexOf("_"));
  return { at, id: cursor.slice(at.length + 1) };
}

const rowColumns = {
  id: saunas.id,
  name: saunas.name,
  county: saunas.county,
  /** null: no owner, or one without a name (the page says 'Unknown' in its language). */
  ownerName: sql<string | null>`nullif(trim(${profiles.fullName}), '')`,
  status: saunas.status,
  isPublished: saunas.isPublished,
  /** Set while its host has paused it (hidden from guests; only the host lists it again). */
  pausedAt: saunas.pausedAt,
  /** Its host asked us to delete it (sauna_deletion_requests; the admin Dashboard lists them). */
  deletionRequested: sql<boolean>`exists (select 1 from sauna_deletion_requests r where r.sauna_id = ${saunas.id})`,
  featured: saunas.featured,
  // What Edit Sauna shows.
  description: saunas.description,
  type: saunas.type,
  location: saunas.location,
  address: saunas.address,
  capacity: saunas.capacity,
  pricePerSession: saunas.pricePerSession,
  pricePrivate: saunas.pricePrivate,
  priceShared: saunas.priceShared,
  priceGroup: saunas.priceGroup,
  images: saunas.images,
  weeklySchedule: saunas.weeklySchedule,
  sessionMinutes: saunas.sessionMinutes,
  // Whether a featured sauna makes the home page (homeFavouriteNote).
  averageRating: saunas.averageRating,
  latitude: saunas.latitude,
  longitude: saunas.longitude,
  website: saunas.website,
  amenities: saunas.amenities,
  // What the Suspend and Reject dialogs say will happen (and whether a host hears of it), and
  // whether Delete can work.
  hasHost: sql<boolean>`(${saunas.ownerId} is not null and ${saunas.ownerVerified})`,
  upcomingBookings: sql<number>`(select count(*)::int from ${bookings} where ${bookings.saunaId} = ${saunas.id} and ${liveBooking} and ${bookings.startsAt} > now())`,
  hasBookings: sql<boolean>`exists (select 1 from bookings b where b.sauna_id = ${saunas.id})`,
  /** Stripe has enabled charges for its owner (none without an owner): whether card bookings can open. */
  hostTakesCards: sql<boolean>`coalesce(${profiles.stripeChargesEnabled}, false)`,
  cursor: cursorText,
};

export type AdminSaunaRow = Omit<Awaited<ReturnType<typeof pageOfSaunas>>[number], "cursor" | "hostTakesCards"> & {
  /** Guests can book it online now, payments-wise (takesBookings); the row says why not. */
  takesBookings: boolean;
};

function pageOfSaunas(db: Db, where: SQL | undefined, direction: "older" | "newer", limit: number) {
  const order = direction === "older" ? [desc(saunas.createdAt), desc(saunas.id)] : [asc(saunas.createdAt), asc(saunas.id)];
  return db
    .select(rowColumns)
    .from(saunas)
    .leftJoin(profiles, eq(profiles.id, saunas.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

export type AdminSaunaList = {
  saunas: AdminSaunaRow[];
  /** Matches, counted up to the cap; `capped` means there are more than `count`. */
  total: { count: number; capped: boolean };
  /** The query as applied, for the filter form and the page links. */
  query: AdminSaunaFilters;
  /** Cursors for the previous (newer) and next (older) page, or null at either end. */
  newer: string | null;
  older: string | null;
};

/**
 * `input`: the page's URL parameters (q, status, bookings, after, before); anything odd is ignored.
 * `cardPayments`: card payments are configured, so a listing whose owner Stripe hasn't enabled
 * for charges can't take bookings (decision 012); without them every listing can, and
 * `bookings` is ignored.
 */
export async function listAdminSaunas(
  db: Db,
  actor: Actor,
  input: Record<string, unknown> = {},
  pageSize = ADMIN_SAUNAS_PAGE_SIZE,
  { cardPayments = false }: { cardPayments?: boolean } = {},
): Promise<AdminSaunaList> {
  requireAdmin(actor);
  const query = AdminSaunaListQuerySchema.parse(input);
  if (!cardPayments) query.bookings = undefined;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(saunas.status, query.status));
  // takesBookings is false, in SQL: card payments are on (checked above) and the owner can't take charges.
  if (query.bookings === "closed") filters.push(sql`not coalesce(${profiles.stripeChargesEnabled}, false)`);
  // Name and county words (weights A and B of the search document: name; county, location, type).
  // Text with no letters or digits in it searches for nothing, so it is dropped like a blank box.
  const tsQuery = query.q ? toPrefixTsQuery(query.q)?.replaceAll(":*", ":*AB") : undefined;
  if (tsQuery) filters.push(sql`${saunas.searchDocument} @@ to_tsquery('simple', ${tsQuery})`);
  else query.q = undefined;
  const where = filters.length ? and(...filters) : undefined;
  const position = (cursor: string, op: "<" | ">") => {
    const { at, id } = splitCursor(cursor);
    return sql`(${saunas.createdAt}, ${saunas.id}) ${sql.raw(op)} (${at}::timestamptz, ${id}::uuid)`;
  };

  let rows: Awaited<ReturnType<typeof pageOfSaunas>>;
  let newer: string | null = null;
  let older: string | null = null;
  if (query.before && !query.after) {
    // A page back: the rows just newer than the cursor, fetched oldest first and turned round.
    const fetched = await pageOfSaunas(db, and(where, position(query.before, ">")), "newer", pageSize + 1);
    const hasNewer = fetched.length > pageSize;
    rows = fetched.slice(0, pageSize).reverse();
    if (rows.length < pageSize && !hasNewer) {
      // Back at the start (rows were added or removed meanwhile): show the first page whole.
      return listAdminSaunas(db, actor, { q: query.q, status: query.status, bookings: query.bookings }, pageSize, { cardPayments });
    }
    newer = hasNewer ? rows[0].cursor : null;
    older = rows.at(-1)!.cursor;
  } else {
    const fetched = await pageOfSaunas(db, query.after ? and(where, position(query.after, "<")) : where, "older", pageSize + 1);
    rows = fetched.slice(0, pageSize);
    older = fetched.length > pageSize ? rows.at(-1)!.cursor : null;
    newer = query.after && rows.length > 0 ? rows[0].cursor : null;
  }

  const matches = db.select({ one: sql`1`.as("one") }).from(saunas).leftJoin(profiles, eq(profiles.id, saunas.ownerId)).where(where).limit(ADMIN_SAUNAS_COUNT_CAP + 1).as("matches");
  const [{ n }] = await db.select({ n: count() }).from(matches);
  const counted = Number(n);
  return {
    saunas: rows.map(({ cursor: _cursor, hostTakesCards, ...row }) => ({ ...row, takesBookings: takesBookings(cardPayments, hostTakesCards) })),
    total: { count: Math.min(counted, ADMIN_SAUNAS_COUNT_CAP), capped: counted > ADMIN_SAUNAS_COUNT_CAP },
    query: { ...(query.q ? { q: query.q } : {}), ...(query.status ? { status: query.status } : {}), ...(query.bookings ? { bookings: query.bookings } : {}) },
    newer,
    older,
  };
}

/** Each status change's line in the activity log. */
const STATUS_ACTIVITY = {
  approve: "activity.sauna.approved",
  reject: "activity.sauna.rejected",
  suspend: "activity.sauna.suspended",
  activate: "activity.sauna.activated",
} as const satisfies Record<keyof typeof SAUNA_STATUS_ACTIONS, ActivityKey>;

/**
 * Approve, Reject, Suspend or Activate (docs/product.md §4). One UPDATE that names the status the admin saw
 * decides, so two admins acting at once cannot undo each other unawares. Approving publishes the
 * listing; so does Activate, since an active listing is meant to be seen (nothing else unpublishes).
 * Suspending (or rejecting) takes it off every public list and page, which all filter by status,
 * and cancels its upcoming bookings with a full refund in the same transaction, so no guest is
 * left holding a booking for a sauna that is gone: each guest hears why, and the host hears once,
 * with the reason and the bookings cancelled. The host hears of an approval or activation too.
 */
export async function changeSaunaStatus(db: Db, actor: Actor, input: unknown, now = new Date()) {
  const admin = requireAdmin(actor);
  const { saunaId, action, reason } = parseSaunaInput(SaunaStatusChangeSchema, input);
  const step = SAUNA_STATUS_ACTIONS[action];
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(saunas)
      .set({ status: step.to, ...(step.to === "active" ? { isPublished: true } : {}), updatedAt: now })
      .where(and(eq(saunas.id, saunaId), eq(saunas.status, step.from)))
      .returning({ id: saunas.id, name: saunas.name, ownerId: saunas.ownerId, ownerVerified: saunas.ownerVerified });
    if (!changed) {
      const [current] = await tx.select({ status: saunas.status }).from(saunas).where(eq(saunas.id, saunaId));
      if (!current) throw notFound(SAUNA_NOT_FOUND);
      throw conflict(`This sauna is ${current.status} now, so it can't be ${step.done.toLowerCase()}. The list has been refreshed.`);
    }
    const cancelled = step.to === "suspended" ? await cancelUpcomingBookings(tx, changed.id, { reason: reason!, by: "admin", now }) : [];
    await recordAdminActivity(tx, admin, {
      key: STATUS_ACTIVITY[action],
      values: { sauna: changed.name },
      entityType: "sauna",
      entityId: changed.id,
      details: { from: step.from, to: step.to, ...(reason ? { reason } : {}), ...(cancelled.length ? { cancelledBookings: cancelled.length } : {}) },
    });
    // The host who runs it (an unverified claimant does not, yet).
    if (changed.ownerVerified) {
      await notifyListingStatus(tx, changed.ownerId, { saunaId: changed.id, saunaName: changed.name, action, reason, cancelled, changedAt: now });
    }
    return {
      id: changed.id,
      name: changed.name,
      status: step.to as SaunaStatus,
      toast: statusChangeToast(step.to),
      cancelledBookings: cancelled.length,
    };
  });
}

/** The featured star: sets the flag the admin asked for (a repeated click changes nothing twice). */
export async function setSaunaFeatured(db: Db, actor: Actor, input: unknown) {
  const admin = requireAdmin(actor);
  const { saunaId, featured } = parseSaunaInput(SaunaFeaturedSchema, input);
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(saunas)
      .set({ featured, updatedAt: new Date() })
      .where(eq(saunas.id, saunaId))
      .returning({ id: saunas.id, name: saunas.name });
    if (!changed) throw notFound(SAUNA_NOT_FOUND);
    await recordAdminActivity(tx, admin, {
      key: featured ? "activity.sauna.featured" : "activity.sauna.unfeatured",
      values: { sauna: changed.name },
      entityType: "sauna",
      entityId: changed.id,
      details: { featured },
    });
    return { id: changed.id, featured, toast: featuredToast(featured) };
  });
}

/** Parses an action's form; a missing or malformed sauna id is "not found", like an unknown one. */
export function parseSaunaInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === "saunaId")) throw notFound(SAUNA_NOT_FOUND);
  return parseOrInvalid(schema, input);
}
