import type { MailboxQuery } from '../../../contract/mailbox';
import { createApiThunk } from '../../app/createApiThunk';
import * as api from './mailboxApi';

export const fetchMailbox = createApiThunk('mailbox/fetch', (query: MailboxQuery, { signal }) =>
  api.fetchMailbox(query, signal),
);
