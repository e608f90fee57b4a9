import type { SsoOptions } from '../../../contract/sso';
import { apiClient } from '../../lib/apiClient';
import { createApiThunk } from '../../state/createApiThunk';

/** Whether the organisation's login page offers single sign-on, and whether only it. */
export const fetchSsoOptions = createApiThunk(
  'auth/fetchSsoOptions',
  async (companyID: string, { signal }): Promise<SsoOptions> => {
    const answer = await apiClient.get<{ data: SsoOptions }>(
      `/auth/sso/${encodeURIComponent(companyID)}`,
      { signal },
    );
    return answer.data.data;
  },
);
