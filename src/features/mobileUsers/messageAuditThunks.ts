import { createAction } from '@reduxjs/toolkit';
import { isChannelAdminGroup } from '../../../contract/userGroups';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import type { RootState } from '../../app/store';
import { downloadMessageAudit, fetchLatestMessages } from '../../lib/messageAudit';
import { saveBlob } from '../../lib/saveBlob';

/** How many of the newest messages the audit picker offers. */
export const AUDIT_CHOICES = 20;

/** A channel admin's own channel; every other admin's scope is decided by the server ('all'). */
function messageScope(state: RootState): string {
  const user = state.auth.user;
  return user && isChannelAdminGroup(user.userGroup) ? (user.contentProviderID ?? 'all') : 'all';
}

export const auditProgressed = createAction<number | null>('mobileUsers/auditProgressed');

export const fetchAuditMessages = createAppAsyncThunk(
  'mobileUsers/fetchAuditMessages',
  async (_: void, { getState, signal, rejectWithValue }) => {
    try {
      return await fetchLatestMessages(messageScope(getState()), AUDIT_CHOICES, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

/** One message's audit (every receipt) as a file the browser saves. */
export const downloadUsersMessageAudit = createAppAsyncThunk(
  'mobileUsers/downloadMessageAudit',
  async (messageId: string, { dispatch, rejectWithValue }) => {
    try {
      const { blob, fileName } = await downloadMessageAudit(messageId, (percent) =>
        dispatch(auditProgressed(percent)),
      );
      saveBlob(blob, fileName);
      return fileName;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);
