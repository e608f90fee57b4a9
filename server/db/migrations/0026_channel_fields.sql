CREATE TABLE "channel_usage_counters" (
	"content_provider_id" uuid PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"followers" bigint DEFAULT 0 NOT NULL,
	"registered_followers" bigint DEFAULT 0 NOT NULL,
	"sent_sms" bigint DEFAULT 0 NOT NULL,
	"sms_sent_month" bigint DEFAULT 0 NOT NULL,
	"off_app_text_credits_used_last_month" bigint DEFAULT 0 NOT NULL,
	"off_app_text_credits_purchased_month" bigint DEFAULT 0 NOT NULL,
	"off_app_text_credits_purchased_last_month" bigint DEFAULT 0 NOT NULL,
	"messages_sent_month" bigint DEFAULT 0 NOT NULL,
	"messages_sent_last_month" bigint DEFAULT 0 NOT NULL,
	"admin_logins_month" bigint DEFAULT 0 NOT NULL,
	"user_logins_month" bigint DEFAULT 0 NOT NULL,
	"mov_conversion_ms" bigint DEFAULT 0 NOT NULL,
	"audio_views" bigint DEFAULT 0 NOT NULL,
	"video_views" bigint DEFAULT 0 NOT NULL,
	"image_views" bigint DEFAULT 0 NOT NULL,
	"file_views" bigint DEFAULT 0 NOT NULL,
	"audio_bytes_out" bigint DEFAULT 0 NOT NULL,
	"video_bytes_out" bigint DEFAULT 0 NOT NULL,
	"image_bytes_out" bigint DEFAULT 0 NOT NULL,
	"file_bytes_out" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "access_code" text;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "channel_number" integer;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "is_force_following" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "require_email_verification_for_pushcast" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "reseller_code" text;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "partner_account_number" text;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "revenue_collection_mode" text;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "replica_build" text;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "selected_external_apis" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "purchased_app_users_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_usage_counters" ADD CONSTRAINT "channel_usage_counters_content_provider_id_content_providers_id_fk" FOREIGN KEY ("content_provider_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_providers_company_number_idx" ON "content_providers" USING btree ("company_id","channel_number");--> statement-breakpoint
CREATE UNIQUE INDEX "content_providers_one_default_idx" ON "content_providers" USING btree ("company_id") WHERE "content_providers"."is_company_default" and "content_providers"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "content_providers_company_name_idx" ON "content_providers" USING btree ("company_id",lower("client_name")) WHERE "content_providers"."is_deleted" = 0;--> statement-breakpoint
-- Channel numbers: the existing channels in the order they were made, then one more than the
-- company's highest on every insert that brings none. The company is locked for the insert's
-- transaction (an advisory lock), so two channels made at once never take the same number.
UPDATE content_providers p SET channel_number = r.n
FROM (SELECT id, row_number() OVER (PARTITION BY company_id ORDER BY date_created, id) AS n
  FROM content_providers) r
WHERE r.id = p.id;
--> statement-breakpoint
CREATE FUNCTION content_providers_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.channel_number IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('content_providers_number:' || NEW.company_id::text));
    SELECT coalesce(max(channel_number), 0) + 1 INTO NEW.channel_number
    FROM content_providers WHERE company_id = NEW.company_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_providers_number BEFORE INSERT ON content_providers
  FOR EACH ROW EXECUTE FUNCTION content_providers_number();
--> statement-breakpoint
-- Usage counters. Months are UTC months (the credit month alone follows the company zone). A write first rolls a row
-- left from an earlier month (this month's counts become last month's, or zero when more than a
-- month has passed); reads go through the view channel_usage, which shows such a row as rolled.
CREATE FUNCTION channel_usage_month() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', now() AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
CREATE FUNCTION channel_usage_roll(channel_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  this_month date := channel_usage_month();
  last_month date := (channel_usage_month() - interval '1 month')::date;
BEGIN
  UPDATE channel_usage_counters u SET
    off_app_text_credits_used_last_month = CASE WHEN u.month = last_month THEN u.sms_sent_month ELSE 0 END,
    off_app_text_credits_purchased_last_month = CASE WHEN u.month = last_month THEN u.off_app_text_credits_purchased_month ELSE 0 END,
    messages_sent_last_month = CASE WHEN u.month = last_month THEN u.messages_sent_month ELSE 0 END,
    sms_sent_month = 0, off_app_text_credits_purchased_month = 0, messages_sent_month = 0,
    admin_logins_month = 0, user_logins_month = 0, month = this_month
  WHERE u.content_provider_id = ANY(channel_ids) AND u.month < this_month;
END $$;
--> statement-breakpoint
CREATE VIEW channel_usage AS
SELECT u.content_provider_id, u.followers, u.registered_followers, u.sent_sms,
  CASE WHEN u.month = m.this_month THEN u.sms_sent_month ELSE 0 END AS sms_sent_month,
  CASE WHEN u.month = m.this_month THEN u.off_app_text_credits_used_last_month
    WHEN u.month = m.last_month THEN u.sms_sent_month ELSE 0 END AS off_app_text_credits_used_last_month,
  CASE WHEN u.month = m.this_month THEN u.off_app_text_credits_purchased_last_month
    WHEN u.month = m.last_month THEN u.off_app_text_credits_purchased_month ELSE 0 END AS off_app_text_credits_purchased_last_month,
  CASE WHEN u.month = m.this_month THEN u.messages_sent_month ELSE 0 END AS messages_sent_month,
  CASE WHEN u.month = m.this_month THEN u.messages_sent_last_month
    WHEN u.month = m.last_month THEN u.messages_sent_month ELSE 0 END AS total_messages_sent_last_month,
  CASE WHEN u.month = m.this_month THEN u.admin_logins_month ELSE 0 END AS admin_logins_month,
  CASE WHEN u.month = m.this_month THEN u.user_logins_month ELSE 0 END AS user_logins_month,
  u.mov_conversion_ms, u.audio_views, u.video_views, u.image_views, u.file_views,
  u.audio_bytes_out, u.video_bytes_out, u.image_bytes_out, u.file_bytes_out
FROM channel_usage_counters u
CROSS JOIN (SELECT channel_usage_month() AS this_month,
  (channel_usage_month() - interval '1 month')::date AS last_month) m;
--> statement-breakpoint
-- Adds to the counters of the given channels (rolling them first), creating rows as needed.
CREATE FUNCTION channel_usage_add(channel_ids uuid[], sms bigint[], messages bigint[],
  admin_logins bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM channel_usage_roll(channel_ids);
  INSERT INTO channel_usage_counters AS u (content_provider_id, month, sent_sms, sms_sent_month,
    messages_sent_month, admin_logins_month)
  SELECT a.id, channel_usage_month(), a.sms, a.sms, a.messages, a.logins
  FROM unnest(channel_ids, sms, messages, admin_logins) AS a(id, sms, messages, logins)
  JOIN content_providers p ON p.id = a.id
  ORDER BY a.id
  ON CONFLICT (content_provider_id) DO UPDATE SET
    sent_sms = u.sent_sms + excluded.sent_sms,
    sms_sent_month = u.sms_sent_month + excluded.sms_sent_month,
    messages_sent_month = u.messages_sent_month + excluded.messages_sent_month,
    admin_logins_month = u.admin_logins_month + excluded.admin_logins_month;
END $$;
--> statement-breakpoint
-- Every channel has its row from the start, so the list's join never misses one.
CREATE FUNCTION channel_usage_channel_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_usage_counters (content_provider_id, month)
  SELECT id, channel_usage_month() FROM new_channels ORDER BY id
  ON CONFLICT (content_provider_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_usage_channel_insert AFTER INSERT ON content_providers
  REFERENCING NEW TABLE AS new_channels FOR EACH STATEMENT EXECUTE FUNCTION channel_usage_channel_insert();
--> statement-breakpoint
-- Followers: the channel's live app users of its own company, summed from channel_user_counts
-- whenever those change (one grouped update per statement). A channel hard-deleted takes its
-- counters row with it; the follows' cascade then finds no channel and changes nothing.
CREATE FUNCTION channel_usage_followers_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.content_provider_id AS id, n.company_id, n.registered, n.users AS delta
    FROM channel_usage_new n
  ), summed AS (
    SELECT c.id, sum(c.delta) AS users, coalesce(sum(c.delta) FILTER (WHERE c.registered), 0) AS registered
    FROM changed c JOIN content_providers p ON p.id = c.id AND p.company_id = c.company_id
    GROUP BY c.id
  )
  UPDATE channel_usage_counters u SET followers = u.followers + s.users,
    registered_followers = u.registered_followers + s.registered
  FROM summed s WHERE u.content_provider_id = s.id AND (s.users <> 0 OR s.registered <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION channel_usage_followers_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.content_provider_id AS id, n.company_id, n.registered, n.users AS delta
    FROM channel_usage_new n
    UNION ALL
    SELECT o.content_provider_id AS id, o.company_id, o.registered, -o.users AS delta
    FROM channel_usage_old o
  ), summed AS (
    SELECT c.id, sum(c.delta) AS users, coalesce(sum(c.delta) FILTER (WHERE c.registered), 0) AS registered
    FROM changed c JOIN content_providers p ON p.id = c.id AND p.company_id = c.company_id
    GROUP BY c.id
  )
  UPDATE channel_usage_counters u SET followers = u.followers + s.users,
    registered_followers = u.registered_followers + s.registered
  FROM summed s WHERE u.content_provider_id = s.id AND (s.users <> 0 OR s.registered <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION channel_usage_followers_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.content_provider_id AS id, o.company_id, o.registered, -o.users AS delta
    FROM channel_usage_old o
  ), summed AS (
    SELECT c.id, sum(c.delta) AS users, coalesce(sum(c.delta) FILTER (WHERE c.registered), 0) AS registered
    FROM changed c JOIN content_providers p ON p.id = c.id AND p.company_id = c.company_id
    GROUP BY c.id
  )
  UPDATE channel_usage_counters u SET followers = u.followers + s.users,
    registered_followers = u.registered_followers + s.registered
  FROM summed s WHERE u.content_provider_id = s.id AND (s.users <> 0 OR s.registered <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_usage_followers_insert AFTER INSERT ON channel_user_counts
  REFERENCING NEW TABLE AS channel_usage_new FOR EACH STATEMENT EXECUTE FUNCTION channel_usage_followers_insert();
--> statement-breakpoint
CREATE TRIGGER channel_usage_followers_update AFTER UPDATE ON channel_user_counts
  REFERENCING OLD TABLE AS channel_usage_old NEW TABLE AS channel_usage_new FOR EACH STATEMENT EXECUTE FUNCTION channel_usage_followers_update();
--> statement-breakpoint
CREATE TRIGGER channel_usage_followers_delete AFTER DELETE ON channel_user_counts
  REFERENCING OLD TABLE AS channel_usage_old FOR EACH STATEMENT EXECUTE FUNCTION channel_usage_followers_delete();
--> statement-breakpoint
-- Deliveries: every receipt the fan-out writes for a channel's message counts as a message sent
-- (unless it reached nobody: channel 'none'), and one sent by SMS as an SMS too.
CREATE FUNCTION channel_usage_receipts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[]; sms bigint[]; messages bigint[]; logins bigint[];
BEGIN
  SELECT array_agg(t.id ORDER BY t.id), array_agg(t.sms ORDER BY t.id),
    array_agg(t.messages ORDER BY t.id), array_agg(0::bigint ORDER BY t.id)
  INTO ids, sms, messages, logins
  FROM (
    SELECT m.content_provider_id AS id, sum(r.sms)::bigint AS sms,
      sum(r.messages)::bigint AS messages
    FROM (SELECT occurrence_id, count(*) FILTER (WHERE channel = 'sms') AS sms,
        count(*) FILTER (WHERE channel <> 'none') AS messages
      FROM channel_usage_receipts GROUP BY occurrence_id) r
    JOIN message_occurrences o ON o.id = r.occurrence_id
    JOIN messages m ON m.id = o.message_id
    WHERE m.content_provider_id IS NOT NULL
    GROUP BY m.content_provider_id
  ) t WHERE t.messages > 0;
  IF ids IS NOT NULL THEN PERFORM channel_usage_add(ids, sms, messages, logins); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_usage_receipts AFTER INSERT ON message_receipts
  REFERENCING NEW TABLE AS channel_usage_receipts FOR EACH STATEMENT EXECUTE FUNCTION channel_usage_receipts();
--> statement-breakpoint
-- Sign-ins: a session issued to a channel admin (groups 2 and 5) counts for its channel.
CREATE FUNCTION channel_usage_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[]; counted bigint[]; zeros bigint[];
BEGIN
  SELECT array_agg(t.id ORDER BY t.id), array_agg(t.n ORDER BY t.id), array_agg(0::bigint ORDER BY t.id)
  INTO ids, counted, zeros
  FROM (
    SELECT a.content_provider_id AS id, count(*) AS n
    FROM channel_usage_sessions s JOIN admin_users a ON a.id = s.admin_id
    WHERE a.content_provider_id IS NOT NULL AND a.user_group IN (2, 5)
    GROUP BY a.content_provider_id
  ) t;
  IF ids IS NOT NULL THEN PERFORM channel_usage_add(ids, zeros, zeros, counted); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_usage_sessions AFTER INSERT ON admin_sessions
  REFERENCING NEW TABLE AS channel_usage_sessions FOR EACH STATEMENT EXECUTE FUNCTION channel_usage_sessions();
--> statement-breakpoint
-- Every existing channel gets its row, with its followers as they are now and the deliveries it
-- has made so far (this month's count as this month's).
INSERT INTO channel_usage_counters (content_provider_id, month, followers, registered_followers)
SELECT p.id, channel_usage_month(), coalesce(sum(c.users), 0),
  coalesce(sum(c.users) FILTER (WHERE c.registered), 0)
FROM content_providers p
LEFT JOIN channel_user_counts c ON c.content_provider_id = p.id AND c.company_id = p.company_id
GROUP BY p.id;
--> statement-breakpoint
UPDATE channel_usage_counters u SET sent_sms = t.sms, messages_sent_month = t.messages_month,
  sms_sent_month = t.sms_month
FROM (
  SELECT m.content_provider_id AS id, count(*) FILTER (WHERE r.channel = 'sms') AS sms,
    count(*) FILTER (WHERE r.channel <> 'none' AND r.sent_at >= channel_usage_month()::timestamp AT TIME ZONE 'UTC') AS messages_month,
    count(*) FILTER (WHERE r.channel = 'sms' AND r.sent_at >= channel_usage_month()::timestamp AT TIME ZONE 'UTC') AS sms_month
  FROM message_receipts r
  JOIN message_occurrences o ON o.id = r.occurrence_id
  JOIN messages m ON m.id = o.message_id
  WHERE m.content_provider_id IS NOT NULL
  GROUP BY m.content_provider_id
) t WHERE u.content_provider_id = t.id;
