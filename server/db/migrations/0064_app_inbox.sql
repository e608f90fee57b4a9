-- The member's inbox in the app (docs/decisions.md, "The app's inbox"). A member's receipts are
-- walked newest first by this index (keyset on sent_at, id), for the inbox's pages and its
-- unread count. A message the member deleted from the inbox keeps its receipt, counts, history
-- and audit: only inbox_removed_at is set, and the inbox leaves it out.
ALTER TABLE "message_receipts" ADD COLUMN "inbox_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "message_receipts_user_sent_idx" ON "message_receipts" USING btree ("mobile_user_id","sent_at" DESC,"id" DESC);--> statement-breakpoint
-- The app's rate limit: each app token's calls in the current minute, one row a token, counted
-- in the statement that finds the token's user. Refused calls count too, so this table (like
-- public_rate_hits) is written by calls that are refused.
CREATE TABLE "app_token_calls" (
	"token_hash" text PRIMARY KEY NOT NULL REFERENCES "app_user_tokens"("token_hash") ON DELETE cascade,
	"calls_window" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL
);
