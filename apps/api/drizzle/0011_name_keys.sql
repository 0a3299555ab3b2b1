ALTER TABLE "brands" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "sub_brands" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "sizes" ADD COLUMN "name_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key_idx" ON "brands" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_brands_name_key_idx" ON "sub_brands" USING btree ("brand_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key_idx" ON "categories" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sizes_name_key_idx" ON "sizes" USING btree ("name_key");