// Public sauna lists: the All Saunas listing (search, filters, sort, pages), the home page's
// top-rated cards, county counts and map markers. Every list uses the one public rule,
// isPublicSauna, and the indexes on saunas (public/rating btree, county btree, search GIN).
import { and, arrayContains, asc, count, desc, eq, gte, inArray, isNotNull, lte, notInArray, sql, sum, type SQL } from "drizzle-orm";
import { AMENITY_FILTERS, amenityMaskOf, amenityOf, type AmenityFilter } from "#domain/amenity-filters";
import { LISTING_PAGE_SIZE, LISTING_RESULT_CAP, TOP_RATED_FEATURED_MIN_RATING, type SaunaType } from "#domain/constants";
import { parseBounds, parseSaunaType, type MapBounds, type MapMarker, type MarkerSet } from "#domain/map-markers";
import { effectiveSort, type ListingQuery, type ListingSort } from "#domain/listing-query";
import { parseListingQuery } from "./listing-query";
import { atHomeThatDay, dependsOnPlace, stopOfTheDay, distanceAtHome, saunasOnStops, searchOrigin, searchPlace, type SearchPlace } from "./sauna-position-on-date";
import { placeOnDateColumns, stopDays, stopOnDate } from "./sauna-place-on-date";
import { todayInIreland } from "#domain/session-slots";
import type { GeoPoint } from "#domain/search-origin";
import { rowsOf } from "#server/db/rows-of";
import { saunaStops } from "#server/db/schema/sauna-stops";
import type { Db } from "#server/db/client";
import { publicAmenityCounts } from "#server/db/schema/public-amenity-counts";
import { publicSaunaCounts } from "#server/db/schema/public-sauna-counts";
import { GEO_LONGITUDE_SCALE, saunas } from "#server/db/schema/saunas";
import { byDistance, isPublicSauna, saunaCardColumns, toSaunaCard, withDistance, type SaunaCardData } from "./sauna-card";

/** Stands in for "no sauna" in an empty NOT IN list. */
const NO_SAUNA = "00000000-0000-0000-0000-000000000000";

/**
 * A chip that fewer public saunas than this have (in the search's county and type, per
 * public_amenity_counts) is looked up in saunas_public_amenities_idx (GIN) and its saunas read:
 * walking a list's index for it would pass over nearly every other entry (~5 ms at 100,000
 * saunas), reading its few rows costs less. A chip nobody has there ends the search at once.
 */
export const RARE_CHIP_SAUNAS = 300;

/** At most this many words of a query take part in the search. */
const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * Turns whatever a visitor typed into a safe prefix query for to_tsquery: only runs of letters
 * and digits survive, each becomes `word:*`, all joined with `&`. Operators, quotes and
 * punctuation (`&|!:*()'<>`) never reach the query parser. Returns null when nothing is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((w) => w.slice(0, MAX_WORD_LENGTH))
    .filter((w, i, all) => all.indexOf(w) === i)
    .slice(0, MAX_QUERY_WORDS);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

export type SaunaListing = {
  saunas: SaunaCardData[];
  /** Matches counted up to LISTING_RESULT_CAP; `totalCapped` says there are more. */
  total: number;
  totalCapped: boolean;
  page: number;
  pages: number;
  pageSize: number;
  /** The query as applied (after validation and clamping), for links and the filter form. */
  query: ListingQuery;
  sort: ListingSort;
  /** Each amenity chip (in AMENITY_FILTERS' order) and how many saunas the search finds with it too. */
  amenityCounts: AmenityCount[];
};

/**
 * A chip's count: the saunas the current search (every other filter and chip kept) finds that
 * also have this amenity; for a chip that is on, the search's own total. `capped`: there are at
 * least `count` (a search wider than LISTING_RESULT_CAP counts its chips among the matches its
 * total counted; see countAmenityFilters), shown "312+".
 */
