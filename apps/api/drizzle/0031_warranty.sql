CREATE TABLE "warranties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('TBH' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"piece_id" integer NOT NULL,
	"order_id" integer,
	"order_code" text,
	"product_name" text NOT NULL,
	"variant_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"serial" text NOT NULL,
	"serial_key" text NOT NULL,
	"reference" text,
	"condition" text NOT NULL,
	"kind" text NOT NULL,
	"months" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "warranty_kind" text DEFAULT 'international' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_code_idx" ON "warranties" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warranties_serial_idx" ON "warranties" USING btree ("serial_key");--> statement-breakpoint
CREATE INDEX "warranties_piece_idx" ON "warranties" USING btree ("piece_id");--> statement-breakpoint
CREATE INDEX "warranties_order_idx" ON "warranties" USING btree ("order_id");