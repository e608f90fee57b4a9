import type {
  AuditLogFilter,
  AuditLogResponse,
  AuditPeopleResponse,
  AuditPerson,
} from '../../../contract/auditLog';
import { CSV_EXPORT_INCOMPLETE_MARKER } from '../../../contract/mobileUsersCsv';
import { apiClient } from '../../lib/apiClient';
import { todayStamp } from '../../lib/dates';
import type { FileRequest } from '../../lib/download';

export type AuditPage = AuditLogResponse['data'];

/** Entries a page shows. */
export const AUDIT_PAGE_SIZE = 25;

/** The filter as query parameters, leaving out what is not set. */
function paramsOf(filter: AuditLogFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** One page of entries, newest first, from `cursor` (null: the first page). */
export async function fetchAuditPage(
  filter: AuditLogFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const response = await apiClient.get<AuditLogResponse>('/audit-log', {
    params: { ...paramsOf(filter), limit: AUDIT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
  return response.data.data;
}

export async function fetchAuditPeople(signal?: AbortSignal): Promise<AuditPerson[]> {
  const response = await apiClient.get<AuditPeopleResponse>('/audit-log/people', { signal });
  return response.data.data;
}

/** The filtered entries as a CSV (the newest 100,000 at most). */
export const auditCsvFile = (filter: AuditLogFilter): FileRequest => ({
  method: 'get',
  url: '/audit-log/csv',
  params: paramsOf(filter),
  fallbackName: `audit-log-${todayStamp()}.csv`,
  incompleteMarker: CSV_EXPORT_INCOMPLETE_MARKER,
});
