ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stock_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_address_idx" ON "orders" USING btree ("client_address") WHERE "orders"."status" = 'pending' and "orders"."client_address" is not null;--> statement-breakpoint
CREATE INDEX "orders_pay_by_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."status" = 'pending' and "orders"."pay_by" is not null;--> statement-breakpoint
-- Lines placed before this migration: a line of a variant whose stock is counted today took its
-- quantity (as the returns read it until now); lines of cancelled orders already gave theirs back.
UPDATE "order_lines" SET "stock_taken" = "order_lines"."quantity"
FROM "product_variants", "orders"
WHERE "product_variants"."id" = "order_lines"."variant_id"
  AND "product_variants"."stock" IS NOT NULL
  AND "orders"."id" = "order_lines"."order_id"
  AND "orders"."status" <> 'cancelled';
--> statement-breakpoint
-- Unpaid bank-transfer orders waiting today get a full hold from now (the default 24 hours) rather
-- than being cancelled at the first round after the upgrade.
UPDATE "orders" SET "pay_by" = greatest("created_at", now()) + interval '24 hours'
WHERE "payment_method" = 'bank_transfer' AND "payment_status" = 'unpaid' AND "status" = 'pending';
