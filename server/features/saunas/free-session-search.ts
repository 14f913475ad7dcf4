// 'Free soon' (decision 014): the public saunas with a bookable session starting
// in a window ('Free in the next 2 hours', 'This evening', 'Tomorrow morning', a date), best
// rated or nearest first, each with its first free session there, its seats left and the
// booking one tap on its card makes.
//
// "Bookable" is the booking rule itself, read from the same rows the booking trigger writes and
// checks (migrations 0002, 0008): a start of the sauna's weekly hours (sauna_session_hours,
// migration 0032, kept from weekly_schedule by a trigger), after now, not on a blackout date,
// not overlapping a busy time from the host's calendar, and with room for the party in
// booking_slot_usage: the whole sauna free (private; group for a party of its minimum or more),
// or enough seats (shared, when the sauna offers it).
//
// Nothing is expanded in JavaScript and nothing per sauna is read that a page doesn't show:
// - when few saunas have hours in the window at all (the edges of the day), their ids come from
//   sauna_session_hours' index, and those few are checked and counted exactly;
// - otherwise the listing's own order is walked (the rating index, or the geo index from a
//   place), each sauna checked by index lookups as it comes, until a page is full: most saunas
//   have hours then, so a page costs a few dozen checks. The total is then "at least".
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { bookingPrice, guestRange, offeredBookingTypes, type SaunaPricing } from "#domain/booking-pricing";
import type { BookingType } from "#domain/constants";
import { LISTING_PAGE_SIZE } from "#domain/constants";
import { laterWindows, windowSpan, type WindowSpan } from "#domain/free-window-times";
import type { FreeWindow } from "#domain/free-windows";
import { effectiveSort, type ListingQuery } from "#domain/listing-query";
import { TIME_ZONE } from "#domain/session-slots";
import type { Db } from "#server/db/client";
import { saunaSessionHours } from "#server/db/schema/sauna-session-hours";
import { saunas } from "#server/db/schema/saunas";
import { parseListingQuery } from "./listing-query";
import { byDistance, isPublicSauna, saunaCardColumns, toSaunaCard, withDistance, type SaunaCardData } from "./sauna-card";
import { searchConditions } from "./sauna-listing.service";
import { placeOnDateColumns, stopOnDate } from "./sauna-place-on-date";
import {
  atHomeThatDay, dependsOnPlace, distanceAtHome, distanceThatDay, placedThatDay, searchOrigin, searchPlace, stopOfTheDay, stopsThatDay, stopsWalkedAll,
} from "./sauna-position-on-date";
import { publicSaunaCounts } from "#server/db/schema/public-sauna-counts";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { rowsOf } from "#server/db/rows-of";

/**
 * At most this many weekly-hours rows in a window: the "few" way (all checked, counted exactly).
 * Each check is a handful of index lookups (~30 µs at 100,000 saunas), so 100 stay under the
 * 5 ms budget; above it, walking the list's order finds a page sooner (docs/performance.md).
 */
export const FEW_IN_WINDOW = 100;
/**
 * Up to this many hours rows in a window, best rated first ranks them from sauna_session_hours'
 * index (~1 ms for all of them; counting them costs as much) rather than walking the list's order (which at 2% of saunas
 * reads ~1,500 entries and as many probes per page).
 */
export const RANKED_IN_WINDOW = 3_000;
/**
 * A window search pages no deeper than this many saunas (three pages): each sauna on the pages
 * before is checked again (~30 µs each). Narrower filters, or another window, reach the rest.
 */
export const FREE_RESULT_CAP = 72;
/**
 * A county with at most this many public saunas narrows a ranked window search (best rated,
 * few saunas with hours then) to its own saunas and the stops standing in it before the checks:
 * its ids hashed from saunas_public_county_rank_idx (index only; Kerry's 3,087 in ~1 ms at
 * 100,000 saunas). Larger ones hold enough of the window's saunas that a walk sized by their
 * share finds a page in one round; hashing Dublin's 28,589 ids took 11 ms.
 */
export const COUNTY_HASHED_SAUNAS = 7_000;

/** The session a card offers and books in one step. */
export type FreeSession = {
  /** Irish calendar date and start, as a booking takes them. */
  date: string;
  time: string;
  startsAt: string;
  /** Seats still free (all of them when nobody has booked yet). */
  seatsLeft: number;
  /** What one tap books for the party: the cheapest type that fits. */
  bookingType: BookingType;
  guests: number;
  total: number;
};

export type FreeSaunaCard = SaunaCardData & { freeSession: FreeSession };

