import type { AdminCreateBody, AdminListQuery, AdminUpdateBody } from '../../../contract/admins';
import { apiFailure, type ApiFailure } from '../../lib/apiErrors';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './adminsApi';

export const fetchAdmins = createApiThunk(
  'admins/fetchAdmins',
  (query: AdminListQuery, { signal }) => api.fetchAdmins(query, signal),
);

export const fetchAdmin = createApiThunk('admins/fetchAdmin', (id: string, { signal }) =>
  api.fetchAdmin(id, signal),
);

export const createAdmin = createApiThunk('admins/createAdmin', (body: AdminCreateBody) =>
  api.createAdmin(body),
);

export const updateAdmin = createApiThunk(
  'admins/updateAdmin',
  ({ id, body }: { id: string; body: AdminUpdateBody }) => api.updateAdmin(id, body),
);

/** Deactivating or activating from the list: its own flow, so the form's stays apart. */
export const setAdminActive = createApiThunk(
  'admins/setAdminActive',
  ({ id, isActive }: { id: string; isActive: 0 | 1 }) => api.updateAdmin(id, { isActive }),
);

/** Resending an invitation from the list: the status flow, as activating is. */
export const resendInvitation = createApiThunk('admins/resendInvitation', (id: string) =>
  api.resendInvitation(id),
);

/** The API's not_found and forbidden read as "Not found." and a bare refusal; here they say why. */
const TWO_FACTOR_RESET_FAILURES: ReadonlyMap<string, string> = new Map([
  [
    'not_found',
    'This admin is no longer one you manage (deleted, or moved out of your organization). Reload the list.',
  ],
  ['forbidden', 'Your role does not let you reset another admin’s two-factor sign-in.'],
]);

function twoFactorResetFailure(err: unknown): ApiFailure {
  const failure = apiFailure(err);
  const worded = failure.code ? TWO_FACTOR_RESET_FAILURES.get(failure.code) : undefined;
  return worded ? { ...failure, message: worded } : failure;
}

/** Resetting an admin's two-factor sign-in from the list: its own flow, shown in its dialog. */
export const resetTwoFactor = createApiThunk(
  'admins/resetTwoFactor',
  async (id: string) => {
    await api.resetTwoFactor(id);
    return id;
  },
  { failure: twoFactorResetFailure },
);

export const deleteAdmin = createApiThunk('admins/deleteAdmin', async (id: string) => {
  await api.deleteAdmin(id);
  return id;
});

export const fetchCompanyChoices = createApiThunk(
  'admins/fetchCompanyChoices',
  (_: void, { signal }) => api.fetchCompanyChoices(signal),
);

export const fetchChannelChoices = createApiThunk(
  'admins/fetchChannelChoices',
  (companyID: string, { signal }) => api.fetchChannelChoices(companyID, signal),
);
