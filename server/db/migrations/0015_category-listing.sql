DROP INDEX "articles_generic_idx";--> statement-breakpoint
CREATE INDEX "articles_generic_listing_idx" ON "articles" USING btree ("generic_article_id", "review_count" DESC, "article_id") INCLUDE ("brand_slug", "price", "discount", "rating", "color");
