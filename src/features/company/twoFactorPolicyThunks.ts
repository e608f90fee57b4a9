import type { TwoFactorPolicy, TwoFactorPolicyResponse } from '../../../contract/twoFactor';
import { apiClient } from '../../lib/apiClient';
import { createApiThunk } from '../../state/createApiThunk';

export const fetchTwoFactorPolicy = createApiThunk(
  'company/fetchTwoFactorPolicy',
  async (_: void, { signal }): Promise<TwoFactorPolicy> => {
    const response = await apiClient.get<TwoFactorPolicyResponse>('/two-factor-policy', { signal });
    return response.data.data;
  },
);

export const saveTwoFactorPolicy = createApiThunk(
  'company/saveTwoFactorPolicy',
  async (policy: TwoFactorPolicy): Promise<TwoFactorPolicy> => {
    const response = await apiClient.put<TwoFactorPolicyResponse>('/two-factor-policy', policy);
    return response.data.data;
  },
);
