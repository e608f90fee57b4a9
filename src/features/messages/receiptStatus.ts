import type { MessageReceipt, ReceiptStatus } from '../../../contract/messages';

type ReceiptState = Pick<MessageReceipt, 'is_read' | 'readResponse' | 'feedback'>;

/** SPEC.md section 4, in its words: read and confirmed, read only, or unread. */
export function displayStatus(receipt: ReceiptState): string {
  if (!receipt.is_read) return 'not opened';
  return receipt.readResponse ? 'opened/confirmed' : 'opened/unconfirmed';
}

/** SPEC.md section 4, with its spelling of 'uncommited'. */
export function feedbackStatus(receipt: ReceiptState): string {
  if (receipt.feedback === 1) return 'opened/yes';
  if (receipt.feedback === 0) return 'opened/no';
  return receipt.is_read ? 'opened/uncommited' : 'not opened';
}

/** The receipt filters, as the detail page offers them. */
export const RECEIPT_FILTER_LABELS: Record<ReceiptStatus, string> = {
  all: 'All receipts',
  not_opened: 'not opened',
  opened_unconfirmed: 'opened/unconfirmed',
  opened_confirmed: 'opened/confirmed',
  feedback_yes: 'opened/yes',
  feedback_no: 'opened/no',
  feedback_uncommitted: 'opened/uncommited',
};
