CREATE TABLE "sauna_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sauna_id" uuid NOT NULL,
	"requested_by" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sauna_deletion_requests_sauna_unique" UNIQUE("sauna_id"),
	CONSTRAINT "sauna_deletion_requests_reason_check" CHECK ("sauna_deletion_requests"."reason" is null or char_length("sauna_deletion_requests"."reason") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sauna_deletion_requests" ADD CONSTRAINT "sauna_deletion_requests_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sauna_deletion_requests" ADD CONSTRAINT "sauna_deletion_requests_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Written by hand (Drizzle cannot declare triggers). A sauna its host paused stays off every
-- public list and page (they show status 'active' and is_published) whatever else writes the
-- row: an administrator's Approve or Activate publishes a listing, and must not list a paused
-- one again behind its host's back. Only the host's 'List again' (paused_at back to null) does.
CREATE FUNCTION saunas_paused_stays_unlisted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_published := false;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER saunas_paused_stays_unlisted BEFORE INSERT OR UPDATE ON saunas
  FOR EACH ROW WHEN (NEW.paused_at IS NOT NULL AND NEW.is_published) EXECUTE FUNCTION saunas_paused_stays_unlisted();
