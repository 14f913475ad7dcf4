import { sql } from "drizzle-orm";
import {
  boolean, check, customType, doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Weekly schedule: ISO weekday (1 = Monday … 7 = Sunday) → start times "HH:MM". Null = the default slots every day. */
export type WeeklySchedule = Partial<Record<"1" | "2" | "3" | "4" | "5" | "6" | "7", string[]>>;

/** Spec §3 Sauna, plus the pricing and schedule columns PRODUCT.md needs for booking. */
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
    weeklySchedule: jsonb("weekly_schedule").$type<WeeklySchedule>(),
    averageRating: numeric("average_rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    totalReviews: integer("total_reviews").notNull().default(0),
    status: text("status").notNull().default("pending"),
    isPublished: boolean("is_published").notNull().default(false),
    isClaimed: boolean("is_claimed").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    website: text("website"),
    phone: text("phone"),
    placeId: text("place_id").unique(),
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`sauna_search_document(name, county, location, description, type, amenities)`,
    ),
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
    index("saunas_public_rating_idx").on(t.status, t.isPublished, t.averageRating),
    index("saunas_county_idx").on(t.county),
    index("saunas_owner_idx").on(t.ownerId),
    index("saunas_search_idx").using("gin", t.searchDocument),
  ],
);
