-- A variant's counted stock rising from 0 (a cancel, a restock, a piece received, an edit) is announced
-- on the channel `stock_rose` with the variant's id, delivered at commit: every server forgets that it
-- saw the variant sold out (apps/api/src/modules/orders/sold-out.ts). A variant that stops being
-- counted (stock set to null) is announced too, and so is a deleted one.
CREATE FUNCTION "announce_stock_rose"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stock_rose', OLD."id"::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_rose" AFTER UPDATE OF "stock" ON "product_variants" FOR EACH ROW
  WHEN (OLD."stock" = 0 AND (NEW."stock" IS NULL OR NEW."stock" > 0)) EXECUTE FUNCTION "announce_stock_rose"();--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_gone" AFTER DELETE ON "product_variants" FOR EACH ROW
  WHEN (OLD."stock" = 0) EXECUTE FUNCTION "announce_stock_rose"();
