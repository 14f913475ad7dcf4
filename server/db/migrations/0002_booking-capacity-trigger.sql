-- Written by hand (Drizzle cannot declare triggers). Capacity is enforced here, in the same
-- statement that records a booking, so no two concurrent requests can overbook a slot:
--   private and group bookings take the whole sauna for the slot (exclusive);
--   shared bookings take one seat per guest, up to the sauna's capacity;
--   an exclusive booking is impossible once any seat is sold, and the other way round.
-- A refusal raises SQLSTATE 'SE409' ("slot_unavailable"), which services map to the spec's
-- booking failure message. Confirmed and pending bookings hold their slot; cancelling frees it.
CREATE FUNCTION bookings_hold_slot() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION bookings_release_slot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('confirmed', 'pending') AND NEW.status NOT IN ('confirmed', 'pending') THEN
    IF OLD.booking_type IN ('private', 'group') THEN
      UPDATE booking_slot_usage SET exclusive = false WHERE sauna_id = OLD.sauna_id AND starts_at = OLD.starts_at;
    ELSE
      UPDATE booking_slot_usage SET seats_taken = seats_taken - OLD.guests WHERE sauna_id = OLD.sauna_id AND starts_at = OLD.starts_at;
    END IF;
  ELSIF OLD.status NOT IN ('confirmed', 'pending') AND NEW.status IN ('confirmed', 'pending') THEN
    RAISE EXCEPTION 'a cancelled booking cannot be confirmed again; make a new booking' USING ERRCODE = 'SE409';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bookings_slot_fields_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Moving a booking would bypass the capacity check: cancel and book again instead.
  IF NEW.sauna_id <> OLD.sauna_id OR NEW.starts_at <> OLD.starts_at OR NEW.guests <> OLD.guests
     OR NEW.booking_type <> OLD.booking_type THEN
    RAISE EXCEPTION 'a booking''s sauna, slot, type and guests cannot be changed' USING ERRCODE = 'SE409';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_hold_slot BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_hold_slot();
--> statement-breakpoint
CREATE TRIGGER bookings_slot_fields_fixed BEFORE UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_slot_fields_fixed();
--> statement-breakpoint
CREATE TRIGGER bookings_release_slot AFTER UPDATE OF status ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_release_slot();
