ALTER TABLE "delivery_outbox" DROP CONSTRAINT "delivery_outbox_receipt_id_message_receipts_id_fk";
--> statement-breakpoint
ALTER TABLE "message_receipts" DROP CONSTRAINT "message_receipts_occurrence_id_message_occurrences_id_fk";
--> statement-breakpoint
-- The fan-out's keyset walk reads every column it decides on from the index (drizzle cannot
-- declare INCLUDE, so the schema names the index by its key columns only).
DROP INDEX IF EXISTS "mobile_users_company_id_idx";--> statement-breakpoint
CREATE INDEX "mobile_users_company_id_idx" ON "mobile_users" USING btree ("company_id","id") INCLUDE ("is_deleted","is_active","registered","platform","phone","email");
