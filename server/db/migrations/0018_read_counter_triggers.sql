-- Keeps user_group_counts and dashboard_user_counts exact, in the same transaction as every
-- change, in the manner of migrations 0004 and 0015: statement-level triggers fold a statement's
-- changed rows (transition tables) into one grouped upsert whose keys are taken in order, so two
-- concurrent changes cannot lock the same counters in opposite order.
--
-- A group counts its live members of its own company by whether they follow the group's channel
-- (what that channel's admin sees) and by the traits that decide a message's reach (status,
-- platform, registration, phone, email). The dashboard counts live users by company, by channel
-- followed (or the whole company: the all-zero channel id), by the UTC day they joined, and by
-- status, platform, paid, recovered and co-op funding.
--
-- A hard delete of an app user is row-level (BEFORE DELETE): its memberships and follows leave by
-- ON DELETE CASCADE, and once the user row is gone no statement trigger could tell what to take
-- off. While the rows still exist the user is taken off every group and channel counter; the
-- cascaded deletes then find no live user and take off nothing more.
--
-- `follows` depends on pairs (membership, follow). When one statement writes both rows of a pair
-- (the large seed writes users, follows and memberships in one), each side's trigger sees the
-- other's new row: the membership side counts the pair as following, and the follow side skips
-- a pair whose membership the same command inserted (same xmin and cmin). A single statement that
-- deletes both rows of a pair directly (not by a user's hard delete) is not supported: neither
-- side would see the pair to move it. Nothing in the product writes that way.
--
-- mobile_user_reach_counts counts live users by company and by channel followed (or the whole
-- company) by the same reach traits, so the reach of a whole channel sums a few dozen rows.
CREATE FUNCTION user_group_counts_members_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM new_members m
    JOIN user_groups g ON g.id = m.group_id
    JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
    LEFT JOIN channel_followers f
      ON f.mobile_user_id = m.mobile_user_id AND f.content_provider_id = g.content_provider_id
  ) changed (group_id, follows, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_group_counts_members_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_members m
    JOIN user_groups g ON g.id = m.group_id
    JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
    LEFT JOIN channel_followers f
      ON f.mobile_user_id = m.mobile_user_id AND f.content_provider_id = g.content_provider_id
  ) changed (group_id, follows, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_group_counts_members_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM new_members m
    JOIN user_groups g ON g.id = m.group_id
    JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
    LEFT JOIN channel_followers f
      ON f.mobile_user_id = m.mobile_user_id AND f.content_provider_id = g.content_provider_id
    UNION ALL
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_members m
    JOIN user_groups g ON g.id = m.group_id
    JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
    LEFT JOIN channel_followers f
      ON f.mobile_user_id = m.mobile_user_id AND f.content_provider_id = g.content_provider_id
  ) changed (group_id, follows, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_counts_members_insert AFTER INSERT ON user_group_members
  REFERENCING NEW TABLE AS new_members FOR EACH STATEMENT EXECUTE FUNCTION user_group_counts_members_insert();
--> statement-breakpoint
CREATE TRIGGER user_group_counts_members_delete AFTER DELETE ON user_group_members
  REFERENCING OLD TABLE AS old_members FOR EACH STATEMENT EXECUTE FUNCTION user_group_counts_members_delete();
--> statement-breakpoint
CREATE TRIGGER user_group_counts_members_update AFTER UPDATE ON user_group_members
  REFERENCING OLD TABLE AS old_members NEW TABLE AS new_members FOR EACH STATEMENT EXECUTE FUNCTION user_group_counts_members_update();
--> statement-breakpoint
CREATE FUNCTION user_group_counts_follows_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, true, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    JOIN channel_followers cf
      ON cf.mobile_user_id = f.mobile_user_id AND cf.content_provider_id = f.content_provider_id
    WHERE NOT (m.xmin = cf.xmin AND m.cmin = cf.cmin)
    UNION ALL
    SELECT m.group_id, false, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    JOIN channel_followers cf
      ON cf.mobile_user_id = f.mobile_user_id AND cf.content_provider_id = f.content_provider_id
    WHERE NOT (m.xmin = cf.xmin AND m.cmin = cf.cmin)
  ) changed (group_id, follows, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_group_counts_follows_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, true, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, false, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
  ) changed (group_id, follows, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_group_counts_follows_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, true, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, false, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, true, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, false, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
  ) changed (group_id, follows, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_counts_follows_insert AFTER INSERT ON channel_followers
  REFERENCING NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION user_group_counts_follows_insert();
--> statement-breakpoint
CREATE TRIGGER user_group_counts_follows_delete AFTER DELETE ON channel_followers
  REFERENCING OLD TABLE AS old_follows FOR EACH STATEMENT EXECUTE FUNCTION user_group_counts_follows_delete();
--> statement-breakpoint
CREATE TRIGGER user_group_counts_follows_update AFTER UPDATE ON channel_followers
  REFERENCING OLD TABLE AS old_follows NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION user_group_counts_follows_update();
--> statement-breakpoint
CREATE FUNCTION user_group_counts_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  WITH moved_old AS (
    SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_deleted, o.is_active, lower(coalesce(o.platform, '')), o.registered, coalesce(o.phone, '') <> '', coalesce(o.email, '') <> '') IS DISTINCT FROM (n.company_id, n.is_deleted, n.is_active, lower(coalesce(n.platform, '')), n.registered, coalesce(n.phone, '') <> '', coalesce(n.email, '') <> '')
  ), moved_new AS (
    SELECT n.* FROM new_rows n JOIN moved_old o ON o.id = n.id
  )
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1
    FROM moved_old r
    JOIN user_group_members m ON m.mobile_user_id = r.id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = r.company_id
    LEFT JOIN channel_followers f ON f.mobile_user_id = r.id AND f.content_provider_id = g.content_provider_id
    WHERE r.is_deleted = 0
    UNION ALL
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1
    FROM moved_new r
    JOIN user_group_members m ON m.mobile_user_id = r.id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = r.company_id
    LEFT JOIN channel_followers f ON f.mobile_user_id = r.id AND f.content_provider_id = g.content_provider_id
    WHERE r.is_deleted = 0
  ) changed (group_id, follows, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_counts_users_update AFTER UPDATE ON mobile_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_group_counts_users_update();
--> statement-breakpoint
CREATE FUNCTION user_group_counts_group_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_group_counts WHERE group_id = NEW.id;
  INSERT INTO user_group_counts (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT NEW.id, f.mobile_user_id IS NOT NULL, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', count(*)
  FROM user_group_members m
  JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = NEW.company_id
  LEFT JOIN channel_followers f ON f.mobile_user_id = u.id AND f.content_provider_id = NEW.content_provider_id
  WHERE m.group_id = NEW.id
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_counts_group_moved AFTER UPDATE OF company_id, content_provider_id ON user_groups
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.content_provider_id IS DISTINCT FROM NEW.content_provider_id)
  EXECUTE FUNCTION user_group_counts_group_moved();
--> statement-breakpoint
CREATE FUNCTION user_group_counts_group_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_group_counts c USING old_groups g WHERE c.group_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_counts_group_deleted AFTER DELETE ON user_groups
  REFERENCING OLD TABLE AS old_groups FOR EACH STATEMENT EXECUTE FUNCTION user_group_counts_group_deleted();
--> statement-breakpoint
CREATE FUNCTION dashboard_user_counts_users_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_user_counts AS c (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, users)
  SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, count(*)
  FROM new_rows r WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_user_counts_users_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_user_counts AS c (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, users)
  SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, -count(*)
  FROM old_rows r WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_user_counts_users_insert AFTER INSERT ON mobile_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_counts_users_insert();
--> statement-breakpoint
CREATE TRIGGER dashboard_user_counts_users_delete AFTER DELETE ON mobile_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_counts_users_delete();
--> statement-breakpoint
CREATE FUNCTION dashboard_user_counts_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_user_counts AS c (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, users)
  WITH moved_old AS (
    SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_deleted, o.date_created, o.is_active, o.platform, o.is_paid, o.is_recovered, o.funded_provider IS NOT NULL) IS DISTINCT FROM (n.company_id, n.is_deleted, n.date_created, n.is_active, n.platform, n.is_paid, n.is_recovered, n.funded_provider IS NOT NULL)
  ), moved_new AS (
    SELECT n.* FROM new_rows n JOIN moved_old o ON o.id = n.id
  )
  SELECT company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, sum(delta) FROM (
    SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, -1 FROM moved_old r WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, 1 FROM moved_new r WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, f.content_provider_id, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, -1
    FROM moved_old r JOIN channel_followers f ON f.mobile_user_id = r.id WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, f.content_provider_id, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, 1
    FROM moved_new r JOIN channel_followers f ON f.mobile_user_id = r.id WHERE r.is_deleted = 0
  ) changed (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_user_counts_users_update AFTER UPDATE ON mobile_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_counts_users_update();
--> statement-breakpoint
CREATE FUNCTION dashboard_user_counts_follows_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_user_counts AS c (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, users)
  SELECT r.company_id, f.content_provider_id, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, count(*)
  FROM new_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_user_counts_follows_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_user_counts AS c (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, users)
  SELECT r.company_id, f.content_provider_id, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, -count(*)
  FROM old_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_user_counts_follows_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_user_counts AS c (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, users)
  SELECT company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, sum(delta) FROM (
    SELECT r.company_id, f.content_provider_id, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, 1
    FROM new_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, f.content_provider_id, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, -1
    FROM old_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
  ) changed (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_user_counts_follows_insert AFTER INSERT ON channel_followers
  REFERENCING NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_counts_follows_insert();
--> statement-breakpoint
CREATE TRIGGER dashboard_user_counts_follows_delete AFTER DELETE ON channel_followers
  REFERENCING OLD TABLE AS old_follows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_counts_follows_delete();
--> statement-breakpoint
CREATE TRIGGER dashboard_user_counts_follows_update AFTER UPDATE ON channel_followers
  REFERENCING OLD TABLE AS old_follows NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_counts_follows_update();
--> statement-breakpoint
CREATE FUNCTION read_counters_user_hard_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_deleted = 0 THEN
    INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, OLD.is_active, lower(coalesce(OLD.platform, '')), OLD.registered, coalesce(OLD.phone, '') <> '', coalesce(OLD.email, '') <> '', -1
    FROM user_group_members m
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = OLD.company_id
    LEFT JOIN channel_followers f ON f.mobile_user_id = OLD.id AND f.content_provider_id = g.content_provider_id
    WHERE m.mobile_user_id = OLD.id
    ORDER BY 1, 2
    ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
    INSERT INTO dashboard_user_counts AS c (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, users)
    SELECT OLD.company_id, f.content_provider_id, (OLD.date_created AT TIME ZONE 'UTC')::date, OLD.is_active, coalesce(OLD.platform, ''), OLD.is_paid, OLD.is_recovered, OLD.funded_provider IS NOT NULL, -1
    FROM channel_followers f WHERE f.mobile_user_id = OLD.id
    ORDER BY 2
    ON CONFLICT (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop)
    DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER read_counters_user_hard_delete BEFORE DELETE ON mobile_users FOR EACH ROW EXECUTE FUNCTION read_counters_user_hard_delete();
--> statement-breakpoint
INSERT INTO user_group_counts (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
SELECT g.id, f.mobile_user_id IS NOT NULL, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', count(*)
FROM user_groups g
JOIN user_group_members m ON m.group_id = g.id
JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
LEFT JOIN channel_followers f ON f.mobile_user_id = u.id AND f.content_provider_id = g.content_provider_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO dashboard_user_counts (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, users)
SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, count(*) FROM mobile_users r WHERE r.is_deleted = 0 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO dashboard_user_counts (company_id, content_provider_id, day, is_active, platform, is_paid, is_recovered, coop, users)
SELECT r.company_id, f.content_provider_id, (r.date_created AT TIME ZONE 'UTC')::date, r.is_active, coalesce(r.platform, ''), r.is_paid, r.is_recovered, r.funded_provider IS NOT NULL, count(*)
FROM channel_followers f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
CREATE FUNCTION reach_counts_users_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', count(*)
  FROM new_rows r WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reach_counts_users_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -count(*)
  FROM old_rows r WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reach_counts_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  WITH moved_old AS (
    SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_active, lower(coalesce(o.platform, '')), o.registered, coalesce(o.phone, '') <> '', coalesce(o.email, '') <> '', o.is_deleted) IS DISTINCT FROM (n.company_id, n.is_active, lower(coalesce(n.platform, '')), n.registered, coalesce(n.phone, '') <> '', coalesce(n.email, '') <> '', n.is_deleted)
  ), moved_new AS (
    SELECT n.* FROM new_rows n JOIN moved_old o ON o.id = n.id
  )
  SELECT company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1 FROM moved_old r WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1 FROM moved_new r WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1
    FROM moved_old r JOIN channel_followers f ON f.mobile_user_id = r.id WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1
    FROM moved_new r JOIN channel_followers f ON f.mobile_user_id = r.id WHERE r.is_deleted = 0
  ) changed (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reach_counts_users_insert AFTER INSERT ON mobile_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reach_counts_users_insert();
--> statement-breakpoint
CREATE TRIGGER reach_counts_users_update AFTER UPDATE ON mobile_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reach_counts_users_update();
--> statement-breakpoint
CREATE TRIGGER reach_counts_users_delete AFTER DELETE ON mobile_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reach_counts_users_delete();
--> statement-breakpoint
CREATE FUNCTION reach_counts_follows_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', count(*)
  FROM new_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reach_counts_follows_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -count(*)
  FROM old_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reach_counts_follows_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1
    FROM new_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1
    FROM old_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
  ) changed (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reach_counts_follows_insert AFTER INSERT ON channel_followers
  REFERENCING NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION reach_counts_follows_insert();
--> statement-breakpoint
CREATE TRIGGER reach_counts_follows_update AFTER UPDATE ON channel_followers
  REFERENCING OLD TABLE AS old_follows NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION reach_counts_follows_update();
--> statement-breakpoint
CREATE TRIGGER reach_counts_follows_delete AFTER DELETE ON channel_followers
  REFERENCING OLD TABLE AS old_follows FOR EACH STATEMENT EXECUTE FUNCTION reach_counts_follows_delete();
--> statement-breakpoint
CREATE FUNCTION reach_counts_user_hard_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_deleted = 0 THEN
    INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
    SELECT OLD.company_id, f.content_provider_id, OLD.is_active, lower(coalesce(OLD.platform, '')),
      OLD.registered, coalesce(OLD.phone, '') <> '', coalesce(OLD.email, '') <> '', -1
    FROM channel_followers f WHERE f.mobile_user_id = OLD.id
    ORDER BY 2
    ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER reach_counts_user_hard_delete BEFORE DELETE ON mobile_users FOR EACH ROW EXECUTE FUNCTION reach_counts_user_hard_delete();
--> statement-breakpoint
INSERT INTO mobile_user_reach_counts (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', count(*) FROM mobile_users r WHERE r.is_deleted = 0 GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO mobile_user_reach_counts (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', count(*)
FROM channel_followers f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0 GROUP BY 1, 2, 3, 4, 5, 6, 7;
