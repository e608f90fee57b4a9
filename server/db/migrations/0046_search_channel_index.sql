-- A channel admin's search intersects the channel's followers with the trigram matches in one GIN
-- scan; a search alone uses the second column as the old index did.
DROP INDEX "mobile_user_search_text_idx";--> statement-breakpoint
CREATE INDEX "mobile_user_search_channel_text_idx" ON "mobile_user_search" USING gin ("channel_ids","search_text" gin_trgm_ops);