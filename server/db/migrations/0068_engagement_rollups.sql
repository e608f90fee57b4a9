-- Engagement facts and daily engagement rollups (docs/decisions.md, "Engagement facts" and
-- "Engagement over time"). Both are kept by statement-level triggers, in the statement that
-- changes what they count: the fan-out's one statement per batch, an open, a confirmation, an
-- answer, the dispatcher's record statement, a message's deletion. Whatever path writes a
-- receipt or a delivery outcome keeps them true, and no receipt is read twice.
--
-- When a receipt was confirmed or answered: set by the row trigger below when that happens
-- (updates only, so the fan-out's inserts pay nothing); null on receipts answered before, which
-- read their open time instead (coalesce(confirmed_at, read_at)).
ALTER TABLE "message_receipts" ADD COLUMN IF NOT EXISTS "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "message_receipts" ADD COLUMN IF NOT EXISTS "feedback_at" timestamp with time zone;
--> statement-breakpoint
CREATE FUNCTION message_receipt_answer_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.confirmed_at IS NULL AND receipt_confirmed(NEW.read_at, NEW.read_response, NEW.feedback)
    AND NOT receipt_confirmed(OLD.read_at, OLD.read_response, OLD.feedback) THEN
    NEW.confirmed_at := now();
  END IF;
  IF NEW.feedback IS DISTINCT FROM OLD.feedback AND NEW.feedback IN (0, 1) THEN
    NEW.feedback_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_receipt_answer_times BEFORE UPDATE ON message_receipts FOR EACH ROW
  WHEN (OLD.read_at IS DISTINCT FROM NEW.read_at OR OLD.read_response IS DISTINCT FROM NEW.read_response
    OR OLD.feedback IS DISTINCT FROM NEW.feedback)
  EXECUTE FUNCTION message_receipt_answer_times();
--> statement-breakpoint
-- The daily rollups: one row per channel (the zero id for a message of no channel), UTC day of
-- the send (the occurrence's due day: opens, confirmations, answers and provider outcomes count
-- on the day their message was sent), delivery channel (push, sms, email, none, capped; 'all'
-- rows carry only `sends`) and message type, with its organisation; and the same summed over
-- the organisation's channels, so a year of either is a few thousand rows read by their key.
CREATE TABLE "engagement_daily" (
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"delivery_channel" text NOT NULL,
	"message_type" text NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"sends" integer DEFAULT 0 NOT NULL,
	"recipients" bigint DEFAULT 0 NOT NULL,
	"handed" bigint DEFAULT 0 NOT NULL,
	"stored" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	"opened" bigint DEFAULT 0 NOT NULL,
	"confirmed" bigint DEFAULT 0 NOT NULL,
	"feedback_yes" bigint DEFAULT 0 NOT NULL,
	"feedback_no" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "engagement_daily_pk" PRIMARY KEY ("channel_id", "day", "delivery_channel", "message_type")
);
--> statement-breakpoint
CREATE TABLE "engagement_daily_org" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"delivery_channel" text NOT NULL,
	"message_type" text NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"recipients" bigint DEFAULT 0 NOT NULL,
	"handed" bigint DEFAULT 0 NOT NULL,
	"stored" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	"opened" bigint DEFAULT 0 NOT NULL,
	"confirmed" bigint DEFAULT 0 NOT NULL,
	"feedback_yes" bigint DEFAULT 0 NOT NULL,
	"feedback_no" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "engagement_daily_org_pk" PRIMARY KEY ("company_id", "day", "delivery_channel", "message_type")
);
--> statement-breakpoint
-- Each member's facts are rewritten on every send that reaches them: room on each page lets the
-- update stay on its page without touching the index (a HOT update).
ALTER TABLE "member_engagement" SET (fillfactor = 50);
--> statement-breakpoint
-- Which sends have been counted in `sends`, per delivery channel and once for 'all'.
CREATE TABLE "engagement_rollup_sends" (
	"occurrence_id" uuid NOT NULL,
	"delivery_channel" text NOT NULL,
	CONSTRAINT "engagement_rollup_sends_pk" PRIMARY KEY ("occurrence_id", "delivery_channel")
);
--> statement-breakpoint
-- Adds counted changes, given per occurrence and delivery channel, to the rollups of their
-- message's channel and organisation, send day and type. A deleted message's are left out (its
-- counts left the rollups when it was deleted, engagement_messages_deleted below) unless
-- `deleted_too` (the deletion itself taking them away).
CREATE FUNCTION engagement_daily_add(changes jsonb, deleted_too boolean DEFAULT false)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO engagement_daily AS d (channel_id, day, delivery_channel, message_type, company_id,
    sends, recipients, handed, stored, failed, opened, confirmed, feedback_yes, feedback_no)
  SELECT coalesce(m.content_provider_id, '00000000-0000-0000-0000-000000000000'),
    (o.due_at AT TIME ZONE 'UTC')::date, c.delivery_channel, m.type, min(m.company_id::text)::uuid,
    sum(c.sends), sum(c.recipients), sum(c.handed), sum(c.stored), sum(c.failed), sum(c.opened),
    sum(c.confirmed), sum(c.feedback_yes), sum(c.feedback_no)
  FROM jsonb_to_recordset(changes) AS c(occurrence_id uuid, delivery_channel text, sends int,
    recipients bigint, handed bigint, stored bigint, failed bigint, opened bigint,
    confirmed bigint, feedback_yes bigint, feedback_no bigint)
  JOIN message_occurrences o ON o.id = c.occurrence_id
  JOIN messages m ON m.id = o.message_id AND (deleted_too OR NOT m.is_deleted)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (channel_id, day, delivery_channel, message_type) DO UPDATE SET
    sends = d.sends + excluded.sends, recipients = d.recipients + excluded.recipients,
    handed = d.handed + excluded.handed, stored = d.stored + excluded.stored,
    failed = d.failed + excluded.failed, opened = d.opened + excluded.opened,
    confirmed = d.confirmed + excluded.confirmed,
    feedback_yes = d.feedback_yes + excluded.feedback_yes,
    feedback_no = d.feedback_no + excluded.feedback_no;
  INSERT INTO engagement_daily_org AS d (company_id, day, delivery_channel, message_type,
    sends, recipients, handed, stored, failed, opened, confirmed, feedback_yes, feedback_no)
  SELECT m.company_id, (o.due_at AT TIME ZONE 'UTC')::date, c.delivery_channel, m.type,
    sum(c.sends), sum(c.recipients), sum(c.handed), sum(c.stored), sum(c.failed), sum(c.opened),
    sum(c.confirmed), sum(c.feedback_yes), sum(c.feedback_no)
  FROM jsonb_to_recordset(changes) AS c(occurrence_id uuid, delivery_channel text, sends int,
    recipients bigint, handed bigint, stored bigint, failed bigint, opened bigint,
    confirmed bigint, feedback_yes bigint, feedback_no bigint)
  JOIN message_occurrences o ON o.id = c.occurrence_id
  JOIN messages m ON m.id = o.message_id AND (deleted_too OR NOT m.is_deleted)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, day, delivery_channel, message_type) DO UPDATE SET
    sends = d.sends + excluded.sends, recipients = d.recipients + excluded.recipients,
    handed = d.handed + excluded.handed, stored = d.stored + excluded.stored,
    failed = d.failed + excluded.failed, opened = d.opened + excluded.opened,
    confirmed = d.confirmed + excluded.confirmed,
    feedback_yes = d.feedback_yes + excluded.feedback_yes,
    feedback_no = d.feedback_no + excluded.feedback_no;
