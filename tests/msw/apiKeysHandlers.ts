import { http, HttpResponse } from 'msw';
import type {
  ApiKey,
  ApiKeyBody,
  ApiKeyListResponse,
  CreatedApiKeyResponse,
} from '../../contract/apiKeys';
import type { ErrorResponse } from '../../contract/common';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The keys the handlers serve, newest first. */
export const apiKeysStore: { keys: ApiKey[] } = { keys: [] };

export const resetApiKeysStore = () => {
  apiKeysStore.keys = [];
};

export const DEMO_SECRET = 'tid_live_AbCdEfGh1234567890abcdefghijklmnopqrstuvwxy';

export function buildApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    name: 'Membership CRM',
    prefix: 'tid_live_AbCdEfGh',
    companyID: 'acme',
    channelID: null,
    channelName: null,
    accessKeys: ['messages'],
    status: 'active',
    createdBy: { _id: 'admin-1', name: 'Ada Admin' },
    createdAt: '2026-12-01T10:00:00.000Z',
    expiresAt: null,
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

/** Not in the shared server: a test that needs them adds them with server.use. */
export const apiKeysHandlers = [
  http.get<never, never, ApiKeyListResponse | ErrorResponse>(apiUrl('/api-keys'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    return HttpResponse.json({ success: true as const, data: apiKeysStore.keys });
  }),
  http.post<never, ApiKeyBody, CreatedApiKeyResponse | ErrorResponse>(
    apiUrl('/api-keys'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      if (body.accessKeys.includes('messagesSequence')) return fail(403, 'forbidden');
      const key = buildApiKey({
        _id: `44444444-4444-4444-8444-${String(apiKeysStore.keys.length).padStart(12, '0')}`,
        name: body.name,
        accessKeys: body.accessKeys,
        expiresAt: body.expiresAt ?? null,
      });
      apiKeysStore.keys.unshift(key);
      return HttpResponse.json(
        { success: true as const, data: { ...key, secret: DEMO_SECRET } },
        { status: 201 },
      );
    },
  ),
  http.post<{ id: string }, never, { data: ApiKey } | ErrorResponse>(
    apiUrl('/api-keys/:id/revoke'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const key = apiKeysStore.keys.find((one) => one._id === params.id);
      if (!key) return fail(404, 'not_found');
      key.status = 'revoked';
      key.revokedAt = new Date().toISOString();
      return HttpResponse.json({ data: key });
    },
  ),
];
