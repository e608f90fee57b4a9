DROP INDEX "messages_company_created_idx";--> statement-breakpoint
DROP INDEX "messages_channel_created_idx";--> statement-breakpoint
CREATE INDEX "messages_company_created_idx" ON "messages" USING btree ("company_id","kind","date_created","id");--> statement-breakpoint
CREATE INDEX "messages_channel_created_idx" ON "messages" USING btree ("content_provider_id","kind","date_created","id");