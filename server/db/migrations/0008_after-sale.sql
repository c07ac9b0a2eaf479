CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"rate" double precision NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" text DEFAULT 'seed' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "html" text;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
INSERT INTO "currency_rates" ("code", "rate", "set_at", "set_by") VALUES ('EUR', 0.0855, '2026-11-25T00:00:00Z', 'seed'), ('SEK', 0.9350, '2026-11-25T00:00:00Z', 'seed'), ('DKK', 0.6380, '2026-11-25T00:00:00Z', 'seed'), ('GBP', 0.0745, '2026-11-25T00:00:00Z', 'seed'), ('USD', 0.0985, '2026-11-25T00:00:00Z', 'seed') ON CONFLICT DO NOTHING;
