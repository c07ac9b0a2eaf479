CREATE TABLE "catalogue_facets" (
	"car_id" integer NOT NULL,
	"generic_article_id" integer NOT NULL,
	"brand_slug" text NOT NULL,
	"stars" integer NOT NULL,
	"reviewed" boolean NOT NULL,
	"color" text,
	"discounted" boolean NOT NULL,
	"articles" integer NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "articles_popular_idx";--> statement-breakpoint
CREATE INDEX "catalogue_facets_car_idx" ON "catalogue_facets" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" USING btree ("review_count" DESC, "article_id") INCLUDE ("generic_article_id", "brand_slug", "price", "discount", "rating", "color");--> statement-breakpoint
INSERT INTO "catalogue_facets" SELECT 0, "generic_article_id", "brand_slug", round("rating")::int, "review_count" > 0, "color", "discount" IS NOT NULL, count(*)::int, min(coalesce("discount", "price")), max(coalesce("discount", "price")) FROM "articles" GROUP BY 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "catalogue_facets" SELECT v."car_id", a."generic_article_id", a."brand_slug", round(a."rating")::int, a."review_count" > 0, a."color", a."discount" IS NOT NULL, count(*)::int, min(coalesce(a."discount", a."price")), max(coalesce(a."discount", a."price")) FROM "article_vehicles" v JOIN "articles" a ON a."article_id" = v."article_id" GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1;
