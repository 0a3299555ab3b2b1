CREATE TABLE "trade_in_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyback_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trade_in_credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_in_credits" ADD CONSTRAINT "trade_in_credits_buyback_id_buybacks_id_fk" FOREIGN KEY ("buyback_id") REFERENCES "public"."buybacks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_credits" ADD CONSTRAINT "trade_in_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_credits_buyback_idx" ON "trade_in_credits" USING btree ("buyback_id") WHERE "trade_in_credits"."released_at" is null;--> statement-breakpoint
CREATE INDEX "trade_in_credits_order_idx" ON "trade_in_credits" USING btree ("order_id");--> statement-breakpoint
-- Trade-in credit (docs/pieces.md#trade-in-credit): an order's "amount" is now the amount to pay,
-- subtotal + shipping − trade_in_credit. The summaries (reports, dashboard, customers) keep counting
-- the goods' value (a trade-in is a purchase, not a discount): the functions of migration 0020 again,
-- with "amount" + "trade_in_credit" wherever they read an order's amount. Existing orders have no
-- credit, so the summaries stay as they are.
CREATE OR REPLACE FUNCTION "customer_refresh"(p text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customers" AS c ("phone", "name", "email", "orders", "total_spent", "last_order_at", "last_order_id")
  SELECT o."phone",
         (array_agg(o."customer" ORDER BY o."created_at" DESC, o."id" DESC))[1],
         (array_agg(o."email" ORDER BY o."created_at" DESC, o."id" DESC) FILTER (WHERE o."email" IS NOT NULL))[1],
         count(*),
         coalesce(sum((o."amount" + o."trade_in_credit")) FILTER (WHERE o."status" = 'completed'), 0),
         max(o."created_at"),
         (array_agg(o."id" ORDER BY o."created_at" DESC, o."id" DESC))[1]
  FROM "orders" o WHERE o."phone" = p GROUP BY o."phone"
  ON CONFLICT ("phone") DO UPDATE SET "name" = EXCLUDED."name", "email" = EXCLUDED."email",
    "orders" = EXCLUDED."orders", "total_spent" = EXCLUDED."total_spent",
    "last_order_at" = EXCLUDED."last_order_at", "last_order_id" = EXCLUDED."last_order_id";
  DELETE FROM "customers" c WHERE c."phone" = p AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."phone" = p);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_customer_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  spent_old bigint;
  spent_new bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "customer_lock"(NEW."phone");
    INSERT INTO "customers" AS c ("phone", "name", "email", "orders", "total_spent", "last_order_at", "last_order_id")
    VALUES (NEW."phone", NEW."customer", NEW."email", 1,
            CASE WHEN NEW."status" = 'completed' THEN (NEW."amount" + NEW."trade_in_credit") ELSE 0 END, NEW."created_at", NEW."id")
    ON CONFLICT ("phone") DO UPDATE SET
      "orders" = c."orders" + 1,
      "total_spent" = c."total_spent" + EXCLUDED."total_spent",
      "name" = CASE WHEN (EXCLUDED."last_order_at", EXCLUDED."last_order_id") > (c."last_order_at", c."last_order_id")
                    THEN EXCLUDED."name" ELSE c."name" END,
      "email" = CASE WHEN (EXCLUDED."last_order_at", EXCLUDED."last_order_id") > (c."last_order_at", c."last_order_id")
                     THEN coalesce(EXCLUDED."email", c."email") ELSE coalesce(c."email", EXCLUDED."email") END,
      "last_order_id" = CASE WHEN (EXCLUDED."last_order_at", EXCLUDED."last_order_id") > (c."last_order_at", c."last_order_id")
                             THEN EXCLUDED."last_order_id" ELSE c."last_order_id" END,
      "last_order_at" = greatest(c."last_order_at", EXCLUDED."last_order_at");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "customer_lock"(OLD."phone");
    PERFORM "customer_refresh"(OLD."phone");
  ELSIF OLD."phone" IS DISTINCT FROM NEW."phone" OR OLD."customer" IS DISTINCT FROM NEW."customer"
     OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."created_at" IS DISTINCT FROM NEW."created_at" THEN
    PERFORM "customer_lock"(least(OLD."phone", NEW."phone"));
    PERFORM "customer_lock"(greatest(OLD."phone", NEW."phone"));
    PERFORM "customer_refresh"(OLD."phone");
    IF NEW."phone" IS DISTINCT FROM OLD."phone" THEN PERFORM "customer_refresh"(NEW."phone"); END IF;
  ELSE
    spent_old := CASE WHEN OLD."status" = 'completed' THEN (OLD."amount" + OLD."trade_in_credit") ELSE 0 END;
    spent_new := CASE WHEN NEW."status" = 'completed' THEN (NEW."amount" + NEW."trade_in_credit") ELSE 0 END;
    IF spent_old <> spent_new THEN
      UPDATE "customers" SET "total_spent" = "total_spent" - spent_old + spent_new WHERE "phone" = NEW."phone";
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_day_totals_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "order_day_totals" ("day", "status", "orders", "amount")
    VALUES ((OLD."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, OLD."status", -1, -(OLD."amount" + OLD."trade_in_credit"));
    IF OLD."status" = 'completed' AND (TG_OP = 'DELETE' OR NEW."status" <> 'completed' OR NEW."created_at" <> OLD."created_at") THEN
      PERFORM "order_products_rows"(OLD."id", (OLD."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "order_day_totals" ("day", "status", "orders", "amount")
    VALUES ((NEW."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, NEW."status", 1, (NEW."amount" + NEW."trade_in_credit"));
    IF TG_OP = 'UPDATE' AND NEW."status" = 'completed' AND (OLD."status" <> 'completed' OR NEW."created_at" <> OLD."created_at") THEN
      PERFORM "order_products_rows"(NEW."id", (NEW."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, 1);
    END IF;
    RETURN NULL;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_order_summaries"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "customers";
  INSERT INTO "customers" ("phone", "name", "email", "orders", "total_spent", "last_order_at", "last_order_id")
  SELECT o."phone",
         (array_agg(o."customer" ORDER BY o."created_at" DESC, o."id" DESC))[1],
         (array_agg(o."email" ORDER BY o."created_at" DESC, o."id" DESC) FILTER (WHERE o."email" IS NOT NULL))[1],
         count(*),
         coalesce(sum((o."amount" + o."trade_in_credit")) FILTER (WHERE o."status" = 'completed'), 0),
         max(o."created_at"),
         (array_agg(o."id" ORDER BY o."created_at" DESC, o."id" DESC))[1]
  FROM "orders" o GROUP BY o."phone";
  DELETE FROM "order_day_totals";
  INSERT INTO "order_day_totals" ("day", "status", "orders", "amount")
  SELECT (o."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, o."status", count(*), sum((o."amount" + o."trade_in_credit"))
  FROM "orders" o GROUP BY 1, 2;
  DELETE FROM "order_day_products";
  INSERT INTO "order_day_products" ("day", "product_id", "product_name", "quantity", "revenue")
  SELECT (o."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(l."product_id", 0), l."product_name",
         sum(l."quantity"), sum(l."price" * l."quantity")
  FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id" WHERE o."status" = 'completed' GROUP BY 1, 2, 3;
END
$$;
