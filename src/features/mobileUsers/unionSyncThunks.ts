import { createAction } from '@reduxjs/toolkit';
import type { MobileUserFilter } from '../../../contract/mobileUsers';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView, selectOwnChannelID, selectSessionUser } from '../../state/session';
import type { RootState } from '../../state/storeTypes';
import { apiFailure, messageForCode, type ApiFailure } from '../../lib/apiErrors';
import * as api from './unionSyncApi';
import { deleteImportedUser as deleteImported } from './mobileUsersApi';
import { UnionSyncStreamError, type SyncProgress } from './unionSyncStream';

/** The sync's progress, as its stream tells it. */
export const unionSyncProgressed = createAction<SyncProgress>('unionSync/progressed');

/** The union source of the organisation (and channel) in view, as SPEC.md section 7 sends it. */
function sourceOf(state: RootState): api.UnionSource {
  const user = selectSessionUser(state);
  const channel = selectOwnChannelID(state);
  return {
    api: 'union',
    companyID: selectCompanyInView(state),
    ...(channel ? { cpID: channel } : {}),
    ...(user ? { userGroup: user.userGroup, currentUserID: user._id } : {}),
  };
}

/** An error line of the stream reads as the code's message, else the server's words. */
function syncFailure(err: unknown): ApiFailure {
  if (!(err instanceof UnionSyncStreamError)) return apiFailure(err);
  const mapped = messageForCode(err.code);
  return { message: mapped === err.code ? err.message : mapped, code: err.code, details: [] };
}

export const fetchUnionDiff = createApiThunk(
  'unionSync/fetchDiff',
  (_: void, { getState, signal }) => api.fetchUnionList(sourceOf(getState()), signal),
);

export const applyUnionSync = createApiThunk(
  'unionSync/apply',
  (fingerprint: string, { getState, dispatch, signal }) =>
    api.syncUnion(
      { ...sourceOf(getState()), fingerprint },
      (progress) => dispatch(unionSyncProgressed(progress)),
      signal,
    ),
  { failure: syncFailure },
);

export const runUaCheck = createApiThunk(
  'unionSync/uaCheck',
  (filter: MobileUserFilter, { getState, signal }) =>
    api.fetchUaCheck({ ...filter, companyID: selectCompanyInView(getState()) }, signal),
);

export const deleteImportedUser = createApiThunk(
  'unionSync/deleteImported',
  async (userid: string) => {
    await deleteImported(userid);
    return userid;
  },
);
