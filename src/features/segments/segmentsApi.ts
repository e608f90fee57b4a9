import type {
  Segment,
  SegmentBody,
  SegmentChoicesResponse,
  SegmentCount,
  SegmentCountBody,
  SegmentCountResponse,
  SegmentListQuery,
  SegmentListResponse,
  SegmentMember,
  SegmentMembersResponse,
  SegmentResponse,
} from '../../../contract/segments';
import type { UserGroupListResponse } from '../../../contract/userGroups';
import { apiClient } from '../../lib/apiClient';
import { fetchChannelNames, type ChannelName } from '../../lib/channelChoices';
import { fetchLatestMessages } from '../../lib/messageAuditApi';
import { segmentPagePath } from '../../lib/segmentReads';

export type SegmentPage = SegmentListResponse['data'];
export type FieldChoice = SegmentChoicesResponse['data']['customFields'][number];

export async function fetchSegments(
  query: SegmentListQuery,
  signal?: AbortSignal,
): Promise<SegmentPage> {
  const response = await apiClient.get<SegmentListResponse>('/segments', { params: query, signal });
  return response.data.data;
}

export async function fetchSegment(id: string, signal?: AbortSignal): Promise<Segment> {
  const response = await apiClient.get<SegmentResponse>(segmentPagePath(id), { signal });
  return response.data.data;
}

export async function createSegment(body: SegmentBody): Promise<Segment> {
  const response = await apiClient.post<SegmentResponse>('/segments', body);
  return response.data.data;
}

export async function updateSegment(id: string, body: SegmentBody): Promise<Segment> {
  const response = await apiClient.put<SegmentResponse>(segmentPagePath(id), body);
  return response.data.data;
}

export async function deleteSegment(id: string): Promise<void> {
  await apiClient.delete(segmentPagePath(id));
}

/** The live count of a rule being edited. */
export async function countRule(
  body: SegmentCountBody,
  signal?: AbortSignal,
): Promise<SegmentCount> {
  const response = await apiClient.post<SegmentCountResponse>('/segments/count', body, { signal });
  return response.data.data;
}

/** A saved segment counted now (saving keeps the count). */
export async function countSegment(id: string, signal?: AbortSignal): Promise<SegmentCount> {
  const response = await apiClient.get<SegmentCountResponse>(`${segmentPagePath(id)}/count`, {
    signal,
  });
  return response.data.data;
}

export async function fetchSegmentMembers(
  id: string,
  signal?: AbortSignal,
): Promise<SegmentMember[]> {
  const response = await apiClient.get<SegmentMembersResponse>(`${segmentPagePath(id)}/members`, {
    params: { limit: 10 },
    signal,
  });
  return response.data.data.members;
}

/** A message an engagement condition may be about: one of the newest. */
export interface MessageChoice {
  id: string;
  title: string;
  dateCreated: string;
}

/** What the rule editor picks from: the groups, the channels, the custom fields in use, and
 * the newest messages (empty for an admin who may not read messages). */
export interface RuleChoices {
  groups: { _id: string; name: string }[];
  channels: ChannelName[];
  customFields: FieldChoice[];
  messages: MessageChoice[];
}

/** How many of the newest messages an engagement condition offers. */
export const MESSAGE_CHOICES = 50;

export async function fetchRuleChoices(
  scope: { companyID: string | null; cpId: string },
  signal?: AbortSignal,
): Promise<RuleChoices> {
  const [groups, channels, fields, messages] = await Promise.all([
    apiClient.get<UserGroupListResponse>('/user/groups/', { signal }),
    scope.companyID ? fetchChannelNames(scope.companyID, signal) : Promise.resolve([]),
    apiClient.get<SegmentChoicesResponse>('/segments/choices', { signal }),
    // Segments need the users page's keys, not the messages key: without it, no list to pick
    // from, and the condition takes a message's id instead.
    fetchLatestMessages(scope.cpId, MESSAGE_CHOICES, signal).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return [];
    }),
  ]);
  return {
    groups: groups.data.data.map(({ _id, name }) => ({ _id, name })),
    channels,
    customFields: fields.data.data.customFields,
    messages: messages.map((m) => ({
      id: m._id,
      title: m.title || m.push_message || 'Untitled',
      dateCreated: m.dateCreated,
    })),
  };
}
