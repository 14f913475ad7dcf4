ALTER TABLE "profiles" ADD COLUMN "verification_refusal" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification_decided_by" text;--> statement-breakpoint
ALTER TABLE "sauna_claims" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_verification_decided_by_user_id_fk" FOREIGN KEY ("verification_decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_verification_check" CHECK (not ("profiles"."is_verified" and "profiles"."verification_refusal" is not null));