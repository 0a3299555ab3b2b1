-- The throttle counters move to rate-limiter-flexible's table shape (key, points, expire): the old
-- counters (minutes of sign-in and order attempts) are dropped, not converted.
DROP TABLE "throttle_counters" CASCADE;
--> statement-breakpoint
CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_expire_idx" ON "throttle_counters" USING btree ("expire");