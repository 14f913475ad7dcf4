-- Written by hand (Drizzle cannot declare triggers or move data).

-- The admin's Settings row that every later booking takes its terms from.
INSERT INTO platform_settings (id) VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Listings claimed before verification existed keep working for their owners.
UPDATE saunas SET owner_verified = true WHERE owner_id IS NOT NULL;
--> statement-breakpoint
-- Weekly schedules were lists of start times per weekday; they become one range per weekday,
-- from the first start to the end of the last session (domain/availability.ts).
UPDATE saunas SET weekly_schedule = (
  SELECT coalesce(jsonb_object_agg(day, CASE
    WHEN jsonb_array_length(times) = 0 THEN '[]'::jsonb
    ELSE jsonb_build_array(jsonb_build_object(
      'start', (SELECT min(t #>> '{}') FROM jsonb_array_elements(times) t),
      'end', to_char(least((SELECT max((t #>> '{}')::time) FROM jsonb_array_elements(times) t) + make_interval(mins => session_minutes), time '23:59'), 'HH24:MI')))
  END), '{}'::jsonb)
  FROM jsonb_each(weekly_schedule) AS days(day, times)
)
WHERE weekly_schedule IS NOT NULL
  AND EXISTS (SELECT 1 FROM jsonb_each(weekly_schedule) d(k, v) WHERE jsonb_typeof(v -> 0) = 'string');
--> statement-breakpoint
-- A booking is refused on a date the host closed, and when it overlaps a busy time from the
-- host's own calendar, in the same statement that holds its seats (decision 003).
CREATE OR REPLACE FUNCTION bookings_hold_slot() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sauna_capacity integer;
  is_exclusive boolean := NEW.booking_type IN ('private', 'group');
BEGIN
  IF NEW.status NOT IN ('confirmed', 'pending') THEN
    RETURN NEW;
  END IF;
  SELECT capacity INTO sauna_capacity FROM saunas WHERE id = NEW.sauna_id;
  IF NEW.guests > sauna_capacity THEN
    RAISE EXCEPTION 'slot_unavailable: more guests than the sauna holds' USING ERRCODE = 'SE409';
  END IF;
  IF EXISTS (SELECT 1 FROM sauna_blackout_dates WHERE sauna_id = NEW.sauna_id AND date = NEW.booking_date) THEN
    RAISE EXCEPTION 'slot_unavailable: the host has closed this date' USING ERRCODE = 'SE409';
  END IF;
  IF EXISTS (SELECT 1 FROM sauna_busy_times WHERE sauna_id = NEW.sauna_id AND starts_at < NEW.ends_at AND ends_at > NEW.starts_at) THEN
    RAISE EXCEPTION 'slot_unavailable: the host is busy at this time' USING ERRCODE = 'SE409';
  END IF;
  INSERT INTO booking_slot_usage (sauna_id, starts_at) VALUES (NEW.sauna_id, NEW.starts_at)
    ON CONFLICT DO NOTHING;
  IF is_exclusive THEN
    UPDATE booking_slot_usage SET exclusive = true
      WHERE sauna_id = NEW.sauna_id AND starts_at = NEW.starts_at AND NOT exclusive AND seats_taken = 0;
  ELSE
    UPDATE booking_slot_usage SET seats_taken = seats_taken + NEW.guests
      WHERE sauna_id = NEW.sauna_id AND starts_at = NEW.starts_at AND NOT exclusive
        AND seats_taken + NEW.guests <= sauna_capacity;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'slot_unavailable: this time slot is no longer available' USING ERRCODE = 'SE409';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A sauna's capacity may not drop below what is already sold for a session still to come.
-- SQLSTATE 'SE422' lets the service answer in words.
CREATE FUNCTION saunas_capacity_covers_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.capacity < OLD.capacity AND (
    EXISTS (SELECT 1 FROM booking_slot_usage WHERE sauna_id = NEW.id AND starts_at > now() AND seats_taken > NEW.capacity)
    OR EXISTS (SELECT 1 FROM bookings WHERE sauna_id = NEW.id AND status IN ('confirmed', 'pending') AND starts_at > now() AND guests > NEW.capacity)
  ) THEN
    RAISE EXCEPTION 'capacity_below_booked: sessions to come already have more guests than % seats', NEW.capacity USING ERRCODE = 'SE422';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER saunas_capacity_covers_bookings BEFORE UPDATE OF capacity ON saunas FOR EACH ROW EXECUTE FUNCTION saunas_capacity_covers_bookings();
