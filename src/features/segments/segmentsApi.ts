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

/** What the rule editor picks from: the groups, the channels and the custom fields in use (an
 * engagement condition's message is searched as it is typed: MessagePicker). */
export interface RuleChoices {
  groups: { _id: string; name: string }[];
  channels: ChannelName[];
  customFields: FieldChoice[];
}

export async function fetchRuleChoices(
  scope: { companyID: string | null },
  signal?: AbortSignal,
): Promise<RuleChoices> {
  const [groups, channels, fields] = await Promise.all([
    apiClient.get<UserGroupListResponse>('/user/groups/', { signal }),
    scope.companyID ? fetchChannelNames(scope.companyID, signal) : Promise.resolve([]),
    apiClient.get<SegmentChoicesResponse>('/segments/choices', { signal }),
  ]);
  return {
    groups: groups.data.data.map(({ _id, name }) => ({ _id, name })),
    channels,
    customFields: fields.data.data.customFields,
  };
}
