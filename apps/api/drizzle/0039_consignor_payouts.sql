CREATE TABLE "consignor_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"piece_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"note" text,
	"paid_by" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignor_payouts" ADD CONSTRAINT "consignor_payouts_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consignor_payouts_piece_idx" ON "consignor_payouts" USING btree ("piece_id");