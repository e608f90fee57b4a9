import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Each occurrence's receipts by display and feedback status (SPEC.md section 4), kept exact by
 * statement-level triggers on message_receipts: a message's detail reads a few rows instead of
 * counting a million receipts on every page. Each column counts exactly what the matching
 * condition of server/modules/messages/receiptStatus.ts selects.
 */
export const messageReceiptCounts = pgTable('message_receipt_counts', {
  occurrenceId: uuid('occurrence_id').primaryKey(),
  total: counter('total'),
  notOpened: counter('not_opened'),
  openedUnconfirmed: counter('opened_unconfirmed'),
  openedConfirmed: counter('opened_confirmed'),
  feedbackYes: counter('feedback_yes'),
  feedbackNo: counter('feedback_no'),
  feedbackUncommitted: counter('feedback_uncommitted'),
});
