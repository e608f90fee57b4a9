ALTER TABLE "stored_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_bytes_somewhere" CHECK ("stored_files"."bytes" is not null or "stored_files"."storage_key" is not null);