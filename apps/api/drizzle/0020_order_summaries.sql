CREATE TABLE "customers" (
	"phone" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"orders" integer NOT NULL,
	"total_spent" bigint NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"last_order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_totals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"orders" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_phone_created_idx";--> statement-breakpoint
CREATE INDEX "customers_last_order_idx" ON "customers" USING btree ("last_order_at" DESC NULLS FIRST,"phone");--> statement-breakpoint
CREATE INDEX "order_day_products_day_idx" ON "order_day_products" USING btree ("day");--> statement-breakpoint
CREATE INDEX "order_day_totals_day_idx" ON "order_day_totals" USING btree ("day","status");--> statement-breakpoint
CREATE INDEX "orders_payment_created_idx" ON "orders" USING btree ("payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_phone_created_idx" ON "orders" USING btree ("phone","created_at","id");--> statement-breakpoint
-- Summaries kept by the database from the orders, so every write of an order (placing, editing, a
-- status move, an erasure, an import) keeps them right in its own transaction, whatever code made it.
-- customers: one row per phone. Placing an order adds to its customer's row; a status or amount change
-- adjusts the total spent; a change of phone, name, email or date computes the customers concerned
-- again from their orders. A transaction-scoped advisory lock per phone (namespace 29) orders the
-- writers of one customer, so a computation always sees the orders committed before it.
CREATE FUNCTION "customer_lock"(p text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(29, hashtext(p))
$$;--> statement-breakpoint
CREATE FUNCTION "customer_refresh"(p text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customers" AS c ("phone", "name", "email", "orders", "total_spent", "last_order_at", "last_order_id")
  SELECT o."phone",
         (array_agg(o."customer" ORDER BY o."created_at" DESC, o."id" DESC))[1],
         (array_agg(o."email" ORDER BY o."created_at" DESC, o."id" DESC) FILTER (WHERE o."email" IS NOT NULL))[1],
         count(*),
         coalesce(sum(o."amount") FILTER (WHERE o."status" = 'completed'), 0),
         max(o."created_at"),
         (array_agg(o."id" ORDER BY o."created_at" DESC, o."id" DESC))[1]
  FROM "orders" o WHERE o."phone" = p GROUP BY o."phone"
  ON CONFLICT ("phone") DO UPDATE SET "name" = EXCLUDED."name", "email" = EXCLUDED."email",
    "orders" = EXCLUDED."orders", "total_spent" = EXCLUDED."total_spent",
    "last_order_at" = EXCLUDED."last_order_at", "last_order_id" = EXCLUDED."last_order_id";
  DELETE FROM "customers" c WHERE c."phone" = p AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."phone" = p);
END
$$;--> statement-breakpoint
CREATE FUNCTION "orders_customer_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  spent_old bigint;
  spent_new bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "customer_lock"(NEW."phone");
    INSERT INTO "customers" AS c ("phone", "name", "email", "orders", "total_spent", "last_order_at", "last_order_id")
    VALUES (NEW."phone", NEW."customer", NEW."email", 1,
            CASE WHEN NEW."status" = 'completed' THEN NEW."amount" ELSE 0 END, NEW."created_at", NEW."id")
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
    spent_old := CASE WHEN OLD."status" = 'completed' THEN OLD."amount" ELSE 0 END;
    spent_new := CASE WHEN NEW."status" = 'completed' THEN NEW."amount" ELSE 0 END;
    IF spent_old <> spent_new THEN
      UPDATE "customers" SET "total_spent" = "total_spent" - spent_old + spent_new WHERE "phone" = NEW."phone";
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_customer_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_customer_row"();--> statement-breakpoint
CREATE TRIGGER "orders_customer_update" AFTER UPDATE OF "phone", "customer", "email", "created_at", "status", "amount" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_customer_row"();--> statement-breakpoint
CREATE TRIGGER "orders_customer_delete" AFTER DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_customer_row"();--> statement-breakpoint
-- order_day_totals and order_day_products: a row per change, never updated in place (placing orders
-- never waits on a shared row); the summary job folds them (compact_order_summaries). Days are shop
-- days (Asia/Ho_Chi_Minh) of the order's placing. Product rows count completed orders' lines: an
-- order moving into or out of completed adds or takes away its lines; a line written or removed on a
-- completed order does the same (an order's delete takes its lines away before they are removed).
CREATE FUNCTION "order_products_rows"(o_id integer, o_day date, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "order_day_products" ("day", "product_id", "product_name", "quantity", "revenue")
  SELECT o_day, coalesce(l."product_id", 0), l."product_name", sign * sum(l."quantity"), sign * sum(l."price" * l."quantity")
  FROM "order_lines" l WHERE l."order_id" = o_id GROUP BY 2, 3
$$;--> statement-breakpoint
CREATE FUNCTION "orders_day_totals_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "order_day_totals" ("day", "status", "orders", "amount")
    VALUES ((OLD."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, OLD."status", -1, -OLD."amount");
    IF OLD."status" = 'completed' AND (TG_OP = 'DELETE' OR NEW."status" <> 'completed' OR NEW."created_at" <> OLD."created_at") THEN
      PERFORM "order_products_rows"(OLD."id", (OLD."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "order_day_totals" ("day", "status", "orders", "amount")
    VALUES ((NEW."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, NEW."status", 1, NEW."amount");
    IF TG_OP = 'UPDATE' AND NEW."status" = 'completed' AND (OLD."status" <> 'completed' OR NEW."created_at" <> OLD."created_at") THEN
      PERFORM "order_products_rows"(NEW."id", (NEW."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, 1);
    END IF;
    RETURN NULL;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_day_totals_row"();--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_update" AFTER UPDATE OF "status", "amount", "created_at" ON "orders" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."amount" IS DISTINCT FROM NEW."amount" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "orders_day_totals_row"();--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_day_totals_row"();--> statement-breakpoint
CREATE FUNCTION "order_lines_day_products_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_day date;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT (o."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date INTO o_day FROM "orders" o
    WHERE o."id" = OLD."order_id" AND o."status" = 'completed';
    IF o_day IS NOT NULL THEN
      INSERT INTO "order_day_products" ("day", "product_id", "product_name", "quantity", "revenue")
      VALUES (o_day, coalesce(OLD."product_id", 0), OLD."product_name", -OLD."quantity", -OLD."price" * OLD."quantity");
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT (o."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date INTO o_day FROM "orders" o
    WHERE o."id" = NEW."order_id" AND o."status" = 'completed';
    IF o_day IS NOT NULL THEN
      INSERT INTO "order_day_products" ("day", "product_id", "product_name", "quantity", "revenue")
      VALUES (o_day, coalesce(NEW."product_id", 0), NEW."product_name", NEW."quantity", NEW."price" * NEW."quantity");
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_lines_day_products" AFTER INSERT OR DELETE OR UPDATE OF "order_id", "quantity", "price", "product_name" ON "order_lines"
  FOR EACH ROW EXECUTE FUNCTION "order_lines_day_products_row"();--> statement-breakpoint
-- Folds each day's rows of a status into one (the summary job, every minute, on one server at a
-- time: the other servers find the lock taken and skip). Product rows are one per completed line
-- already; only keys with several rows are folded, and rows summing to nothing are dropped.
CREATE FUNCTION "compact_order_summaries"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(29, 0) THEN RETURN 0; END IF;
  WITH keys AS (
    SELECT "day", "status" FROM "order_day_totals" GROUP BY 1, 2 HAVING count(*) > 1
  ), gone AS (
    DELETE FROM "order_day_totals" t USING keys k WHERE t."day" = k."day" AND t."status" = k."status"
    RETURNING t."day", t."status", t."orders", t."amount"
  )
  INSERT INTO "order_day_totals" ("day", "status", "orders", "amount")
  SELECT "day", "status", sum("orders"), sum("amount") FROM gone GROUP BY 1, 2 HAVING sum("orders") <> 0 OR sum("amount") <> 0;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;--> statement-breakpoint
-- Makes every summary again from the orders (this migration, and a bulk load that ran without triggers).
CREATE FUNCTION "rebuild_order_summaries"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "customers";
  INSERT INTO "customers" ("phone", "name", "email", "orders", "total_spent", "last_order_at", "last_order_id")
  SELECT o."phone",
         (array_agg(o."customer" ORDER BY o."created_at" DESC, o."id" DESC))[1],
         (array_agg(o."email" ORDER BY o."created_at" DESC, o."id" DESC) FILTER (WHERE o."email" IS NOT NULL))[1],
         count(*),
         coalesce(sum(o."amount") FILTER (WHERE o."status" = 'completed'), 0),
         max(o."created_at"),
         (array_agg(o."id" ORDER BY o."created_at" DESC, o."id" DESC))[1]
  FROM "orders" o GROUP BY o."phone";
  DELETE FROM "order_day_totals";
  INSERT INTO "order_day_totals" ("day", "status", "orders", "amount")
  SELECT (o."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, o."status", count(*), sum(o."amount")
  FROM "orders" o GROUP BY 1, 2;
  DELETE FROM "order_day_products";
  INSERT INTO "order_day_products" ("day", "product_id", "product_name", "quantity", "revenue")
  SELECT (o."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(l."product_id", 0), l."product_name",
         sum(l."quantity"), sum(l."price" * l."quantity")
  FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id" WHERE o."status" = 'completed' GROUP BY 1, 2, 3;
END
$$;--> statement-breakpoint
SELECT "rebuild_order_summaries"();--> statement-breakpoint
ANALYZE "customers", "order_day_totals", "order_day_products";
