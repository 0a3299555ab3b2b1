-- Top products over long ranges (issue 29 §3): the folded rows of order_day_products are kept per
-- product as running totals by calendar month in order_product_months, so that a range's whole
-- months are two array reads per product (the reports add the days at the range's edges and the rows
-- not folded yet from order_day_products); the greatest line name per key and month is kept in
-- order_product_names, read for the top keys only. Both are kept by the summary job only: the
-- triggers, and so placing and moving orders, are unchanged. Existing rows count as folded ("folded"
-- is added with the default true, which needs no rewrite of the table, then the default becomes false
-- for the triggers' rows).
CREATE TABLE "order_product_months" (
	"product_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"first_month" integer NOT NULL,
	"quantity" bigint[] NOT NULL,
	"revenue" bigint[] NOT NULL,
	CONSTRAINT "order_product_months_product_id_line_key_pk" PRIMARY KEY("product_id","line_key")
);
--> statement-breakpoint
CREATE TABLE "order_product_names" (
	"product_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"month" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "order_product_names_product_id_line_key_month_pk" PRIMARY KEY("product_id","line_key","month")
);
--> statement-breakpoint
DROP INDEX "order_day_products_day_idx";--> statement-breakpoint
ALTER TABLE "order_day_products" ADD COLUMN "folded" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_day_products" ALTER COLUMN "folded" SET DEFAULT false;--> statement-breakpoint
-- Adds one key's rows of one month (m: year × 12 + month − 1) to its running totals (the totals of
-- the months after m grow by the rows' sums) and to the month's greatest line name.
CREATE FUNCTION "order_product_months_add"(p integer, k text, m integer, line text, q bigint, r bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s "order_product_months";
  f integer;
  shift integer;
  n integer;
BEGIN
  INSERT INTO "order_product_names" AS x ("product_id", "line_key", "month", "name") VALUES (p, k, m, line)
  ON CONFLICT ("product_id", "line_key", "month") DO UPDATE SET "name" = greatest(x."name", EXCLUDED."name");
  SELECT * INTO s FROM "order_product_months" WHERE "product_id" = p AND "line_key" = k FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO "order_product_months" ("product_id", "line_key", "first_month", "quantity", "revenue")
    VALUES (p, k, m, ARRAY[0, q], ARRAY[0, r]);
    RETURN;
  END IF;
  f := least(s."first_month", m);
  shift := s."first_month" - f;
  n := greatest(cardinality(s."revenue") + shift, m - f + 2);
  UPDATE "order_product_months" SET
    "first_month" = f,
    "quantity" = ARRAY(
      SELECT coalesce(s."quantity"[least(i - shift, cardinality(s."quantity"))], 0) + CASE WHEN i >= m - f + 2 THEN q ELSE 0 END
      FROM generate_series(1, n) i ORDER BY i),
    "revenue" = ARRAY(
      SELECT coalesce(s."revenue"[least(i - shift, cardinality(s."revenue"))], 0) + CASE WHEN i >= m - f + 2 THEN r ELSE 0 END
      FROM generate_series(1, n) i ORDER BY i)
  WHERE "product_id" = p AND "line_key" = k;
END
$$;--> statement-breakpoint
-- Makes order_product_months and order_product_names again from the folded rows of order_day_products.
CREATE FUNCTION "order_product_months_build"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_product_months";
  DELETE FROM "order_product_names";
  CREATE TEMPORARY TABLE "product_month_sums" ON COMMIT DROP AS
    SELECT "product_id", CASE WHEN "product_id" = 0 THEN "product_name" ELSE '' END AS k,
           extract(year FROM "day")::int * 12 + extract(month FROM "day")::int - 1 AS month,
           max("product_name") AS line, sum("quantity") AS q, sum("revenue") AS r
    FROM "order_day_products" WHERE "folded" GROUP BY 1, 2, 3;
  INSERT INTO "order_product_names" ("product_id", "line_key", "month", "name")
  SELECT "product_id", k, month, line FROM "product_month_sums";
  INSERT INTO "order_product_months" ("product_id", "line_key", "first_month", "quantity", "revenue")
  WITH keys AS (
    SELECT "product_id", k, min(month) AS first, max(month) AS last FROM "product_month_sums" GROUP BY 1, 2
  ), running AS (
    SELECT keys."product_id", keys.k, keys.first, i,
           (sum(coalesce(m.q, 0)) OVER w - coalesce(m.q, 0))::bigint AS q,
           (sum(coalesce(m.r, 0)) OVER w - coalesce(m.r, 0))::bigint AS r
    FROM keys CROSS JOIN LATERAL generate_series(keys.first, keys.last + 1) AS i
    LEFT JOIN "product_month_sums" m ON m."product_id" = keys."product_id" AND m.k = keys.k AND m.month = i
    WINDOW w AS (PARTITION BY keys."product_id", keys.k ORDER BY i)
  )
  SELECT "product_id", k, first, array_agg(q ORDER BY i), array_agg(r ORDER BY i)
  FROM running GROUP BY 1, 2, 3;
  DROP TABLE "product_month_sums";
END
$$;--> statement-breakpoint
-- The summary job: folds order_day_totals as before (migration 0020), and adds the new rows of
-- order_day_products to order_product_months, marking them folded, in the same transaction (a row
-- committed while it runs is not seen, keeps folded false and is added by the next round).
CREATE OR REPLACE FUNCTION "compact_order_summaries"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  g record;
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
  FOR g IN
    WITH f AS (
      UPDATE "order_day_products" SET "folded" = true WHERE NOT "folded"
      RETURNING "day", "product_id", "product_name", "quantity", "revenue"
    )
    SELECT "product_id", CASE WHEN "product_id" = 0 THEN "product_name" ELSE '' END AS k,
           extract(year FROM "day")::int * 12 + extract(month FROM "day")::int - 1 AS month,
           max("product_name") AS line, sum("quantity")::bigint AS q, sum("revenue")::bigint AS r
    FROM f GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  LOOP
    PERFORM "order_product_months_add"(g."product_id", g.k, g.month, g.line, g.q, g.r);
    n := n + 1;
  END LOOP;
  RETURN n;
END
$$;--> statement-breakpoint
-- rebuild_order_summaries of migration 0042, and order_product_months: the day rows are written
-- folded and the months made from them; under the summary job's lock, so that no fold runs between.
CREATE OR REPLACE FUNCTION "rebuild_order_summaries"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(29, 0);
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
  INSERT INTO "order_day_products" ("day", "product_id", "product_name", "quantity", "revenue", "folded")
  SELECT (o."created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(l."product_id", 0), l."product_name",
         sum(l."quantity"), sum(l."price" * l."quantity"), true
  FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id" WHERE o."status" = 'completed' GROUP BY 1, 2, 3;
  PERFORM "order_product_months_build"();
END
$$;--> statement-breakpoint
SELECT "order_product_months_build"();--> statement-breakpoint
CREATE INDEX "order_day_products_folded_day_idx" ON "order_day_products" USING btree ("day") WHERE "order_day_products"."folded";--> statement-breakpoint
CREATE INDEX "order_day_products_new_day_idx" ON "order_day_products" USING btree ("day") WHERE not "order_day_products"."folded";--> statement-breakpoint
ANALYZE "order_day_products", "order_product_months", "order_product_names";
