import { sql } from "drizzle-orm";
import {
  boolean, check, customType, doublePrecision, index, integer, jsonb, numeric, pgTable, point, text, timestamp, uuid, type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { AMENITY_FILTERS } from "#domain/amenity-filters";
import type { WeeklyAvailability } from "#domain/availability";
import { amenityWordsSql } from "#server/db/amenity-search-words";
import { profiles } from "./profiles";

/** The public rule (docs/product.md §4: active and published) as an index predicate. */
const isPublic = (t: { status: AnyPgColumn; isPublished: AnyPgColumn }) => sql`${t.status} = 'active' and ${t.isPublished}`;

/** cos(53.5°): Ireland's middle latitude (see `geo`). */
export const GEO_LONGITUDE_SCALE = 0.5948;

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * `amenity_mask`'s expression: bit n set when the sauna lists AMENITY_FILTERS[n]'s amenity (the
 * chips' order, domain/amenity-filters.ts). Written from that list, so a chip added, removed or
 * moved changes this expression and `drizzle-kit generate` sees it (the column must then be
 * dropped and added again by the migration, which recomputes every row).
 */
const amenityMaskExpression = sql.raw(AMENITY_FILTERS.map((f, bit) => `(('${f.amenity}' = any(amenities))::int << ${bit})`).join(" | "));


/** docs/product.md §3 Sauna, plus the pricing and schedule columns booking needs (docs/product.md §3). */
export const saunas = pgTable(
  "saunas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id").references(() => profiles.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    type: text("type").notNull(),
    capacity: integer("capacity").notNull().default(4),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    county: text("county").notNull(),
    location: text("location"),
    address: text("address"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** The headline price shown on cards: the private session price. */
    pricePerSession: numeric("price_per_session", { precision: 10, scale: 2, mode: "number" }).notNull().default(45),
    pricePrivate: numeric("price_private", { precision: 10, scale: 2, mode: "number" }).notNull().default(45),
    priceShared: numeric("price_shared", { precision: 10, scale: 2, mode: "number" }),
    priceGroup: numeric("price_group", { precision: 10, scale: 2, mode: "number" }),
    sessionMinutes: integer("session_minutes").notNull().default(90),
    groupMinGuests: integer("group_min_guests").notNull().default(6),
    /** Weekly availability (domain/availability.ts): weekday → time ranges; null = every day 09:00–21:00. */
    weeklySchedule: jsonb("weekly_schedule").$type<WeeklyAvailability>(),
    averageRating: numeric("average_rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    totalReviews: integer("total_reviews").notNull().default(0),
    status: text("status").notNull().default("pending"),
    isPublished: boolean("is_published").notNull().default(false),
    isClaimed: boolean("is_claimed").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    website: text("website"),
    phone: text("phone"),
    placeId: text("place_id").unique(),
    /** Normalised name and address of a sauna added by discovery, so two admins can't add it twice. */
    discoveryKey: text("discovery_key").unique(),
    /** The onboarding wizard's kind of sauna (barrel, cabin, mobile, indoor, outdoor). */
    style: text("style"),
    eircode: text("eircode"),
    /** Percentage off sessions that start before 16:00 Monday to Friday; null: no off-peak rate. */
    offPeakPercent: integer("off_peak_percent"),
    /** The host's own calendar (.ics) whose busy times block sessions (sauna_busy_times). */
    icsImportUrl: text("ics_import_url"),
    icsImportedAt: timestamp("ics_imported_at", { withTimezone: true }),
    icsImportError: text("ics_import_error"),
    /**
     * When the last import read the calendar only part of the way (it has more events than an
     * import reads), the moment up to which it did; null when it read the whole booking horizon.
     */
    icsImportCutShortAt: timestamp("ics_import_cut_short_at", { withTimezone: true }),
    /**
     * When the host saved the address and asked for an import that hasn't finished yet (the
     * background import does it, decision 011); null once an import has recorded its outcome.
     */
    icsImportRequestedAt: timestamp("ics_import_requested_at", { withTimezone: true }),
    /** Secret part of the host's calendar feed URL; replaced to revoke the old one. */
    icsFeedToken: text("ics_feed_token").unique(),
    /**
     * The owner may run this listing (edit it, see its bookings, be paid): true for a listing the
     * owner created, and for a claim once an admin has verified the claimant (sauna_claims).
     * Not the public 'verified' (that is the owner's profiles.is_verified): running a listing
     * and being a verified owner are two things.
     */
    ownerVerified: boolean("owner_verified").notNull().default(false),
    /**
     * When the host paused (unlisted) the sauna: hidden from every public list and page, and no
     * new bookings, while bookings already made stay. A trigger keeps is_published false while it
     * is set, so an administrator's Activate can't list it again behind the host's back (migration
     * 0023); only the host lists it again. An admin's suspension is the status, a separate thing.
     */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Where the sauna is, as a plane point for the nearest-first index: longitude shrunk by
     * cos(53.5°) so that across Ireland one unit is about as far east-west as north-south.
     */
    geo: point("geo", { mode: "xy" }).generatedAlwaysAs(sql`point(longitude * ${sql.raw(String(GEO_LONGITUDE_SCALE))}, latitude)`),
    /**
     * What a text search matches (weights: name A; county, location, type B; amenities C;
     * description D), plus each listed amenity's words in every language (the chips' and the
     * hosts' labels, amenity-search-words.ts) at C, so a search finds what the filters find.
     */
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`sauna_search_document(name, county, location, description, type, amenities) || setweight(to_tsvector('simple', ${sql.raw(amenityWordsSql)}), 'C')`,
    ),
    /**
     * The chips' amenities as bits (amenityMaskExpression), kept by PostgreSQL from `amenities`:
     * the public listing's indexes carry it (INCLUDE, migration 0029), so a chip filter
     * (`amenity_mask & wanted = wanted`) and the chips' counts are read from an index alone.
     */
    amenityMask: integer("amenity_mask").notNull().generatedAlwaysAs(amenityMaskExpression),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("saunas_status_check", sql`${t.status} in ('pending', 'active', 'suspended')`),
    check("saunas_type_check", sql`${t.type} in ('Wood-Fired', 'Sea View', 'Mobile', 'Infrared', 'Traditional', 'Spa')`),
    check("saunas_capacity_check", sql`${t.capacity} between 1 and 20`),
    check("saunas_session_minutes_check", sql`${t.sessionMinutes} >= 30 and ${t.sessionMinutes} % 15 = 0`),
    check("saunas_group_min_check", sql`${t.groupMinGuests} >= 1`),
    check("saunas_prices_check", sql`${t.pricePerSession} >= 0 and ${t.pricePrivate} >= 0 and coalesce(${t.priceShared}, 0) >= 0 and coalesce(${t.priceGroup}, 0) >= 0`),
    check("saunas_rating_check", sql`${t.averageRating} between 0 and 5 and ${t.totalReviews} >= 0`),
    check("saunas_latitude_check", sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check("saunas_longitude_check", sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
    check("saunas_style_check", sql`${t.style} is null or ${t.style} in ('barrel', 'cabin', 'mobile', 'indoor', 'outdoor')`),
    check("saunas_off_peak_check", sql`${t.offPeakPercent} is null or ${t.offPeakPercent} between 1 and 90`),
    // Partial indexes in the exact order of each public list, so a page of any list
    // is read from the front of an index, whatever the size of the directory.
    index("saunas_public_rank_idx").on(t.averageRating.desc().nullsFirst(), t.featured.desc().nullsFirst(), t.totalReviews.desc().nullsFirst(), t.id).where(isPublic(t)),
    index("saunas_public_county_rank_idx").on(t.county, t.averageRating.desc().nullsFirst(), t.featured.desc().nullsFirst(), t.totalReviews.desc().nullsFirst(), t.id).where(isPublic(t)),
    index("saunas_public_type_rank_idx").on(t.type, t.averageRating.desc().nullsFirst(), t.featured.desc().nullsFirst(), t.totalReviews.desc().nullsFirst(), t.id).where(isPublic(t)),
    index("saunas_public_price_idx").on(t.pricePerSession, t.averageRating.desc().nullsFirst(), t.featured.desc().nullsFirst(), t.totalReviews.desc().nullsFirst(), t.id).where(isPublic(t)),
    index("saunas_public_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id).where(isPublic(t)),
    // A county and a type together (/saunas?county=Cork&type=Wood-Fired): each order again behind
    // both, so neither filter has to be applied row by row (migration 0017).
    index("saunas_public_county_type_rank_idx").on(t.county, t.type, t.averageRating.desc().nullsFirst(), t.featured.desc().nullsFirst(), t.totalReviews.desc().nullsFirst(), t.id).where(isPublic(t)),
    index("saunas_public_county_type_price_idx").on(t.county, t.type, t.pricePerSession, t.averageRating.desc().nullsFirst(), t.featured.desc().nullsFirst(), t.totalReviews.desc().nullsFirst(), t.id).where(isPublic(t)),
    index("saunas_public_county_type_newest_idx").on(t.county, t.type, t.createdAt.desc().nullsFirst(), t.id).where(isPublic(t)),
    // The sitemap: its files are ranges of ids (read with their last change, index only), and
    // the index's lastmod is the latest change of any public sauna (migration 0017).
    index("saunas_public_id_updated_idx").on(t.id, t.updatedAt).where(isPublic(t)),
    index("saunas_public_updated_idx").on(t.updatedAt).where(isPublic(t)),
    // What Drizzle cannot declare (INCLUDE columns), migration 0017's SQL adds: the two rating
    // indexes above (saunas_public_rank_idx, saunas_public_type_rank_idx) also carry geo, and
    // saunas_public_geo_cover_idx is the geo index carrying every column a map marker needs
    // (markerRows in server/features/saunas/sauna-listing.service.ts). Migration 0029's makes the
    // eight list-order indexes above carry amenity_mask (and price_per_session where it is not a
    // key), so a search by county, type, price and chips is answered from one of them alone.
    index("saunas_owner_idx").on(t.ownerId),
    index("saunas_search_idx").using("gin", t.searchDocument),
    // A chip few saunas have (a count in public_amenity_counts under RARE_CHIP_SAUNAS): its
    // saunas straight from this, instead of walking a list's index past all the others.
    index("saunas_public_amenities_idx").using("gin", t.amenities).where(isPublic(t)),
    index("saunas_public_geo_idx").using("gist", t.geo).where(isPublic(t)),
    // The admin's Saunas table: newest first, a page at a time by (created_at, id), at 100,000 rows.
    index("saunas_created_idx").on(t.createdAt, t.id),
  ],
);
