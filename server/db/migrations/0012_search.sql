CREATE TABLE "article_names" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "articles_name_no_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_name_en_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_name_ar_trgm_idx";--> statement-breakpoint
CREATE INDEX "article_names_trgm_idx" ON "article_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- article_names holds every name of every article: a statement trigger adds the names of inserted rows (COPY and
-- multi-row INSERTs fire it once per statement), a row trigger those of a renamed article; the existing rows
-- are added below. Written by hand: drizzle-kit does not declare functions or triggers.
CREATE FUNCTION "article_names_from_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "article_names" ("name")
    SELECT "name_no" FROM "inserted" UNION SELECT "name_en" FROM "inserted" UNION SELECT "name_ar" FROM "inserted"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_names_inserted" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_names_from_inserted"();--> statement-breakpoint
CREATE FUNCTION "article_names_from_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "article_names" ("name") VALUES (NEW."name_no"), (NEW."name_en"), (NEW."name_ar") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_names_updated" AFTER UPDATE OF "name_no", "name_en", "name_ar" ON "articles"
  FOR EACH ROW EXECUTE FUNCTION "article_names_from_updated"();--> statement-breakpoint
INSERT INTO "article_names" ("name")
  SELECT "name_no" FROM "articles" UNION SELECT "name_en" FROM "articles" UNION SELECT "name_ar" FROM "articles"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The names a search word matches: by substring (ILIKE) or, for words of 4+ letters, by trigram word likeness
-- (word NULL: substring only). The planner prices the trigram functions far too cheaply and would read every name
-- (≈ 3 µs each) instead of the trigram index: seqscan is off inside this function only.
CREATE FUNCTION "article_names_matching"("pattern" text, "word" text) RETURNS SETOF text
  LANGUAGE sql STABLE SET enable_seqscan = off
  AS $$ SELECT "name" FROM "article_names" WHERE "name" ILIKE "pattern" OR "word" <% "name" $$;
