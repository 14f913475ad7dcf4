CREATE TABLE "sauna_session_hours" (
	"sauna_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"first_start" smallint NOT NULL,
	"last_start" smallint NOT NULL,
	"step" smallint NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sauna_session_hours_sauna_id_weekday_first_start_pk" PRIMARY KEY("sauna_id","weekday","first_start"),
	CONSTRAINT "sauna_session_hours_weekday_check" CHECK ("sauna_session_hours"."weekday" between 1 and 7),
	CONSTRAINT "sauna_session_hours_range_check" CHECK ("sauna_session_hours"."first_start" >= 0 and "sauna_session_hours"."last_start" >= "sauna_session_hours"."first_start" and "sauna_session_hours"."last_start" < 1440 and "sauna_session_hours"."step" > 0)
);
--> statement-breakpoint
ALTER TABLE "sauna_session_hours" ADD CONSTRAINT "sauna_session_hours_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sauna_session_hours_late_idx" ON "sauna_session_hours" USING btree ("weekday","last_start","first_start","average_rating" DESC NULLS LAST,"featured" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"sauna_id") WHERE "sauna_session_hours"."is_public";--> statement-breakpoint
CREATE INDEX "sauna_session_hours_early_idx" ON "sauna_session_hours" USING btree ("weekday","first_start","last_start","average_rating" DESC NULLS LAST,"featured" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"sauna_id") WHERE "sauna_session_hours"."is_public";--> statement-breakpoint
CREATE INDEX "sauna_session_hours_sauna_idx" ON "sauna_session_hours" USING btree ("sauna_id","weekday","last_start","first_start");