export type FreeSearch = {
  when: FreeWindow;
  saunas: FreeSaunaCard[];
  /** Saunas free in the window, exactly, or at least this many when `totalCapped`. */
  total: number;
  totalCapped: boolean;
  page: number;
  pages: number;
  pageSize: number;
  query: ListingQuery;
  /** When nothing is free: the next window that has a free session for this search, or null if none within a week. */
  nextWindow: FreeWindow | null;
};

type Found = { id: string; startsAt: Date; day: string; minute: number; seatsLeft: number; wholeFree: boolean; total: number | null };

/**
 * The window search. `input` as the listing takes it; `when` must be set (a value that is no
 * window, such as a past date, gives null: the caller shows the ordinary listing).
 */
/** When to count exactly and when to rank from the hours' index (tests lower them to take each way on a few saunas). */
export type WindowLimits = { few: number; ranked: number };
const LIMITS: WindowLimits = { few: FEW_IN_WINDOW, ranked: RANKED_IN_WINDOW };

export async function findFreeSaunas(
  db: Db,
  input: ListingQuery | URLSearchParams | Record<string, unknown>,
  now = new Date(),
  limits: WindowLimits = LIMITS,
): Promise<FreeSearch | null> {
  const query = parseListingQuery(input);
  const span = query.when ? windowSpan(query.when, now) : null;
  if (!query.when || !span) return null;
  const guests = query.guests ?? 1;
  const page = Math.min(query.page, Math.ceil(FREE_RESULT_CAP / LISTING_PAGE_SIZE));
  const offset = (page - 1) * LISTING_PAGE_SIZE;

  const found = await freeInWindow(db, query, span, guests, now, { offset, limit: LISTING_PAGE_SIZE }, limits);
  const rows = found.rows;
  // A page past the last (a stale link): the first page, as the listing clamps its pages.
  if (rows.length === 0 && page > 1) return findFreeSaunas(db, { ...query, page: 1 }, now, limits);
  const exact = found.exactTotal;
  const total = exact ?? offset + rows.length;
  const hasMore = exact === null ? found.more && offset + rows.length < FREE_RESULT_CAP : false;
  const pages = exact !== null ? Math.max(1, Math.ceil(Math.min(exact, FREE_RESULT_CAP) / LISTING_PAGE_SIZE)) : hasMore ? page + 1 : page;

  const cards = await freeCards(db, query, rows, guests, span);
  const nextWindow = total === 0 && page === 1 ? await firstWindowWithSessions(db, query, span.when, guests, now, limits) : null;
  return {
    when: span.when,
    saunas: cards,
    total,
    totalCapped: exact === null && hasMore,
    page,
    pages,
    pageSize: LISTING_PAGE_SIZE,
    query: { ...query, page },
    nextWindow,
  };
}

/** The first of the later windows (laterWindows) with a free session for the same search. */
async function firstWindowWithSessions(db: Db, query: ListingQuery, when: FreeWindow, guests: number, now: Date, limits: WindowLimits): Promise<FreeWindow | null> {
  for (const later of laterWindows(when, now)) {
    const span = windowSpan(later, now)!;
    const { rows } = await freeInWindow(db, query, span, guests, now, { offset: 0, limit: 1 }, limits);
    if (rows.length > 0) return later;
  }
  return null;
}

/**
 * A page of the saunas free in `span`, in the search's order, with their first free session;
 * the exact count when few saunas have hours there, else null and whether there are more.
 */
