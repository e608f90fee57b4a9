import { createApiThunk } from '../../state/createApiThunk';
import { createDownloadThunk } from '../../state/downloads';
import { selectChannelInView } from '../../state/session';
import { fetchLatestMessages, messageAuditFile } from '../../lib/messageAuditApi';

/** How many of the newest messages the audit picker offers. */
export const AUDIT_CHOICES = 20;

export const fetchAuditMessages = createApiThunk(
  'mobileUsers/fetchAuditMessages',
  (_: void, { getState, signal }) =>
    fetchLatestMessages(selectChannelInView(getState()), AUDIT_CHOICES, signal),
);

/** One message's audit (every receipt) as a file the browser saves. */
export const downloadUsersMessageAudit = createDownloadThunk(
  'mobileUsers/downloadMessageAudit',
  (messageId: string) => messageAuditFile(messageId),
);
