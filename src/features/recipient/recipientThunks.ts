import type { FeedbackBody } from '../../../contract/recipientMessages';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './recipientApi';

/**
 * Opens the message: reads it, then records that it was opened. The opening is recorded once
 * the message is known to exist, and the page shows it as opened at once.
 */
export const openRecipientMessage = createApiThunk(
  'recipient/open',
  async (receiptId: string, { signal }) => {
    const message = await api.fetchRecipientMessage(receiptId, signal);
    if (!message.receipt.is_read) await api.markOpened(receiptId);
    return { ...message, receipt: { ...message.receipt, is_read: true } };
  },
);

/** Confirms reading, or answers yes or no; then shows what the server stored. */
export const answerRecipientMessage = createApiThunk(
  'recipient/answer',
  async ({ receiptId, answer }: { receiptId: string; answer: 'confirm' | FeedbackBody }) => {
    if (answer === 'confirm') await api.confirmRead(receiptId);
    else await api.sendFeedback(receiptId, answer);
    return api.fetchRecipientMessage(receiptId);
  },
);
