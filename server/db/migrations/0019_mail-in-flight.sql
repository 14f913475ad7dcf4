ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "transport_receipt" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_in_flight_idx" ON "mail_outbox" USING btree ("locked_until") WHERE "mail_outbox"."status" = 'sending';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed'));