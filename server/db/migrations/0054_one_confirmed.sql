-- One definition of "confirmed" for every figure that uses the word (docs/decisions.md,
-- "Acknowledgement board, follow-ups and reminders"): a recipient has confirmed a message once
-- they opened it and pressed Confirm, or answered its question yes. A confirmation is final: an
-- answer of no given after it does not take it back. The receipts' statuses and their counters
-- (message_receipt_flags, 0010), the board's states and its counters (receipt_board_state, 0042),
-- the board's list of non-confirmers, follow-ups and reminders all read this function; the server
-- names it through server/db/receiptConfirmed.ts. Every statement here may run again.
CREATE OR REPLACE FUNCTION receipt_confirmed(read_at timestamptz, read_response boolean, feedback smallint)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT read_at IS NOT NULL AND (read_response OR coalesce(feedback, -1) = 1)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION message_receipt_flags(read_at timestamptz, read_response boolean, feedback smallint)
RETURNS TABLE (not_opened int, opened_unconfirmed int, opened_confirmed int, feedback_yes int,
  feedback_no int, feedback_uncommitted int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (read_at IS NULL)::int,
    (read_at IS NOT NULL AND NOT receipt_confirmed(read_at, read_response, feedback))::int,
    receipt_confirmed(read_at, read_response, feedback)::int,
    coalesce(feedback = 1, false)::int,
    coalesce(feedback = 0, false)::int,
    (read_at IS NOT NULL AND coalesce(feedback, -1) = -1)::int
$$;
--> statement-breakpoint
-- Confirmed first: someone who confirmed and then answered no is confirmed. "Answered no" is
-- now those who answered no without confirming.
CREATE OR REPLACE FUNCTION receipt_board_state(read_at timestamptz, read_response boolean, feedback smallint)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN receipt_confirmed(read_at, read_response, feedback) THEN 'confirmed'
    WHEN coalesce(feedback, -1) = 0 THEN 'answered_no'
    WHEN read_at IS NULL THEN 'not_opened'
    ELSE 'opened' END
$$;
--> statement-breakpoint
-- The kept counters are counted again under the new definition. Receipts are not written
-- meanwhile: the lock waits for writers in flight and holds new ones until the migration ends.
LOCK TABLE message_receipts IN SHARE MODE;
--> statement-breakpoint
DELETE FROM message_receipt_counts;
--> statement-breakpoint
INSERT INTO message_receipt_counts (occurrence_id, total, not_opened, opened_unconfirmed,
  opened_confirmed, feedback_yes, feedback_no, feedback_uncommitted)
SELECT r.occurrence_id, count(*), sum(f.not_opened), sum(f.opened_unconfirmed),
  sum(f.opened_confirmed), sum(f.feedback_yes), sum(f.feedback_no), sum(f.feedback_uncommitted)
FROM message_receipts r, message_receipt_flags(r.read_at, r.read_response, r.feedback) f
GROUP BY 1;
--> statement-breakpoint
DELETE FROM message_board_counts;
--> statement-breakpoint
INSERT INTO message_board_counts (occurrence_id, group_id, channel, state, receipts)
SELECT r.occurrence_id, g.group_id, r.channel,
  receipt_board_state(r.read_at, r.read_response, r.feedback), count(*)
FROM message_receipts r
JOIN message_occurrences o ON o.id = r.occurrence_id
JOIN messages m ON m.id = o.message_id AND (m.is_read_required OR m.enable_feedback)
CROSS JOIN LATERAL (
  SELECT '00000000-0000-0000-0000-000000000000'::uuid AS group_id
  UNION ALL
  SELECT rg.group_id FROM message_receipt_groups rg
  WHERE rg.occurrence_id = r.occurrence_id AND rg.mobile_user_id = r.mobile_user_id
) g
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Who a message to groups (or to picked users) left out because they do not follow its channel,
-- counted when it was sent or scheduled, as `recipients` is: { channel, users, groups[] }, or
-- null when nobody was left out (and for messages sent before this was kept).
ALTER TABLE "messages" ADD COLUMN IF NOT EXISTS "not_following" jsonb;
