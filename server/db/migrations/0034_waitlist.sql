CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sauna_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"session_date" date NOT NULL,
	"start_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"booking_type" text NOT NULL,
	"guests" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'left', 'expired', 'closed')),
	CONSTRAINT "waitlist_entries_type_check" CHECK ("waitlist_entries"."booking_type" in ('private', 'shared', 'group')),
	CONSTRAINT "waitlist_entries_guests_check" CHECK ("waitlist_entries"."guests" between 1 and 20),
	CONSTRAINT "waitlist_entries_offer_check" CHECK ("waitlist_entries"."status" <> 'offered' or ("waitlist_entries"."offered_at" is not null and "waitlist_entries"."hold_until" > "waitlist_entries"."offered_at")),
	CONSTRAINT "waitlist_entries_ended_check" CHECK (("waitlist_entries"."status" in ('waiting', 'offered')) = ("waitlist_entries"."ended_at" is null))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_active_per_guest_slot" ON "waitlist_entries" USING btree ("user_id","sauna_id","starts_at") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("sauna_id","starts_at","created_at") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_active_starts_idx" ON "waitlist_entries" USING btree ("starts_at") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","starts_at");--> statement-breakpoint
-- Written by hand (Drizzle cannot declare triggers; decision 016). An offer holds its party's
-- seats by counting them in booking_slot_usage, exactly as a booking does (decision 003): the
-- same conditional UPDATE under the slot row's lock, refused with SE409 when the party no longer
-- fits. So a held seat can't be sold to anyone else, and two offers can't take the same seat.
-- Leaving 'offered' (booked, let go, run out, closed, the account deleted) gives the seats back;
-- booking inside the hold does that and inserts the booking in one transaction, so the seats
-- pass from the hold to the booking under the row lock without anyone else seeing them free.
-- Taking and giving seats is one pair of functions that bookings (migration 0025) now use too,
-- so the capacity rule is written once.
CREATE FUNCTION slot_take_seats(p_sauna uuid, p_starts timestamptz, p_type text, p_guests integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sauna_capacity integer;
BEGIN
  SELECT capacity INTO sauna_capacity FROM saunas WHERE id = p_sauna;
  INSERT INTO booking_slot_usage (sauna_id, starts_at) VALUES (p_sauna, p_starts)
    ON CONFLICT DO NOTHING;
  IF p_type IN ('private', 'group') THEN
    UPDATE booking_slot_usage SET exclusive = true
      WHERE sauna_id = p_sauna AND starts_at = p_starts AND NOT exclusive AND seats_taken = 0;
  ELSE
    UPDATE booking_slot_usage SET seats_taken = seats_taken + p_guests
      WHERE sauna_id = p_sauna AND starts_at = p_starts AND NOT exclusive
        AND seats_taken + p_guests <= sauna_capacity;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'slot_unavailable: this time slot is no longer available' USING ERRCODE = 'SE409';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION slot_give_seats(p_sauna uuid, p_starts timestamptz, p_type text, p_guests integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_type IN ('private', 'group') THEN
    UPDATE booking_slot_usage SET exclusive = false WHERE sauna_id = p_sauna AND starts_at = p_starts;
  ELSE
    UPDATE booking_slot_usage SET seats_taken = seats_taken - p_guests WHERE sauna_id = p_sauna AND starts_at = p_starts;
  END IF;
END;
$$;
--> statement-breakpoint
-- Bookings as before (migrations 0025, 0008), taking and giving their seats through the pair above.
CREATE OR REPLACE FUNCTION bookings_reserve_seats(b bookings) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF b.guests > (SELECT capacity FROM saunas WHERE id = b.sauna_id) THEN
    RAISE EXCEPTION 'slot_unavailable: more guests than the sauna holds' USING ERRCODE = 'SE409';
  END IF;
  IF EXISTS (SELECT 1 FROM sauna_blackout_dates WHERE sauna_id = b.sauna_id AND date = b.booking_date) THEN
    RAISE EXCEPTION 'slot_unavailable: the host has closed this date' USING ERRCODE = 'SE409';
  END IF;
  IF EXISTS (SELECT 1 FROM sauna_busy_times WHERE sauna_id = b.sauna_id AND starts_at < b.ends_at AND ends_at > b.starts_at) THEN
    RAISE EXCEPTION 'slot_unavailable: the host is busy at this time' USING ERRCODE = 'SE409';
  END IF;
  PERFORM slot_take_seats(b.sauna_id, b.starts_at, b.booking_type, b.guests);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_release_slot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('confirmed', 'pending') AND NEW.status NOT IN ('confirmed', 'pending') THEN
    PERFORM slot_give_seats(OLD.sauna_id, OLD.starts_at, OLD.booking_type, OLD.guests);
  ELSIF OLD.status = 'expired' AND NEW.status IN ('confirmed', 'pending') THEN
    PERFORM bookings_reserve_seats(NEW);
  ELSIF OLD.status NOT IN ('confirmed', 'pending') AND NEW.status IN ('confirmed', 'pending') THEN
    RAISE EXCEPTION 'a cancelled booking cannot be confirmed again; make a new booking' USING ERRCODE = 'SE409';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION waitlist_entries_hold_seats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'offered' THEN PERFORM slot_give_seats(OLD.sauna_id, OLD.starts_at, OLD.booking_type, OLD.guests); END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Changing what is held would bypass the capacity check: leave the line and join again.
    IF NEW.sauna_id <> OLD.sauna_id OR NEW.starts_at <> OLD.starts_at OR NEW.guests <> OLD.guests
       OR NEW.booking_type <> OLD.booking_type OR NEW.user_id <> OLD.user_id THEN
      RAISE EXCEPTION 'a waitlist place''s session, party and guest cannot be changed' USING ERRCODE = 'SE409';
    END IF;
    IF OLD.status = 'offered' AND NEW.status <> 'offered' THEN
      PERFORM slot_give_seats(OLD.sauna_id, OLD.starts_at, OLD.booking_type, OLD.guests);
    END IF;
    IF OLD.status NOT IN ('waiting', 'offered') AND NEW.status IN ('waiting', 'offered') THEN
      RAISE EXCEPTION 'a waitlist place that ended cannot come back; join again' USING ERRCODE = 'SE409';
    END IF;
  END IF;
  IF NEW.status = 'offered' AND (TG_OP = 'INSERT' OR OLD.status <> 'offered') THEN
    PERFORM slot_take_seats(NEW.sauna_id, NEW.starts_at, NEW.booking_type, NEW.guests);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER waitlist_entries_hold_seats BEFORE INSERT OR UPDATE OR DELETE ON waitlist_entries FOR EACH ROW EXECUTE FUNCTION waitlist_entries_hold_seats();
--> statement-breakpoint
-- The waitlist dies with the listing: a sauna suspended, rejected or unpublished closes every
-- place in its lines at once (and the offers' seats go back), whichever path took it off the site.
CREATE FUNCTION saunas_close_waitlists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (NEW.status = 'active' AND NEW.is_published) THEN
    UPDATE waitlist_entries SET status = 'closed', ended_at = now()
      WHERE sauna_id = NEW.id AND status IN ('waiting', 'offered');
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER saunas_close_waitlists AFTER UPDATE OF status, is_published ON saunas FOR EACH ROW EXECUTE FUNCTION saunas_close_waitlists();
