import type { SuccessOnly } from '../../../contract/common';
import type {
  AuthenticatorSetup,
  AuthenticatorSetupResponse,
  RecoveryCodesResponse,
  TwoFactorProof,
  TwoFactorStatus,
  TwoFactorStatusResponse,
} from '../../../contract/twoFactor';
import { apiClient } from '../../lib/apiClient';

export async function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const response = await apiClient.get<TwoFactorStatusResponse>('/user/two-factor', { signal });
  return response.data.data;
}

export async function startAuthenticator(proof: TwoFactorProof): Promise<AuthenticatorSetup> {
  const response = await apiClient.post<AuthenticatorSetupResponse>(
    '/user/two-factor/authenticator',
    proof,
  );
  return response.data.data;
}

export async function confirmAuthenticator(code: string): Promise<string[]> {
  const response = await apiClient.post<RecoveryCodesResponse>(
    '/user/two-factor/authenticator/confirm',
    { code },
  );
  return response.data.data.recoveryCodes;
}

export async function newRecoveryCodes(code: string): Promise<string[]> {
  const response = await apiClient.post<RecoveryCodesResponse>('/user/two-factor/recovery-codes', {
    code,
  });
  return response.data.data.recoveryCodes;
}

export async function removeAuthenticator(proof: TwoFactorProof): Promise<void> {
  await apiClient.post<SuccessOnly>('/user/two-factor/authenticator/remove', proof);
}
