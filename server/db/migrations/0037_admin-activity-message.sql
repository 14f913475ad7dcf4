-- The admin activity log in the reader's language: each entry keeps its sentence's key in the
-- `admin` catalogue and the values that fill it. Entries written before have neither and are shown
-- by their English `action`, as before.
ALTER TABLE "admin_activity_log" ADD COLUMN "action_key" text;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD COLUMN "action_values" jsonb;