CREATE INDEX "articles_name_no_idx" ON "articles" USING btree ("name_no","article_id");--> statement-breakpoint
CREATE INDEX "articles_name_en_idx" ON "articles" USING btree ("name_en","article_id");--> statement-breakpoint
CREATE INDEX "articles_name_ar_idx" ON "articles" USING btree ("name_ar","article_id");