-- How a message reaches its recipients, as its sender chose: push with the channel's fallback to
-- SMS or email (what every message did before), push only, SMS only or email only.
ALTER TABLE "messages" ADD COLUMN "delivery_mode" text DEFAULT 'fallback' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_delivery_mode_check" CHECK ("messages"."delivery_mode" in ('fallback', 'push', 'sms', 'email'));--> statement-breakpoint
-- The words the history searches: the title, the push (and SMS) text and the rich message's
-- text without its tags. A SQL function, inlined where it is used, so the index below and the
-- history's condition are one expression.
CREATE FUNCTION message_search_text(title text, push_message text, message text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT title || ' ' || push_message || ' ' || regexp_replace(message, '<[^>]*>', ' ', 'g')
$$;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin (message_search_text("title","push_message","message") gin_trgm_ops) WHERE "messages"."kind" = 'message' and not "messages"."is_deleted";
