CREATE TABLE "user_group_channel_counts" (
	"group_id" uuid NOT NULL,
	"content_provider_id" uuid NOT NULL,
	"is_active" integer NOT NULL,
	"platform" text NOT NULL,
	"registered" boolean NOT NULL,
	"has_phone" boolean NOT NULL,
	"has_email" boolean NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_group_channel_counts_pk" PRIMARY KEY("group_id","content_provider_id","is_active","platform","registered","has_phone","has_email")
);
--> statement-breakpoint
DROP INDEX "channel_followers_user_idx";--> statement-breakpoint
CREATE INDEX "channel_followers_user_idx" ON "channel_followers" USING btree ("mobile_user_id","content_provider_id");--> statement-breakpoint
-- Keeps user_group_channel_counts exact, in the manner of migration 0018's user_group_counts:
-- statement-level triggers fold a statement's changed rows into one grouped upsert whose keys
-- are taken in order. A row counts a pair (membership, follow) of a live user of the group's
-- company. When one statement writes both rows of a pair (the large seed writes users, follows
-- and memberships in one), the membership side counts it and the follow side skips a pair whose
-- membership the same command inserted (same xmin and cmin). A user's hard delete is taken off
-- row by row before the row goes (its memberships and follows then leave by cascade and find no
-- live user); a deleted group takes its rows with it.
-- A membership change moves both group counters: migration 0018's functions are replaced by ones
-- that find the members' traits once (the join with mobile_users is most of the cost of a bulk
-- membership change) and move user_group_counts and user_group_channel_counts from them.
CREATE OR REPLACE FUNCTION user_group_counts_members_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS MATERIALIZED (
    SELECT m.group_id, g.content_provider_id AS own_channel, u.id AS user_id, u.is_active, lower(coalesce(u.platform, '')) AS platform, u.registered, coalesce(u.phone, '') <> '' AS has_phone, coalesce(u.email, '') <> '' AS has_email, 1 AS delta
    FROM new_members m
    JOIN user_groups g ON g.id = m.group_id
    JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
  ), by_group AS (
    INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
    SELECT p.group_id, f.mobile_user_id IS NOT NULL, p.is_active, p.platform, p.registered, p.has_phone, p.has_email, sum(p.delta)
    FROM changed p
    LEFT JOIN channel_followers f ON f.mobile_user_id = p.user_id AND f.content_provider_id = p.own_channel
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(p.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
      DO UPDATE SET users = c.users + excluded.users
  )
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT p.group_id, f.content_provider_id, p.is_active, p.platform, p.registered, p.has_phone, p.has_email, sum(p.delta)
  FROM changed p
  JOIN channel_followers f ON f.mobile_user_id = p.user_id
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(p.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_group_counts_members_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS MATERIALIZED (
    SELECT m.group_id, g.content_provider_id AS own_channel, u.id AS user_id, u.is_active, lower(coalesce(u.platform, '')) AS platform, u.registered, coalesce(u.phone, '') <> '' AS has_phone, coalesce(u.email, '') <> '' AS has_email, -1 AS delta
    FROM old_members m
    JOIN user_groups g ON g.id = m.group_id
    JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
  ), by_group AS (
    INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
    SELECT p.group_id, f.mobile_user_id IS NOT NULL, p.is_active, p.platform, p.registered, p.has_phone, p.has_email, sum(p.delta)
    FROM changed p
    LEFT JOIN channel_followers f ON f.mobile_user_id = p.user_id AND f.content_provider_id = p.own_channel
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(p.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
      DO UPDATE SET users = c.users + excluded.users
  )
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT p.group_id, f.content_provider_id, p.is_active, p.platform, p.registered, p.has_phone, p.has_email, sum(p.delta)
  FROM changed p
  JOIN channel_followers f ON f.mobile_user_id = p.user_id
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(p.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_group_counts_members_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS MATERIALIZED (
    SELECT m.group_id, g.content_provider_id AS own_channel, u.id AS user_id, u.is_active, lower(coalesce(u.platform, '')) AS platform, u.registered, coalesce(u.phone, '') <> '' AS has_phone, coalesce(u.email, '') <> '' AS has_email, 1 AS delta
    FROM new_members m
    JOIN user_groups g ON g.id = m.group_id
    JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
    UNION ALL
    SELECT m.group_id, g.content_provider_id AS own_channel, u.id AS user_id, u.is_active, lower(coalesce(u.platform, '')) AS platform, u.registered, coalesce(u.phone, '') <> '' AS has_phone, coalesce(u.email, '') <> '' AS has_email, -1 AS delta
    FROM old_members m
    JOIN user_groups g ON g.id = m.group_id
    JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
  ), by_group AS (
    INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
    SELECT p.group_id, f.mobile_user_id IS NOT NULL, p.is_active, p.platform, p.registered, p.has_phone, p.has_email, sum(p.delta)
    FROM changed p
    LEFT JOIN channel_followers f ON f.mobile_user_id = p.user_id AND f.content_provider_id = p.own_channel
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(p.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (group_id, follows, is_active, platform, registered, has_phone, has_email)
      DO UPDATE SET users = c.users + excluded.users
  )
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT p.group_id, f.content_provider_id, p.is_active, p.platform, p.registered, p.has_phone, p.has_email, sum(p.delta)
  FROM changed p
  JOIN channel_followers f ON f.mobile_user_id = p.user_id
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(p.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_group_channel_counts_follows_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = u.company_id
    JOIN channel_followers cf
      ON cf.mobile_user_id = f.mobile_user_id AND cf.content_provider_id = f.content_provider_id
    WHERE NOT (m.xmin = cf.xmin AND m.cmin = cf.cmin)
  ) changed (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_group_channel_counts_follows_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = u.company_id
  ) changed (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_group_channel_counts_follows_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = u.company_id
  ) changed (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_channel_counts_follows_insert AFTER INSERT ON channel_followers
  REFERENCING NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION user_group_channel_counts_follows_insert();
--> statement-breakpoint
CREATE TRIGGER user_group_channel_counts_follows_delete AFTER DELETE ON channel_followers
  REFERENCING OLD TABLE AS old_follows FOR EACH STATEMENT EXECUTE FUNCTION user_group_channel_counts_follows_delete();
--> statement-breakpoint
CREATE TRIGGER user_group_channel_counts_follows_update AFTER UPDATE ON channel_followers
  REFERENCING OLD TABLE AS old_follows NEW TABLE AS new_follows FOR EACH STATEMENT EXECUTE FUNCTION user_group_channel_counts_follows_update();
--> statement-breakpoint
CREATE FUNCTION user_group_channel_counts_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  WITH moved_old AS (
    SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_deleted, o.is_active, lower(coalesce(o.platform, '')), o.registered, coalesce(o.phone, '') <> '', coalesce(o.email, '') <> '') IS DISTINCT FROM (n.company_id, n.is_deleted, n.is_active, lower(coalesce(n.platform, '')), n.registered, coalesce(n.phone, '') <> '', coalesce(n.email, '') <> '')
  ), moved_new AS (
    SELECT n.* FROM new_rows n JOIN moved_old o ON o.id = n.id
  )
  SELECT group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1
    FROM moved_old r
    JOIN user_group_members m ON m.mobile_user_id = r.id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = r.company_id
    JOIN channel_followers f ON f.mobile_user_id = r.id
    WHERE r.is_deleted = 0
    UNION ALL
    SELECT m.group_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1
    FROM moved_new r
    JOIN user_group_members m ON m.mobile_user_id = r.id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = r.company_id
    JOIN channel_followers f ON f.mobile_user_id = r.id
    WHERE r.is_deleted = 0
  ) changed (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_channel_counts_users_update AFTER UPDATE ON mobile_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_group_channel_counts_users_update();
--> statement-breakpoint
CREATE FUNCTION user_group_channel_counts_user_hard_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_deleted = 0 THEN
    INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
    SELECT m.group_id, f.content_provider_id, OLD.is_active, lower(coalesce(OLD.platform, '')), OLD.registered, coalesce(OLD.phone, '') <> '', coalesce(OLD.email, '') <> '', -1
    FROM user_group_members m
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = OLD.company_id
    JOIN channel_followers f ON f.mobile_user_id = OLD.id
    WHERE m.mobile_user_id = OLD.id
    ORDER BY 1, 2
    ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_channel_counts_user_hard_delete BEFORE DELETE ON mobile_users FOR EACH ROW EXECUTE FUNCTION user_group_channel_counts_user_hard_delete();
--> statement-breakpoint
CREATE FUNCTION user_group_channel_counts_group_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_group_channel_counts WHERE group_id = NEW.id;
  INSERT INTO user_group_channel_counts (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT NEW.id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', count(*)
  FROM user_group_members m
  JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = NEW.company_id
  JOIN channel_followers f ON f.mobile_user_id = u.id
  WHERE m.group_id = NEW.id
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_channel_counts_group_moved AFTER UPDATE OF company_id ON user_groups
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION user_group_channel_counts_group_moved();
--> statement-breakpoint
CREATE FUNCTION user_group_channel_counts_group_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_group_channel_counts c USING old_groups g WHERE c.group_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_group_channel_counts_group_deleted AFTER DELETE ON user_groups
  REFERENCING OLD TABLE AS old_groups FOR EACH STATEMENT EXECUTE FUNCTION user_group_channel_counts_group_deleted();
--> statement-breakpoint
INSERT INTO user_group_channel_counts (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
SELECT g.id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), u.registered, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', count(*)
FROM user_groups g
JOIN user_group_members m ON m.group_id = g.id
JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
JOIN channel_followers f ON f.mobile_user_id = u.id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
