-- A large send's receipts are applied to members' facts in parts: one call takes at most
-- `max_receipts` receipts (by member, after the last member applied), so no statement outlives
-- the pool's statement_timeout. Before, a send to a few hundred thousand members was one upsert
-- that the timeout cancelled, again every few seconds, and its facts never followed.
ALTER TABLE "engagement_facts_pending" ADD COLUMN "after_user" uuid;
--> statement-breakpoint
DROP FUNCTION engagement_facts_catch_up(int);
--> statement-breakpoint
-- Applies the receipts of finished sends to their members' facts, at most `max_receipts` in all,
-- across up to `max_sends` sends, oldest first; answers how many sends it worked on. A send whose
-- receipts are all applied leaves the pending list. Two engines never take the same send (SKIP
-- LOCKED). A send still fanning out waits until it is done, so its receipts are read once, and
-- until its rows are handed over.
CREATE FUNCTION engagement_facts_catch_up(max_sends int, max_receipts int DEFAULT 50000)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  pending record;
  worked int := 0;
  budget int := max_receipts;
  last_user uuid;
  taken int;
BEGIN
  -- A send deleted before its facts were applied is forgotten: its state can no longer be read.
  DELETE FROM engagement_facts_pending p
  WHERE NOT EXISTS (SELECT 1 FROM message_occurrences o WHERE o.id = p.occurrence_id);
  FOR pending IN
    SELECT p.occurrence_id, p.after_user FROM engagement_facts_pending p
    JOIN message_occurrences o ON o.id = p.occurrence_id
    WHERE o.state = 'done'
      -- Not while its rows are still being handed to the providers (queued less sent or given
      -- up, as the message page counts them): the facts' writes would slow the dispatch of the
      -- send itself. A send whose retries go on is taken ten minutes after it began anyway.
      AND (p.noted_at < now() - interval '10 minutes' OR NOT EXISTS (
        SELECT 1 FROM delivery_progress g WHERE g.occurrence_id = p.occurrence_id
        GROUP BY g.occurrence_id
        HAVING coalesce(sum(g.n) FILTER (WHERE g.outcome = 'queued'), 0)
          > coalesce(sum(g.n) FILTER (WHERE g.outcome = 'sent' OR g.outcome LIKE 'failed:%'), 0)))
    ORDER BY p.noted_at
    LIMIT max_sends
    FOR UPDATE OF p SKIP LOCKED
  LOOP
    EXIT WHEN budget <= 0;
    worked := worked + 1;
    -- This part's members: the next `budget` of the send's receipts, by member.
    -- (uuid has no max(): the part's last row by its number.)
    SELECT s.mobile_user_id, s.n INTO last_user, taken FROM (
      SELECT r.mobile_user_id, row_number() OVER (ORDER BY r.mobile_user_id) AS n
      FROM message_receipts r
      WHERE r.occurrence_id = pending.occurrence_id
        AND (pending.after_user IS NULL OR r.mobile_user_id > pending.after_user)
      ORDER BY r.mobile_user_id
      LIMIT budget
    ) s ORDER BY s.n DESC LIMIT 1;
    taken := coalesce(taken, 0);
    IF taken > 0 THEN
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
      WHERE r.occurrence_id = pending.occurrence_id
        AND (pending.after_user IS NULL OR r.mobile_user_id > pending.after_user)
        AND r.mobile_user_id <= last_user
        AND (r.channel IN ('push', 'sms', 'email') OR r.read_at IS NOT NULL)
      GROUP BY r.mobile_user_id ORDER BY r.mobile_user_id
      ON CONFLICT (mobile_user_id) DO UPDATE SET
        last_received_at = greatest(e.last_received_at, excluded.last_received_at),
        last_opened_at = greatest(e.last_opened_at, excluded.last_opened_at),
        last_confirmed_at = greatest(e.last_confirmed_at, excluded.last_confirmed_at),
        last_feedback_yes_at = greatest(e.last_feedback_yes_at, excluded.last_feedback_yes_at),
        last_feedback_no_at = greatest(e.last_feedback_no_at, excluded.last_feedback_no_at);
    END IF;
    IF taken < budget THEN
      -- Every receipt applied: the send is done with.
      DELETE FROM engagement_facts_pending WHERE occurrence_id = pending.occurrence_id;
    ELSE
      UPDATE engagement_facts_pending SET after_user = last_user
      WHERE occurrence_id = pending.occurrence_id;
    END IF;
    budget := budget - taken;
  END LOOP;
  RETURN worked;
END $$;
