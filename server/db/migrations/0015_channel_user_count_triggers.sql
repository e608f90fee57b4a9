-- Keeps channel_user_counts exact. A follow counts the user as they are now; an unfollow takes
-- them off again. A change to a live user's company, status, registration or version (or a soft
-- delete or recovery) moves them between counters of every channel they follow. All of it is
-- statement-level (transition tables), one grouped upsert per statement, keys in order.
--
-- A hard delete of a user is the one row-level case: its followers go by ON DELETE CASCADE, and
-- by the time a statement trigger runs, the user row is gone and the follows with it, so neither
-- side could tell what to take off. A BEFORE ROW trigger takes the user off its channels while
-- both still exist; the cascaded unfollow then finds no live user and takes off nothing more.
-- Hard deletes are rare (the console soft-deletes), so the per-row cost does not matter.
CREATE FUNCTION channel_user_counts_follow_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_user_counts AS c (content_provider_id, company_id, is_active, registered, version, users)
  SELECT f.content_provider_id, u.company_id, u.is_active, u.registered, u.version, count(*)
  FROM new_follows f JOIN mobile_users u ON u.id = f.mobile_user_id
  WHERE u.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (content_provider_id, company_id, is_active, registered, version)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION channel_user_counts_follow_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_user_counts AS c (content_provider_id, company_id, is_active, registered, version, users)
  SELECT f.content_provider_id, u.company_id, u.is_active, u.registered, u.version, -count(*)
  FROM old_follows f JOIN mobile_users u ON u.id = f.mobile_user_id
  WHERE u.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (content_provider_id, company_id, is_active, registered, version)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION channel_user_counts_follow_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_user_counts AS c (content_provider_id, company_id, is_active, registered, version, users)
  SELECT content_provider_id, company_id, is_active, registered, version, sum(delta) FROM (
    SELECT f.content_provider_id, u.company_id, u.is_active, u.registered, u.version, 1 AS delta
    FROM new_follows f JOIN mobile_users u ON u.id = f.mobile_user_id WHERE u.is_deleted = 0
    UNION ALL
    SELECT f.content_provider_id, u.company_id, u.is_active, u.registered, u.version, -1
    FROM old_follows f JOIN mobile_users u ON u.id = f.mobile_user_id WHERE u.is_deleted = 0
  ) changed
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (content_provider_id, company_id, is_active, registered, version)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_user_counts_follow_insert AFTER INSERT ON channel_followers
  REFERENCING NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION channel_user_counts_follow_insert();
--> statement-breakpoint
CREATE TRIGGER channel_user_counts_follow_update AFTER UPDATE ON channel_followers
  REFERENCING OLD TABLE AS old_follows NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION channel_user_counts_follow_update();
--> statement-breakpoint
CREATE TRIGGER channel_user_counts_follow_delete AFTER DELETE ON channel_followers
  REFERENCING OLD TABLE AS old_follows FOR EACH STATEMENT EXECUTE FUNCTION channel_user_counts_follow_delete();
--> statement-breakpoint
CREATE FUNCTION channel_user_counts_user_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_user_counts AS c (content_provider_id, company_id, is_active, registered, version, users)
  WITH moved AS (
    SELECT o.id, o.company_id AS old_company, o.is_active AS old_active,
      o.registered AS old_registered, o.version AS old_version, o.is_deleted AS old_deleted,
      n.company_id, n.is_active, n.registered, n.version, n.is_deleted
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_active, o.registered, o.version, o.is_deleted)
      IS DISTINCT FROM (n.company_id, n.is_active, n.registered, n.version, n.is_deleted)
  )
  SELECT content_provider_id, company_id, is_active, registered, version, sum(delta) FROM (
    SELECT f.content_provider_id, m.old_company AS company_id, m.old_active AS is_active,
      m.old_registered AS registered, m.old_version AS version, -1 AS delta
    FROM moved m JOIN channel_followers f ON f.mobile_user_id = m.id WHERE m.old_deleted = 0
    UNION ALL
    SELECT f.content_provider_id, m.company_id, m.is_active, m.registered, m.version, 1
    FROM moved m JOIN channel_followers f ON f.mobile_user_id = m.id WHERE m.is_deleted = 0
  ) changed
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (content_provider_id, company_id, is_active, registered, version)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_user_counts_user_update AFTER UPDATE ON mobile_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_user_counts_user_update();
--> statement-breakpoint
CREATE FUNCTION channel_user_counts_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_deleted = 0 THEN
    INSERT INTO channel_user_counts AS c (content_provider_id, company_id, is_active, registered, version, users)
    SELECT f.content_provider_id, OLD.company_id, OLD.is_active, OLD.registered, OLD.version, -1
    FROM channel_followers f WHERE f.mobile_user_id = OLD.id
    ORDER BY 1
    ON CONFLICT (content_provider_id, company_id, is_active, registered, version)
      DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_user_counts_user_delete BEFORE DELETE ON mobile_users
  FOR EACH ROW EXECUTE FUNCTION channel_user_counts_user_delete();
--> statement-breakpoint
INSERT INTO channel_user_counts (content_provider_id, company_id, is_active, registered, version, users)
SELECT f.content_provider_id, u.company_id, u.is_active, u.registered, u.version, count(*)
FROM channel_followers f JOIN mobile_users u ON u.id = f.mobile_user_id
WHERE u.is_deleted = 0
GROUP BY 1, 2, 3, 4, 5;
