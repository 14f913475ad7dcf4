-- The language a Checkout Session is asked in, kept with the booking's payment and the gift voucher
-- (decision 012): the sweep's repeat of the create under the same Idempotency-Key must send the same
-- parameters even if the guest has changed language since. Rows made before take their member's
-- stored language, which is what their sessions were asked in; English without a profile.
ALTER TABLE "booking_payments" ADD COLUMN "checkout_locale" text;--> statement-breakpoint
UPDATE "booking_payments" SET "checkout_locale" = coalesce((SELECT p."locale" FROM "bookings" b JOIN "profiles" p ON p."id" = b."user_id" WHERE b."id" = "booking_payments"."booking_id"), 'en');--> statement-breakpoint
ALTER TABLE "booking_payments" ALTER COLUMN "checkout_locale" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_checkout_locale_check" CHECK ("booking_payments"."checkout_locale" in ('en', 'ga'));--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "checkout_locale" text;--> statement-breakpoint
UPDATE "gift_vouchers" SET "checkout_locale" = coalesce((SELECT p."locale" FROM "profiles" p WHERE p."id" = "gift_vouchers"."buyer_id"), 'en');--> statement-breakpoint
ALTER TABLE "gift_vouchers" ALTER COLUMN "checkout_locale" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_checkout_locale_check" CHECK ("gift_vouchers"."checkout_locale" in ('en', 'ga'));
