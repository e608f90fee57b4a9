import type { AdminCreateBody, AdminListQuery, AdminUpdateBody } from '../../../contract/admins';
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
