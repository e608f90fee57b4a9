import type {
  InvitationLink,
  InvitationLinkBody,
  InvitationLinkListResponse,
  InvitationLinkResponse,
} from '../../../contract/invitations';
import { apiClient } from '../../lib/apiClient';
import { fetchChannelNames } from '../../lib/channelChoices';
import type { FileRequest } from '../../lib/download';

const part = encodeURIComponent;

/** A channel a link may be made for. */
export interface LinkChannel {
  _id: string;
  clientName: string;
}

export type QrFormat = 'svg' | 'png';

export async function fetchLinks(signal?: AbortSignal): Promise<InvitationLink[]> {
  const response = await apiClient.get<InvitationLinkListResponse>('/invitation-links', { signal });
  return response.data.data;
}

export async function createLink(body: InvitationLinkBody): Promise<InvitationLink> {
  const response = await apiClient.post<InvitationLinkResponse>('/invitation-links', body);
  return response.data.data;
}

export async function revokeLink(id: string): Promise<InvitationLink> {
  const response = await apiClient.post<InvitationLinkResponse>(
    `/invitation-links/${part(id)}/revoke`,
  );
  return response.data.data;
}

export async function rotateLink(id: string): Promise<InvitationLink> {
  const response = await apiClient.post<InvitationLinkResponse>(
    `/invitation-links/${part(id)}/rotate`,
  );
  return response.data.data;
}

/** The QR code's SVG as text, for the preview (the image needs the session's token). */
export async function fetchQrSvg(id: string, signal?: AbortSignal): Promise<string> {
  const response = await apiClient.get<string>(`/invitation-links/${part(id)}/qr.svg`, {
    responseType: 'text',
    signal,
  });
  return response.data;
}

export const qrFile = (id: string, format: QrFormat): FileRequest => ({
  method: 'get',
  url: `/invitation-links/${part(id)}/qr.${format}`,
  fallbackName: `invitation-${id}.${format}`,
});

/** The organisation's channels, for the new link's channel choice (names only). */
export async function fetchLinkChannels(
  companyID: string,
  signal?: AbortSignal,
): Promise<LinkChannel[]> {
  return fetchChannelNames(companyID, signal);
}
