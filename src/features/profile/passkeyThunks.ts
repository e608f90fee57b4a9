import type { PasskeySetup } from '../../../contract/passkeys';
import type { TwoFactorProof } from '../../../contract/twoFactor';
import { apiFailure, isApiCallError, type ApiFailure } from '../../lib/apiErrors';
import { isPromptDismissed } from '../../lib/passkeyPrompt';
import { createApiThunk } from '../../state/createApiThunk';
import { createPasskeyCredential } from './passkeyCredential';
import * as api from './passkeysApi';

/** The failure code of a passkey prompt the admin dismissed: a choice, not an error. */
export const PASSKEY_CANCELLED = 'passkey_cancelled';

/** How the browser's refusals read; the API's errors read as usual. */
function ceremonyFailure(err: unknown): ApiFailure {
  if (!(err instanceof Error) || isApiCallError(err)) return apiFailure(err);
  if (isPromptDismissed(err))
    return { message: 'Adding the passkey was cancelled.', code: PASSKEY_CANCELLED, details: [] };
  if (err.name === 'InvalidStateError')
    return {
      message: 'This device has a passkey for your account already.',
      code: 'error_passkey_exists',
      details: [],
    };
  return {
    message: 'Your device could not make a passkey. Try again, or use another device.',
    code: 'passkey_device_error',
    details: [],
  };
}

export const fetchPasskeys = createApiThunk('profile/fetchPasskeys', (_: void, { signal }) =>
  api.fetchPasskeys(signal),
);

export const startPasskey = createApiThunk('profile/startPasskey', (proof: TwoFactorProof) =>
  api.startPasskey(proof),
);

/** The browser's prompt makes the passkey for the started setup, then the API keeps it. */
export const addPasskey = createApiThunk(
  'profile/addPasskey',
  async ({ setup, name }: { setup: PasskeySetup; name: string }) => {
    const credential = await createPasskeyCredential(setup.options);
    return api.registerPasskey({ challengeId: setup.challengeId, name, credential });
  },
  { failure: ceremonyFailure },
);

export const removePasskey = createApiThunk(
  'profile/removePasskey',
  ({ id, proof }: { id: string; proof: TwoFactorProof }) => api.removePasskey(id, proof),
);
