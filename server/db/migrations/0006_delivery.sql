ALTER TABLE "delivery_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "delivery_outbox_due_idx" ON "delivery_outbox" USING btree ("next_attempt_at") WHERE "delivery_outbox"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "mobile_users_company_id_idx" ON "mobile_users" USING btree ("company_id","id");