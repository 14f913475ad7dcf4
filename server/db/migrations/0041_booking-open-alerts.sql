-- 'Tell me when booking opens' on a sauna whose host is still setting up card payments (decision 012):
-- one row per member and sauna, marked notified when the e-mail is queued.
CREATE TABLE "booking_open_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sauna_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_open_alerts" ADD CONSTRAINT "booking_open_alerts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_open_alerts" ADD CONSTRAINT "booking_open_alerts_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_open_alerts_user_sauna_unique" ON "booking_open_alerts" USING btree ("user_id","sauna_id");--> statement-breakpoint
CREATE INDEX "booking_open_alerts_waiting_idx" ON "booking_open_alerts" USING btree ("sauna_id") WHERE "booking_open_alerts"."notified_at" is null;