export async function freeInWindow(
  db: Db,
  query: ListingQuery,
  span: WindowSpan,
  guests: number,
  now: Date,
  pageOf: { offset: number; limit: number },
  limits: WindowLimits = LIMITS,
): Promise<{ rows: Found[]; exactTotal: number | null; more: boolean }> {
  if (span.pieces.length === 0) return { rows: [], exactTotal: 0, more: false };
  // Where each sauna is on the window's first day (a Mobile sauna's stop then, decision 015).
  const place = searchPlace(query, span.pieces[0].date);
  const placed = dependsOnPlace(place);
  const { where, unplaced, noMatch } = await searchConditions(db, query);
  if (noMatch) return { rows: [], exactTotal: 0, more: false };

  // Which saunas have hours in the window at all, counted no further than FEW_IN_WINDOW + 1.
  const hoursInWindow = or(span.pieces.map((p) => and(
    eq(saunaSessionHours.weekday, p.weekday),
    sql`${saunaSessionHours.lastStart} >= ${p.fromMinute}`,
    sql`${saunaSessionHours.firstStart} <= ${p.toMinute}`,
  )!));
  const publicHoursInWindow = and(saunaSessionHours.isPublic, hoursInWindow)!;
  // (Public saunas only: the trigger copies the public rule beside the hours.)
  const candidates = await db
    .selectDistinct({ id: saunaSessionHours.saunaId })
    .from(saunaSessionHours)
    .where(publicHoursInWindow)
    .limit(limits.few + 1);
  const few = candidates.length <= limits.few;
  if (few && candidates.length === 0) return { rows: [], exactTotal: 0, more: false };

  const sort = effectiveSort(query);
  const byRating = sql.join([desc(saunas.averageRating), desc(saunas.featured), desc(saunas.totalReviews), asc(saunas.id)], sql`, `);
  // Nearest first has no second key: the geo index gives its order only alone (ties are rare).
  // Rows placed on the day (stopOfTheDay joined) are ordered by where they are then.
  const orderBy = place.origin ? distanceThatDay(place.origin) : byRating;
  // The search's filters on rows with stopOfTheDay joined.
  const filtered = placed ? and(unplaced, placedThatDay(place))! : where;
  const check = firstFreeSession(span, guests, now);

  if (few) {
    const rows = await foundRows(db, sql`
      select ${saunas.id} as id, f.starts_at, f.day::text as day, f.minute, f.seats_left, f.whole_free, count(*) over () as total
      from ${saunas}
      ${stopOfTheDay(place.date)}
      cross join lateral (${check}) f
      where ${and(filtered, inArray(saunas.id, candidates.map((c) => c.id)))}
      order by ${orderBy}
      limit ${pageOf.limit} offset ${pageOf.offset}`);
    // (A page past the last has no row to carry the count: findFreeSaunas asks for the first.)
    return { rows, exactTotal: rows[0]?.total ?? 0, more: false };
  }

  // Not many, best rated first: rank them from sauna_session_hours' own index, which carries the
  // rating order (a few thousand entries at most), instead of walking the whole list past the
  // many saunas without hours then.
  let ranked = false;
  if (sort !== "distance") {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ one: sql`1` }).from(saunaSessionHours).where(publicHoursInWindow).limit(limits.ranked + 1).as("in_window"));
    ranked = Number(n) <= limits.ranked;
  }
  // Ranked in a county: sauna_session_hours knows no county, so the walk met ~30 others for each
  // of Kerry's and grew three times (to 640 saunas read, 5–7 ms). A small county's saunas and
  // stops of the day narrow the walk itself; a large one's share sizes its first round.
  const inCounty = ranked && place.county !== null ? await countyShare(db, place.county) : null;
  const narrowed = inCounty && inCounty.saunas <= COUNTY_HASHED_SAUNAS;
  const spread = inCounty && !narrowed ? Math.min(16, Math.ceil(inCounty.ofAll)) : 1;

  // Many: walk the list's order reading only its index (the ids of saunas with hours in the
  // window, passed over on sauna_session_hours_sauna_idx alone), a few more than the page needs,
  // then check those few. A sauna with hours there is nearly always free; should too many of
  // the walked be full, closed or busy, or not match the filters, walk further.
  const hasHours = sql`exists (select 1 from ${saunaSessionHours} where ${saunaSessionHours.saunaId} = ${sql.raw('"saunas"."id"')} and ${hoursInWindow})`;
  const needed = pageOf.offset + pageOf.limit + 1;
  // A margin for the few walked that turn out full, closed or filtered out, so one round is the rule.
  for (let walk = (needed + 8 + Math.ceil(needed / 4)) * spread; ; walk *= 4) {
    const h = saunaSessionHours;
    // On the day, place decides: (a) the saunas at their listing's place, walked as before, and
    // (b) the stops standing then, walked nearest first (or a county's, whole), each stop's
    // sauna by its key (sauna-position-on-date.ts).
    // Each source carries its order's keys, so that only the first `walk` of both together go on
    // to be checked (~20 µs each), not `walk` of each.
    const keys = place.origin ? null : sql`${saunas.averageRating} as rating, ${saunas.featured} as featured, ${saunas.totalReviews} as reviews`;
    const atHome = placed
      ? sql`select ${saunas.id} as id, ${keys ?? sql`${distanceAtHome(place.origin!)} as distance`} from ${saunas}
          where ${and(unplaced, atHomeThatDay(place), hasHours)}
          order by ${place.origin ? distanceAtHome(place.origin) : byRating} limit ${walk}`
      : sql`select ${saunas.id} as id from ${saunas} where ${and(where, hasHours)} order by ${orderBy} limit ${walk}`;
    // A county's stops of the day are read whole, but ranked first, by their saunas' keys.
    const onStops = placed
      ? sql`select ${saunas.id} as id, ${keys ?? sql`w.distance`} from (${stopsThatDay(place, walk)}) w join ${saunas} on ${saunas.id} = w.sauna_id
          where ${saunas.type} = 'Mobile' and ${and(unplaced, hasHours)}
          order by ${place.origin ? sql`w.distance` : byRating} limit ${walk}`
      : sql``;
    const bothInOrder = place.origin ? sql`distance, id` : sql`rating desc, featured desc, reviews desc, id`;
    const ofTheCounty = narrowed
      ? sql`and (${h.saunaId} in (select ${saunas.id} from ${saunas} where ${and(isPublicSauna, eq(saunas.county, place.county!))})
          or ${h.saunaId} in (select st.sauna_id from (${stopsThatDay(place, walk)}) st))`
      : sql``;
    const walked = ranked
      ? sql`select ${h.saunaId} as id from ${h} where ${publicHoursInWindow} ${ofTheCounty}
          group by ${h.saunaId}, ${h.averageRating}, ${h.featured}, ${h.totalReviews}
          order by ${h.averageRating} desc, ${h.featured} desc, ${h.totalReviews} desc, ${h.saunaId} limit ${walk}`
      : placed ? sql`select id from ((${atHome}) union (${onStops})) both_sources order by ${bothInOrder} limit ${walk}` : atHome;
    // Materialized: the walk first, then only its saunas are read and checked (the stops' saunas
    // against every filter, as the ranked ones).
    const rows = await foundRows(db, sql`
      with walked as materialized (${walked})
      select ${saunas.id} as id, f.starts_at, f.day::text as day, f.minute, f.seats_left, f.whole_free, null as total
      from walked
      join ${saunas} on ${saunas.id} = walked.id
      ${stopOfTheDay(place.date)}
      cross join lateral (${check}) f
      ${ranked || placed ? sql`where ${filtered}` : sql``}
      order by ${orderBy}
      limit ${pageOf.limit + 1} offset ${pageOf.offset}`);
    const exhausted = async () => {
      const count = async (q: SQL) => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${q}) w`))[0].n);
      if (ranked || !placed) return (await count(walked)) < walk;
      return (await count(atHome)) < walk && stopsWalkedAll(place, await count(sql`${stopsThatDay(place, walk)}`), walk);
    };
    if (pageOf.offset + rows.length >= needed || walk >= FREE_RESULT_CAP * 8 || (await exhausted())) {
      return { rows: rows.slice(0, pageOf.limit), exactTotal: null, more: rows.length > pageOf.limit };
    }
  }
}

/** How many public saunas a county has (public_sauna_counts, kept exact by triggers), and how many times that all of them are. */
async function countyShare(db: Db, county: string): Promise<{ saunas: number; ofAll: number }> {
  const [row] = rowsOf<{ county: number; every: number }>(await db.execute(sql`
    select coalesce(sum(${publicSaunaCounts.saunas}) filter (where ${publicSaunaCounts.county} = ${county}), 0)::int as county,
      coalesce(sum(${publicSaunaCounts.saunas}), 0)::int as every from ${publicSaunaCounts}`));
  const inCounty = Number(row.county);
  return { saunas: inCounty, ofAll: inCounty > 0 ? Number(row.every) / inCounty : 1 };
}

type FoundRow = { id: string; starts_at: string | Date; day: string; minute: number; seats_left: number; whole_free: boolean; total: string | number | null };


async function foundRows(db: Db, query: SQL): Promise<Found[]> {
  return rowsOf<FoundRow>(await db.execute(query)).map((r) => ({
    id: r.id,
    startsAt: new Date(r.starts_at),
    day: r.day,
    minute: Number(r.minute),
    seatsLeft: Number(r.seats_left),
    wholeFree: r.whole_free,
    total: r.total === null ? null : Number(r.total),
  }));
}

function or(parts: SQL[]): SQL {
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts.map((p) => sql`(${p})`), sql` or `)})`;
}

