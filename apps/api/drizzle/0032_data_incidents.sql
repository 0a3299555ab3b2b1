CREATE TABLE "data_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"found_at" timestamp with time zone NOT NULL,
	"data" text NOT NULL,
	"people_affected" integer,
	"reported_at" timestamp with time zone,
	"reported_to" text,
	"measures" text,
	"closed" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_incidents" ADD CONSTRAINT "data_incidents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_incidents_found_at_idx" ON "data_incidents" USING btree ("found_at");