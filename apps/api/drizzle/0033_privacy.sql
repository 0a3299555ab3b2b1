CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"order_id" integer,
	"purpose" text NOT NULL,
	"text" text NOT NULL,
	"text_version" integer NOT NULL,
	"client_address" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"order_code" text NOT NULL,
	"details" text,
	"client_address" text,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"note" text,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "data_requests_phone_idx" ON "data_requests" USING btree ("phone");