$$;
--> statement-breakpoint
-- New receipts (the fan-out's batch, a seed): counted per occurrence and delivery channel, the
-- sends met for the first time marked, and each member's engagement facts moved on, one upsert
-- per statement.
-- Sends whose receipts members' facts have not taken yet (engagement_facts_catch_up).
CREATE TABLE "engagement_facts_pending" (
	"occurrence_id" uuid PRIMARY KEY NOT NULL,
	"noted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Applies the receipts of up to `max_sends` finished sends to their members' facts, and answers
-- how many sends it took. One set-based statement per call, off the fan-out's path; two engines
-- never take the same send (SKIP LOCKED). A send still fanning out waits until it is done, so its
-- receipts are read once.
CREATE FUNCTION engagement_facts_catch_up(max_sends int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  taken uuid[];
BEGIN
  WITH due AS (
    SELECT p.occurrence_id FROM engagement_facts_pending p
    JOIN message_occurrences o ON o.id = p.occurrence_id
    WHERE o.state = 'done'
    ORDER BY p.noted_at
    LIMIT max_sends
    FOR UPDATE OF p SKIP LOCKED
  )
  , gone AS (
    DELETE FROM engagement_facts_pending p USING due WHERE p.occurrence_id = due.occurrence_id
    RETURNING p.occurrence_id
  )
  SELECT array_agg(occurrence_id) INTO taken FROM gone;
  IF taken IS NULL THEN
    RETURN 0;
  END IF;
  INSERT INTO member_engagement AS e (mobile_user_id, company_id, last_received_at,
    last_opened_at, last_confirmed_at, last_feedback_yes_at, last_feedback_no_at)
  SELECT r.mobile_user_id, min(u.company_id::text)::uuid,
    max(r.sent_at) FILTER (WHERE r.channel IN ('push', 'sms', 'email')),
    max(r.read_at),
    max(coalesce(r.confirmed_at, r.read_at))
      FILTER (WHERE receipt_confirmed(r.read_at, r.read_response, r.feedback)),
    max(coalesce(r.feedback_at, r.read_at)) FILTER (WHERE r.feedback = 1),
    max(coalesce(r.feedback_at, r.read_at)) FILTER (WHERE r.feedback = 0)
  FROM message_receipts r
  -- A receipt outlives its member (no foreign key); facts are kept for members who exist.
  JOIN mobile_users u ON u.id = r.mobile_user_id
  WHERE r.occurrence_id = ANY (taken)
    AND (r.channel IN ('push', 'sms', 'email') OR r.read_at IS NOT NULL)
  GROUP BY r.mobile_user_id ORDER BY r.mobile_user_id
  ON CONFLICT (mobile_user_id) DO UPDATE SET
    last_received_at = greatest(e.last_received_at, excluded.last_received_at),
    last_opened_at = greatest(e.last_opened_at, excluded.last_opened_at),
    last_confirmed_at = greatest(e.last_confirmed_at, excluded.last_confirmed_at),
    last_feedback_yes_at = greatest(e.last_feedback_yes_at, excluded.last_feedback_yes_at),
    last_feedback_no_at = greatest(e.last_feedback_no_at, excluded.last_feedback_no_at);
  RETURN cardinality(taken);
END $$;
--> statement-breakpoint
CREATE FUNCTION engagement_receipts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  WITH firsts AS (
    INSERT INTO engagement_rollup_sends (occurrence_id, delivery_channel)
    SELECT k.occurrence_id, k.delivery_channel FROM (
      SELECT DISTINCT n.occurrence_id, n.channel AS delivery_channel FROM new_rows n
      UNION SELECT DISTINCT n.occurrence_id, 'all' FROM new_rows n
    ) k ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING occurrence_id, delivery_channel
  ),
  counted AS (
    SELECT n.occurrence_id, n.channel AS delivery_channel, 0 AS sends, count(*) AS recipients,
      count(n.read_at) AS opened,
      count(*) FILTER (WHERE receipt_confirmed(n.read_at, n.read_response, n.feedback)) AS confirmed,
      count(*) FILTER (WHERE n.feedback = 1) AS feedback_yes,
      count(*) FILTER (WHERE n.feedback = 0) AS feedback_no
    FROM new_rows n GROUP BY 1, 2
    UNION ALL
    SELECT f.occurrence_id, f.delivery_channel, 1, 0, 0, 0, 0, 0 FROM firsts f
  )
  SELECT jsonb_agg(jsonb_build_object('occurrence_id', occurrence_id, 'delivery_channel',
      delivery_channel, 'sends', sends, 'recipients', recipients, 'handed', 0, 'stored', 0,
      'failed', 0, 'opened', opened, 'confirmed', confirmed, 'feedback_yes', feedback_yes,
      'feedback_no', feedback_no))
    INTO changes FROM counted;
  IF changes IS NOT NULL THEN
    PERFORM engagement_daily_add(changes);
  END IF;

  -- Members' facts are not written here: an upsert per recipient cost the fan-out over a third
  -- of its rate. The send is noted, and engagement_facts_catch_up applies its receipts at once
  -- when it is done (the engine's loop; docs/decisions.md, "Engagement facts").
  INSERT INTO engagement_facts_pending (occurrence_id)
  SELECT DISTINCT occurrence_id FROM new_rows ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Changed receipts (an open, a confirmation, an answer, from whatever path): the rollups move by
-- the difference, and the members whose facts changed get their newer times.
CREATE FUNCTION engagement_receipts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  WITH moved AS (
    SELECT o.occurrence_id, o.channel, -1 AS sign, o.read_at, o.read_response, o.feedback
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.read_at IS DISTINCT FROM o.read_at OR n.read_response IS DISTINCT FROM o.read_response
      OR n.feedback IS DISTINCT FROM o.feedback OR n.channel IS DISTINCT FROM o.channel
      OR n.occurrence_id IS DISTINCT FROM o.occurrence_id
    UNION ALL
    SELECT n.occurrence_id, n.channel, 1, n.read_at, n.read_response, n.feedback
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.read_at IS DISTINCT FROM o.read_at OR n.read_response IS DISTINCT FROM o.read_response
      OR n.feedback IS DISTINCT FROM o.feedback OR n.channel IS DISTINCT FROM o.channel
      OR n.occurrence_id IS DISTINCT FROM o.occurrence_id
  ),
  counted AS (
    SELECT occurrence_id, channel AS delivery_channel, sum(sign) AS recipients,
      sum(sign) FILTER (WHERE read_at IS NOT NULL) AS opened,
      sum(sign) FILTER (WHERE receipt_confirmed(read_at, read_response, feedback)) AS confirmed,
      sum(sign) FILTER (WHERE feedback = 1) AS feedback_yes,
      sum(sign) FILTER (WHERE feedback = 0) AS feedback_no
    FROM moved GROUP BY 1, 2
  )
  SELECT jsonb_agg(jsonb_build_object('occurrence_id', occurrence_id, 'delivery_channel',
      delivery_channel, 'sends', 0, 'recipients', recipients, 'handed', 0, 'stored', 0,
      'failed', 0, 'opened', coalesce(opened, 0), 'confirmed', coalesce(confirmed, 0),
      'feedback_yes', coalesce(feedback_yes, 0), 'feedback_no', coalesce(feedback_no, 0)))
    INTO changes FROM counted
  WHERE recipients <> 0 OR coalesce(opened, 0) <> 0 OR coalesce(confirmed, 0) <> 0
    OR coalesce(feedback_yes, 0) <> 0 OR coalesce(feedback_no, 0) <> 0;
  IF changes IS NOT NULL THEN
    PERFORM engagement_daily_add(changes);
  END IF;

  INSERT INTO member_engagement AS e (mobile_user_id, company_id, last_received_at,
    last_opened_at, last_confirmed_at, last_feedback_yes_at, last_feedback_no_at)
  SELECT n.mobile_user_id, min(m.company_id::text)::uuid,
    max(n.sent_at) FILTER (WHERE n.channel IN ('push', 'sms', 'email')),
    max(n.read_at),
    max(coalesce(n.confirmed_at, n.read_at))
      FILTER (WHERE receipt_confirmed(n.read_at, n.read_response, n.feedback)),
    max(coalesce(n.feedback_at, n.read_at)) FILTER (WHERE n.feedback = 1),
    max(coalesce(n.feedback_at, n.read_at)) FILTER (WHERE n.feedback = 0)
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id
  JOIN mobile_users u ON u.id = n.mobile_user_id
  JOIN message_occurrences occ ON occ.id = n.occurrence_id
  JOIN messages m ON m.id = occ.message_id
  WHERE n.read_at IS DISTINCT FROM o.read_at OR n.read_response IS DISTINCT FROM o.read_response
    OR n.feedback IS DISTINCT FROM o.feedback
  GROUP BY n.mobile_user_id ORDER BY n.mobile_user_id
  ON CONFLICT (mobile_user_id) DO UPDATE SET
    last_received_at = greatest(e.last_received_at, excluded.last_received_at),
    last_opened_at = greatest(e.last_opened_at, excluded.last_opened_at),
    last_confirmed_at = greatest(e.last_confirmed_at, excluded.last_confirmed_at),
    last_feedback_yes_at = greatest(e.last_feedback_yes_at, excluded.last_feedback_yes_at),
    last_feedback_no_at = greatest(e.last_feedback_no_at, excluded.last_feedback_no_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted receipts leave the rollups (the facts keep what the member did).
CREATE FUNCTION engagement_receipts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('occurrence_id', occurrence_id, 'delivery_channel',
      delivery_channel, 'sends', 0, 'recipients', -recipients, 'handed', 0, 'stored', 0,
      'failed', 0, 'opened', -opened, 'confirmed', -confirmed, 'feedback_yes', -feedback_yes,
      'feedback_no', -feedback_no))
    INTO changes
  FROM (
    SELECT o.occurrence_id, o.channel AS delivery_channel, count(*) AS recipients,
      count(o.read_at) AS opened,
      count(*) FILTER (WHERE receipt_confirmed(o.read_at, o.read_response, o.feedback)) AS confirmed,
      count(*) FILTER (WHERE o.feedback = 1) AS feedback_yes,
      count(*) FILTER (WHERE o.feedback = 0) AS feedback_no
    FROM old_rows o GROUP BY 1, 2
  ) counted;
  IF changes IS NOT NULL THEN
    PERFORM engagement_daily_add(changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER engagement_receipts_insert AFTER INSERT ON message_receipts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION engagement_receipts_inserted();
--> statement-breakpoint
CREATE TRIGGER engagement_receipts_update AFTER UPDATE ON message_receipts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION engagement_receipts_updated();
--> statement-breakpoint
CREATE TRIGGER engagement_receipts_delete AFTER DELETE ON message_receipts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION engagement_receipts_deleted();
--> statement-breakpoint
-- What the providers did, from the counters the message's delivery page reads
-- (delivery_progress): 'sent' is handed to a provider and accepted, 'stored' kept in the outbox
-- (no provider configured), 'failed:<reason>' given up.
CREATE FUNCTION engagement_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('occurrence_id', occurrence_id, 'delivery_channel',
        channel, 'sends', 0, 'recipients', 0, 'handed', handed, 'stored', stored, 'failed', failed,
        'opened', 0, 'confirmed', 0, 'feedback_yes', 0, 'feedback_no', 0))
      INTO changes
    FROM (
      SELECT n.occurrence_id, n.channel,
        coalesce(sum(n.n) FILTER (WHERE n.outcome = 'sent'), 0) AS handed,
        coalesce(sum(n.n) FILTER (WHERE n.outcome = 'stored'), 0) AS stored,
        coalesce(sum(n.n) FILTER (WHERE n.outcome LIKE 'failed:%'), 0) AS failed
      FROM new_rows n GROUP BY 1, 2
    ) c WHERE handed <> 0 OR stored <> 0 OR failed <> 0;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('occurrence_id', occurrence_id, 'delivery_channel',
        channel, 'sends', 0, 'recipients', 0, 'handed', handed, 'stored', stored, 'failed', failed,
        'opened', 0, 'confirmed', 0, 'feedback_yes', 0, 'feedback_no', 0))
      INTO changes
    FROM (
      SELECT d.occurrence_id, d.channel,
        coalesce(sum(d.n) FILTER (WHERE d.outcome = 'sent'), 0) AS handed,
        coalesce(sum(d.n) FILTER (WHERE d.outcome = 'stored'), 0) AS stored,
        coalesce(sum(d.n) FILTER (WHERE d.outcome LIKE 'failed:%'), 0) AS failed
      FROM (
        SELECT occurrence_id, channel, outcome, -n AS n FROM old_rows
        UNION ALL SELECT occurrence_id, channel, outcome, n FROM new_rows
      ) d GROUP BY 1, 2
    ) c WHERE handed <> 0 OR stored <> 0 OR failed <> 0;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM engagement_daily_add(changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER engagement_progress_insert AFTER INSERT ON delivery_progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION engagement_progress_changed();
--> statement-breakpoint
CREATE TRIGGER engagement_progress_update AFTER UPDATE ON delivery_progress
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION engagement_progress_changed();
--> statement-breakpoint
-- Everything the given occurrences count in the rollups, from the receipts, the sends marked and
-- the providers' counters: the backfill below, and a message deleted (taken away) or restored
-- (given back).
CREATE FUNCTION engagement_counts_of(occurrences uuid[], factor int) RETURNS jsonb LANGUAGE sql AS $$
  SELECT jsonb_agg(jsonb_build_object('occurrence_id', occurrence_id, 'delivery_channel',
      delivery_channel, 'sends', factor * sends, 'recipients', factor * recipients,
      'handed', factor * handed, 'stored', factor * stored, 'failed', factor * failed,
      'opened', factor * opened, 'confirmed', factor * confirmed,
      'feedback_yes', factor * feedback_yes, 'feedback_no', factor * feedback_no))
  FROM (
    SELECT occurrence_id, delivery_channel, sum(sends) AS sends, sum(recipients) AS recipients,
      sum(handed) AS handed, sum(stored) AS stored, sum(failed) AS failed, sum(opened) AS opened,
      sum(confirmed) AS confirmed, sum(feedback_yes) AS feedback_yes,
      sum(feedback_no) AS feedback_no
    FROM (
      SELECT r.occurrence_id, r.channel AS delivery_channel, 0 AS sends, count(*) AS recipients,
        0 AS handed, 0 AS stored, 0 AS failed, count(r.read_at) AS opened,
        count(*) FILTER (WHERE receipt_confirmed(r.read_at, r.read_response, r.feedback)) AS confirmed,
        count(*) FILTER (WHERE r.feedback = 1) AS feedback_yes,
        count(*) FILTER (WHERE r.feedback = 0) AS feedback_no
      FROM message_receipts r WHERE r.occurrence_id = ANY(occurrences) GROUP BY 1, 2
      UNION ALL
      SELECT s.occurrence_id, s.delivery_channel, 1, 0, 0, 0, 0, 0, 0, 0, 0
      FROM engagement_rollup_sends s WHERE s.occurrence_id = ANY(occurrences)
      UNION ALL
      SELECT p.occurrence_id, p.channel, 0, 0,
        coalesce(sum(p.n) FILTER (WHERE p.outcome = 'sent'), 0),
        coalesce(sum(p.n) FILTER (WHERE p.outcome = 'stored'), 0),
        coalesce(sum(p.n) FILTER (WHERE p.outcome LIKE 'failed:%'), 0), 0, 0, 0, 0
      FROM delivery_progress p WHERE p.occurrence_id = ANY(occurrences) GROUP BY 1, 2
    ) parts GROUP BY 1, 2
  ) counted
$$;
--> statement-breakpoint
-- A message deleted from the history leaves the rollups (and comes back if it is restored); a
-- statement that changes nothing of the flag costs a join of its own rows.
CREATE FUNCTION engagement_messages_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone uuid[];
  back uuid[];
BEGIN
  SELECT array_agg(o.id) INTO gone FROM new_rows n JOIN old_rows p ON p.id = n.id
    JOIN message_occurrences o ON o.message_id = n.id
    WHERE n.is_deleted AND NOT p.is_deleted;
  SELECT array_agg(o.id) INTO back FROM new_rows n JOIN old_rows p ON p.id = n.id
    JOIN message_occurrences o ON o.message_id = n.id
    WHERE p.is_deleted AND NOT n.is_deleted;
  IF gone IS NOT NULL THEN
    PERFORM engagement_daily_add(engagement_counts_of(gone, -1), true);
  END IF;
  IF back IS NOT NULL THEN
    PERFORM engagement_daily_add(engagement_counts_of(back, 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER engagement_messages_update AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION engagement_messages_deleted();
--> statement-breakpoint
-- The backfill, with receipts and outcomes held still: the lock waits for writers in flight and
-- holds new ones until the migration ends.
LOCK TABLE message_receipts, delivery_progress, messages IN SHARE MODE;
--> statement-breakpoint
INSERT INTO engagement_rollup_sends (occurrence_id, delivery_channel)
SELECT DISTINCT occurrence_id, channel FROM message_receipts
UNION SELECT DISTINCT occurrence_id, 'all' FROM message_receipts
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT engagement_daily_add(engagement_counts_of(array_agg(o.id), 1))
FROM message_occurrences o JOIN messages m ON m.id = o.message_id AND NOT m.is_deleted
HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO member_engagement AS e (mobile_user_id, company_id, last_received_at,
  last_opened_at, last_confirmed_at, last_feedback_yes_at, last_feedback_no_at)
SELECT r.mobile_user_id, min(m.company_id::text)::uuid,
  max(r.sent_at) FILTER (WHERE r.channel IN ('push', 'sms', 'email')),
  max(r.read_at),
  max(coalesce(r.confirmed_at, r.read_at))
    FILTER (WHERE receipt_confirmed(r.read_at, r.read_response, r.feedback)),
  max(coalesce(r.feedback_at, r.read_at)) FILTER (WHERE r.feedback = 1),
  max(coalesce(r.feedback_at, r.read_at)) FILTER (WHERE r.feedback = 0)
FROM message_receipts r
JOIN mobile_users u ON u.id = r.mobile_user_id
JOIN message_occurrences o ON o.id = r.occurrence_id
JOIN messages m ON m.id = o.message_id
WHERE r.channel IN ('push', 'sms', 'email') OR r.read_at IS NOT NULL
GROUP BY r.mobile_user_id
ON CONFLICT (mobile_user_id) DO UPDATE SET
  last_received_at = greatest(e.last_received_at, excluded.last_received_at),
  last_opened_at = greatest(e.last_opened_at, excluded.last_opened_at),
  last_confirmed_at = greatest(e.last_confirmed_at, excluded.last_confirmed_at),
  last_feedback_yes_at = greatest(e.last_feedback_yes_at, excluded.last_feedback_yes_at),
  last_feedback_no_at = greatest(e.last_feedback_no_at, excluded.last_feedback_no_at);