/**
 * The sauna's first bookable session in the window, as a lateral subquery of `saunas`: its
 * starts there from its weekly hours (generate_series over the minutes of each hours row that
 * touches a piece of the window), each turned into an instant by PostgreSQL's Europe/Dublin rules
 * (as slotStart does for a booking), then the blackout date, the busy times and the seats.
 */
function firstFreeSession(span: WindowSpan, guests: number, now: Date): SQL {
  const pieces = sql.join(span.pieces.map((p) => sql`(${p.date}::date, ${p.weekday}::int, ${p.fromMinute}::int, ${p.toMinute}::int)`), sql`, `);
  const after = now > span.from ? now : span.from;
  return sql`
    select t.starts_at, p.day, m.minute,
      case when u.exclusive then 0 else saunas.capacity - coalesce(u.seats_taken, 0) end as seats_left,
      (u.sauna_id is null or (not u.exclusive and u.seats_taken = 0)) as whole_free
    from (values ${pieces}) as p(day, weekday, from_minute, to_minute)
    join sauna_session_hours h
      on h.sauna_id = saunas.id and h.weekday = p.weekday and h.first_start <= p.to_minute and h.last_start >= p.from_minute
    cross join lateral generate_series(
      h.first_start + greatest(0, ceil((p.from_minute - h.first_start)::numeric / h.step))::int * h.step,
      least(h.last_start, p.to_minute)::int,
      h.step::int) as m(minute)
    cross join lateral (select (p.day + make_interval(mins => m.minute)) at time zone ${TIME_ZONE} as starts_at) t
    left join booking_slot_usage u on u.sauna_id = saunas.id and u.starts_at = t.starts_at
    where t.starts_at > ${after.toISOString()}::timestamptz and t.starts_at < ${span.until.toISOString()}::timestamptz
      and not exists (select 1 from sauna_blackout_dates b where b.sauna_id = saunas.id and b.date = p.day)
      and not exists (
        select 1 from sauna_busy_times bt
        where bt.sauna_id = saunas.id and bt.starts_at < t.starts_at + make_interval(mins => saunas.session_minutes) and bt.ends_at > t.starts_at)
      and (
        (u.sauna_id is null or (not u.exclusive and u.seats_taken = 0)) and saunas.capacity >= ${guests}::int
        or saunas.price_shared is not null and not coalesce(u.exclusive, false) and saunas.capacity - coalesce(u.seats_taken, 0) >= ${guests}::int
      )
    -- The night the clocks go forward, two wall-clock starts can be one instant: the earlier start names it.
    order by t.starts_at, m.minute
    limit 1`;
}

