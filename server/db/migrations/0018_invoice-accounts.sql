ALTER TABLE "users" ADD COLUMN "invoice_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invoice_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invoice_set_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invoice_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invoice_limit_check" CHECK ("users"."invoice_limit" >= 0);
