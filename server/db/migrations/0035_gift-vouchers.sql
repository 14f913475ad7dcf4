CREATE TABLE "gift_voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"returned_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "gift_voucher_redemptions_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "gift_voucher_redemptions_amount_check" CHECK ("gift_voucher_redemptions"."amount_cents" > 0 and "gift_voucher_redemptions"."returned_cents" >= 0 and "gift_voucher_redemptions"."returned_cents" <= "gift_voucher_redemptions"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"buyer_id" text,
	"buyer_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deliver_on" date NOT NULL,
	"sauna_id" uuid,
	"booking_type" text,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"code_hash" text,
	"code_hint" text,
	"checkout_session_id" text,
	"checkout_url" text,
	"checkout_expires_at" timestamp with time zone NOT NULL,
	"checkout_closed_at" timestamp with time zone,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_vouchers_checkout_session_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "gift_vouchers_status_check" CHECK ("gift_vouchers"."status" in ('pending_payment', 'issued', 'not_paid')),
	CONSTRAINT "gift_vouchers_amount_check" CHECK ("gift_vouchers"."amount_cents" > 0 and "gift_vouchers"."amount_cents" <= 50000),
	CONSTRAINT "gift_vouchers_balance_check" CHECK ("gift_vouchers"."balance_cents" >= 0 and "gift_vouchers"."balance_cents" <= "gift_vouchers"."amount_cents"),
	CONSTRAINT "gift_vouchers_issued_check" CHECK (("gift_vouchers"."status" = 'issued') = ("gift_vouchers"."code_hash" is not null and "gift_vouchers"."paid_at" is not null and "gift_vouchers"."expires_at" is not null)),
	CONSTRAINT "gift_vouchers_unissued_balance_check" CHECK ("gift_vouchers"."status" = 'issued' or "gift_vouchers"."balance_cents" = 0),
	CONSTRAINT "gift_vouchers_valid_years_check" CHECK ("gift_vouchers"."expires_at" is null or "gift_vouchers"."expires_at" >= "gift_vouchers"."paid_at" + interval '5 years')
);
--> statement-breakpoint
ALTER TABLE "payout_transfers" DROP CONSTRAINT "payout_transfers_booking_id_booking_payments_booking_id_fk";
--> statement-breakpoint
ALTER TABLE "gift_voucher_redemptions" ADD CONSTRAINT "gift_voucher_redemptions_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_redemptions" ADD CONSTRAINT "gift_voucher_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_voucher_redemptions_voucher_idx" ON "gift_voucher_redemptions" USING btree ("voucher_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_voucher_redemptions_created_idx" ON "gift_voucher_redemptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gift_vouchers_open_checkout_idx" ON "gift_vouchers" USING btree ("checkout_expires_at") WHERE "gift_vouchers"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "gift_vouchers_buyer_idx" ON "gift_vouchers" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_vouchers_expires_idx" ON "gift_vouchers" USING btree ("expires_at") WHERE "gift_vouchers"."status" = 'issued';--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (decision 017). A booking a gift voucher paid towards gives the voucher back
-- what the cancellation returns, whichever path cancels or releases it (the guest, the host, an
-- administrator, a suspended listing, a deleted account, an unpaid hold running out): a hold
-- that ended unpaid gives it all back; a cancellation gives back up to its refund, the voucher
-- first (the card gets the rest: payments/refund-card-payment.ts). Once per booking. Its name sorts
-- before bookings_release_slot, so a cancellation locks the voucher before the slot, in the same
-- order as a booking paying with the voucher (voucher row, then the slot): no deadlock between them.
CREATE FUNCTION gift_voucher_return() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  redemption gift_voucher_redemptions%ROWTYPE;
  back integer;
BEGIN
  IF OLD.status IN ('confirmed', 'pending') AND NEW.status IN ('cancelled', 'expired') THEN
    SELECT * INTO redemption FROM gift_voucher_redemptions WHERE booking_id = NEW.id AND returned_at IS NULL FOR UPDATE;
    IF FOUND THEN
      back := CASE WHEN NEW.status = 'expired' THEN redemption.amount_cents
                   ELSE least(redemption.amount_cents, round(coalesce(NEW.refund_amount, 0) * 100)::integer) END;
      UPDATE gift_voucher_redemptions SET returned_cents = back, returned_at = now() WHERE id = redemption.id;
      UPDATE gift_vouchers SET balance_cents = balance_cents + back WHERE id = redemption.voucher_id;
    END IF;
  ELSIF OLD.status NOT IN ('confirmed', 'pending') AND NEW.status IN ('confirmed', 'pending')
        AND EXISTS (SELECT 1 FROM gift_voucher_redemptions WHERE booking_id = NEW.id) THEN
    -- Its voucher money went back when it ended; taking it again could overdraw the voucher.
    RAISE EXCEPTION 'bookings: a booking paid by gift voucher is not brought back once it ended'
      USING ERRCODE = '23514', CONSTRAINT = 'bookings_gift_voucher_not_reinstated';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_gift_voucher_return AFTER UPDATE OF status ON bookings
  FOR EACH ROW EXECUTE FUNCTION gift_voucher_return();
--> statement-breakpoint
-- A voucher's balance is its amount less what its ledger holds net, checked when the
-- transaction commits (the booking's transaction takes the balance before it writes the row).
CREATE FUNCTION gift_vouchers_balance_matches_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vid uuid;
  spent integer;
  v gift_vouchers%ROWTYPE;
BEGIN
  -- Each branch is prepared only when it runs: the other table's row has no such field.
  IF TG_TABLE_NAME = 'gift_vouchers' THEN
    vid := NEW.id;
  ELSE
    vid := NEW.voucher_id;
  END IF;
  SELECT * INTO v FROM gift_vouchers WHERE id = vid;
  SELECT coalesce(sum(amount_cents - returned_cents), 0) INTO spent FROM gift_voucher_redemptions r WHERE r.voucher_id = v.id;
  IF v.status = 'issued' AND v.balance_cents <> v.amount_cents - spent THEN
    RAISE EXCEPTION 'gift_vouchers: balance % is not % less % spent', v.balance_cents, v.amount_cents, spent
      USING ERRCODE = '23514', CONSTRAINT = 'gift_vouchers_balance_matches_ledger';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER gift_vouchers_balance_matches_ledger AFTER UPDATE OF balance_cents ON gift_vouchers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION gift_vouchers_balance_matches_ledger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER gift_voucher_redemptions_match_balance AFTER INSERT OR UPDATE ON gift_voucher_redemptions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION gift_vouchers_balance_matches_ledger();
--> statement-breakpoint
-- Migration 0026's money checks, with the part a voucher paid: the card is asked for the total
-- less the voucher's part; a host's transfer is never more than card and voucher paid together.
CREATE OR REPLACE FUNCTION booking_payments_amount_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount_cents IS DISTINCT FROM (SELECT round(total_amount * 100) FROM bookings WHERE id = NEW.booking_id)
       - coalesce((SELECT amount_cents FROM gift_voucher_redemptions WHERE booking_id = NEW.booking_id), 0) THEN
    RAISE EXCEPTION 'booking_payments: % cents is not the booking''s total less its gift voucher', NEW.amount_cents
      USING ERRCODE = '23514', CONSTRAINT = 'booking_payments_amount_is_total';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payout_transfers_amount_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount_cents IS DISTINCT FROM (SELECT round(host_payout * 100) FROM bookings WHERE id = NEW.booking_id) THEN
    RAISE EXCEPTION 'payout_transfers: % cents is not the host''s share of the booking', NEW.amount_cents
      USING ERRCODE = '23514', CONSTRAINT = 'payout_transfers_amount_is_host_payout';
  END IF;
  IF NEW.amount_cents > coalesce((SELECT amount_paid_cents FROM booking_payments WHERE booking_id = NEW.booking_id), 0)
       + coalesce((SELECT amount_cents - returned_cents FROM gift_voucher_redemptions WHERE booking_id = NEW.booking_id), 0) THEN
    RAISE EXCEPTION 'payout_transfers: a transfer of % cents is more than was paid', NEW.amount_cents
      USING ERRCODE = '23514', CONSTRAINT = 'payout_transfers_within_paid';
  END IF;
  RETURN NEW;
END;
$$;
