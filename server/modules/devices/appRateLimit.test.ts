import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { inTransaction } from '../../db/contextual';
import { selectRows } from '../../db/rows';
import { addUser } from '../delivery/testKit';
import { appUserOfToken } from './appTokensRepository';
import { issueAppToken } from './testKit';

/** The app's calls, counted per token and minute: three a minute here. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CALLS_PER_MINUTE: '3' } });
});
afterAll(() => t.close());

const asApp = (token: string) => ({ authorization: `Bearer ${token}` });

describe("the app's rate limit", () => {
  it('answers 429 too_many_attempts with Retry-After past the calls a token may make a minute', async () => {
    const companyId = await t.companyIdOf('acme');
    const member = await addUser(t.db, companyId, {});
    const other = await addUser(t.db, companyId, {});
    const token = await issueAppToken(t.db, { mobileUserId: member, companyId });
    const otherToken = await issueAppToken(t.db, { mobileUserId: other, companyId });
    const call = (url: string, bearer: string) =>
      t.app.inject({ method: 'GET', url, headers: asApp(bearer) });
    // The clock's minute may turn during the calls: then the count starts again, once.
    let refused = null;
    for (let i = 0; i < 8 && !refused; i++) {
      const response = await call(i % 2 ? '/app/inbox' : '/app/inbox/unread-count', token);
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode, response.body).toBe(200);
    }
    expect(refused?.json()).toMatchObject({ code: 'too_many_attempts' });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Every app route counts: the devices' too.
    const devices = await t.app.inject({
      method: 'DELETE',
      url: '/app/devices',
      headers: asApp(token),
      payload: { pushToken: 'fcm-token-000001' },
    });
    expect(devices.statusCode).toBe(429);
    // A registration over the limit (its own statement counts the call) stores nothing.
    const registering = await t.app.inject({
      method: 'POST',
      url: '/app/devices',
      headers: asApp(token),
      payload: { pushToken: 'fcm-over-the-limit', platform: 'android', appVersion: '1.0.0' },
    });
    expect(registering.statusCode).toBe(429);
    expect(registering.headers['retry-after']).toBeDefined();
    const [stored] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from mobile_user_devices
        where push_token = 'fcm-over-the-limit'`,
    );
    expect(stored?.n).toBe(0);
    // Another token has its own calls.
    expect((await call('/app/inbox', otherToken)).statusCode).toBe(200);
  });
});

describe('the count of an app call', () => {
  it("counts an app call without waiting for the disk, but never a caller's transaction", async () => {
    const now = new Date();
    const companyId = await t.companyIdOf('acme');
    const member = await addUser(t.db, companyId, {});
    const token = await issueAppToken(t.db, { mobileUserId: member, companyId });
    const setting = async () => {
      const [row] = await selectRows<{ value: string }>(
        t.db,
        sql`select current_setting('synchronous_commit') as value`,
      );
      return row?.value;
    };
    // Inside a transaction the caller's writes (an opt-out, say) must stay durable.
    await inTransaction(t.db, async () => {
      expect((await appUserOfToken(t.db, token, now))?.user.mobileUserId).toBe(member);
      expect(await setting()).toBe('on');
    });
    // On its own the statement's transaction is its own: the session keeps its setting.
    expect((await appUserOfToken(t.db, token, now))?.calls).toBeGreaterThan(1);
    expect(await setting()).toBe('on');
  });
});
