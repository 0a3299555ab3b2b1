CREATE TABLE "buybacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('TM' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"piece_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"seller_id_number" text,
	"bought_at" date NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buybacks" ADD CONSTRAINT "buybacks_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buybacks_code_idx" ON "buybacks" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "buybacks_piece_idx" ON "buybacks" USING btree ("piece_id");--> statement-breakpoint
CREATE INDEX "buybacks_bought_idx" ON "buybacks" USING btree ("bought_at","id");