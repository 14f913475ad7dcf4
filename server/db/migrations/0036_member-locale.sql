-- The member's language (decision 021): e-mails, the calendar feed and sign-in's landing page.
-- Every existing member keeps English, what they have had so far.
ALTER TABLE "profiles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_locale_check" CHECK ("profiles"."locale" in ('en', 'ga'));