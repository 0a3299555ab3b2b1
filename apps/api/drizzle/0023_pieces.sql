CREATE TYPE "public"."piece_status" AS ENUM('in_stock', 'reserved', 'sold', 'in_service', 'consignor_returned', 'written_off');--> statement-breakpoint
CREATE TABLE "piece_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"piece_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" "piece_status",
	"status" "piece_status" NOT NULL,
	"order_id" integer,
	"order_code" text,
	"note" text,
	"by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"serial" text NOT NULL,
	"serial_key" text NOT NULL,
	"reference" text,
	"condition" text DEFAULT 'new' NOT NULL,
	"grade" text,
	"condition_note" text,
	"accessories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accessories_note" text,
	"source" text NOT NULL,
	"source_name" text,
	"source_phone" text,
	"consignor_payout" bigint,
	"cost_price" bigint,
	"status" "piece_status" DEFAULT 'in_stock' NOT NULL,
	"order_id" integer,
	"received_at" date DEFAULT now() NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "tracks_pieces" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "piece_history" ADD CONSTRAINT "piece_history_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_history" ADD CONSTRAINT "piece_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "piece_history_piece_idx" ON "piece_history" USING btree ("piece_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pieces_brand_serial_idx" ON "pieces" USING btree ("brand_id","serial_key");--> statement-breakpoint
CREATE INDEX "pieces_serial_trgm_idx" ON "pieces" USING gin ("serial_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pieces_variant_status_idx" ON "pieces" USING btree ("variant_id","status");--> statement-breakpoint
CREATE INDEX "pieces_order_idx" ON "pieces" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pieces_status_idx" ON "pieces" USING btree ("status","id");