-- short_grams (migration 0049) gathered a text's letters and letter pairs with a query
-- (generate_series, UNION, array_agg DISTINCT): PostgreSQL ran that query for every row the
-- letter-pairs index wrote, about 115 µs a row, most of the 15 minutes the index took to build
-- at ten million members and a share of every import. Written as one expression, the function
-- is inlined where it is used and costs about 25 µs: the letters by string_to_array, the pairs
-- from the odd and the even positions cut off two by two by regexp_replace. It may repeat a gram
-- (GIN keeps each key once) but holds the same set as before, so the index built with the old
-- body stays right for `@>` and need not be rebuilt; only a text holding the separator, the
-- control character U+0001, loses the pairs around it.
CREATE OR REPLACE FUNCTION short_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_remove(
    string_to_array(t, NULL)
    || string_to_array(regexp_replace(t, '(..)', E'\\1\x01', 'g'), E'\x01')
    || string_to_array(regexp_replace(substr(t, 2), '(..)', E'\\1\x01', 'g'), E'\x01'),
    ''), '{}')
$$;--> statement-breakpoint
-- Each session keeps an index's expression as it first read it (inlined there, as in queries).
-- Setting the expression column's statistics target to the default it has makes every session
-- read it again (a ShareUpdateExclusive lock, which neither reads nor writes wait for), so a
-- running API finds the index under the expression its queries now plan with.
ALTER INDEX "mobile_user_search_channel_grams_idx" ALTER COLUMN 2 SET STATISTICS -1;
