import type { Role } from '../../../contract/roleSchemas';
import { roleFitsGroup } from '../../../contract/roles';
import { USER_GROUP } from '../../../contract/adminGroups';
import type { SsoSettings, SsoSettingsBody } from '../../../contract/sso';
import { apiClient } from '../../lib/apiClient';
import { createApiThunk } from '../../state/createApiThunk';

/** The built-in roles made for company admins, offered when the roles list is not the admin's to read. */
const BUILT_IN_COMPANY_ROLES = [
  { value: 'company-admin', label: 'Company admin' },
  { value: 'messaging-only', label: 'Messaging only' },
];

export interface SsoSettingsLoaded {
  settings: SsoSettings;
  /** The roles an admin created at first sign-in may get. */
  roles: { value: string; label: string }[];
}

export const fetchSsoSettings = createApiThunk(
  'company/fetchSsoSettings',
  async (_: void, { signal }): Promise<SsoSettingsLoaded> => {
    const [settings, roles] = await Promise.all([
      apiClient.get<{ data: SsoSettings }>('/company/sso', { signal }),
      apiClient
        .get<{ data: Role[] }>('/user/roles', { signal })
        .then((answer) =>
          answer.data.data
            .filter((role) => roleFitsGroup(role, USER_GROUP.admin))
            .map((role) => ({ value: role.roleID, label: role.name })),
        )
        .catch(() => BUILT_IN_COMPANY_ROLES),
    ]);
    return { settings: settings.data.data, roles };
  },
);

export const saveSsoSettings = createApiThunk(
  'company/saveSsoSettings',
  async (body: SsoSettingsBody): Promise<SsoSettings> => {
    const answer = await apiClient.put<{ data: SsoSettings }>('/company/sso', body);
    return answer.data.data;
  },
);
