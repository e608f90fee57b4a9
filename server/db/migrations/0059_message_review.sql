-- Review before sending: an organisation may require another admin's approval of a message,
-- always or above an audience size; a message awaiting it is neither sent nor scheduled.
ALTER TABLE "companies" ADD COLUMN "review_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_above" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "review_submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "review_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "review_comment" text;--> statement-breakpoint
CREATE INDEX "messages_review_idx" ON "messages" USING btree ("company_id","review_state") WHERE "review_state" in ('pending', 'returned') and not "is_deleted";