export type AmenityCount = { slug: AmenityFilter; count: number; capped: boolean };

/**
 * The All Saunas listing. Accepts a parsed ListingQuery or raw URL parameters; invalid values
 * are ignored and the page is clamped to the last page that has results.
 *
 * Its cost doesn't grow with the directory: matches are counted only up to
 * LISTING_RESULT_CAP and pages go no deeper (narrower filters reach the rest; every sauna is in
 * the sitemap), each list order has its own partial index (migration 0010), and a text search
 * ranks by relevance among its best-rated matches only.
 */
export async function listPublicSaunas(
  db: Db,
  input: ListingQuery | URLSearchParams | Record<string, unknown> = {},
  now = new Date(),
): Promise<SaunaListing> {
  const query = parseListingQuery(input);
  const sort = effectiveSort(query);
  // Without a window the day searched is today in Ireland: where mobile saunas stand now.
  const day = todayInIreland(now);
  const place = searchPlace(query, day);
  // Only a county changes which saunas match; nearest first changes the order, not the count.
  const byCounty = place.county !== null;
  const { where, unplaced, tsq, noMatch } = await searchConditions(db, query);

  // The matches up to the cap, and how many of those have each chip, in one pass over (without
  // text) one index's entries: the page's total and the chips' counts (countAmenityFilters).
  // In a county, those at home there that day, plus the Mobile saunas on a stop in it.
  // With text in a county, the count walks the county's rating order, as the relevance ranking
  // does: left to choose, PostgreSQL ANDs the text index's bitmap into the county's, and a common
  // word's bitmap (`q=sauna`: 94,000 entries) took 11 ms of the count's 15 at 100,000 saunas.
  const countAlong = byCounty && tsq ? byRating() : [];
  const counted = db.select({ mask: sql<number>`${saunas.amenityMask}`.as("mask") }).from(saunas)
    .where(byCounty ? and(unplaced, atHomeThatDay(place)) : where).orderBy(...countAlong).limit(LISTING_RESULT_CAP + 1).as("counted");
  const [{ matches: atHome, ...withBit }] = noMatch ? [{ matches: 0 }] : await db
    .select({
      matches: count(),
      ...Object.fromEntries(AMENITY_FILTERS.map((_, bit) => [`bit${bit}`, sql<number>`count(*) filter (where (${counted.mask} & ${sql.raw(String(1 << bit))}) <> 0)`.mapWith(Number)])),
    })
    .from(counted);
  const visitors = byCounty && !noMatch
    ? await saunasOnStops<{ mask: number }>(db, place, unplaced, sql`${saunas.amenityMask} as mask`, LISTING_RESULT_CAP + 1)
    : [];
  const matches = atHome + visitors.length;
  // The visitors of the day (a county's stops are read whole) with each chip.
  const visitorChips = AMENITY_FILTERS.map((_, bit) => visitors.filter((v) => (Number(v.mask) & (1 << bit)) !== 0).length);
  const chipMatches = AMENITY_FILTERS.map((_, bit) => ((withBit as Record<string, number>)[`bit${bit}`] ?? 0) + visitorChips[bit]);
  const total = Math.min(matches, LISTING_RESULT_CAP);
  const pages = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const offset = (page - 1) * LISTING_PAGE_SIZE;

  // First the page's ids, in order (an index-only scan of the list's own index), then the cards
  // of those 24: no heap reads for the rows the page skips.
  const ids = total === 0 ? []
    : dependsOnPlace(place) ? await placedPageIds(db, { sort, tsq, unplaced, place, offset })
    : await pageIds(db, { sort, tsq, where, origin: searchOrigin(query), offset });
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = ids.length ? (await cardsOnTheDay(db, ids, day)).sort((a, b) => order.get(a.id)! - order.get(b.id)!) : [];
  const origin = searchOrigin(query);

  const totalCapped = matches > LISTING_RESULT_CAP;
  return {
    // The geo index orders by a flat map of Ireland; the page's few are put in their true order.
    saunas: sort === "distance" ? byDistance(rows.map((r) => withDistance(toSaunaCard(r), origin, r))) : rows.map((r) => withDistance(toSaunaCard(r), origin, r)),
    total,
    totalCapped,
    page,
    pages,
    pageSize: LISTING_PAGE_SIZE,
    query: { ...query, page },
    sort,
    amenityCounts: await countAmenityFilters(db, query, chipMatches, total, totalCapped, visitorChips),
  };
}

