ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_check" CHECK ("bookings"."refund_amount" is null or ("bookings"."refund_amount" >= 0 and "bookings"."refund_amount" <= "bookings"."total_amount"));--> statement-breakpoint
-- Written by hand (decision 012). Money crosses to Stripe as integer cents while
-- the booking keeps euro (numeric): whatever code writes the card rows, the database holds them to
-- the booking's own figures. The guest is asked for the booking's total; a refund is never more
-- than was paid; the host is transferred exactly their share, so the platform keeps exactly its
-- fee (platform_fee + host_payout = total_amount: bookings_money_check). Refused as check
-- violations (23514) naming the rule.
CREATE FUNCTION booking_payments_amount_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount_cents IS DISTINCT FROM (SELECT round(total_amount * 100) FROM bookings WHERE id = NEW.booking_id) THEN
    RAISE EXCEPTION 'booking_payments: % cents is not the booking''s total', NEW.amount_cents
      USING ERRCODE = '23514', CONSTRAINT = 'booking_payments_amount_is_total';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_payments_amount_check BEFORE INSERT OR UPDATE OF amount_cents ON booking_payments
  FOR EACH ROW EXECUTE FUNCTION booking_payments_amount_check();
--> statement-breakpoint
CREATE FUNCTION payment_refunds_amount_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount_cents > coalesce((SELECT amount_paid_cents FROM booking_payments WHERE booking_id = NEW.booking_id), 0) THEN
    RAISE EXCEPTION 'payment_refunds: a refund of % cents is more than was paid', NEW.amount_cents
      USING ERRCODE = '23514', CONSTRAINT = 'payment_refunds_within_paid';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_refunds_amount_check BEFORE INSERT OR UPDATE OF amount_cents ON payment_refunds
  FOR EACH ROW EXECUTE FUNCTION payment_refunds_amount_check();
--> statement-breakpoint
CREATE FUNCTION payout_transfers_amount_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount_cents IS DISTINCT FROM (SELECT round(host_payout * 100) FROM bookings WHERE id = NEW.booking_id) THEN
    RAISE EXCEPTION 'payout_transfers: % cents is not the host''s share of the booking', NEW.amount_cents
      USING ERRCODE = '23514', CONSTRAINT = 'payout_transfers_amount_is_host_payout';
  END IF;
  IF NEW.amount_cents > coalesce((SELECT amount_paid_cents FROM booking_payments WHERE booking_id = NEW.booking_id), 0) THEN
    RAISE EXCEPTION 'payout_transfers: a transfer of % cents is more than was paid', NEW.amount_cents
      USING ERRCODE = '23514', CONSTRAINT = 'payout_transfers_within_paid';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payout_transfers_amount_check BEFORE INSERT OR UPDATE OF amount_cents ON payout_transfers
  FOR EACH ROW EXECUTE FUNCTION payout_transfers_amount_check();
