ALTER TABLE "messages" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_service_idx" ON "messages" USING btree ("service_id","id");--> statement-breakpoint
-- Messages written before this column: their ticket is the one their parameters name (docs/services.md#messages).
UPDATE "messages" m SET "service_id" = s."id" FROM "services" s
WHERE m."kind" IN ('service-received', 'service-status') AND m."params" -> 'service' ->> 'id' = s."id"::text;
