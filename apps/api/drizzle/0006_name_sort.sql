DROP INDEX "brands_name_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name_sort" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_brands" ADD COLUMN "name_sort" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_sort" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "brands_name_sort_idx" ON "brands" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("name_sort","id");