-- The id of the HTTP request that wrote a message and queued its occurrence (X-Request-Id, or
-- the id the API gave the call), so a delivery row leads back to the call and its log lines:
-- delivery_outbox.occurrence_id -> message_occurrences.request_id. Null for what the engine
-- writes itself (a schedule's next occurrence) and for rows older than this column.
ALTER TABLE "messages" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "message_occurrences" ADD COLUMN "request_id" text;
