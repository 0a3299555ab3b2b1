DROP INDEX "products_brand_idx";--> statement-breakpoint
CREATE INDEX "products_lowest_price_desc_idx" ON "products" USING btree ("lowest_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","category_id","gender","in_stock","sub_brand_id","featured");