ALTER TABLE "users" ADD COLUMN "business" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_org_number_check" CHECK ("users"."business" IS NULL OR "users"."business"->>'orgNumber' ~ '^[0-9]{9}$');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business" jsonb;
