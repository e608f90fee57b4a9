import { createSlice, isPending, isRejected } from '@reduxjs/toolkit';
import type { FeedbackBody, RecipientMessage } from '../../../contract/messages';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { messageForCode } from '../../lib/apiErrors';
import type { RequestStatus } from '../../lib/requestStatus';
import * as api from './recipientApi';

/**
 * Opens the message: reads it, then records that it was opened. The opening is recorded once
 * the message is known to exist, and the page shows it as opened at once.
 */
export const openRecipientMessage = createAppAsyncThunk(
  'recipient/open',
  async (receiptId: string, { signal, rejectWithValue }) => {
    try {
      const message = await api.fetchRecipientMessage(receiptId, signal);
      if (!message.receipt.is_read) await api.markOpened(receiptId);
      return { ...message, receipt: { ...message.receipt, is_read: true } };
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

/** Confirms reading, or answers yes or no; then shows what the server stored. */
export const answerRecipientMessage = createAppAsyncThunk(
  'recipient/answer',
  async (
    { receiptId, answer }: { receiptId: string; answer: 'confirm' | FeedbackBody },
    { rejectWithValue },
  ) => {
    try {
      if (answer === 'confirm') await api.confirmRead(receiptId);
      else await api.sendFeedback(receiptId, answer);
      return await api.fetchRecipientMessage(receiptId);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export interface RecipientState {
  message: RecipientMessage | null;
  openStatus: RequestStatus;
  /** The server's code when opening failed: not_found shows the not-found state. */
  openErrorCode: string | null;
  openError: string | null;
  answerStatus: RequestStatus;
  answerError: string | null;
}

const initialState: RecipientState = {
  message: null,
  openStatus: 'idle',
  openErrorCode: null,
  openError: null,
  answerStatus: 'idle',
  answerError: null,
};

export const recipientSlice = createSlice({
  name: 'recipient',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(openRecipientMessage.pending, (state) => {
        state.openStatus = 'loading';
        state.openError = null;
        state.openErrorCode = null;
      })
      .addCase(openRecipientMessage.fulfilled, (state, { payload }) => {
        state.openStatus = 'succeeded';
        state.message = payload;
      })
      .addCase(answerRecipientMessage.fulfilled, (state, { payload }) => {
        state.answerStatus = 'succeeded';
        state.message = payload;
      })
      .addMatcher(isPending(answerRecipientMessage), (state) => {
        state.answerStatus = 'loading';
        state.answerError = null;
      })
      .addMatcher(isRejected(openRecipientMessage), (state, { payload, meta }) => {
        if (meta.aborted) return;
        state.openStatus = 'failed';
        state.openError = payload ?? messageForCode('internal_error');
        state.openErrorCode = 'code' in meta ? (meta.code ?? null) : null;
      })
      .addMatcher(isRejected(answerRecipientMessage), (state, { payload }) => {
        state.answerStatus = 'failed';
        state.answerError = payload ?? messageForCode('internal_error');
      });
  },
  selectors: {
    selectRecipientMessage: (state) => state.message,
    selectRecipientState: (state) => state,
  },
});

export const { selectRecipientMessage, selectRecipientState } = recipientSlice.selectors;
