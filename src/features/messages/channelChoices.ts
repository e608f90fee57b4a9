import axios from 'axios';
import type { MobileUserListResponse } from '../../../contract/mobileUsers';
import { apiClient } from '../../lib/apiClient';
import { fetchGroupChoices } from './messagesApi';

export interface ChannelChoice {
  _id: string;
  clientName: string;
}

interface ChannelListAnswer {
  success: true;
  data: ChannelChoice[];
}

const byName = (a: ChannelChoice, b: ChannelChoice) =>
  a.clientName.localeCompare(b.clientName, 'en', { sensitivity: 'base' });

/**
 * The channels a company or platform admin may send through. The spec's channel list
 * (GET /content-provider/{companyId}) is asked first; while the API has no such route, the
 * channels are gathered from what it does answer: the channels of the company's groups and the
 * channels its app users follow.
 */
export async function fetchChannelChoices(
  companyId: string,
  signal?: AbortSignal,
): Promise<ChannelChoice[]> {
  try {
    const response = await apiClient.get<ChannelListAnswer>(
      `/content-provider/${encodeURIComponent(companyId)}`,
      { params: { noCount: true }, signal },
    );
    return response.data.data.map(({ _id, clientName }) => ({ _id, clientName })).sort(byName);
  } catch (err) {
    if (!axios.isAxiosError(err) || err.response?.status !== 404) throw err;
  }
  const [groups, users] = await Promise.all([
    fetchGroupChoices(signal),
    apiClient.post<MobileUserListResponse>(
      '/user/mobile-users/new',
      { onlyActiveUsers: true, limit: 100 },
      { signal },
    ),
  ]);
  const found = new Map<string, string>();
  for (const group of groups)
    if (group.cp_id && group.cp_name) found.set(group.cp_id, group.cp_name);
  for (const user of users.data.data.users)
    for (const channel of user.contentProviders) found.set(channel._id, channel.clientName);
  return [...found].map(([_id, clientName]) => ({ _id, clientName })).sort(byName);
}
