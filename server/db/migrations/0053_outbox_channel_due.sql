-- Each channel's dispatcher takes its own queued rows by when they are due; the created_at
-- index was read by nothing.
DROP INDEX "delivery_outbox_queued_idx";--> statement-breakpoint
DROP INDEX "delivery_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "delivery_outbox_channel_due_idx" ON "delivery_outbox" USING btree ("channel","next_attempt_at") WHERE "delivery_outbox"."state" = 'queued';