ALTER TABLE "audit_log" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
CREATE INDEX "audit_log_parent_idx" ON "audit_log" USING btree ("parent_id");