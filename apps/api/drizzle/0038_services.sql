CREATE TYPE "public"."service_status" AS ENUM('received', 'checking', 'quoted', 'repairing', 'sent_to_brand', 'ready', 'returned', 'cancelled');--> statement-breakpoint
CREATE TABLE "service_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"from_status" "service_status",
	"status" "service_status" NOT NULL,
	"note" text,
	"by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('BH' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"piece_id" integer,
	"warranty_id" integer,
	"under_warranty" boolean DEFAULT false NOT NULL,
	"brand_name" text NOT NULL,
	"model" text NOT NULL,
	"serial" text,
	"serial_key" text,
	"customer_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"problem" text NOT NULL,
	"handed_over" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handed_over_note" text,
	"condition_note" text,
	"estimate" bigint,
	"fee" bigint,
	"promised_date" date,
	"note" text,
	"status" "service_status" DEFAULT 'received' NOT NULL,
	"received_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_history_service_idx" ON "service_history" USING btree ("service_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_code_idx" ON "services" USING btree ("code");--> statement-breakpoint
CREATE INDEX "services_piece_idx" ON "services" USING btree ("piece_id");--> statement-breakpoint
CREATE INDEX "services_serial_idx" ON "services" USING btree ("serial_key");--> statement-breakpoint
CREATE INDEX "services_phone_idx" ON "services" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("status","id");