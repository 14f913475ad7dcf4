CREATE TABLE "booking_payments" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"amount_paid_cents" integer,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"disputed_at" timestamp with time zone,
	"checkout_closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "booking_payments_amounts_check" CHECK ("booking_payments"."amount_cents" > 0 and "booking_payments"."amount_refunded_cents" >= 0 and "booking_payments"."amount_refunded_cents" <= coalesce("booking_payments"."amount_paid_cents", 0)),
	CONSTRAINT "booking_payments_currency_check" CHECK ("booking_payments"."currency" = 'eur'),
	CONSTRAINT "booking_payments_paid_check" CHECK (("booking_payments"."paid_at" is null) = ("booking_payments"."amount_paid_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"stripe_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_cents" > 0),
	CONSTRAINT "payment_refunds_reason_check" CHECK ("payment_refunds"."reason" in ('cancellation', 'paid_too_late')),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'sending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"destination_account_id" text,
	"stripe_transfer_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payout_transfers_amount_check" CHECK ("payout_transfers"."amount_cents" > 0),
	CONSTRAINT "payout_transfers_status_check" CHECK ("payout_transfers"."status" in ('pending', 'sending', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_charges_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_payouts_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_details_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_booking_id_booking_payments_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_payments"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_booking_id_booking_payments_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_payments"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_open_checkout_idx" ON "booking_payments" USING btree ("hold_expires_at") WHERE "booking_payments"."checkout_closed_at" is null;--> statement-breakpoint
CREATE INDEX "booking_payments_payment_intent_idx" ON "booking_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("next_attempt_at") WHERE "payment_refunds"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "payout_transfers_due_idx" ON "payout_transfers" USING btree ("next_attempt_at") WHERE "payout_transfers"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_stripe_account_idx" ON "profiles" USING btree ("stripe_account_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'pending', 'cancelled', 'completed', 'expired'));--> statement-breakpoint
-- Written by hand (decision 012). A booking awaiting payment ('pending') holds its seats like a
-- confirmed one, as before. New: a payment that arrives after its hold was released ('expired')
-- takes the seats again if they are still free, with the same checks as a new booking, and is
-- refused (SE409) otherwise, so the payment is refunded and nobody is overbooked.
CREATE FUNCTION bookings_reserve_seats(b bookings) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sauna_capacity integer;
  is_exclusive boolean := b.booking_type IN ('private', 'group');
BEGIN
  SELECT capacity INTO sauna_capacity FROM saunas WHERE id = b.sauna_id;
  IF b.guests > sauna_capacity THEN
    RAISE EXCEPTION 'slot_unavailable: more guests than the sauna holds' USING ERRCODE = 'SE409';
  END IF;
  IF EXISTS (SELECT 1 FROM sauna_blackout_dates WHERE sauna_id = b.sauna_id AND date = b.booking_date) THEN
    RAISE EXCEPTION 'slot_unavailable: the host has closed this date' USING ERRCODE = 'SE409';
  END IF;
  IF EXISTS (SELECT 1 FROM sauna_busy_times WHERE sauna_id = b.sauna_id AND starts_at < b.ends_at AND ends_at > b.starts_at) THEN
    RAISE EXCEPTION 'slot_unavailable: the host is busy at this time' USING ERRCODE = 'SE409';
  END IF;
  INSERT INTO booking_slot_usage (sauna_id, starts_at) VALUES (b.sauna_id, b.starts_at)
    ON CONFLICT DO NOTHING;
  IF is_exclusive THEN
    UPDATE booking_slot_usage SET exclusive = true
      WHERE sauna_id = b.sauna_id AND starts_at = b.starts_at AND NOT exclusive AND seats_taken = 0;
  ELSE
    UPDATE booking_slot_usage SET seats_taken = seats_taken + b.guests
      WHERE sauna_id = b.sauna_id AND starts_at = b.starts_at AND NOT exclusive
        AND seats_taken + b.guests <= sauna_capacity;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'slot_unavailable: this time slot is no longer available' USING ERRCODE = 'SE409';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_hold_slot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('confirmed', 'pending') THEN
    PERFORM bookings_reserve_seats(NEW);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_release_slot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('confirmed', 'pending') AND NEW.status NOT IN ('confirmed', 'pending') THEN
    IF OLD.booking_type IN ('private', 'group') THEN
      UPDATE booking_slot_usage SET exclusive = false WHERE sauna_id = OLD.sauna_id AND starts_at = OLD.starts_at;
    ELSE
      UPDATE booking_slot_usage SET seats_taken = seats_taken - OLD.guests WHERE sauna_id = OLD.sauna_id AND starts_at = OLD.starts_at;
    END IF;
  ELSIF OLD.status = 'expired' AND NEW.status IN ('confirmed', 'pending') THEN
    PERFORM bookings_reserve_seats(NEW);
  ELSIF OLD.status NOT IN ('confirmed', 'pending') AND NEW.status IN ('confirmed', 'pending') THEN
    RAISE EXCEPTION 'a cancelled booking cannot be confirmed again; make a new booking' USING ERRCODE = 'SE409';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A sauna page says whether its host takes card bookings yet: Stripe enabling charges changes it.
DROP TRIGGER profiles_page_cache ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_page_cache AFTER UPDATE OF full_name, avatar_url, privacy_preferences, is_verified, stripe_charges_enabled ON profiles FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
