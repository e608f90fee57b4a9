-- A search's trigram index (migration 0046) was on the channels a member follows and the search
-- text: a channel admin's search reads only the channel's matches, but a company admin's read
-- every organisation's. Beside an organisation of ten million, a search in one of a million for
-- "tess.k" fetched 34,000 rows to keep 3,100 of them (330 ms). The index now keys each row by
-- its channels and its company together, so either admin's search reads its own matches (30 to
-- 70 ms there). Building it holds the members' writes for about two minutes at eleven million.
CREATE INDEX "mobile_user_search_scope_text_idx" ON "mobile_user_search" USING gin (("channel_ids" || "company_id"), "search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "mobile_user_search_channel_text_idx";
