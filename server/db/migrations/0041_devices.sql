CREATE TABLE "app_user_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"mobile_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mobile_user_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mobile_user_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"platform" text NOT NULL,
	"app_version" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_user_devices_company_token_key" UNIQUE("company_id","push_token")
);
--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "has_push_token" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user_tokens" ADD CONSTRAINT "app_user_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_tokens" ADD CONSTRAINT "app_user_tokens_mobile_user_id_mobile_users_id_fk" FOREIGN KEY ("mobile_user_id") REFERENCES "public"."mobile_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_user_devices" ADD CONSTRAINT "mobile_user_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_user_devices" ADD CONSTRAINT "mobile_user_devices_mobile_user_id_mobile_users_id_fk" FOREIGN KEY ("mobile_user_id") REFERENCES "public"."mobile_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_user_tokens_user_idx" ON "app_user_tokens" USING btree ("mobile_user_id");--> statement-breakpoint
CREATE INDEX "mobile_user_devices_user_idx" ON "mobile_user_devices" USING btree ("mobile_user_id");--> statement-breakpoint
-- Real devices (docs/decisions.md, "Real devices"). An app user is reachable by push when they
-- are registered AND have a live push token: mobile_users.has_push_token, kept below by statement
-- triggers on mobile_user_devices in the same transaction as every token change. The reach
-- counters (mobile_user_reach_counts, user_group_counts, user_group_channel_counts) keep their
-- `registered` column, which from here on counts that pair (reachable by push), so the compose
-- reach and the fan-out stay counter and index based: every function that fills them is
-- replaced with `registered` read as (registered AND has_push_token), and the counters are
-- rebuilt. The list's own counters (mobile_user_counts, channel_user_counts) still count
-- registration alone.
CREATE OR REPLACE FUNCTION public.reach_counts_follows_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -count(*)
  FROM old_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.reach_counts_follows_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', count(*)
  FROM new_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.reach_counts_follows_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1
    FROM new_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1
    FROM old_follows f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0
  ) changed (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.reach_counts_user_hard_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF OLD.is_deleted = 0 THEN
    INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
    SELECT OLD.company_id, f.content_provider_id, OLD.is_active, lower(coalesce(OLD.platform, '')),
      (OLD.registered AND OLD.has_push_token), coalesce(OLD.phone, '') <> '', coalesce(OLD.email, '') <> '', -1
    FROM channel_followers f WHERE f.mobile_user_id = OLD.id
    ORDER BY 2
    ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN OLD;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.reach_counts_users_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -count(*)
  FROM old_rows r WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.reach_counts_users_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', count(*)
  FROM new_rows r WHERE r.is_deleted = 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.reach_counts_users_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO mobile_user_reach_counts AS c (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  WITH moved_old AS (
    SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_active, lower(coalesce(o.platform, '')), (o.registered AND o.has_push_token), coalesce(o.phone, '') <> '', coalesce(o.email, '') <> '', o.is_deleted) IS DISTINCT FROM (n.company_id, n.is_active, lower(coalesce(n.platform, '')), (n.registered AND n.has_push_token), coalesce(n.phone, '') <> '', coalesce(n.email, '') <> '', n.is_deleted)
  ), moved_new AS (
    SELECT n.* FROM new_rows n JOIN moved_old o ON o.id = n.id
  )
  SELECT company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1 FROM moved_old r WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1 FROM moved_new r WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1
    FROM moved_old r JOIN channel_followers f ON f.mobile_user_id = r.id WHERE r.is_deleted = 0
    UNION ALL
    SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1
    FROM moved_new r JOIN channel_followers f ON f.mobile_user_id = r.id WHERE r.is_deleted = 0
  ) changed (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.read_counters_user_hard_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF OLD.is_deleted = 0 THEN
    INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, OLD.is_active, lower(coalesce(OLD.platform, '')), (OLD.registered AND OLD.has_push_token), coalesce(OLD.phone, '') <> '', coalesce(OLD.email, '') <> '', -1
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_channel_counts_follows_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = u.company_id
  ) changed (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_channel_counts_follows_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_channel_counts_follows_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = u.company_id
  ) changed (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_channel_counts_group_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM user_group_channel_counts WHERE group_id = NEW.id;
  INSERT INTO user_group_channel_counts (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  SELECT NEW.id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', count(*)
  FROM user_group_members m
  JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = NEW.company_id
  JOIN channel_followers f ON f.mobile_user_id = u.id
  WHERE m.group_id = NEW.id
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_channel_counts_user_hard_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF OLD.is_deleted = 0 THEN
    INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
    SELECT m.group_id, f.content_provider_id, OLD.is_active, lower(coalesce(OLD.platform, '')), (OLD.registered AND OLD.has_push_token), coalesce(OLD.phone, '') <> '', coalesce(OLD.email, '') <> '', -1
    FROM user_group_members m
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = OLD.company_id
    JOIN channel_followers f ON f.mobile_user_id = OLD.id
    WHERE m.mobile_user_id = OLD.id
    ORDER BY 1, 2
    ON CONFLICT (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email)
    DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN OLD;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_channel_counts_users_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO user_group_channel_counts AS c (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
  WITH moved_old AS (
    SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_deleted, o.is_active, lower(coalesce(o.platform, '')), (o.registered AND o.has_push_token), coalesce(o.phone, '') <> '', coalesce(o.email, '') <> '') IS DISTINCT FROM (n.company_id, n.is_deleted, n.is_active, lower(coalesce(n.platform, '')), (n.registered AND n.has_push_token), coalesce(n.phone, '') <> '', coalesce(n.email, '') <> '')
  ), moved_new AS (
    SELECT n.* FROM new_rows n JOIN moved_old o ON o.id = n.id
  )
  SELECT group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1
    FROM moved_old r
    JOIN user_group_members m ON m.mobile_user_id = r.id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = r.company_id
    JOIN channel_followers f ON f.mobile_user_id = r.id
    WHERE r.is_deleted = 0
    UNION ALL
    SELECT m.group_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_counts_follows_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, true, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, false, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_counts_follows_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, true, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    JOIN channel_followers cf
      ON cf.mobile_user_id = f.mobile_user_id AND cf.content_provider_id = f.content_provider_id
    WHERE NOT (m.xmin = cf.xmin AND m.cmin = cf.cmin)
    UNION ALL
    SELECT m.group_id, false, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_counts_follows_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, true, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, false, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM new_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, true, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', -1
    FROM old_follows f
    JOIN mobile_users u ON u.id = f.mobile_user_id AND u.is_deleted = 0
    JOIN user_group_members m ON m.mobile_user_id = f.mobile_user_id
    JOIN user_groups g ON g.id = m.group_id AND g.content_provider_id = f.content_provider_id
      AND g.company_id = u.company_id
    UNION ALL
    SELECT m.group_id, false, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', 1
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_counts_group_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM user_group_counts WHERE group_id = NEW.id;
  INSERT INTO user_group_counts (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  SELECT NEW.id, f.mobile_user_id IS NOT NULL, u.is_active, lower(coalesce(u.platform, '')), (u.registered AND u.has_push_token), coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', count(*)
  FROM user_group_members m
  JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = NEW.company_id
  LEFT JOIN channel_followers f ON f.mobile_user_id = u.id AND f.content_provider_id = NEW.content_provider_id
  WHERE m.group_id = NEW.id
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_counts_members_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH changed AS MATERIALIZED (
    SELECT m.group_id, g.content_provider_id AS own_channel, u.id AS user_id, u.is_active, lower(coalesce(u.platform, '')) AS platform, (u.registered AND u.has_push_token) AS registered, coalesce(u.phone, '') <> '' AS has_phone, coalesce(u.email, '') <> '' AS has_email, -1 AS delta
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_counts_members_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH changed AS MATERIALIZED (
    SELECT m.group_id, g.content_provider_id AS own_channel, u.id AS user_id, u.is_active, lower(coalesce(u.platform, '')) AS platform, (u.registered AND u.has_push_token) AS registered, coalesce(u.phone, '') <> '' AS has_phone, coalesce(u.email, '') <> '' AS has_email, 1 AS delta
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_counts_members_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH changed AS MATERIALIZED (
    SELECT m.group_id, g.content_provider_id AS own_channel, u.id AS user_id, u.is_active, lower(coalesce(u.platform, '')) AS platform, (u.registered AND u.has_push_token) AS registered, coalesce(u.phone, '') <> '' AS has_phone, coalesce(u.email, '') <> '' AS has_email, 1 AS delta
    FROM new_members m
    JOIN user_groups g ON g.id = m.group_id
    JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
    UNION ALL
    SELECT m.group_id, g.content_provider_id AS own_channel, u.id AS user_id, u.is_active, lower(coalesce(u.platform, '')) AS platform, (u.registered AND u.has_push_token) AS registered, coalesce(u.phone, '') <> '' AS has_phone, coalesce(u.email, '') <> '' AS has_email, -1 AS delta
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_group_counts_users_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO user_group_counts AS c (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
  WITH moved_old AS (
    SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_deleted, o.is_active, lower(coalesce(o.platform, '')), (o.registered AND o.has_push_token), coalesce(o.phone, '') <> '', coalesce(o.email, '') <> '') IS DISTINCT FROM (n.company_id, n.is_deleted, n.is_active, lower(coalesce(n.platform, '')), (n.registered AND n.has_push_token), coalesce(n.phone, '') <> '', coalesce(n.email, '') <> '')
  ), moved_new AS (
    SELECT n.* FROM new_rows n JOIN moved_old o ON o.id = n.id
  )
  SELECT group_id, follows, is_active, platform, registered, has_phone, has_email, sum(delta) FROM (
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', -1
    FROM moved_old r
    JOIN user_group_members m ON m.mobile_user_id = r.id
    JOIN user_groups g ON g.id = m.group_id AND g.company_id = r.company_id
    LEFT JOIN channel_followers f ON f.mobile_user_id = r.id AND f.content_provider_id = g.content_provider_id
    WHERE r.is_deleted = 0
    UNION ALL
    SELECT m.group_id, f.mobile_user_id IS NOT NULL, r.is_active, lower(coalesce(r.platform, '')), (r.registered AND r.has_push_token), coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', 1
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
END $function$;
--> statement-breakpoint
CREATE FUNCTION mobile_user_devices_flag_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mobile_users u SET has_push_token = true
  WHERE u.id IN (SELECT DISTINCT mobile_user_id FROM new_devices) AND NOT u.has_push_token;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mobile_user_devices_flag_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mobile_users u SET has_push_token = false
  WHERE u.id IN (SELECT DISTINCT mobile_user_id FROM old_devices) AND u.has_push_token
    AND NOT EXISTS (SELECT 1 FROM mobile_user_devices d WHERE d.mobile_user_id = u.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mobile_user_devices_flag_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A token moved to another user: the new owner has one, the old one may have none left.
  UPDATE mobile_users u SET has_push_token = EXISTS (SELECT 1 FROM mobile_user_devices d WHERE d.mobile_user_id = u.id)
  WHERE u.id IN (SELECT mobile_user_id FROM new_devices UNION SELECT mobile_user_id FROM old_devices)
    AND u.has_push_token IS DISTINCT FROM EXISTS (SELECT 1 FROM mobile_user_devices d WHERE d.mobile_user_id = u.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mobile_user_devices_flag_insert AFTER INSERT ON mobile_user_devices
  REFERENCING NEW TABLE AS new_devices FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_devices_flag_insert();
--> statement-breakpoint
CREATE TRIGGER mobile_user_devices_flag_delete AFTER DELETE ON mobile_user_devices
  REFERENCING OLD TABLE AS old_devices FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_devices_flag_delete();
--> statement-breakpoint
CREATE TRIGGER mobile_user_devices_flag_update AFTER UPDATE ON mobile_user_devices
  REFERENCING OLD TABLE AS old_devices NEW TABLE AS new_devices FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_devices_flag_update();
--> statement-breakpoint
-- The fan-out's walk decides push by has_push_token: the covering index carries it (see 0008).
DROP INDEX IF EXISTS "mobile_users_company_id_idx";
--> statement-breakpoint
CREATE INDEX "mobile_users_company_id_idx" ON "mobile_users" USING btree ("company_id","id") INCLUDE ("is_deleted","is_active","registered","has_push_token","platform","phone","email");
--> statement-breakpoint
DELETE FROM mobile_user_reach_counts;
--> statement-breakpoint
INSERT INTO mobile_user_reach_counts (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
SELECT r.company_id, '00000000-0000-0000-0000-000000000000'::uuid, r.is_active, lower(coalesce(r.platform, '')), r.registered AND r.has_push_token, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', count(*) FROM mobile_users r WHERE r.is_deleted = 0 GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO mobile_user_reach_counts (company_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
SELECT r.company_id, f.content_provider_id, r.is_active, lower(coalesce(r.platform, '')), r.registered AND r.has_push_token, coalesce(r.phone, '') <> '', coalesce(r.email, '') <> '', count(*)
FROM channel_followers f JOIN mobile_users r ON r.id = f.mobile_user_id WHERE r.is_deleted = 0 GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
DELETE FROM user_group_counts;
--> statement-breakpoint
INSERT INTO user_group_counts (group_id, follows, is_active, platform, registered, has_phone, has_email, users)
SELECT g.id, f.mobile_user_id IS NOT NULL, u.is_active, lower(coalesce(u.platform, '')), u.registered AND u.has_push_token, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', count(*)
FROM user_groups g
JOIN user_group_members m ON m.group_id = g.id
JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
LEFT JOIN channel_followers f ON f.mobile_user_id = u.id AND f.content_provider_id = g.content_provider_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
DELETE FROM user_group_channel_counts;
--> statement-breakpoint
INSERT INTO user_group_channel_counts (group_id, content_provider_id, is_active, platform, registered, has_phone, has_email, users)
SELECT g.id, f.content_provider_id, u.is_active, lower(coalesce(u.platform, '')), u.registered AND u.has_push_token, coalesce(u.phone, '') <> '', coalesce(u.email, '') <> '', count(*)
FROM user_groups g
JOIN user_group_members m ON m.group_id = g.id
JOIN mobile_users u ON u.id = m.mobile_user_id AND u.is_deleted = 0 AND u.company_id = g.company_id
JOIN channel_followers f ON f.mobile_user_id = u.id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
