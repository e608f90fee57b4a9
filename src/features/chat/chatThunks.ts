import { createApiThunk } from '../../state/createApiThunk';
import { createDownloadThunk } from '../../state/downloads';
import * as api from './chatApi';

/** Conversations asked for at a time ("Load more" asks for the next as many). */
export const CONVERSATIONS_PAGE_SIZE = 20;

/** Messages an audit file holds at most: the newest this many. */
export const AUDIT_MESSAGE_COUNT = 1000;

/** `skip` 0 loads the list afresh; any other value appends the page found there. */
export const fetchConversations = createApiThunk(
  'chat/fetchConversations',
  ({ skip }: { skip: number }, { signal }) =>
    api.fetchConversations(skip, CONVERSATIONS_PAGE_SIZE, signal),
);

export const markConversationRead = createApiThunk(
  'chat/markConversationRead',
  async (chatMessageID: string) => {
    await api.setConversationRead(chatMessageID);
    return { chatMessageID, readAt: new Date().toISOString() };
  },
);

/** Downloads the conversation's audit CSV and hands it to the browser to save. */
export const downloadConversationAudit = createDownloadThunk(
  'chat/downloadConversationAudit',
  (chatMessageID: string) => api.conversationAuditFile(chatMessageID, AUDIT_MESSAGE_COUNT),
);
