import type { AxiosProgressEvent } from 'axios';
import type { MobileUserFilter } from '../../../contract/mobileUsers';
import type {
  UaCheckResponse,
  UnionListResponse,
  UnionSyncResponse,
  UnionSyncResult,
} from '../../../contract/unionSync';
import { apiClient } from '../../lib/apiClient';
import { completeLines, parseSyncLine, syncOutcome, type SyncProgress } from './unionSyncStream';

export type UnionList = UnionListResponse['data'];
export type UaCheck = UaCheckResponse['data'];

/** Who asks, as SPEC.md section 7 sends it; the server reads the scope from the session. */
export interface UnionSource {
  api: string;
  companyID: string;
  cpID?: string;
  userGroup?: number;
  currentUserID?: string;
}

const NDJSON = 'application/x-ndjson';

/** The union's members and what a sync would change; the server writes nothing. */
export async function fetchUnionList(
  source: UnionSource,
  signal?: AbortSignal,
): Promise<UnionList> {
  const response = await apiClient.post<UnionListResponse>(
    '/user/union-active/get-users-list',
    source,
    { signal },
  );
  return response.data.data;
}

/** The text received so far, when the browser's request offers it (XMLHttpRequest does). */
function receivedText(event: Pick<AxiosProgressEvent, 'event'>): string | null {
  const target: unknown = (event.event as { target?: unknown } | undefined)?.target;
  const text = (target as { responseText?: unknown } | null | undefined)?.responseText;
  return typeof text === 'string' ? text : null;
}

/**
 * An onDownloadProgress handler for an NDJSON answer: it reads the lines complete so far (a
 * half-written line waits for the next event) and passes on each progress line once.
 */
export function progressReader(onProgress: (progress: SyncProgress) => void) {
  let read = 0;
  return (event: Pick<AxiosProgressEvent, 'event'>) => {
    const text = receivedText(event);
    if (text === null) return;
    const { lines, next } = completeLines(text, read);
    read = next;
    for (const line of lines) {
      const parsed = parseSyncLine(line);
      if (parsed && 'progress' in parsed) onProgress(parsed.progress);
    }
  };
}

/**
 * Applies the reviewed difference (`fingerprint`), reading the server's progress lines as they
 * arrive. A list that changed since answers 409 union_list_changed and writes nothing.
 */
export async function syncUnion(
  body: UnionSource & { fingerprint: string },
  onProgress: (progress: SyncProgress) => void,
  signal?: AbortSignal,
): Promise<UnionSyncResult> {
  const response = await apiClient.post<UnionSyncResponse | string>(
    '/user/union-active/sync',
    body,
    {
      headers: { Accept: NDJSON },
      signal,
      onDownloadProgress: progressReader(onProgress),
    },
  );
  const { data } = response;
  // A server that does not stream answers the result as one JSON body.
  return typeof data === 'string' ? syncOutcome(data) : data.data;
}

/** For the filtered users: who is a union member, and the differences both ways. */
export async function fetchUaCheck(
  filter: MobileUserFilter,
  signal?: AbortSignal,
): Promise<UaCheck> {
  const response = await apiClient.post<UaCheckResponse>(
    '/user/mobile-users/ua-check',
    { ...filter, uaUsers: true, uaUsersNotSaved: true, uaUsersNotInUA: true },
    { signal },
  );
  return response.data.data;
}
