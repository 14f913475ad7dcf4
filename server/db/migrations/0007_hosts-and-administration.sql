CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"booking_count" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" text,
	"note" text,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" >= 0 and "payouts"."booking_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "photo_uploads" (
	"url" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"sauna_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"commission_rate" numeric(5, 4) DEFAULT 0.15 NOT NULL,
	"free_cancellation_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_terms_check" CHECK ("platform_settings"."commission_rate" between 0 and 0.5 and "platform_settings"."free_cancellation_hours" between 0 and 168)
);
--> statement-breakpoint
CREATE TABLE "sauna_blackout_dates" (
	"sauna_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sauna_blackout_dates_sauna_id_date_pk" PRIMARY KEY("sauna_id","date")
);
--> statement-breakpoint
CREATE TABLE "sauna_busy_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sauna_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"summary" text,
	CONSTRAINT "sauna_busy_times_order_check" CHECK ("sauna_busy_times"."ends_at" > "sauna_busy_times"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "sauna_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sauna_id" uuid NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"business_name" text,
	"phone" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "sauna_claims_status_check" CHECK ("sauna_claims"."status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_rate" numeric(5, 4) DEFAULT 0.15 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "free_cancellation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payments_connected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "discovery_key" text;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "style" text;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "eircode" text;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "off_peak_percent" integer;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "ics_import_url" text;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "ics_imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "ics_import_error" text;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "ics_feed_token" text;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "owner_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sauna_blackout_dates" ADD CONSTRAINT "sauna_blackout_dates_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sauna_busy_times" ADD CONSTRAINT "sauna_busy_times_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sauna_claims" ADD CONSTRAINT "sauna_claims_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sauna_claims" ADD CONSTRAINT "sauna_claims_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sauna_claims" ADD CONSTRAINT "sauna_claims_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_uploads_owner_idx" ON "photo_uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "sauna_busy_times_sauna_idx" ON "sauna_busy_times" USING btree ("sauna_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sauna_claims_one_open_per_sauna" ON "sauna_claims" USING btree ("sauna_id") WHERE "sauna_claims"."status" in ('pending', 'verified');--> statement-breakpoint
CREATE INDEX "sauna_claims_status_idx" ON "sauna_claims" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saunas" ADD CONSTRAINT "saunas_discovery_key_unique" UNIQUE("discovery_key");--> statement-breakpoint
ALTER TABLE "saunas" ADD CONSTRAINT "saunas_ics_feed_token_unique" UNIQUE("ics_feed_token");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('guest', 'host', 'admin', 'system'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_terms_check" CHECK ("bookings"."commission_rate" between 0 and 1 and "bookings"."free_cancellation_hours" >= 0 and "bookings"."discount_amount" >= 0);--> statement-breakpoint
ALTER TABLE "saunas" ADD CONSTRAINT "saunas_style_check" CHECK ("saunas"."style" is null or "saunas"."style" in ('barrel', 'cabin', 'mobile', 'indoor', 'outdoor'));--> statement-breakpoint
ALTER TABLE "saunas" ADD CONSTRAINT "saunas_off_peak_check" CHECK ("saunas"."off_peak_percent" is null or "saunas"."off_peak_percent" between 1 and 90);