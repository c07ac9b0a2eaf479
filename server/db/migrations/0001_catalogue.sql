CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "article_oe_numbers" (
	"article_id" integer NOT NULL,
	"manu_name" text NOT NULL,
	"oe_number" text NOT NULL,
	"search_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_vehicles" (
	"article_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	CONSTRAINT "article_vehicles_article_id_car_id_pk" PRIMARY KEY("article_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"article_number" text NOT NULL,
	"search_number" text NOT NULL,
	"brand_slug" text NOT NULL,
	"generic_article_id" integer NOT NULL,
	"name_no" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"texts" jsonb NOT NULL,
	"criteria" jsonb NOT NULL,
	"image_count" integer NOT NULL,
	"price" integer NOT NULL,
	"discount" integer,
	"stock" text NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"tags" text[] NOT NULL,
	"color" text,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"value" integer[] NOT NULL,
	"position" integer NOT NULL,
	"depth" integer NOT NULL,
	"layout" text NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"manu_id" integer PRIMARY KEY NOT NULL,
	"manu_name" text NOT NULL,
	"wmi" text[] NOT NULL,
	CONSTRAINT "manufacturers_manu_name_unique" UNIQUE("manu_name")
);
--> statement-breakpoint
CREATE TABLE "model_series" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"manu_id" integer NOT NULL,
	"modelname" text NOT NULL,
	"year_of_constr_from" integer NOT NULL,
	"year_of_constr_to" integer,
	"platform" text NOT NULL,
	"popularity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"plate" text PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"car_id" integer NOT NULL,
	"first_registration" date NOT NULL,
	CONSTRAINT "registrations_vin_unique" UNIQUE("vin")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"date" date NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"scale" real NOT NULL,
	"articles" integer NOT NULL,
	"finished_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"type_name" text NOT NULL,
	"year_of_constr_from" integer NOT NULL,
	"year_of_constr_to" integer,
	"ccm_tech" integer,
	"power_kw_from" integer NOT NULL,
	"power_hp_from" integer NOT NULL,
	"motor_code" text NOT NULL,
	"fuel" text NOT NULL,
	"body" text NOT NULL,
	"engine_family" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_brand_slug_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_series" ADD CONSTRAINT "model_series_manu_id_manufacturers_manu_id_fk" FOREIGN KEY ("manu_id") REFERENCES "public"."manufacturers"("manu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_car_id_vehicles_car_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("car_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_model_series_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model_series"("model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_oe_article_idx" ON "article_oe_numbers" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_oe_search_idx" ON "article_oe_numbers" USING btree ("search_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "article_vehicles_car_idx" ON "article_vehicles" USING btree ("car_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_brand_number_idx" ON "articles" USING btree ("brand_slug","article_number");--> statement-breakpoint
CREATE INDEX "articles_search_number_idx" ON "articles" USING btree ("search_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "articles_generic_idx" ON "articles" USING btree ("generic_article_id");--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("featured") WHERE "articles"."featured";--> statement-breakpoint
CREATE INDEX "articles_name_no_trgm_idx" ON "articles" USING gin ("name_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_name_en_trgm_idx" ON "articles" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_name_ar_trgm_idx" ON "articles" USING gin ("name_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "model_series_manu_idx" ON "model_series" USING btree ("manu_id");--> statement-breakpoint
CREATE INDEX "reviews_article_idx" ON "reviews" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "vehicles_model_idx" ON "vehicles" USING btree ("model_id");