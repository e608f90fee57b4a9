import type { UserGroupBody, UserGroupUpdateBody } from '../../../contract/userGroups';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './userGroupsApi';

export const fetchGroups = createApiThunk('userGroups/fetchGroups', (_: void, { signal }) =>
  api.fetchGroups(signal),
);

export const fetchGroup = createApiThunk('userGroups/fetchGroup', (id: string, { signal }) =>
  api.fetchGroup(id, signal),
);

export const createGroup = createApiThunk('userGroups/createGroup', (body: UserGroupBody) =>
  api.createGroup(body),
);

export const updateGroup = createApiThunk(
  'userGroups/updateGroup',
  ({ id, body }: { id: string; body: UserGroupUpdateBody }) => api.updateGroup(id, body),
);

export const deleteGroup = createApiThunk('userGroups/deleteGroup', async (id: string) => {
  await api.deleteGroup(id);
  return id;
});
