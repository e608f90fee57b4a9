import type {
  AuthenticatorSetup,
  AuthenticatorSetupResponse,
  EnrolConfirmResponse,
} from '../../../contract/twoFactor';
import { apiClient } from '../../lib/apiClient';

/** The authenticator an organisation requires, set up during sign-in with its ticket. */
export async function startEnrolment(ticket: string): Promise<AuthenticatorSetup> {
  const response = await apiClient.post<AuthenticatorSetupResponse>('/user/login/enrol', {
    ticket,
  });
  return response.data.data;
}

export async function confirmEnrolment(
  ticket: string,
  code: string,
): Promise<EnrolConfirmResponse['data']> {
  const response = await apiClient.post<EnrolConfirmResponse>('/user/login/enrol/confirm', {
    ticket,
    code,
  });
  return response.data.data;
}
