import type { Static } from '@sinclair/typebox';
import type { SuccessOnly } from '../../../contract/common';
import type {
  Passkey,
  PasskeyListResponse,
  PasskeyRegisterBody,
  PasskeyResponse,
  PasskeySetup,
  PasskeySetupResponse,
} from '../../../contract/passkeys';
import type { TwoFactorProof } from '../../../contract/twoFactor';
import { apiClient } from '../../lib/apiClient';

export async function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  const response = await apiClient.get<PasskeyListResponse>('/user/passkeys', { signal });
  return response.data.data;
}

/** The options the browser makes the passkey for, after the admin proved who they are. */
export async function startPasskey(proof: TwoFactorProof): Promise<PasskeySetup> {
  const response = await apiClient.post<PasskeySetupResponse>('/user/passkeys/options', proof);
  return response.data.data;
}

export async function registerPasskey(body: PasskeyRegisterBody): Promise<Passkey> {
  const response = await apiClient.post<Static<typeof PasskeyResponse>>('/user/passkeys', body);
  return response.data.data;
}

export async function removePasskey(id: string, proof: TwoFactorProof): Promise<void> {
  await apiClient.post<SuccessOnly>(`/user/passkeys/${encodeURIComponent(id)}/remove`, proof);
}
