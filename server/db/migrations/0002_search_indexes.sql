CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "articles_popular_idx" ON "articles" USING btree ("review_count" DESC NULLS LAST,"article_id");