-- The channels each live app user follows, beside their search text, so a channel admin's
-- searched list is counted from mobile_user_search alone instead of joining every match with
-- the channel's followers (a search matching 60,000 users against 500,000 followers).
ALTER TABLE "mobile_user_search" ADD COLUMN "channel_ids" uuid[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
UPDATE mobile_user_search s SET channel_ids = f.ids
FROM (SELECT mobile_user_id, array_agg(content_provider_id ORDER BY content_provider_id) AS ids
      FROM channel_followers GROUP BY mobile_user_id) f
WHERE s.user_id = f.mobile_user_id;
--> statement-breakpoint
-- A search row (re)written for a user reads the user's follows as they stand: a user inserted
-- with their follows in one statement, or brought back from deletion, starts with the right set
-- whichever statement trigger runs first.
CREATE OR REPLACE FUNCTION mobile_user_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mobile_user_search (user_id, company_id, search_text, is_active, registered, version, channel_ids)
    SELECT id, company_id, search_text, is_active, registered, version,
      coalesce((SELECT array_agg(f.content_provider_id ORDER BY f.content_provider_id)
                FROM channel_followers f WHERE f.mobile_user_id = new_rows.id), '{}')
    FROM new_rows
    WHERE is_deleted = 0;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM mobile_user_search s USING old_rows o WHERE s.user_id = o.id;
  ELSE
    DELETE FROM mobile_user_search s USING new_rows n
    WHERE s.user_id = n.id AND n.is_deleted <> 0;
    INSERT INTO mobile_user_search AS s (user_id, company_id, search_text, is_active, registered, version, channel_ids)
    SELECT n.id, n.company_id, n.search_text, n.is_active, n.registered, n.version,
      coalesce((SELECT array_agg(f.content_provider_id ORDER BY f.content_provider_id)
                FROM channel_followers f WHERE f.mobile_user_id = n.id), '{}')
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.is_deleted = 0 AND (o.is_deleted <> 0
      OR (n.company_id, n.search_text, n.is_active, n.registered, n.version)
        IS DISTINCT FROM (o.company_id, o.search_text, o.is_active, o.registered, o.version))
    ORDER BY n.id
    ON CONFLICT (user_id) DO UPDATE SET company_id = excluded.company_id,
      search_text = excluded.search_text, is_active = excluded.is_active,
      registered = excluded.registered, version = excluded.version,
      channel_ids = excluded.channel_ids;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A follow or unfollow sets the user's channel list again from channel_followers.
CREATE FUNCTION mobile_user_search_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mobile_user_search s
  SET channel_ids = coalesce((SELECT array_agg(f.content_provider_id ORDER BY f.content_provider_id)
                              FROM channel_followers f WHERE f.mobile_user_id = s.user_id), '{}')
  WHERE s.user_id IN (SELECT mobile_user_id FROM changed_follows);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update may move a follow to another user or channel: both sides are set again.
CREATE FUNCTION mobile_user_search_follows_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mobile_user_search s
  SET channel_ids = coalesce((SELECT array_agg(f.content_provider_id ORDER BY f.content_provider_id)
                              FROM channel_followers f WHERE f.mobile_user_id = s.user_id), '{}')
  WHERE s.user_id IN (SELECT mobile_user_id FROM old_follows
                      UNION SELECT mobile_user_id FROM new_follows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_follows_insert AFTER INSERT ON channel_followers
  REFERENCING NEW TABLE AS changed_follows FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_search_follows();
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_follows_delete AFTER DELETE ON channel_followers
  REFERENCING OLD TABLE AS changed_follows FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_search_follows();
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_follows_update AFTER UPDATE ON channel_followers
  REFERENCING OLD TABLE AS old_follows NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_search_follows_update();
