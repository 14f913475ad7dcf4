import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LOCALES, type Locale } from "#domain/locales";
import { user } from "./auth";

/** A column holds only a language the site has (domain/locales.ts). */
export const isSiteLocale = (column: AnyPgColumn) => sql`${column} in (${sql.raw(LOCALES.map((l) => `'${l}'`).join(", "))})`;

/** docs/product.md §3 Profile; id is the auth user's id. Preferences are saved from My Account settings. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id").primaryKey().references(() => user.id, { onDelete: "cascade" }),
    fullName: text("full_name"),
    avatarUrl: text("avatar_url"),
    phone: text("phone"),
    isOwner: boolean("is_owner").notNull().default(false),
    /**
     * An administrator has verified this owner (admin Owners, or by verifying one of their
     * claims): the one meaning of 'verified' the public badge shows (domain/owner-verification.ts).
     */
    isVerified: boolean("is_verified").notNull().default(false),
    /** Why an administrator refused to verify this owner; set only while refused. */
    verificationRefusal: text("verification_refusal"),
    verificationDecidedAt: timestamp("verification_decided_at", { withTimezone: true }),
    verificationDecidedBy: text("verification_decided_by").references(() => user.id, { onDelete: "set null" }),
    /** The host's Stripe Connect (Express) account, made by 'Connect Stripe' (decision 012). */
    stripeAccountId: text("stripe_account_id"),
    /** What Stripe last said of that account (account.updated): card bookings open with charges. */
    stripeChargesEnabled: boolean("stripe_charges_enabled").notNull().default(false),
    stripePayoutsEnabled: boolean("stripe_payouts_enabled").notNull().default(false),
    stripeDetailsSubmitted: boolean("stripe_details_submitted").notNull().default(false),
    /** When Stripe said so (the event's time): an older event arriving late changes nothing. */
    stripeStatusAt: timestamp("stripe_status_at", { withTimezone: true }),
    /**
     * The host connected the card payment provider. Without card payments configured (the
     * embedded default) it is the saved choice of onboarding's step 4; with them, it is set once
     * the host has a Stripe account.
     */
    paymentsConnected: boolean("payments_connected").notNull().default(false),
    businessName: text("business_name"),
    vatNumber: text("vat_number"),
    /** Set while an admin has suspended the account: it cannot sign in. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    notificationPreferences: jsonb("notification_preferences").$type<Record<string, boolean>>().notNull().default({}),
    privacyPreferences: jsonb("privacy_preferences").$type<Record<string, boolean>>().notNull().default({}),
    /**
     * The member's language (domain/locales.ts): what their e-mails and calendar feed are written
     * in, and where signing in lands them. Set from the sign-up page's language, changed in
     * account settings (decision 021).
     */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Only a language the site has; a language added later widens this in its own migration.
    check("profiles_locale_check", isSiteLocale(t.locale)),
    // Admin Users and Owners: newest first, in keyset pages at 100,000 members.
    index("profiles_created_idx").on(t.createdAt, t.id),
    // Verified or refused, never both.
    check("profiles_verification_check", sql`not (${t.isVerified} and ${t.verificationRefusal} is not null)`),
    // Stripe's events name the account: find its host.
    uniqueIndex("profiles_stripe_account_idx").on(t.stripeAccountId),
  ],
);

/** docs/product.md §3 admin_roles; a 'super_admin' row passes every role check. */
export const adminRoles = pgTable(
  "admin_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("admin_roles_user_role_unique").on(t.userId, t.role),
    check("admin_roles_role_check", sql`${t.role} in ('admin', 'super_admin')`),
  ],
);

/** Every admin action leaves an entry (docs/product.md §2 Admin area). */
export const adminActivityLog = pgTable("admin_activity_log", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The entry in English, as written (every entry has it; those before migration 0037 have only this). */
  action: text("action").notNull(),
  /** Its sentence in the `admin` catalogue (`activity.*`) and what fills it, so each reader sees it in their language. */
  actionKey: text("action_key"),
  actionValues: jsonb("action_values").$type<Record<string, string | number>>(),
  actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
  entityType: text("entity_type"),
  entityId: text("entity_id"),
  details: jsonb("details").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
