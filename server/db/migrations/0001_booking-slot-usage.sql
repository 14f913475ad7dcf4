CREATE TABLE "booking_slot_usage" (
	"sauna_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_slot_usage_sauna_id_starts_at_pk" PRIMARY KEY("sauna_id","starts_at"),
	CONSTRAINT "booking_slot_usage_seats_check" CHECK ("booking_slot_usage"."seats_taken" >= 0),
	CONSTRAINT "booking_slot_usage_exclusive_check" CHECK (not ("booking_slot_usage"."exclusive" and "booking_slot_usage"."seats_taken" > 0))
);
--> statement-breakpoint
ALTER TABLE "booking_slot_usage" ADD CONSTRAINT "booking_slot_usage_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_guest_slot" ON "bookings" USING btree ("user_id","sauna_id","starts_at") WHERE "bookings"."status" in ('confirmed', 'pending');