ALTER TABLE "products" ADD COLUMN "search_name_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing products: the length of the name as core's foldText leaves it (marks removed, white space
-- collapsed and trimmed), which for a name typed in composed form is its length in characters.
-- Every write through the API stores foldText(name).length itself.
UPDATE "products" SET "search_name_length" = char_length(regexp_replace(btrim("name"), '\s+', ' ', 'g'));
