-- Vipps references unique per merchant serial number across databases: each database gets its own random part
-- once (12 of a–z0–9, from gen_random_uuid's 122 random bits), read by every process of the installation.
-- Webhooks find their order by the reference stored in orders.payment.
CREATE TABLE "installation" (
	"id" integer PRIMARY KEY NOT NULL,
	"reference_part" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_one_row" CHECK ("installation"."id" = 1),
	CONSTRAINT "installation_reference_part_check" CHECK ("installation"."reference_part" ~ '^[a-z0-9]{4,16}$')
);
--> statement-breakpoint
INSERT INTO "installation" ("id", "reference_part") VALUES (1, substr(replace(gen_random_uuid()::text, '-', ''), 1, 12));--> statement-breakpoint
CREATE INDEX "orders_payment_reference_idx" ON "orders" USING btree (("payment"->>'reference'));
