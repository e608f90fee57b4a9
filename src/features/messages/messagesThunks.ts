import { createAction } from '@reduxjs/toolkit';
import type { ReceiptStatus } from '../../../contract/messages';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { PAGE_SIZE } from '../../components/ui/pageWindow';
import { downloadMessageAudit as downloadAudit } from '../../lib/messageAudit';
import { saveBlob } from '../../lib/saveBlob';
import * as api from './messagesApi';
import { companyOf, historyScopeOf } from './messageScope';

export const auditProgressed = createAction<number | null>('messages/auditProgressed');

/** One page of the history (pages count from 1). */
export const fetchHistory = createAppAsyncThunk(
  'messages/fetchHistory',
  async (page: number, { getState, signal, rejectWithValue }) => {
    try {
      const offset = (page - 1) * PAGE_SIZE;
      return await api.fetchMessages(historyScopeOf(getState()), offset, PAGE_SIZE, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export interface DetailRequest {
  messageId: string;
  page: number;
  status: ReceiptStatus;
}

export const fetchMessageDetail = createAppAsyncThunk(
  'messages/fetchMessageDetail',
  async ({ messageId, page, status }: DetailRequest, { getState, signal, rejectWithValue }) => {
    try {
      const query = {
        companyId: companyOf(getState()),
        messageId,
        offset: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
        status,
      };
      return await api.fetchMessageDetail(query, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const deleteMessage = createAppAsyncThunk(
  'messages/deleteMessage',
  async (id: string, { rejectWithValue }) => {
    try {
      await api.deleteMessage(id);
      return id;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

/** The message audit (every receipt) as a file the browser saves. */
export const downloadMessageAudit = createAppAsyncThunk(
  'messages/downloadMessageAudit',
  async (messageId: string, { dispatch, rejectWithValue }) => {
    try {
      const { blob, fileName } = await downloadAudit(messageId, (percent) =>
        dispatch(auditProgressed(percent)),
      );
      saveBlob(blob, fileName);
      return fileName;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);
