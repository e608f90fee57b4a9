import { http, HttpResponse } from 'msw';
import type {
  AuditEntry,
  AuditLogResponse,
  AuditPeopleResponse,
  AuditPerson,
} from '../../contract/auditLog';
import type { ErrorResponse } from '../../contract/common';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The audit entries the MSW handlers serve (newest first), and the requests they received. */
interface AuditStore {
  entries: AuditEntry[];
  people: AuditPerson[];
  /** Each list request's query parameters. */
  requests: Record<string, string>[];
  csvRequests: Record<string, string>[];
  /** The next list request fails with this status, once. */
  failNext: number | null;
}

export const auditStore: AuditStore = {
  entries: [],
  people: [],
  requests: [],
  csvRequests: [],
  failNext: null,
};

export function resetAuditStore(): void {
  Object.assign(auditStore, {
    entries: [],
    people: [],
    requests: [],
    csvRequests: [],
    failNext: null,
  } satisfies AuditStore);
}

let sequence = 1000;

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  sequence += 1;
  return {
    id: String(sequence),
    at: '2026-03-02T09:15:00.000Z',
    admin: { id: 'admin-1', name: 'Ada Lovelace', email: 'admin@acme.test', userGroup: 4 },
    company: { id: 'company-acme', name: 'Acme' },
    method: 'PUT',
    route: '/user/groups/:id',
    targetType: 'userGroup',
    targetId: '11111111-1111-4111-8111-111111111111',
    targetName: 'Stewards',
    targetExists: true,
    outcome: 'succeeded',
    status: 200,
    changes: [
      {
        table: 'user_groups',
        op: 'update',
        id: '11111111-1111-4111-8111-111111111111',
        old: { description: 'Shop stewards' },
        new: { description: 'Shop stewards and reps' },
      },
    ],
    summary: null,
    ...overrides,
  };
}

const paramsOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

function matches(entry: AuditEntry, query: Record<string, string>): boolean {
  return (
    (!query.admin || entry.admin.id === query.admin) &&
    (!query.targetType || entry.targetType === query.targetType) &&
    (!query.method || entry.method === query.method) &&
    (!query.outcome || entry.outcome === query.outcome)
  );
}

export const auditLogHandlers = [
  http.get<never, never, AuditLogResponse | ErrorResponse>(apiUrl('/audit-log'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const query = paramsOf(request);
    auditStore.requests.push(query);
    if (auditStore.failNext) {
      const status = auditStore.failNext;
      auditStore.failNext = null;
      return fail(status, 'error_retrieving_data');
    }
    const limit = Number(query.limit ?? 25);
    const found = auditStore.entries.filter((entry) => matches(entry, query));
    const start = query.cursor ? Number(query.cursor) : 0;
    const entries = found.slice(start, start + limit);
    const nextCursor = start + limit < found.length ? String(start + limit) : null;
    return HttpResponse.json({ success: true as const, data: { entries, nextCursor } });
  }),
  http.get<never, never, AuditPeopleResponse | ErrorResponse>(
    apiUrl('/audit-log/people'),
    ({ request }) =>
      refuseSignedOut(request) ??
      HttpResponse.json({ success: true as const, data: auditStore.people }),
  ),
  http.get(apiUrl('/audit-log/csv'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const query = paramsOf(request);
    auditStore.csvRequests.push(query);
    const rows = auditStore.entries
      .filter((entry) => matches(entry, query))
      .map((entry) => `${entry.at},${entry.admin.name},${entry.method},${entry.route}`);
    return new HttpResponse(`Time (UTC),Admin,Action,Route\r\n${rows.join('\r\n')}\r\n`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="audit-log-2026-03-02.csv"',
      },
    });
  }),
];
