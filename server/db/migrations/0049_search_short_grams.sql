-- The distinct letters and letter pairs of a text: a search of one or two letters is "contains
-- that gram", which a GIN over them answers where the trigram index cannot.
CREATE FUNCTION short_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(t, i, 1) AS g FROM generate_series(1, length(t)) i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, length(t) - 1) i) grams
$$;--> statement-breakpoint
CREATE INDEX "mobile_user_search_channel_grams_idx" ON "mobile_user_search" USING gin ("channel_ids",short_grams("search_text"));
