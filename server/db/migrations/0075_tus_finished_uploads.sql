-- Resumable uploads that have finished, kept a day so a resume of one (its last answer lost)
-- learns it is complete and its file's id. In the database, not beside the parts, so any API
-- instance can answer it when the parts are in S3 and no session is sticky.
CREATE TABLE "tus_finished_uploads" (
  "tus_id" text PRIMARY KEY NOT NULL,
  "upload_id" uuid NOT NULL,
  "size" bigint NOT NULL,
  "admin_id" uuid NOT NULL,
  "finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tus_finished_uploads_finished_at_idx" ON "tus_finished_uploads" ("finished_at");
