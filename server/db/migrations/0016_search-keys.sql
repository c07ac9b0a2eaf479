-- Search keys (docs/decisions.md "Search over distinct names and search keys"): what a search word can match in an
-- article besides its numbers — its three names, brand and tags — named by one value. A parts catalogue has few
-- (610 for a million articles), so a search matches its words against article_search_keys, takes the total from their
-- counts and walks only their articles for the page.
-- The function is written by hand (drizzle-kit does not declare functions or triggers). IMMUTABLE although it
-- prints arrays (array_out is STABLE only because of element types such as timestamps; text prints the same
-- always). The printed arrays are unambiguous: array_out quotes any element holding a comma, brace or quote.
CREATE FUNCTION "article_search_key"("name_no" text, "name_en" text, "name_ar" text, "brand_slug" text, "tags" text[])
  RETURNS uuid LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ BEGIN RETURN md5(array["name_no", "name_en", "name_ar", "brand_slug"]::text || "tags"::text)::uuid; END $$;--> statement-breakpoint
CREATE TABLE "article_search_keys" (
	"key" uuid PRIMARY KEY NOT NULL,
	"name_no" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"brand_slug" text NOT NULL,
	"tags" text[] NOT NULL,
	"articles" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "articles_search_key_idx" ON "articles" USING btree (article_search_key("name_no", "name_en", "name_ar", "brand_slug", "tags"),"review_count" DESC NULLS FIRST,"article_id");--> statement-breakpoint
-- The counts follow every write of articles, once per statement (a COPY of a million rows groups them once). The
-- net change per key is written, so an update that leaves the keys as they were (stock, price) writes nothing and
-- takes no lock on a key row. TRUNCATE fires no delete trigger: its own trigger empties the table.
CREATE FUNCTION "article_search_keys_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "added" text := 'SELECT "name_no", "name_en", "name_ar", "brand_slug", "tags", 1 AS "change" FROM "new_rows"';
  "removed" text := 'SELECT "name_no", "name_en", "name_ar", "brand_slug", "tags", -1 AS "change" FROM "old_rows"';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "article_search_keys";
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO "article_search_keys" ("key", "name_no", "name_en", "name_ar", "brand_slug", "tags", "articles")
      SELECT article_search_key("name_no", "name_en", "name_ar", "brand_slug", "tags"),
        "name_no", "name_en", "name_ar", "brand_slug", "tags", sum("change")::int
      FROM (%s) "changes"
      GROUP BY "name_no", "name_en", "name_ar", "brand_slug", "tags"
      HAVING sum("change") <> 0
      ON CONFLICT ("key") DO UPDATE SET "articles" = "article_search_keys"."articles" + excluded."articles"
    $sql$, CASE TG_OP WHEN 'INSERT' THEN "added" WHEN 'DELETE' THEN "removed" ELSE "added" || ' UNION ALL ' || "removed" END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_search_keys_inserted" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_search_keys_count"();--> statement-breakpoint
CREATE TRIGGER "articles_search_keys_updated" AFTER UPDATE ON "articles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_search_keys_count"();--> statement-breakpoint
CREATE TRIGGER "articles_search_keys_deleted" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_search_keys_count"();--> statement-breakpoint
CREATE TRIGGER "articles_search_keys_truncated" AFTER TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_search_keys_count"();--> statement-breakpoint
INSERT INTO "article_search_keys" ("key", "name_no", "name_en", "name_ar", "brand_slug", "tags", "articles")
  SELECT article_search_key("name_no", "name_en", "name_ar", "brand_slug", "tags"),
    "name_no", "name_en", "name_ar", "brand_slug", "tags", count(*)::int
  FROM "articles" GROUP BY 1, 2, 3, 4, 5, 6;
