CREATE TABLE "message_audience_snapshots" (
	"snapshot_id" uuid NOT NULL,
	"mobile_user_id" uuid NOT NULL,
	CONSTRAINT "message_audience_snapshots_snapshot_id_mobile_user_id_pk" PRIMARY KEY("snapshot_id","mobile_user_id")
);
--> statement-breakpoint
CREATE TABLE "message_board_counts" (
	"occurrence_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"receipts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "message_board_counts_occurrence_id_group_id_channel_state_pk" PRIMARY KEY("occurrence_id","group_id","channel","state")
);
--> statement-breakpoint
CREATE TABLE "message_receipt_groups" (
	"occurrence_id" uuid NOT NULL,
	"mobile_user_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "message_receipt_groups_occurrence_id_mobile_user_id_group_id_pk" PRIMARY KEY("occurrence_id","mobile_user_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "follow_up_of" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reminder_number" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reminder_after_hours" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reminder_times" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_follow_up_of_messages_id_fk" FOREIGN KEY ("follow_up_of") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_follow_up_idx" ON "messages" USING btree ("follow_up_of","date_created");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_reminder_idx" ON "messages" USING btree ("follow_up_of","reminder_number") WHERE "messages"."reminder_number" is not null;--> statement-breakpoint
CREATE INDEX "messages_reminders_due_idx" ON "messages" USING btree ("id") WHERE "messages"."reminder_times" > 0 and not "messages"."is_deleted";--> statement-breakpoint
-- The acknowledgement board's counters, kept exact like message_receipt_counts (0010): statement-
-- level triggers fold a statement's changed receipts into one grouped upsert, keys in order.
-- Only receipts of messages that ask for confirmation or feedback are counted. A receipt's board
-- state is the function below; server/modules/messages/boardState.ts holds the same conditions.
CREATE FUNCTION receipt_board_state(read_at timestamptz, read_response boolean, feedback smallint)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN coalesce(feedback, -1) = 0 THEN 'answered_no'
    WHEN coalesce(feedback, -1) = 1 OR read_response THEN 'confirmed'
    WHEN read_at IS NULL THEN 'not_opened'
    ELSE 'opened' END
$$;
--> statement-breakpoint
CREATE FUNCTION message_board_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Group-targeted messages: which of their groups each new recipient is in, frozen now.
    INSERT INTO message_receipt_groups (occurrence_id, mobile_user_id, group_id)
    SELECT n.occurrence_id, n.mobile_user_id, gm.group_id
    FROM new_rows n
    JOIN message_occurrences o ON o.id = n.occurrence_id
    JOIN messages m ON m.id = o.message_id
      AND (m.is_read_required OR m.enable_feedback) AND m.audience->>'kind' = 'groups'
    JOIN user_group_members gm ON gm.mobile_user_id = n.mobile_user_id
      AND gm.group_id IN (SELECT value::uuid FROM jsonb_array_elements_text(m.audience->'groups'))
    ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING;
    INSERT INTO message_board_counts AS c (occurrence_id, group_id, channel, state, receipts)
    SELECT n.occurrence_id, g.group_id, n.channel,
      receipt_board_state(n.read_at, n.read_response, n.feedback), count(*)
    FROM new_rows n
    JOIN message_occurrences o ON o.id = n.occurrence_id
    JOIN messages m ON m.id = o.message_id AND (m.is_read_required OR m.enable_feedback)
    CROSS JOIN LATERAL (
      SELECT '00000000-0000-0000-0000-000000000000'::uuid AS group_id
      UNION ALL
      SELECT rg.group_id FROM message_receipt_groups rg
      WHERE rg.occurrence_id = n.occurrence_id AND rg.mobile_user_id = n.mobile_user_id
    ) g
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (occurrence_id, group_id, channel, state)
      DO UPDATE SET receipts = c.receipts + excluded.receipts;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO message_board_counts AS c (occurrence_id, group_id, channel, state, receipts)
    SELECT x.occurrence_id, g.group_id, x.channel, x.state, sum(x.sign)
    FROM (
      SELECT occurrence_id, mobile_user_id, channel,
        receipt_board_state(read_at, read_response, feedback) AS state, -1 AS sign FROM old_rows
      UNION ALL
      SELECT occurrence_id, mobile_user_id, channel,
        receipt_board_state(read_at, read_response, feedback), 1 FROM new_rows
    ) x
    JOIN message_occurrences o ON o.id = x.occurrence_id
    JOIN messages m ON m.id = o.message_id AND (m.is_read_required OR m.enable_feedback)
    CROSS JOIN LATERAL (
      SELECT '00000000-0000-0000-0000-000000000000'::uuid AS group_id
      UNION ALL
      SELECT rg.group_id FROM message_receipt_groups rg
      WHERE rg.occurrence_id = x.occurrence_id AND rg.mobile_user_id = x.mobile_user_id
    ) g
    GROUP BY 1, 2, 3, 4 HAVING sum(x.sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (occurrence_id, group_id, channel, state)
      DO UPDATE SET receipts = c.receipts + excluded.receipts;
  ELSE
    INSERT INTO message_board_counts AS c (occurrence_id, group_id, channel, state, receipts)
    SELECT x.occurrence_id, g.group_id, x.channel,
      receipt_board_state(x.read_at, x.read_response, x.feedback), -count(*)
    FROM old_rows x
    JOIN message_occurrences o ON o.id = x.occurrence_id
    JOIN messages m ON m.id = o.message_id AND (m.is_read_required OR m.enable_feedback)
    CROSS JOIN LATERAL (
      SELECT '00000000-0000-0000-0000-000000000000'::uuid AS group_id
      UNION ALL
      SELECT rg.group_id FROM message_receipt_groups rg
      WHERE rg.occurrence_id = x.occurrence_id AND rg.mobile_user_id = x.mobile_user_id
    ) g
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (occurrence_id, group_id, channel, state)
      DO UPDATE SET receipts = c.receipts + excluded.receipts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_board_counts_insert AFTER INSERT ON message_receipts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_board_counts_apply();
--> statement-breakpoint
CREATE TRIGGER message_board_counts_update AFTER UPDATE ON message_receipts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_board_counts_apply();
--> statement-breakpoint
CREATE TRIGGER message_board_counts_delete AFTER DELETE ON message_receipts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_board_counts_apply();
--> statement-breakpoint
INSERT INTO message_receipt_groups (occurrence_id, mobile_user_id, group_id)
SELECT r.occurrence_id, r.mobile_user_id, gm.group_id
FROM message_receipts r
JOIN message_occurrences o ON o.id = r.occurrence_id
JOIN messages m ON m.id = o.message_id
  AND (m.is_read_required OR m.enable_feedback) AND m.audience->>'kind' = 'groups'
JOIN user_group_members gm ON gm.mobile_user_id = r.mobile_user_id
  AND gm.group_id IN (SELECT value::uuid FROM jsonb_array_elements_text(m.audience->'groups'))
ON CONFLICT DO NOTHING;
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
