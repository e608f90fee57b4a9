import { createAction } from '@reduxjs/toolkit';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { saveBlob } from '../../lib/saveBlob';
import * as api from './chatApi';

/** Conversations asked for at a time ("Load more" asks for the next as many). */
export const CONVERSATIONS_PAGE_SIZE = 20;

/** Messages an audit file holds at most: the newest this many. */
export const AUDIT_MESSAGE_COUNT = 1000;

/** 0–100 while the audit arrives, or null when the server did not say how large it is. */
export const auditProgressed = createAction<number | null>('chat/auditProgressed');

/** `skip` 0 loads the list afresh; any other value appends the page found there. */
export const fetchConversations = createAppAsyncThunk(
  'chat/fetchConversations',
  async ({ skip }: { skip: number }, { signal, rejectWithValue }) => {
    try {
      return await api.fetchConversations(skip, CONVERSATIONS_PAGE_SIZE, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const markConversationRead = createAppAsyncThunk(
  'chat/markConversationRead',
  async (chatMessageID: string, { rejectWithValue }) => {
    try {
      await api.setConversationRead(chatMessageID);
      return { chatMessageID, readAt: new Date().toISOString() };
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

/** Downloads the conversation's audit CSV and hands it to the browser to save. */
export const downloadConversationAudit = createAppAsyncThunk(
  'chat/downloadConversationAudit',
  async (chatMessageID: string, { dispatch, rejectWithValue }) => {
    try {
      const { blob, fileName } = await api.downloadConversationAudit(
        chatMessageID,
        AUDIT_MESSAGE_COUNT,
        (percent) => dispatch(auditProgressed(percent)),
      );
      saveBlob(blob, fileName);
      return fileName;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);
