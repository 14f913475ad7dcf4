-- Written by hand: the search document of a sauna. array_to_string is only STABLE, so this
-- wrapper (whose inputs are plain text) is declared IMMUTABLE for the generated column.
CREATE FUNCTION sauna_search_document(name text, county text, location text, description text, type text, amenities text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(county, '') || ' ' || coalesce(location, '') || ' ' || coalesce(type, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(array_to_string(amenities, ' '), '')), 'C')
      || setweight(to_tsvector('simple', coalesce(description, '')), 'D')
$$;
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"category" text NOT NULL,
	"read_minutes" integer DEFAULT 5 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_read_minutes_check" CHECK ("articles"."read_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sauna_id" uuid NOT NULL,
	"user_id" text,
	"booking_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booking_type" text DEFAULT 'private' NOT NULL,
	"guests" integer DEFAULT 1 NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"platform_fee" numeric(10, 2) NOT NULL,
	"host_payout" numeric(10, 2) NOT NULL,
	"payout_due_at" timestamp with time zone NOT NULL,
	"payout_paid_at" timestamp with time zone,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"refund_amount" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'pending', 'cancelled', 'completed')),
	CONSTRAINT "bookings_type_check" CHECK ("bookings"."booking_type" in ('private', 'shared', 'group')),
	CONSTRAINT "bookings_guests_check" CHECK ("bookings"."guests" between 1 and 20),
	CONSTRAINT "bookings_time_order_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_money_check" CHECK ("bookings"."total_amount" >= 0 and "bookings"."platform_fee" >= 0 and "bookings"."host_payout" >= 0 and "bookings"."platform_fee" + "bookings"."host_payout" = "bookings"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sauna_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_sauna_unique" UNIQUE("user_id","sauna_id")
);
--> statement-breakpoint
CREATE TABLE "admin_activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"entity_type" text,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_roles_user_role_unique" UNIQUE("user_id","role"),
	CONSTRAINT "admin_roles_role_check" CHECK ("admin_roles"."role" in ('admin', 'super_admin'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text,
	"avatar_url" text,
	"phone" text,
	"is_owner" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"stripe_account_id" text,
	"notification_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"privacy_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sauna_id" uuid NOT NULL,
	"user_id" text,
	"rating" integer NOT NULL,
	"heat_rating" integer,
	"cleanliness_rating" integer,
	"view_rating" integer,
	"staff_rating" integer,
	"value_rating" integer,
	"comment" text,
	"would_recommend" boolean,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"owner_reply" text,
	"owner_replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'published', 'flagged', 'rejected')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_sub_ratings_check" CHECK (coalesce("reviews"."heat_rating", 0) between 0 and 10 and coalesce("reviews"."cleanliness_rating", 0) between 0 and 10
        and coalesce("reviews"."view_rating", 0) between 0 and 10 and coalesce("reviews"."staff_rating", 0) between 0 and 10
        and coalesce("reviews"."value_rating", 0) between 0 and 10),
	CONSTRAINT "reviews_images_check" CHECK (cardinality("reviews"."images") <= 3)
);
--> statement-breakpoint
CREATE TABLE "saunas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"capacity" integer DEFAULT 4 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"county" text NOT NULL,
	"location" text,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"price_per_session" numeric(10, 2) DEFAULT 45 NOT NULL,
	"price_private" numeric(10, 2) DEFAULT 45 NOT NULL,
	"price_shared" numeric(10, 2),
	"price_group" numeric(10, 2),
	"session_minutes" integer DEFAULT 90 NOT NULL,
	"group_min_guests" integer DEFAULT 6 NOT NULL,
	"weekly_schedule" jsonb,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_claimed" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"website" text,
	"phone" text,
	"place_id" text,
	"search_document" "tsvector" GENERATED ALWAYS AS (sauna_search_document(name, county, location, description, type, amenities)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saunas_place_id_unique" UNIQUE("place_id"),
	CONSTRAINT "saunas_status_check" CHECK ("saunas"."status" in ('pending', 'active', 'suspended')),
	CONSTRAINT "saunas_type_check" CHECK ("saunas"."type" in ('Wood-Fired', 'Sea View', 'Mobile', 'Infrared', 'Traditional', 'Spa')),
	CONSTRAINT "saunas_capacity_check" CHECK ("saunas"."capacity" between 1 and 20),
	CONSTRAINT "saunas_session_minutes_check" CHECK ("saunas"."session_minutes" >= 30 and "saunas"."session_minutes" % 15 = 0),
	CONSTRAINT "saunas_group_min_check" CHECK ("saunas"."group_min_guests" >= 1),
	CONSTRAINT "saunas_prices_check" CHECK ("saunas"."price_per_session" >= 0 and "saunas"."price_private" >= 0 and coalesce("saunas"."price_shared", 0) >= 0 and coalesce("saunas"."price_group", 0) >= 0),
	CONSTRAINT "saunas_rating_check" CHECK ("saunas"."average_rating" between 0 and 5 and "saunas"."total_reviews" >= 0),
	CONSTRAINT "saunas_latitude_check" CHECK ("saunas"."latitude" is null or "saunas"."latitude" between -90 and 90),
	CONSTRAINT "saunas_longitude_check" CHECK ("saunas"."longitude" is null or "saunas"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD CONSTRAINT "admin_activity_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_roles" ADD CONSTRAINT "admin_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saunas" ADD CONSTRAINT "saunas_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "bookings_sauna_start_idx" ON "bookings" USING btree ("sauna_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_sauna_status_idx" ON "reviews" USING btree ("sauna_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saunas_public_rating_idx" ON "saunas" USING btree ("status","is_published","average_rating");--> statement-breakpoint
CREATE INDEX "saunas_county_idx" ON "saunas" USING btree ("county");--> statement-breakpoint
CREATE INDEX "saunas_owner_idx" ON "saunas" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "saunas_search_idx" ON "saunas" USING gin ("search_document");