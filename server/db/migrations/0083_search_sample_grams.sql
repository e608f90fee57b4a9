-- The search sample (migration 0044) counts a term first, to tell a common one (estimated) from
-- a rare one (counted exactly in the whole table). It had only a trigram index, which a term of
-- one or two letters cannot use, so each new short term read the sample whole: 0.4 s at ten
-- million members, even for a pair no name holds. Its letters-and-pairs index, as the whole
-- table has (migration 0049), finds them. The sample is a sixteenth of the members: building
-- the index holds the members' writes for seconds at a million, about a minute at ten.
CREATE INDEX "mobile_user_search_sample_grams_idx" ON "mobile_user_search_sample" USING gin (short_grams("search_text"));
