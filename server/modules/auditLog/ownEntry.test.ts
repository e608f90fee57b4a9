import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildApp } from '../../app';
import {
  createTestApp,
  openTestDatabase,
  TEST_SECRET,
  type TestApp,
} from '../../../tests/api/harness';
import type { DomainRoutes } from '../../domains';
import { createOutboxEmail } from '../../providers/email/outboxEmail';
import type { UnionMember, UnionProvider } from '../../providers/unionSync/unionProvider';
import { ORGANISATION_ADMINS } from '../../plugins/routeAccess';
import { auditLogTestKit } from './testKit';

const members: UnionMember[] = [1, 2, 3].map((i) => ({
  userid: `AUDIT-UNION-${i}`,
  email: `audit.union${i}@union.test`,
  firstname: `First${i}`,
  lastname: `Last${i}`,
  phone: null,
  active: true,
}));
const provider: UnionProvider = {
  kind: 'file',
  describe: (companyID) => `Test list of ${companyID}`,
  listMembers: () => Promise.resolve(members),
};

let t: TestApp;
let kit: ReturnType<typeof auditLogTestKit>;
beforeAll(async () => {
  t = await createTestApp({ unionProvider: provider });
  kit = auditLogTestKit(t);
});
afterAll(() => t.close());

describe('writes that record their own entry', () => {
  it('records a union sync once with its counts, streamed or not', async () => {
    const before = await kit.entryCount();
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/user/union-active/sync',
      headers: {
        authorization: `Bearer ${await kit.tokenFor('admin@acme.test')}`,
        accept: 'application/x-ndjson',
      },
      payload: {},
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).toContain('"result"');
    const plain = await kit.call('admin@acme.test', 'POST', '/user/union-active/sync', {
      payload: {},
    });
    expect(plain.statusCode, plain.body).toBe(200);

    const entries = await kit.newEntries(before);
    expect(entries.map((e) => [e.route, e.targetType, e.summary])).toEqual([
      [
        '/user/union-active/sync',
        'mobileUser',
        { members: 3, created: 3, updated: 0, suspended: 0, activated: 0, unchanged: 0 },
      ],
      [
        '/user/union-active/sync',
        'mobileUser',
        { members: 3, created: 0, updated: 0, suspended: 0, activated: 0, unchanged: 3 },
      ],
    ]);
  });

  it('writes no entry for the union check, a read sent with POST', async () => {
    const before = await kit.entryCount();
    const check = await kit.call('admin@acme.test', 'POST', '/user/mobile-users/ua-check', {
      payload: {},
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(await kit.entryCount()).toBe(before);
  });
});

describe('route declarations', () => {
  async function readyWith(routes: DomainRoutes) {
    const database = await openTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test', SEED: 'none', CONSOLE_URL: 'http://console.test' }),
      email: createOutboxEmail(database.db),
      jwtSecret: TEST_SECRET,
      logStream: false,
      extraRoutes: [routes],
    });
    try {
      await app.ready();
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      await app.close();
      await database.close();
    }
  }
  const access = { admins: ORGANISATION_ADMINS, messagingOnly: false } as const;

  it('refuses to start with an exception that gives no reason, or does not fit the method', async () => {
    const problem = await readyWith((app, _repositories, done) => {
      app.post('/test/unexplained', { config: { access, audit: { read: ' ' } } }, () => ({}));
      app.get('/test/get-as-read', { config: { access, audit: { read: 'a list' } } }, () => ({}));
      done();
    });
    expect(problem).toContain(
      'POST /test/unexplained declares config.audit.read without saying why',
    );
    expect(problem).toContain('GET /test/get-as-read declares audit.read');
  });

  it('starts when every exception says why', async () => {
    const problem = await readyWith((app, _repositories, done) => {
      app.post('/test/read', { config: { access, audit: { read: 'a count' } } }, () => ({}));
      done();
    });
    expect(problem).toBeNull();
  });
});
