import {
  ERASE_CONFIRMATION,
  type MemberErased,
  type MemberExportFormat,
} from '../../../contract/memberData';
import { apiClient } from '../../lib/apiClient';
import type { FileRequest } from '../../lib/download';

/** A member's data as one JSON document, or a zip of it with a CSV per section. */
export const memberExportFile = (userId: string, format: MemberExportFormat): FileRequest => ({
  method: 'get',
  url: `/user/mobile-users/${encodeURIComponent(userId)}/export`,
  params: { format },
  fallbackName: `member-data-${userId}.${format}`,
});

/** Erases the member's personal data for good; the server asks for the word as well. */
export async function eraseMember(userId: string): Promise<MemberErased> {
  const response = await apiClient.post<{ success: true; data: MemberErased }>(
    `/user/mobile-users/${encodeURIComponent(userId)}/erase`,
    { confirm: ERASE_CONFIRMATION },
  );
  return response.data.data;
}