/** The page's cards: each sauna's card, distance and the session one tap books. */
async function freeCards(db: Db, query: ListingQuery, found: Found[], guests: number, span: WindowSpan): Promise<FreeSaunaCard[]> {
  if (found.length === 0) return [];
  const rows = await db
    .select({
      ...saunaCardColumns, county: placeOnDateColumns.county, location: placeOnDateColumns.location,
      lat: placeOnDateColumns.latitude, lng: placeOnDateColumns.longitude,
      pricePrivate: saunas.pricePrivate, priceShared: saunas.priceShared, priceGroup: saunas.priceGroup,
      capacity: saunas.capacity, groupMinGuests: saunas.groupMinGuests, offPeakPercent: saunas.offPeakPercent,
    })
    .from(saunas)
    // Each card where its sauna is on the window's first day.
    .leftJoin(saunaStops, stopOnDate(span.pieces[0].date))
    .where(inArray(saunas.id, found.map((f) => f.id)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const origin = searchOrigin(query);
  const cards = found.flatMap((f) => {
    const row = byId.get(f.id);
    if (!row) return [];
    const time = `${String(Math.floor(f.minute / 60)).padStart(2, "0")}:${String(f.minute % 60).padStart(2, "0")}`;
    const offer = cheapestFit(row, guests, f, { date: f.day, time });
    if (!offer) return [];
    return [{
      ...withDistance(toSaunaCard(row), origin, row),
      freeSession: { date: f.day, time, startsAt: f.startsAt.toISOString(), seatsLeft: f.seatsLeft, guests, ...offer },
    }];
  });
  // The geo index orders by a flat map of Ireland; the page's few are put in their true order.
  return effectiveSort(query) === "distance" ? byDistance(cards) : cards;
}

/**
 * The booking type one tap makes for the party: of those the sauna offers that still fit the
 * session (whole sauna free for private and group, enough seats for shared, the group's
 * minimum), the one that costs the party least; private on a tie.
 */
export function cheapestFit(
  pricing: SaunaPricing,
  guests: number,
  slot: { seatsLeft: number; wholeFree: boolean },
  when: { date: string; time: string },
): { bookingType: BookingType; total: number } | null {
  let best: { bookingType: BookingType; total: number } | null = null;
  for (const type of offeredBookingTypes(pricing)) {
    const range = guestRange(pricing, type);
    if (guests < range.min || guests > range.max) continue;
    if (type === "shared" ? slot.seatsLeft < guests : !slot.wholeFree) continue;
    const price = bookingPrice(pricing, type, guests, when);
    if (price && (!best || price.total < best.total)) best = { bookingType: type, total: price.total };
  }
  return best;
}
