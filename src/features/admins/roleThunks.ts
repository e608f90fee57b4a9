import type { RoleBody } from '../../../contract/roleSchemas';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './roleApi';

export const fetchRoles = createApiThunk('admins/fetchRoles', (_: void, { signal }) =>
  api.fetchRoles(signal),
);

export const createRole = createApiThunk('admins/createRole', (body: RoleBody) =>
  api.createRole(body),
);

export const updateRole = createApiThunk(
  'admins/updateRole',
  ({ id, body }: { id: string; body: RoleBody }) => api.updateRole(id, body),
);

export const deleteRole = createApiThunk('admins/deleteRole', async (id: string) => {
  await api.deleteRole(id);
  return id;
});
