import type { UserGroupListResponse } from '../../../contract/userGroups';
import type {
  AudienceCount,
  AudienceCountBody,
  ScheduleMessageBody,
  SendMessageBody,
  SentMessageResponse,
} from '../../../contract/messages';
import type { MobileUserListBody, MobileUserListResponse } from '../../../contract/mobileUsers';
import type { UploadKind, UploadListResponse } from '../../../contract/uploads';
import { apiClient } from '../../lib/apiClient';
import { fetchChannelRows } from '../../lib/channelChoices';
import { uploadProgress, type ProgressHandler } from '../../lib/download';

/** The compose page's calls: who a message can reach, through which channel, and sending it. */

export type SentMessage = SentMessageResponse['data'];

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
    onUploadProgress: uploadProgress(onProgress),
  });
  return response.data.data;
}

export interface GroupChoice {
  _id: string;
  name: string;
  users: number;
  cp_id: string | null;
  cp_name: string | null;
  companyID: string;
}

export async function fetchGroupChoices(signal?: AbortSignal): Promise<GroupChoice[]> {
  const response = await apiClient.get<UserGroupListResponse>('/user/groups/', { signal });
  return response.data.data.map(({ _id, name, users, cp_id, cp_name, companyID }) => ({
    _id,
    name,
    users,
    cp_id,
    cp_name,
    companyID,
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
  /** `total` is an estimate (a search matching thousands). */
  estimated: boolean;
}

/** A page of the users a message may go to (active users only, as SPEC.md section 9 says). */
export async function findUsers(
  body: MobileUserListBody,
  signal?: AbortSignal,
): Promise<UserMatches> {
  const response = await apiClient.post<MobileUserListResponse>('/user/mobile-users/new', body, {
    signal,
  });
  const { users, usersForMessagingCount, countsEstimated } = response.data.data;
  return {
    users: users.map(({ _id, name, firstname, lastname, email, phone, registered }) => ({
      _id,
      name: name || `${firstname} ${lastname}`.trim(),
      email,
      phone,
      registered,
    })),
    total: usersForMessagingCount,
    estimated: countsEstimated === true,
  };
}

export interface ChannelChoice {
  _id: string;
  clientName: string;
  /** Whether the channel texts (SMS) and emails members who have not registered in the app. */
  sms?: boolean;
  email?: boolean;
}

/**
 * The channels a company or platform admin may send through: the company's channel list
 * (GET /content-provider/{companyId}), by name, without the follower counts.
 */
export async function fetchChannelChoices(
  companyId: string,
  signal?: AbortSignal,
): Promise<ChannelChoice[]> {
  return (await fetchChannelRows(companyId, signal)).map(
    ({ _id, clientName, unregisteredMemberMessaging, allowPushcastEmail }) => ({
      _id,
      clientName,
      ...(unregisteredMemberMessaging === undefined ? {} : { sms: unregisteredMemberMessaging }),
      ...(allowPushcastEmail === undefined ? {} : { email: allowPushcastEmail }),
    }),
  );
}

/** An uploaded file a message can carry (a Vocast's audio, a Vidcast's video, a document). */
export interface UploadChoice {
  _id: string;
  kind: UploadKind;
  title: string;
  fileName: string;
  channelID: string | null;
  durationSeconds: number | null;
}

/** The uploaded files of one kind in scope (GET /upload), newest first, the first 100. */
export async function fetchUploadChoices(
  kind: UploadKind,
  signal?: AbortSignal,
): Promise<UploadChoice[]> {
  const response = await apiClient.get<UploadListResponse>('/upload', {
    params: { type: kind, limit: 100 },
    signal,
  });
  return response.data.data.uploads.map(
    ({ _id, kind, title, fileName, channelID, durationSeconds }) => ({
      _id,
      kind,
      title,
      fileName,
      channelID,
      durationSeconds,
    }),
  );
}
