CREATE TABLE "catalogue_product_versions" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "list_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "settings_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Invalidation by what changed: an edit of one product raises that product's version and the list
-- version, never the whole catalogue's, so every other product's answer and page stays cached.
-- Brands, sub-brands, categories and sizes keep raising `version` (every answer names them).
-- Every raise is also announced on the channel `catalogue_changed` ('t': all, 'p<id>': one product
-- and the lists, 's': settings), delivered at commit: a process that is the database's only writer
-- (the embedded PGlite) keeps the versions in memory from these, without reading them per request.
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalogue_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('shop.catalogue_bumped', txid_current()::text, true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM pg_notify('catalogue_changed', 't');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_product_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  pid integer;
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    ids := ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END];
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY[OLD."product_id"];
  ELSIF TG_OP = 'UPDATE' AND OLD."product_id" IS DISTINCT FROM NEW."product_id" THEN
    ids := ARRAY[OLD."product_id", NEW."product_id"];
  ELSE
    ids := ARRAY[NEW."product_id"];
  END IF;
  FOREACH pid IN ARRAY ids LOOP
    -- Once per product and transaction.
    IF current_setting('shop.product_bumped_' || pid, true) IS DISTINCT FROM txid_current()::text THEN
      PERFORM set_config('shop.product_bumped_' || pid, txid_current()::text, true);
      INSERT INTO "catalogue_product_versions" ("product_id", "version") VALUES (pid, 1)
        ON CONFLICT ("product_id") DO UPDATE SET "version" = "catalogue_product_versions"."version" + 1;
      PERFORM pg_notify('catalogue_changed', 'p' || pid);
    END IF;
  END LOOP;
  IF current_setting('shop.list_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('shop.list_bumped', txid_current()::text, true);
    UPDATE "catalogue_version" SET "list_version" = "list_version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_settings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.settings_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('shop.settings_bumped', txid_current()::text, true);
    UPDATE "catalogue_version" SET "settings_version" = "settings_version" + 1 WHERE "id" = 1;
    PERFORM pg_notify('catalogue_changed', 's');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_catalogue_version" ON "products";--> statement-breakpoint
DROP TRIGGER "product_variants_catalogue_version" ON "product_variants";--> statement-breakpoint
DROP TRIGGER "product_variants_catalogue_version_update" ON "product_variants";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_product_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_catalogue_version" AFTER INSERT OR DELETE ON "product_variants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_product_version"();--> statement-breakpoint
-- Stock alone does not change an answer (the shown in-stock state is products.sold_out).
CREATE CONSTRAINT TRIGGER "product_variants_catalogue_version_update" AFTER UPDATE ON "product_variants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')) EXECUTE FUNCTION "bump_product_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settings_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "settings_catalogue_version_truncate" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
