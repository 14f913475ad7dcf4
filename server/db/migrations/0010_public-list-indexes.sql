DROP INDEX "reviews_sauna_status_idx";--> statement-breakpoint
DROP INDEX "saunas_public_rating_idx";--> statement-breakpoint
DROP INDEX "saunas_county_idx";--> statement-breakpoint
CREATE INDEX "reviews_sauna_published_idx" ON "reviews" USING btree ("sauna_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_featured_published_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'published' and "reviews"."featured";--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "saunas_public_rank_idx" ON "saunas" USING btree ("average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
CREATE INDEX "saunas_public_county_rank_idx" ON "saunas" USING btree ("county","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
CREATE INDEX "saunas_public_type_rank_idx" ON "saunas" USING btree ("type","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
CREATE INDEX "saunas_public_price_idx" ON "saunas" USING btree ("price_per_session","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
CREATE INDEX "saunas_public_newest_idx" ON "saunas" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "saunas"."status" = 'active' and "saunas"."is_published";