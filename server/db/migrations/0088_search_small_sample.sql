-- One user in 256: the rows of mobile_user_search_sample whose user id ends in 00. A first search
-- for a common term counts here (about 39,000 rows at ten million members, read whole in a few
-- milliseconds) before the one-in-sixteen sample, where such a term's 30,000 matches took 100 ms
-- to read. No index but the key: the table is always read whole, in the company's or channel's
-- rows' stead.
CREATE TABLE "mobile_user_search_small_sample" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"search_text" text NOT NULL,
	"is_active" integer NOT NULL,
	"registered" boolean NOT NULL,
	"version" integer NOT NULL,
	"channel_ids" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
-- Both samples follow mobile_user_search in the same statement triggers (migration 0044).
CREATE OR REPLACE FUNCTION mobile_user_search_sample_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_search_sample AS s
    (user_id, company_id, search_text, is_active, registered, version, channel_ids)
  SELECT user_id, company_id, search_text, is_active, registered, version, channel_ids
  FROM changed_rows WHERE right(user_id::text, 1) = '0'
  ON CONFLICT (user_id) DO UPDATE SET company_id = excluded.company_id,
    search_text = excluded.search_text, is_active = excluded.is_active,
    registered = excluded.registered, version = excluded.version,
    channel_ids = excluded.channel_ids;
  INSERT INTO mobile_user_search_small_sample AS s
    (user_id, company_id, search_text, is_active, registered, version, channel_ids)
  SELECT user_id, company_id, search_text, is_active, registered, version, channel_ids
  FROM changed_rows WHERE right(user_id::text, 2) = '00'
  ON CONFLICT (user_id) DO UPDATE SET company_id = excluded.company_id,
    search_text = excluded.search_text, is_active = excluded.is_active,
    registered = excluded.registered, version = excluded.version,
    channel_ids = excluded.channel_ids;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mobile_user_search_sample_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mobile_user_search_sample s USING changed_rows o
  WHERE s.user_id = o.user_id AND right(o.user_id::text, 1) = '0';
  DELETE FROM mobile_user_search_small_sample s USING changed_rows o
  WHERE s.user_id = o.user_id AND right(o.user_id::text, 2) = '00';
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Members' writes wait while the small sample is filled (about a second at ten million; reads go
-- on), so none of them is written to the big sample alone by the functions replaced above.
LOCK TABLE mobile_user_search IN SHARE MODE;
--> statement-breakpoint
INSERT INTO mobile_user_search_small_sample
  (user_id, company_id, search_text, is_active, registered, version, channel_ids)
SELECT user_id, company_id, search_text, is_active, registered, version, channel_ids
FROM mobile_user_search_sample WHERE right(user_id::text, 2) = '00';
