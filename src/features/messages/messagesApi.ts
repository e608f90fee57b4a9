import type { UserGroupListResponse } from '../../../contract/appUserGroups';
import type {
  AudienceCount,
  AudienceCountBody,
  MessageDetailResponse,
  MessageListResponse,
  ReceiptStatus,
  ScheduleMessageBody,
  SendMessageBody,
  SentMessageResponse,
} from '../../../contract/messages';
import type { MobileUserListBody, MobileUserListResponse } from '../../../contract/mobileUsers';
import { apiClient } from '../../lib/apiClient';

export type MessagePage = MessageListResponse['data'];
export type MessageDetailData = MessageDetailResponse['data'];
export type SentMessage = SentMessageResponse['data'];

/** 0–100 as bytes move, or null when the size is not known. */
export type ProgressHandler = (percent: number | null) => void;

const percentOf = (loaded: number, total: number | undefined) =>
  total ? Math.min(100, Math.round((loaded / total) * 100)) : null;

const enc = encodeURIComponent;

export async function fetchMessages(
  cpId: string,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const response = await apiClient.get<MessageListResponse>(`/messages/${enc(cpId)}`, {
    params: { offset, limit },
    signal,
  });
  return response.data.data;
}

export interface DetailQuery {
  companyId: string;
  messageId: string;
  offset: number;
  limit: number;
  status: ReceiptStatus;
}

export async function fetchMessageDetail(
  { companyId, messageId, offset, limit, status }: DetailQuery,
  signal?: AbortSignal,
): Promise<MessageDetailData> {
  const response = await apiClient.get<MessageDetailResponse>(
    `/messages/${enc(companyId)}/message/${enc(messageId)}`,
    { params: { offset, limit, ...(status !== 'all' && { status }) }, signal },
  );
  return response.data.data;
}

export async function deleteMessage(id: string): Promise<void> {
  await apiClient.delete(`/messages/${enc(id)}`);
}

export async function countAudience(
  body: AudienceCountBody,
  signal?: AbortSignal,
): Promise<AudienceCount> {
  const response = await apiClient.post<{ success: true; data: AudienceCount }>(
    '/messages/audience',
    body,
    { signal },
  );
  return response.data.data;
}

/** Sends now (POST /messages/) or on a schedule (POST /messages/schedule). */
export async function sendMessage(
  body: SendMessageBody | ScheduleMessageBody,
): Promise<SentMessage> {
  const path = 'scheduleType' in body ? '/messages/schedule' : '/messages/';
  const response = await apiClient.post<SentMessageResponse>(path, body);
  return response.data.data;
}

/** The same with an attached file: multipart, the message as JSON in `data` beside `file`. */
export async function sendMessageWithFile(
  body: SendMessageBody | ScheduleMessageBody,
  file: File,
  onProgress: ProgressHandler,
): Promise<SentMessage> {
  const path = 'scheduleType' in body ? '/messages/schedule/file' : '/messages/file';
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  form.append('file', file, file.name);
  const response = await apiClient.post<SentMessageResponse>(path, form, {
    onUploadProgress: ({ loaded, total }) => onProgress(percentOf(loaded, total)),
  });
  return response.data.data;
}

export interface GroupChoice {
  _id: string;
  name: string;
  users: number;
  cp_id: string | null;
  cp_name: string | null;
}

export async function fetchGroupChoices(signal?: AbortSignal): Promise<GroupChoice[]> {
  const response = await apiClient.get<UserGroupListResponse>('/user/groups/', { signal });
  return response.data.data.map(({ _id, name, users, cp_id, cp_name }) => ({
    _id,
    name,
    users,
    cp_id,
    cp_name,
  }));
}

export interface UserChoice {
  _id: string;
  name: string;
  email: string | null;
  phone: string | null;
  registered: boolean;
}

export interface UserMatches {
  users: UserChoice[];
  total: number;
}

/** A page of the users a message may go to (active users only, as SPEC.md section 9 says). */
export async function findUsers(
  body: MobileUserListBody,
  signal?: AbortSignal,
): Promise<UserMatches> {
  const response = await apiClient.post<MobileUserListResponse>('/user/mobile-users/new', body, {
    signal,
  });
  const { users, usersForMessagingCount } = response.data.data;
  return {
    users: users.map(({ _id, name, firstname, lastname, email, phone, registered }) => ({
      _id,
      name: name || `${firstname} ${lastname}`.trim(),
      email,
      phone,
      registered,
    })),
    total: usersForMessagingCount,
  };
}
