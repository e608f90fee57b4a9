-- Keeps message_receipt_counts exact, as mobile_user_counts is kept (0004): statement-level
-- triggers fold each statement's changed receipts (transition tables) into one upsert per
-- occurrence, old rows counting -1 and new rows +1, keys taken in order. Each flag below is the
-- condition of the same name in server/modules/messages/receiptStatus.ts.
CREATE FUNCTION message_receipt_flags(read_at timestamptz, read_response boolean, feedback smallint)
RETURNS TABLE (not_opened int, opened_unconfirmed int, opened_confirmed int, feedback_yes int,
  feedback_no int, feedback_uncommitted int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (read_at IS NULL)::int,
    (read_at IS NOT NULL AND NOT read_response)::int,
    (read_at IS NOT NULL AND read_response)::int,
    coalesce(feedback = 1, false)::int,
    coalesce(feedback = 0, false)::int,
    (read_at IS NOT NULL AND coalesce(feedback, -1) = -1)::int
$$;
--> statement-breakpoint
CREATE FUNCTION message_receipt_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO message_receipt_counts AS c (occurrence_id, total, not_opened, opened_unconfirmed,
      opened_confirmed, feedback_yes, feedback_no, feedback_uncommitted)
    SELECT n.occurrence_id, count(*), sum(f.not_opened), sum(f.opened_unconfirmed),
      sum(f.opened_confirmed), sum(f.feedback_yes), sum(f.feedback_no), sum(f.feedback_uncommitted)
    FROM new_rows n, message_receipt_flags(n.read_at, n.read_response, n.feedback) f
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (occurrence_id) DO UPDATE SET total = c.total + excluded.total,
      not_opened = c.not_opened + excluded.not_opened,
      opened_unconfirmed = c.opened_unconfirmed + excluded.opened_unconfirmed,
      opened_confirmed = c.opened_confirmed + excluded.opened_confirmed,
      feedback_yes = c.feedback_yes + excluded.feedback_yes,
      feedback_no = c.feedback_no + excluded.feedback_no,
      feedback_uncommitted = c.feedback_uncommitted + excluded.feedback_uncommitted;
  ELSE
    INSERT INTO message_receipt_counts AS c (occurrence_id, total, not_opened, opened_unconfirmed,
      opened_confirmed, feedback_yes, feedback_no, feedback_uncommitted)
    SELECT occurrence_id, sum(sign), sum(sign * not_opened), sum(sign * opened_unconfirmed),
      sum(sign * opened_confirmed), sum(sign * feedback_yes), sum(sign * feedback_no),
      sum(sign * feedback_uncommitted)
    FROM (
      SELECT o.occurrence_id, -1 AS sign, f.* FROM old_rows o,
        message_receipt_flags(o.read_at, o.read_response, o.feedback) f
      UNION ALL
      SELECT n.occurrence_id, 1, f.* FROM new_rows n,
        message_receipt_flags(n.read_at, n.read_response, n.feedback) f
    ) changed
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (occurrence_id) DO UPDATE SET total = c.total + excluded.total,
      not_opened = c.not_opened + excluded.not_opened,
      opened_unconfirmed = c.opened_unconfirmed + excluded.opened_unconfirmed,
      opened_confirmed = c.opened_confirmed + excluded.opened_confirmed,
      feedback_yes = c.feedback_yes + excluded.feedback_yes,
      feedback_no = c.feedback_no + excluded.feedback_no,
      feedback_uncommitted = c.feedback_uncommitted + excluded.feedback_uncommitted;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION message_receipt_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_receipt_counts AS c (occurrence_id, total, not_opened, opened_unconfirmed,
    opened_confirmed, feedback_yes, feedback_no, feedback_uncommitted)
  SELECT o.occurrence_id, -count(*), -sum(f.not_opened), -sum(f.opened_unconfirmed),
    -sum(f.opened_confirmed), -sum(f.feedback_yes), -sum(f.feedback_no), -sum(f.feedback_uncommitted)
  FROM old_rows o, message_receipt_flags(o.read_at, o.read_response, o.feedback) f
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (occurrence_id) DO UPDATE SET total = c.total + excluded.total,
    not_opened = c.not_opened + excluded.not_opened,
    opened_unconfirmed = c.opened_unconfirmed + excluded.opened_unconfirmed,
    opened_confirmed = c.opened_confirmed + excluded.opened_confirmed,
    feedback_yes = c.feedback_yes + excluded.feedback_yes,
    feedback_no = c.feedback_no + excluded.feedback_no,
    feedback_uncommitted = c.feedback_uncommitted + excluded.feedback_uncommitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_receipt_counts_insert AFTER INSERT ON message_receipts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_receipt_counts_apply();
--> statement-breakpoint
CREATE TRIGGER message_receipt_counts_update AFTER UPDATE ON message_receipts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_receipt_counts_apply();
--> statement-breakpoint
CREATE TRIGGER message_receipt_counts_delete AFTER DELETE ON message_receipts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_receipt_counts_delete();
--> statement-breakpoint
INSERT INTO message_receipt_counts (occurrence_id, total, not_opened, opened_unconfirmed,
  opened_confirmed, feedback_yes, feedback_no, feedback_uncommitted)
SELECT r.occurrence_id, count(*), sum(f.not_opened), sum(f.opened_unconfirmed),
  sum(f.opened_confirmed), sum(f.feedback_yes), sum(f.feedback_no), sum(f.feedback_uncommitted)
FROM message_receipts r, message_receipt_flags(r.read_at, r.read_response, r.feedback) f
GROUP BY 1;
