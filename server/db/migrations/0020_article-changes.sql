-- articles.changed_at: when a column an offline parts pack carries last changed, so a pack's refresh
-- (GET /api/packs/vehicle/{carId}?since=) reads only the changed articles, through the partial index. A nullable
-- column without a default is added without rewriting the table; the index holds only changed rows.
ALTER TABLE "articles" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_changed_idx" ON "articles" USING btree ("changed_at") WHERE "articles"."changed_at" is not null;--> statement-breakpoint
-- Set on update only (the seed inserts), and only when a column the pack shows changes: the WHEN condition keeps
-- every other update (an order taking stock_count, the featured flag) from even calling the function. now() is the
-- writing transaction's start, so a change may be older than its commit: a refresh asks with a margin (services/packs/).
-- Written by hand: drizzle-kit does not declare functions or triggers.
CREATE FUNCTION "articles_mark_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changed_at" := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_changed" BEFORE UPDATE ON "articles" FOR EACH ROW
  WHEN ((OLD."price", OLD."discount", OLD."stock", OLD."name_no", OLD."name_en", OLD."name_ar", OLD."texts",
         OLD."criteria", OLD."image_count", OLD."rating", OLD."review_count", OLD."tags", OLD."color",
         OLD."article_number", OLD."brand_slug", OLD."generic_article_id")
    IS DISTINCT FROM
        (NEW."price", NEW."discount", NEW."stock", NEW."name_no", NEW."name_en", NEW."name_ar", NEW."texts",
         NEW."criteria", NEW."image_count", NEW."rating", NEW."review_count", NEW."tags", NEW."color",
         NEW."article_number", NEW."brand_slug", NEW."generic_article_id"))
  EXECUTE FUNCTION "articles_mark_changed"();
