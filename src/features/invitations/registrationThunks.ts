import type { InviteRegisterBody } from '../../../contract/invitations';
import { createApiThunk } from '../../state/createApiThunk';
import { apiFailure, isApiCallError, messageForCode, type ApiFailure } from '../../lib/apiErrors';
import * as api from './registrationApi';

/** Codes whose server text says what went wrong with this very link; shown as it is. */
const SERVER_WORDED = new Set([
  'token_error',
  'jwt_expired',
  'not_found',
  'error_link_gone',
  'too_many_attempts',
]);

/**
 * SPEC.md section 5: for register-link errors the server's text, spaces made underscores, is the
 * code when the answer has none. The link's own errors keep the server's words (withdrawn, used
 * up), and an empty answer reads 'Error in creating user'.
 */
export function registrationFailure(err: unknown): ApiFailure {
  if (!isApiCallError(err) && err instanceof Error && err.message === 'Error in creating user') {
    return { message: err.message, code: 'error_creating_user', details: [] };
  }
  const failure = apiFailure(err);
  if (!isApiCallError(err)) return failure;
  const body: unknown = err.response?.data;
  const text =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  if (typeof text !== 'string' || !text) return failure;
  if (failure.code && SERVER_WORDED.has(failure.code)) return { ...failure, message: text };
  if (failure.code) return failure;
  const derived = text.trim().replace(/ /g, '_');
  return { ...failure, message: messageForCode(derived), code: derived };
}

export const fetchInvitation = createApiThunk(
  'registration/fetchInvitation',
  (
    { token, companyID, via }: { token: string; companyID: string; via: string | null },
    { signal },
  ) => api.fetchInvitation(token, companyID, via, signal),
  { failure: registrationFailure },
);

export const registerInvite = createApiThunk(
  'registration/registerInvite',
  (body: InviteRegisterBody) => api.registerInvite(body),
  { failure: registrationFailure },
);

export const confirmInvite = createApiThunk(
  'registration/confirmInvite',
  (token: string, { signal }) => api.confirmInvite(token, signal),
  { failure: registrationFailure },
);
