import type { TwoFactorProof } from '../../../contract/twoFactor';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './authenticatorApi';

export const fetchTwoFactorStatus = createApiThunk(
  'profile/fetchTwoFactorStatus',
  (_: void, { signal }) => api.fetchTwoFactorStatus(signal),
);

export const startAuthenticator = createApiThunk(
  'profile/startAuthenticator',
  (proof: TwoFactorProof) => api.startAuthenticator(proof),
);

export const confirmAuthenticator = createApiThunk('profile/confirmAuthenticator', (code: string) =>
  api.confirmAuthenticator(code),
);

export const newRecoveryCodes = createApiThunk('profile/newRecoveryCodes', (code: string) =>
  api.newRecoveryCodes(code),
);

export const removeAuthenticator = createApiThunk(
  'profile/removeAuthenticator',
  (proof: TwoFactorProof) => api.removeAuthenticator(proof),
);
