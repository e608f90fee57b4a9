import type {
  InvitationChannel,
  InvitationChannelResponse,
  InviteConfirm,
  InviteConfirmResponse,
  InviteRegisterBody,
} from '../../../contract/invitations';
import { apiClient } from '../../lib/apiClient';

const part = encodeURIComponent;

/** The invitation a link stands for; `via` is 'qr' when its QR code was scanned. */
export async function fetchInvitation(
  token: string,
  companyID: string,
  via: string | null,
  signal?: AbortSignal,
): Promise<InvitationChannel> {
  const response = await apiClient.get<InvitationChannelResponse>(
    `/api/user/register/channel/${part(token)}`,
    { params: { companyID, ...(via ? { via } : {}) }, signal },
  );
  return response.data.data;
}

export async function registerInvite(body: InviteRegisterBody): Promise<{ email: string }> {
  const response = await apiClient.post<{ data?: { email: string } } | ''>(
    '/api/user/register/invite',
    body,
  );
  // SPEC.md section 5: an empty answer reads as a failure to create the user.
  if (!response.data || !response.data.data) throw new Error('Error in creating user');
  return response.data.data;
}

export async function confirmInvite(token: string, signal?: AbortSignal): Promise<InviteConfirm> {
  const response = await apiClient.get<InviteConfirmResponse>(
    `/api/user/register/invite/confirm/web/${part(token)}`,
    { signal },
  );
  return response.data.data;
}
