import type { MessageReceipt, ReceiptStatus } from '../../../contract/messages';

type ReceiptState = Pick<MessageReceipt, 'is_read' | 'confirmed' | 'feedback'>;

/**
 * SPEC.md section 4: read and confirmed, read only, or unread. Shown through messageLabels.
 * Confirmed is the API's `confirmed`, the one definition the board and its follow-ups use too.
 */
export function displayStatus(receipt: ReceiptState): ReceiptStatus {
  if (!receipt.is_read) return 'not_opened';
  return receipt.confirmed ? 'opened_confirmed' : 'opened_unconfirmed';
}

/** SPEC.md section 4: yes (1), no (0), or no answer (null or -1) once read; else unread. */
export function feedbackStatus(receipt: ReceiptState): ReceiptStatus {
  if (receipt.feedback === 1) return 'feedback_yes';
  if (receipt.feedback === 0) return 'feedback_no';
  return receipt.is_read ? 'feedback_uncommitted' : 'not_opened';
}
