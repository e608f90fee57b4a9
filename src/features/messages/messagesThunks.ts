import type { ReceiptStatus } from '../../../contract/messages';
import { createApiThunk } from '../../state/createApiThunk';
import { createDownloadThunk } from '../../state/downloads';
import { selectChannelInView, selectCompanyInView } from '../../state/session';
import { PAGE_SIZE } from '../../components/list/pageWindow';
import { messageAuditFile } from '../../lib/messageAuditApi';
import type { HistoryApiFilter } from './historyFilter';
import * as api from './messagesApi';

export interface HistoryRequest {
  /** From 1. */
  page: number;
  filter: HistoryApiFilter;
}

/** One page of the history (pages count from 1), searched and filtered. */
export const fetchHistory = createApiThunk(
  'messages/fetchHistory',
  ({ page, filter }: HistoryRequest, { getState, signal }) =>
    api.fetchMessages(
      selectChannelInView(getState()),
      { ...filter, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
      signal,
    ),
);

/** The admins who wrote messages of the history in view: the sender filter's choices. */
export const fetchHistorySenders = createApiThunk(
  'messages/fetchHistorySenders',
  (_: void, { getState, signal }) => api.fetchSenders(selectChannelInView(getState()), signal),
);

export interface DetailRequest {
  messageId: string;
  page: number;
  status: ReceiptStatus;
}

export const fetchMessageDetail = createApiThunk(
  'messages/fetchMessageDetail',
  ({ messageId, page, status }: DetailRequest, { getState, signal }) =>
    api.fetchMessageDetail(
      {
        companyId: selectCompanyInView(getState()),
        messageId,
        offset: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
        status,
      },
      signal,
    ),
);

/** How the message's sending stands; its page asks again every few seconds while it goes out. */
export const fetchMessageDelivery = createApiThunk(
  'messages/fetchMessageDelivery',
  (messageId: string, { signal }) => api.fetchMessageDelivery(messageId, signal),
);

export const deleteMessage = createApiThunk('messages/deleteMessage', async (id: string) => {
  await api.deleteMessage(id);
  return id;
});

/** The message audit (every receipt) as a file the browser saves. */
export const downloadMessageAudit = createDownloadThunk(
  'messages/downloadMessageAudit',
  (messageId: string) => messageAuditFile(messageId),
);
