ALTER TABLE "messages" ADD COLUMN "upload_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "probed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "conversion" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "views" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "bytes_sent" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_conversion_check" CHECK ("uploads"."conversion" in ('none', 'pending', 'done', 'failed', 'unavailable'));--> statement-breakpoint
-- QuickTime video uploaded before conversion existed is converted at the next start.
UPDATE "uploads" SET "conversion" = 'pending' WHERE "content_type" = 'video/quicktime';--> statement-breakpoint
-- What the media worker picks up at start: conversions left pending, media not yet probed.
CREATE INDEX "uploads_media_todo_idx" ON "uploads" USING btree ("created_at") WHERE "conversion" = 'pending' OR (NOT "probed" AND "kind" IN ('audio', 'video'));--> statement-breakpoint
-- Deleting an upload clears the messages that carry it: found by this index, not a scan.
CREATE INDEX "messages_upload_idx" ON "messages" USING btree ("upload_id") WHERE "upload_id" IS NOT NULL;
