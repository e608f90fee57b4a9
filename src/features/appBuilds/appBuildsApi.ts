import type {
  ReplicaBuild,
  ReplicaBuildBody,
  ReplicaBuildListResponse,
  ReplicaBuildResponse,
} from '../../../contract/appBuilds';
import { apiClient } from '../../lib/apiClient';
import type { ChannelName } from '../../lib/channelChoices';

const part = encodeURIComponent;

/** A channel a replica build may carry. */
export type BuildChannel = ChannelName;

/** A build's form: the JSON in "data" and the icon beside it. */
function iconForm(body: object, icon: File | null): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  if (icon) form.append('image', icon, icon.name);
  return form;
}

export async function fetchReplicaBuilds(
  companyID: string,
  signal?: AbortSignal,
): Promise<ReplicaBuild[]> {
  const response = await apiClient.get<ReplicaBuildListResponse>(
    `/settings/replica-builds/all/company/${part(companyID)}`,
    { signal },
  );
  return response.data.data;
}

export async function createReplicaBuild(
  body: ReplicaBuildBody,
  icon: File | null,
): Promise<ReplicaBuild> {
  const response = await apiClient.put<ReplicaBuildResponse>(
    '/settings/channel/replica/build',
    iconForm(body, icon),
  );
  return response.data.data;
}

export async function updateReplicaBuild(
  id: string,
  body: ReplicaBuildBody,
  icon: File | null,
): Promise<ReplicaBuild> {
  const response = await apiClient.put<ReplicaBuildResponse>(
    `/settings/replica-builds/update/params/id/${part(id)}`,
    iconForm(body, icon),
  );
  return response.data.data;
}

export { iconForm };
