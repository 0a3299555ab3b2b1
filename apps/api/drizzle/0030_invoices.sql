ALTER TABLE "orders" ADD COLUMN "invoice_request" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
CREATE INDEX "orders_awaiting_invoice_idx" ON "orders" USING btree ("id") WHERE "orders"."status" = 'completed' and "orders"."invoice" is null;