CREATE TABLE "order_reservations" (
	"order_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"units" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_reservations_order_id_article_id_pk" PRIMARY KEY("order_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "stock_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"from_stock" text NOT NULL,
	"to_stock" text NOT NULL,
	"from_count" integer NOT NULL,
	"to_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reservations_held_idx" ON "order_reservations" USING btree ("article_id") WHERE "order_reservations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "stock_events_article_idx" ON "stock_events" USING btree ("article_id","at");
