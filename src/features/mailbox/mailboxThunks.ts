import type { MailboxQuery } from '../../../contract/mailbox';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './mailboxApi';

export const fetchMailbox = createApiThunk('mailbox/fetch', (query: MailboxQuery, { signal }) =>
  api.fetchMailbox(query, signal),
);
