import { eq, sql } from 'drizzle-orm';
import type { ReceiptCounts, ReceiptStatus } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { messageReceiptCounts as c } from '../../db/schema/messageReceiptCounts';
import { messageOccurrences as o } from '../../db/schema/messages';

type Counted = Required<ReceiptCounts>;

/** Which count answers how many receipts a status filter selects. */
export const COUNT_OF_STATUS: Record<ReceiptStatus, keyof Counted> = {
  all: 'total',
  not_opened: 'notOpened',
  opened_unconfirmed: 'openedUnconfirmed',
  opened_confirmed: 'openedConfirmed',
  feedback_yes: 'feedbackYes',
  feedback_no: 'feedbackNo',
  feedback_uncommitted: 'feedbackUncommitted',
};

const summed = (column: typeof c.total) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * A message's receipts by status, over all its occurrences, from the counters the receipt
 * triggers keep (migration 0010): a few rows, whatever the number of recipients.
 */
export async function receiptCounts(db: Database, messageId: string): Promise<Counted> {
  const [row] = await db
    .select({
      total: summed(c.total),
      notOpened: summed(c.notOpened),
      openedUnconfirmed: summed(c.openedUnconfirmed),
      openedConfirmed: summed(c.openedConfirmed),
      feedbackYes: summed(c.feedbackYes),
      feedbackNo: summed(c.feedbackNo),
      feedbackUncommitted: summed(c.feedbackUncommitted),
    })
    .from(c)
    .innerJoin(o, eq(o.id, c.occurrenceId))
    .where(eq(o.messageId, messageId));
  return (
    row ?? {
      total: 0,
      notOpened: 0,
      openedUnconfirmed: 0,
      openedConfirmed: 0,
      feedbackYes: 0,
      feedbackNo: 0,
      feedbackUncommitted: 0,
    }
  );
}