const byRating = () => [desc(saunas.averageRating), desc(saunas.featured), desc(saunas.totalReviews), asc(saunas.id)];

/** The list's order as SQL (nearest first from a listing's pin). */
function listOrder(sort: ListingSort, origin: GeoPoint | null): SQL[] {
  switch (sort) {
    case "price-asc":
      return [asc(saunas.pricePerSession), ...byRating()];
    case "price-desc":
      return [desc(saunas.pricePerSession), ...byRating()];
    case "newest":
      return [desc(saunas.createdAt), asc(saunas.id)];
    case "distance":
      // Alone: the geo index gives this order only without a second key (ties are rare).
      return [distanceAtHome(origin!)];
    default:
      return byRating();
  }
}

/** A page's ids when place does not matter (or only a listing's pin does): one walk of the list's index. */
async function pageIds(db: Db, o: { sort: ListingSort; tsq: SQL | null; where: SQL; origin: GeoPoint | null; offset: number }): Promise<string[]> {
  if (o.sort === "relevance" && o.tsq) {
    // Rank the best-rated matches (as many as can be paged through) by how well they match.
    const candidates = db.$with("candidates").as(
      db.select({ id: saunas.id, rating: saunas.averageRating, rank: sql<number>`ts_rank(${saunas.searchDocument}, ${o.tsq})`.as("rank") })
        .from(saunas).where(o.where).orderBy(...byRating()).limit(LISTING_RESULT_CAP),
    );
    const rows = await db.with(candidates).select({ id: candidates.id }).from(candidates)
      .orderBy(desc(candidates.rank), desc(candidates.rating), asc(candidates.id)).limit(LISTING_PAGE_SIZE).offset(o.offset);
    return rows.map((r) => r.id);
  }
  // The id makes the order total, so no sauna appears on two pages or on none.
  const rows = await db.select({ id: saunas.id }).from(saunas).where(o.where).orderBy(...listOrder(o.sort, o.origin)).limit(LISTING_PAGE_SIZE).offset(o.offset);
  return rows.map((r) => r.id);
}

/**
 * A page's ids when place matters that day (a county, or nearest first): the first
 * offset + page size of each source in the list's order (sauna-position-on-date.ts), merged in
 * JavaScript by the same keys, so pages neither repeat nor skip a sauna.
 */
