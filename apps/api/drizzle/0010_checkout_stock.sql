CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'paid', 'refunded');--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"body_hash" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Delivery addresses become { province, ward, street }; a text address of an earlier order is kept whole in street.
ALTER TABLE "orders" ALTER COLUMN "shipping_address" SET DATA TYPE jsonb USING (CASE WHEN "shipping_address" IS NULL OR btrim("shipping_address") = '' THEN NULL ELSE jsonb_build_object('province', NULL, 'ward', NULL, 'street', "shipping_address") END);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DEFAULT 'cod';--> statement-breakpoint
-- Payment methods are cod or bank_transfer; every earlier order was cash on delivery.
UPDATE "orders" SET "payment_method" = 'cod' WHERE "payment_method" IS DISTINCT FROM 'bank_transfer';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "payment_status" DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
-- Earlier orders had no delivery fee: their subtotal is their amount.
ALTER TABLE "orders" ADD COLUMN "subtotal" bigint;--> statement-breakpoint
UPDATE "orders" SET "subtotal" = "amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "from_status" "order_status";--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "reason" text;--> statement-breakpoint
-- Earlier history rows: the status each move came from is the one recorded just before it.
UPDATE "order_history" h SET "from_status" = p."prev" FROM (
  SELECT "id", lag("status") OVER (PARTITION BY "order_id" ORDER BY "at", "id") AS "prev" FROM "order_history"
) p WHERE p."id" = h."id" AND p."prev" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_idempotency_keys_created_idx" ON "order_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_phone_created_idx" ON "orders" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0);--> statement-breakpoint
-- Stock changes with every order: they must not empty the catalogue cache. A variant update bumps
-- the catalogue version only when something other than its stock changes; the product's shown
-- in-stock state (products.sold_out, written only when it changes) bumps it through the products trigger.
DROP TRIGGER "product_variants_catalogue_version" ON "product_variants";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_catalogue_version" AFTER INSERT OR DELETE ON "product_variants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_catalogue_version_update" AFTER UPDATE ON "product_variants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')) EXECUTE FUNCTION "bump_catalogue_version"();
