ALTER TABLE "article_vehicles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "article_vehicles" v SET "review_count" = a."review_count" FROM "articles" a WHERE a."article_id" = v."article_id" AND a."review_count" <> 0;--> statement-breakpoint
DROP INDEX "article_vehicles_car_idx";--> statement-breakpoint
CREATE INDEX "article_vehicles_car_idx" ON "article_vehicles" USING btree ("car_id","review_count" DESC NULLS FIRST,"article_id");