async function placedPageIds(db: Db, o: { sort: ListingSort; tsq: SQL | null; unplaced: SQL; place: SearchPlace; offset: number }): Promise<string[]> {
  const needed = o.offset + LISTING_PAGE_SIZE;
  const rank = o.tsq ? sql`ts_rank(${saunas.searchDocument}, ${o.tsq})::float8` : sql`0::float8`;
  const keys = sql`${saunas.id} as id, ${saunas.averageRating}::float8 as rating, ${saunas.featured} as featured,
    ${saunas.totalReviews} as reviews, ${saunas.pricePerSession}::float8 as price,
    to_char(${saunas.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS') as created, ${rank} as rank`;
  const home = and(o.unplaced, atHomeThatDay(o.place))!;
  const origin = o.place.origin;
  // Relevance ranks the best-rated matches of both sources (up to the cap), as pageIds does.
  const homeRows = o.sort === "relevance"
    ? rowsOf<SortKeys>(await db.execute(sql`select * from (select ${keys} from ${saunas} where ${home}
        order by ${sql.join(byRating(), sql`, `)} limit ${LISTING_RESULT_CAP}) c order by rank desc, rating desc, id limit ${needed}`))
    : rowsOf<SortKeys>(await db.execute(sql`select ${keys}, ${origin ? distanceAtHome(origin) : sql`null::float8`} as distance
        from ${saunas} where ${home} order by ${sql.join(listOrder(o.sort, origin), sql`, `)} limit ${needed}`));
  // Nearest first: stops beyond the farthest of a full page at home can't make the page.
  const within = origin && homeRows.length === needed ? Number(homeRows[homeRows.length - 1].distance) : Infinity;
  const stopRows = await saunasOnStops<SortKeys>(db, o.place, o.unplaced, keys, needed, within);
  const merged = [...homeRows, ...stopRows].map((r) => ({ ...r, rating: Number(r.rating), price: Number(r.price), reviews: Number(r.reviews), rank: Number(r.rank), distance: r.distance == null ? null : Number(r.distance) }));
  return merged.sort(compareIn(o.sort)).slice(o.offset, needed).map((r) => r.id);
}

type SortKeys = { id: string; rating: number; featured: boolean; reviews: number; price: number; created: string; rank: number; distance?: number | null };

/** The list's order in JavaScript, key for key as listOrder and the relevance ranking say it in SQL. */
function compareIn(sort: ListingSort): (a: SortKeys, b: SortKeys) => number {
  const cmp = (x: number | string, y: number | string) => (x < y ? -1 : x > y ? 1 : 0);
  const rating = (a: SortKeys, b: SortKeys) =>
    cmp(b.rating, a.rating) || cmp(Number(b.featured), Number(a.featured)) || cmp(b.reviews, a.reviews) || cmp(a.id, b.id);
  switch (sort) {
    case "price-asc": return (a, b) => cmp(a.price, b.price) || rating(a, b);
    case "price-desc": return (a, b) => cmp(b.price, a.price) || rating(a, b);
    case "newest": return (a, b) => cmp(b.created, a.created) || cmp(a.id, b.id);
    case "distance": return (a, b) => cmp(a.distance ?? Infinity, b.distance ?? Infinity) || cmp(a.id, b.id);
    case "relevance": return (a, b) => cmp(b.rank, a.rank) || cmp(b.rating, a.rating) || cmp(a.id, b.id);
    default: return rating;
  }
}

/** The page's cards where each sauna is on `day`: a Mobile sauna's stop of the day, else its listing's place. */
export async function cardsOnTheDay(db: Db, ids: string[], day: string) {
  return db
    .select({ ...saunaCardColumns, county: placeOnDateColumns.county, location: placeOnDateColumns.location, lat: placeOnDateColumns.latitude, lng: placeOnDateColumns.longitude })
    .from(saunas)
    .leftJoin(saunaStops, stopOnDate(day))
    .where(inArray(saunas.id, ids));
}

export type SearchConditions = {
  /** The public rule and every filter of the search (text, county, type, price, chips; with a place, having a position), by the listing's own place. */
  where: SQL;
  /** The same without the filters on place (county, having a position): for searches on a day (sauna-position-on-date.ts). */
  unplaced: SQL;
  /** The text query, for ranking by relevance; null without text. */
  tsq: SQL | null;
  /** A chip no sauna of the county and type has: nothing can match. */
  noMatch: boolean;
};

/**
 * The search's filters as SQL, one place for the listing and the window search
 * (free-session-search.ts).
 */
