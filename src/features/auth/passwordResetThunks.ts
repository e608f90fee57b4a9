import { createApiThunk } from '../../state/createApiThunk';
import { apiFailure, isApiCallError, messageForCode, type ApiFailure } from '../../lib/apiErrors';
import * as authApi from './authApi';

/**
 * SPEC.md section 5: for password-token errors the server's text, spaces made underscores, is
 * the code. A body with a code field is read as usual.
 */
function resetFlowFailure(err: unknown): ApiFailure {
  const failure = apiFailure(err);
  if (failure.code || !isApiCallError(err)) return failure;
  const body: unknown = err.response?.data;
  const text =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  if (typeof text !== 'string' || !text) return failure;
  const derived = text.trim().replace(/ /g, '_');
  return { ...failure, message: messageForCode(derived), code: derived };
}

export const requestPasswordReset = createApiThunk(
  'passwordReset/request',
  async (email: string) => (await authApi.forgotPassword(email)) ?? null,
  { failure: resetFlowFailure },
);

export const checkResetToken = createApiThunk(
  'passwordReset/checkToken',
  (token: string) => authApi.checkResetToken(token),
  { failure: resetFlowFailure },
);

export const resetPassword = createApiThunk(
  'passwordReset/reset',
  ({ token, password }: { token: string; password: string }) =>
    authApi.resetPassword(token, password),
  { failure: resetFlowFailure },
);
