import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The acknowledgement board's kept counters: each occurrence's receipts of a message that asks
 * for confirmation or feedback, by delivery channel and board state (not_opened, opened,
 * answered_no, confirmed), for the whole audience (group_id all zeros) and for each target group
 * a recipient belonged to when it was sent. Kept exact by statement-level triggers on
 * message_receipts (migration 0042), so the board reads a few dozen rows at any audience size.
 */
export const messageBoardCounts = pgTable(
  'message_board_counts',
  {
    occurrenceId: uuid('occurrence_id').notNull(),
    groupId: uuid('group_id').notNull(),
    channel: text('channel').notNull(),
    state: text('state').notNull(),
    receipts: bigint('receipts', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.occurrenceId, t.groupId, t.channel, t.state] })],
);

/**
 * Which of a group-targeted message's groups each recipient was in when its receipt was written,
 * kept so a later change of membership moves no count of the board.
 */
export const messageReceiptGroups = pgTable(
  'message_receipt_groups',
  {
    occurrenceId: uuid('occurrence_id').notNull(),
    mobileUserId: uuid('mobile_user_id').notNull(),
    groupId: uuid('group_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.occurrenceId, t.mobileUserId, t.groupId] })],
);

/**
 * A follow-up's audience frozen at the instant it was sent: the users who had not confirmed the
 * original then. The fan-out reads it in batches over time; a confirmation arriving meanwhile
 * changes nothing here.
 */
export const messageAudienceSnapshots = pgTable(
  'message_audience_snapshots',
  {
    snapshotId: uuid('snapshot_id').notNull(),
    mobileUserId: uuid('mobile_user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.mobileUserId] })],
);
