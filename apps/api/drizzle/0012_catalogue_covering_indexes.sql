DROP INDEX "products_brand_idx";--> statement-breakpoint
DROP INDEX "products_featured_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_name_sort_idx";--> statement-breakpoint
DROP INDEX "products_lowest_price_idx";--> statement-breakpoint
DROP INDEX "products_lowest_price_desc_idx";--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","category_id","gender","in_stock","sub_brand_id","featured","sold_out");--> statement-breakpoint
CREATE INDEX "products_featured_created_idx" ON "products" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"brand_id","sub_brand_id","category_id","gender","in_stock","sold_out");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"brand_id","sub_brand_id","category_id","gender","in_stock","sold_out","featured");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("name_sort","id","brand_id","sub_brand_id","category_id","gender","in_stock","sold_out","featured");--> statement-breakpoint
CREATE INDEX "products_lowest_price_idx" ON "products" USING btree ("lowest_price","id","brand_id","sub_brand_id","category_id","gender","in_stock","sold_out","featured");--> statement-breakpoint
CREATE INDEX "products_lowest_price_desc_idx" ON "products" USING btree ("lowest_price" DESC NULLS LAST,"id" DESC NULLS LAST,"brand_id","sub_brand_id","category_id","gender","in_stock","sold_out","featured");