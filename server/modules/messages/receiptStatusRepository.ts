import { sql, type SQL } from 'drizzle-orm';
import type { ReceiptStatus } from '../../../contract/messages';
import { messageReceipts as r } from '../../db/schema/messages';
import { receiptConfirmed } from '../../db/receiptConfirmed';

/** The one definition of confirmed (migration 0054), over the receipts table. */
export const CONFIRMED = receiptConfirmed();

/** SPEC.md section 4: a receipt's display status and feedback status, as conditions. */
export const RECEIPT_CONDITIONS: Record<Exclude<ReceiptStatus, 'all'>, SQL> = {
  not_opened: sql`${r.readAt} is null`,
  opened_unconfirmed: sql`${r.readAt} is not null and not ${CONFIRMED}`,
  opened_confirmed: CONFIRMED,
  feedback_yes: sql`${r.feedback} = 1`,
  feedback_no: sql`${r.feedback} = 0`,
  feedback_uncommitted: sql`${r.readAt} is not null and coalesce(${r.feedback}, -1) = -1`,
};

/**
 * The words the console and the audit file show (SPEC.md section 4, spelling kept); `confirmed`
 * is the receipt's CONFIRMED as the database answered it.
 */
export function displayStatus(readAt: Date | null, confirmed: boolean): string {
  if (!readAt) return 'not opened';
  return confirmed ? 'opened/confirmed' : 'opened/unconfirmed';
}

export function feedbackStatus(readAt: Date | null, feedback: number | null): string {
  if (feedback === 1) return 'opened/yes';
  if (feedback === 0) return 'opened/no';
  return readAt ? 'opened/uncommited' : 'not opened';
}
