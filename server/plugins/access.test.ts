import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  openTestDatabase,
  TEST_SECRET,
  type TestApp,
} from '../../tests/api/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createOutboxEmail } from '../providers/email/outboxEmail';
import { PUBLIC } from './routeAccess';

let t: TestApp;
let messaging = '';
let acme = '';
beforeAll(async () => {
  t = await createTestApp();
  messaging = await t.tokenFor('messaging@acme.test');
  acme = await t.tokenFor('admin@acme.test');
});
afterAll(() => t.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('messaging-only admins', () => {
  // Writes once found open to messaging@acme.test, and the rest of what its screens never use.
  const refused: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
    ['PUT', `/user/status/${ANY_ID}`, { status: 0 }],
    ['DELETE', `/messages/${ANY_ID}`],
    ['DELETE', `/user/groups/${ANY_ID}`],
    ['POST', '/user/groups/', { name: 'Mine' }],
    ['POST', '/user/upload'],
    ['POST', '/user/upload/delete', { userid: 'M-1' }],
    ['POST', '/user/mobile-users/download-csv', {}],
    ['POST', '/user/union-active/sync', {}],
    ['GET', '/api/chat/getUsersMessageList'],
    ['GET', `/user/mobile-users/download-conversation-audit?chatMessageID=${ANY_ID}`],
    ['POST', '/user/mobile-users/new', { onlyActiveUsers: false }],
    ['POST', '/user/mobile-users/new', {}],
    ['GET', '/user/mobile-users/recovered/acme'],
  ];

  it.each(refused)('are refused %s %s', async (method, url, payload) => {
    const response = await call(messaging, method, url, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('forbidden');
  });

  it('read the users list for picking recipients, active users only', async () => {
    const response = await call(messaging, 'POST', '/user/mobile-users/new', {
      onlyActiveUsers: true,
    });
    expect(response.statusCode).toBe(200);
  });

  it('may do what their screens need', async () => {
    for (const [method, url] of [
      ['GET', '/user/profile'],
      ['GET', '/user/groups/'],
      ['GET', '/messages/all'],
      ['GET', '/user/dashboard/acme/4'],
    ] as const) {
      expect((await call(messaging, method, url)).statusCode, url).toBe(200);
    }
  });

  it('leave other admins of their kind alone', async () => {
    const response = await call(acme, 'POST', '/user/mobile-users/new', { onlyActiveUsers: false });
    expect(response.statusCode).toBe(200);
  });
});

describe('access declarations', () => {
  it('stop the app from starting with a route that declares none', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test', SEED: 'none' }),
      email: createOutboxEmail(database.db),
      jwtSecret: TEST_SECRET,
      logStream: false,
    });
    try {
      void app.register((routes, _options, done) => {
        routes.get('/undeclared', () => 'open to anyone');
        done();
      });
      await expect(app.ready()).rejects.toThrow(
        /GET \/undeclared, HEAD \/undeclared declares no access/,
      );
    } finally {
      await app.close().catch(() => {});
      await database.close();
    }
  });

  it('are in the OpenAPI document, public routes asking no token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { 'x-access'?: unknown; security?: unknown[] }>>;
    }>();
    expect(doc.paths['/user/login']?.post).toMatchObject({ 'x-access': PUBLIC, security: [] });
    expect(doc.paths['/messages/campaign/{id}']?.get?.['x-access']).toEqual({
      admins: ['platform'],
      key: 'messages',
      messagingOnly: false,
    });
  });
});
