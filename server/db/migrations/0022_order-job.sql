-- An order's job (docs/api.md, Orders): the customer's own reference (a workshop's job or PO number, at most 35 characters,
-- checked by create-order) and the vehicle the parts are for ({ carId, label, plate }). Nullable without defaults:
-- added without rewriting the table; orders placed before read as "none given".
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle" jsonb;
