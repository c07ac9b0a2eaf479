-- The wishlist and compare list that follow the user (docs/offline.md): one row per user, list and article. The unique
-- index keeps one row however many requests race; the user's writes take the user's row lock first, so the lists'
-- limits (src/domain/saved-lists.ts) hold across server processes.
CREATE TABLE "user_saved_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"article_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_saved_products_list_check" CHECK ("user_saved_products"."list" in ('wishlist', 'compare'))
);
--> statement-breakpoint
ALTER TABLE "user_saved_products" ADD CONSTRAINT "user_saved_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_saved_products_user_list_article_idx" ON "user_saved_products" USING btree ("user_id","list","article_id");
