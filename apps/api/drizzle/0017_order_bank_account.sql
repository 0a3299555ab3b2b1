ALTER TABLE "orders" ADD COLUMN "bank_bin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
-- An order keeps the bank account it was placed with. Unpaid bank-transfer orders placed before this
-- migration get the account the settings hold today (read as the app read it: a six-digit BIN, an
-- account number of 1-19 letters or digits and a holder's name are all needed, else nothing is copied).
UPDATE "orders" SET
  "bank_bin" = "account"."bin",
  "bank_account_number" = "account"."number",
  "bank_account_name" = "account"."name"
FROM (
  SELECT
    max("value") FILTER (WHERE "key" = 'payment.bankBin') AS "bin",
    max("value") FILTER (WHERE "key" = 'payment.accountNumber') AS "number",
    btrim(max("value") FILTER (WHERE "key" = 'payment.accountName'), E' \t\r\n') AS "name",
    char_length(max("value") FILTER (WHERE "key" = 'payment.accountName')) AS "name_length"
  FROM "settings"
  WHERE "key" IN ('payment.bankBin', 'payment.accountNumber', 'payment.accountName')
) AS "account"
WHERE "orders"."payment_method" = 'bank_transfer'
  AND "orders"."payment_status" = 'unpaid'
  AND "account"."bin" ~ '^[0-9]{6}$'
  AND "account"."number" ~ '^[0-9A-Za-z]{1,19}$'
  AND "account"."name" <> ''
  AND "account"."name_length" <= 100;