export async function searchConditions(db: Db, query: ListingQuery): Promise<SearchConditions> {
  const tsQuery = query.q ? toPrefixTsQuery(query.q) : null;
  const tsq = tsQuery ? sql`to_tsquery('simple', ${tsQuery})` : null;

  const conditions: SQL[] = [isPublicSauna!];
  if (tsq) conditions.push(sql`${saunas.searchDocument} @@ ${tsq}`);
  if (query.type) conditions.push(eq(saunas.type, query.type));
  if (query.minPrice !== undefined) conditions.push(gte(saunas.pricePerSession, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(saunas.pricePerSession, query.maxPrice));
  // Every chip that is on: its bit in amenity_mask, which the list-order indexes carry (migration 0029).
  let noMatch = false;
  if (query.amenities?.length) {
    const wanted = amenityMaskOf(query.amenities);
    if (effectiveSort(query) === "distance") {
      // The same test bit by bit: the planner takes `mask & bits = bits` for a rare match and
      // would sort every such sauna by distance, where walking the geo index nearest first
      // finds a page after a few dozen (`<> 0` it takes for a common one).
      for (const bit of query.amenities.map((a) => amenityMaskOf([a]))) conditions.push(sql`(${saunas.amenityMask} & ${bit}::int) <> 0`);
    } else {
      conditions.push(sql`(${saunas.amenityMask} & ${wanted}::int) = ${wanted}::int`);
    }
    const rarest = await rarestChip(db, query);
    if (rarest.saunas === 0) noMatch = true;
    else if (rarest.saunas < RARE_CHIP_SAUNAS) conditions.push(arrayContains(saunas.amenities, [rarest.amenity]));
  }
  const placeConditions: SQL[] = [];
  if (query.county) placeConditions.push(eq(saunas.county, query.county));
  // Nearest first lists only saunas that are somewhere: a distance needs a position.
  if (effectiveSort(query) === "distance") placeConditions.push(isNotNull(saunas.geo));
  return { where: and(...conditions, ...placeConditions)!, unplaced: and(...conditions)!, tsq, noMatch };
}

/**
 * Of the chips that are on, the one fewest public saunas of the search's type have. Not by
 * county: public_amenity_counts counts a sauna in its listing's county, and a Mobile sauna on a
 * stop that day is in another (decision 015).
 */
async function rarestChip(db: Db, query: ListingQuery): Promise<{ amenity: string; saunas: number }> {
  const wanted = (query.amenities ?? []).map(amenityOf);
  const rows = await db
    .select({ amenity: publicAmenityCounts.amenity, saunas: sum(publicAmenityCounts.saunas).mapWith(Number) })
    .from(publicAmenityCounts)
    .where(and(
      inArray(publicAmenityCounts.amenity, wanted),
      query.type ? eq(publicAmenityCounts.type, query.type) : undefined,
    ))
    .groupBy(publicAmenityCounts.amenity);
  const have = new Map(rows.map((r) => [r.amenity, r.saunas]));
  return wanted.map((amenity) => ({ amenity, saunas: have.get(amenity) ?? 0 })).reduce((a, b) => (b.saunas < a.saunas ? b : a));
}

/**
 * The chips' counts for a search (AmenityCount):
 * - no text, price or chip, at most a county and a type: from public_amenity_counts, which
 *   triggers keep exact (migration 0029), a few dozen rows whatever the size of the directory;
 * - any other search of at most LISTING_RESULT_CAP matches: `chipMatches`, how many of its
 *   matches have each chip, counted in the pass that counted the total (exact);
 * - a wider one: how many at least (`capped`, shown "312+"), from the same pass over the first
 *   LISTING_RESULT_CAP + 1 matches, since counting a chip among all of them would read them all
 *   (tens of thousands of index entries, or rows for a text search); exact when
 *   public_amenity_counts says the county and type have no more saunas with it than that.
 */
async function countAmenityFilters(db: Db, query: ListingQuery, chipMatches: number[], total: number, totalCapped: boolean, visitorChips: number[]): Promise<AmenityCount[]> {
  const on = new Set(query.amenities ?? []);
  // public_amenity_counts counts saunas by their listing's county, so for a county it is no
  // longer exact (Mobile saunas come and go by the day); with the day's visitors that have the
  // chip added it still bounds from above (so a chip nobody in the county has that day shows
  // "0", not "0+").
  const onlyCountyAndType = !query.q && query.minPrice === undefined && query.maxPrice === undefined && on.size === 0 && !query.county;
  // Exact for a county and type alone; for a wider search, how many it can have at most.
  const inCountyAndType = new Map<string, number>();
  if (onlyCountyAndType || totalCapped) {
    const rows = await db
      .select({ amenity: publicAmenityCounts.amenity, saunas: sum(publicAmenityCounts.saunas).mapWith(Number) })
      .from(publicAmenityCounts)
      .where(and(
        inArray(publicAmenityCounts.amenity, AMENITY_FILTERS.map((f) => f.amenity)),
        query.county ? eq(publicAmenityCounts.county, query.county) : undefined,
        query.type ? eq(publicAmenityCounts.type, query.type) : undefined,
      ))
      .groupBy(publicAmenityCounts.amenity);
    for (const r of rows) inCountyAndType.set(r.amenity, r.saunas);
  }

  return AMENITY_FILTERS.map(({ slug, amenity }, bit) => {
    if (on.has(slug)) return { slug, count: total, capped: totalCapped };
    const most = (inCountyAndType.get(amenity) ?? 0) + (visitorChips[bit] ?? 0);
    const least = chipMatches[bit];
    const exact = onlyCountyAndType ? most : !totalCapped ? least : most <= least ? most : null;
    if (exact !== null) return { slug, count: Math.min(exact, LISTING_RESULT_CAP), capped: exact > LISTING_RESULT_CAP };
    return { slug, count: Math.min(least, LISTING_RESULT_CAP), capped: true };
  });
}

/**
 * The home page's top-rated cards: featured saunas first (best rated among them), then the best
 * rated of the rest. Two small queries that both walk the public/rating index, instead of one
 * that sorts every public sauna by the featured flag.
 */
export async function topRatedSaunas(db: Db, limit = 4): Promise<SaunaCardData[]> {
  const bestFirst = [desc(saunas.averageRating), desc(saunas.totalReviews), asc(saunas.id)];
  const featured = await db
    .select(saunaCardColumns)
    .from(saunas)
    // Featured first, but only among the well rated: 'top-rated' must mean what it says.
    .where(and(isPublicSauna, eq(saunas.featured, true), gte(saunas.averageRating, TOP_RATED_FEATURED_MIN_RATING)))
    .orderBy(...bestFirst)
    .limit(limit);
  const rest =
    featured.length < limit
      ? await db
          .select(saunaCardColumns)
          .from(saunas)
          .where(and(isPublicSauna, notInArray(saunas.id, featured.length ? featured.map((f) => f.id) : [NO_SAUNA])))
          .orderBy(...bestFirst)
          .limit(limit - featured.length)
      : [];
  return [...featured, ...rest].map(toSaunaCard);
}

/**
 * How many public saunas each of the given counties has (0 for a county with none), read from
 * public_sauna_counts, which triggers on saunas keep exact (migration 0017): a few rows, where
 * counting them read every sauna of the county (~15 ms at 100,000 saunas).
 */
export async function countPublicSaunasByCounty<C extends string>(db: Db, counties: readonly C[]): Promise<Record<C, number>> {
  const rows = await db
    .select({ county: publicSaunaCounts.county, total: publicSaunaCounts.saunas })
    .from(publicSaunaCounts)
    .where(inArray(publicSaunaCounts.county, [...counties]));
  const result = Object.fromEntries(counties.map((c) => [c, 0])) as Record<C, number>;
  for (const row of rows) result[row.county as C] = row.total;
  return result;
}

export type { MapMarker } from "#domain/map-markers";

/**
 * A map can only show so many markers usefully; beyond this the best rated win, the map asks
 * again for its visible area as it moves, and the full list is one click away on /saunas. Each
 * marker is a row read from the table: 250 take ~4 ms at 100,000 saunas, 1,000 took ~20 ms.
 */
export const MAP_MARKER_LIMIT = 250;

/** Markers for the home page map: public saunas that have coordinates, optionally of one type. */
export async function mapMarkers(db: Db, type?: SaunaType, limit = MAP_MARKER_LIMIT): Promise<MapMarker[]> {
  return (await markerRows(db, type, null, limit)).slice(0, limit);
}

/**
 * The map's markers endpoint (`?type=` and `?bbox=west,south,east,north`, both optional; bad
 * values are ignored): the best-rated public saunas of the area, at most `limit`, and whether
 * that is all of them. Inside an area the GiST index on `geo` (migration 0009) finds them.
 */
export async function mapMarkerSet(db: Db, params: URLSearchParams, limit = MAP_MARKER_LIMIT): Promise<MarkerSet> {
  const rows = await markerRows(db, parseSaunaType(params.get("type")), parseBounds(params.get("bbox")), limit + 1);
  return { markers: rows.slice(0, limit), complete: rows.length <= limit };
}

/**
 * Up to this many saunas in a visible area are read from the geo index and sorted; with more,
 * the best rated are walked until enough lie inside. Either way a few thousand index entries at
 * most are read at 100,000 saunas (the walk reads about limit × directory ÷ saunas in the area).
 */
export const AREA_SORT_LIMIT = 2_000;

const ratingOrder = () => [desc(saunas.averageRating), desc(saunas.featured), desc(saunas.totalReviews), asc(saunas.id)];

/** Marker columns where each sauna is today (stopOfTheDay joined): a Mobile sauna at its stop of the day. */
const markerColumnsToday = sql`${saunas.id} as id, ${saunas.name} as name, ${saunas.type} as type,
  coalesce(today.county, ${saunas.county}) as county, coalesce(today.latitude, ${saunas.latitude}) as lat,
  coalesce(today.longitude, ${saunas.longitude}) as lng, ${saunas.averageRating}::float8 as rating,
  ${saunas.pricePerSession}::float8 as price, ${saunas.featured} as featured, ${saunas.totalReviews} as reviews`;

type MarkerRow = Omit<MapMarker, "lat" | "lng"> & { lat: number | null; lng: number | null; featured: boolean; reviews: number };

/** Only saunas with a position that day are asked for, so lat and lng are set. */
const toMarker = (r: MarkerRow): MapMarker => ({ id: r.id, name: r.name, type: r.type, county: r.county, lat: Number(r.lat), lng: Number(r.lng), rating: Number(r.rating), price: Number(r.price) });

/** The rating order of ratingOrder() in JavaScript, for markers merged from two sources. */
const byMarkerRating = (a: MarkerRow, b: MarkerRow) =>
  Number(b.rating) - Number(a.rating) || Number(b.featured) - Number(a.featured) || Number(b.reviews) - Number(a.reviews) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The markers, each where its sauna is today (decision 015): a Mobile sauna on a stop stands
 * there, inside the box or out of it, whatever its listing says.
 */
async function markerRows(db: Db, type: SaunaType | undefined, bounds: MapBounds | null, limit: number, now = new Date()): Promise<MapMarker[]> {
  const day = todayInIreland(now);
  const ofType = type ? eq(saunas.type, type) : sql`true`;
  const markers = async (query: SQL) => rowsOf<MarkerRow>(await db.execute(query));
  if (!bounds) {
    // The listing's rating order, which saunas_public_rank_idx holds (migration 0010): the
    // best `limit` come straight off the index, a Mobile one probed for its stop as it comes.
    const rows = await markers(sql`select ${markerColumnsToday} from ${saunas} ${stopOfTheDay(day)}
      where ${and(isPublicSauna, ofType)} and coalesce(today.latitude, ${saunas.latitude}) is not null
      order by ${sql.join(ratingOrder(), sql`, `)} limit ${limit}`);
    return rows.map(toMarker);
  }
  // `geo` is null unless both coordinates are set, so being inside the box implies having them.
  const box = sql`box(point(${bounds.west * GEO_LONGITUDE_SCALE}::float8, ${bounds.south}::float8), point(${bounds.east * GEO_LONGITUDE_SCALE}::float8, ${bounds.north}::float8))`;
  const place = { date: day, county: null, origin: null };
  const inside = sql`${saunas.geo} <@ ${box}`;
  const atHome = and(isPublicSauna, atHomeThatDay(place))!;
  // The saunas on a stop in the box today: the stops GiST index on (daterange, geo) finds them.
  const onStopsInBox = (columns: SQL, n: number, order: SQL) => sql`select ${columns} from sauna_stops
    join ${saunas} on ${saunas.id} = sauna_stops.sauna_id
    left join lateral (select sauna_stops.county, sauna_stops.latitude, sauna_stops.longitude) as today on true
    where ${stopDays} @> ${day}::date and sauna_stops.geo <@ ${box} and ${saunas.type} = 'Mobile' and ${and(isPublicSauna, ofType)}
    ${order} limit ${n}`;

  // How many saunas the area holds today, counted no further than AREA_SORT_LIMIT + 1 (of any
  // type, so that this reads at most that many entries of the geo index whatever the type).
  const [{ n: home }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from
    (select 1 from ${saunas} where ${and(atHome, inside)} limit ${AREA_SORT_LIMIT + 1}) probe`));
  const visitors = await markers(onStopsInBox(markerColumnsToday, limit, sql`order by ${sql.join(ratingOrder(), sql`, `)}`));

  if (Number(home) <= AREA_SORT_LIMIT) {
    // A few: all of them straight from saunas_public_geo_cover_idx, which carries every column
    // needed, then the best `limit` of the type. (The LIMIT keeps the read bounded even if many
    // saunas were published there since the count; the map would then lack a few until it asks
    // again.)
    const rows = await markers(sql`select * from (select ${markerColumnsToday} from ${saunas}
      left join lateral (select null::text as county, null::float8 as latitude, null::float8 as longitude) as today on true
      where ${and(atHome, inside)} limit ${AREA_SORT_LIMIT + 1}) in_area
      where ${type ? sql`type = ${type}` : sql`true`}
      order by rating desc, featured desc, reviews desc, id limit ${limit}`);
    return [...rows, ...visitors].sort(byMarkerRating).slice(0, limit).map(toMarker);
  }

  // Many: walk saunas_public_rank_idx (or saunas_public_type_rank_idx for a type), which carry
  // geo (migration 0017), testing each entry against the box without reading the table, until
  // `limit` are inside; then read those, leaving out a Mobile sauna on a stop elsewhere today
  // (walking further when some were). coalesce() hides the test from the geo indexes, whose
  // share of rows inside a box the planner cannot estimate (it would read every sauna in a
  // county-sized box and sort them).
  for (let walk = limit; ; walk *= 2) {
    const best = sql`select ${saunas.id} as id from ${saunas} where ${and(isPublicSauna, sql`coalesce(${inside}, false)`, ofType)}
      order by ${sql.join(ratingOrder(), sql`, `)} limit ${walk}`;
    const rows = await markers(sql`with best as materialized (${best})
      select ${markerColumnsToday} from best join ${saunas} on ${saunas.id} = best.id
      left join lateral (select null::text as county, null::float8 as latitude, null::float8 as longitude) as today on true
      where ${atHomeThatDay(place)} order by ${sql.join(ratingOrder(), sql`, `)}`);
    const enough = rows.length >= limit || Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${best}) b`))[0].n) < walk;
    if (enough) return [...rows, ...visitors].sort(byMarkerRating).slice(0, limit).map(toMarker);
  }
}
