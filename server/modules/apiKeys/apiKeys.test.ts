import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey } from '../../../contract/apiKeys';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, GLOBEX, SUPER, caller, createKey, dataOf, keyCall } from './testKit';

/** Low, so the limit is reached in a few calls; every other test's key stays well under it. */
const PER_MINUTE = 8;

let t: TestApp;
let newsId: string;
let otherChannelId: string;
let globexChannelId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_CALLS_PER_MINUTE: String(PER_MINUTE) } });
  newsId = await t.channelOfAdmin(CHANNEL);
  otherChannelId = await t.channelOfAdmin('channel5@acme.test');
  const [globex] = await selectRows<{ id: string }>(
    t.db,
    sql`select cp.id from content_providers cp join companies c on c.id = cp.company_id
        where c.company_id = 'globex' and cp.is_deleted = 0 limit 1`,
  );
  globexChannelId = globex?.id ?? '';
});
afterAll(() => t.close());
const call = caller(() => t);
const messagesKey = { name: 'Sender', accessKeys: ['messages', 'userList'] };

describe('API keys', () => {
  it('shows the secret once and keeps only its hash', async () => {
    const key = await createKey(t, ACME, messagesKey);
    expect(key.secret).toMatch(/^tid_live_[\w-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 17));
    expect(key).toMatchObject({ companyID: 'acme', channelID: null, status: 'active' });
    const list = dataOf<ApiKey[]>(await call(ACME, 'GET', '/api-keys'));
    expect(list.find((listed) => listed._id === key._id)?.createdBy.name).toBeTruthy();
    expect(JSON.stringify(list)).not.toContain(key.secret.slice(17));
    // No text column of api_keys, and no audit entry, holds the secret or its unshown part.
    const columns = await selectRows<{ name: string }>(
      t.db,
      sql`select column_name as name from information_schema.columns
          where table_name = 'api_keys' and data_type in ('text', 'ARRAY', 'character varying')`,
    );
    expect(columns.map((column) => column.name)).toEqual(
      expect.arrayContaining(['name', 'prefix', 'secret_hash', 'access_keys']),
    );
    for (const { name } of columns) {
      const [hit] = await selectRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from api_keys
            where ${sql.identifier(name)}::text like ${`%${key.secret.slice(17)}%`}`,
      );
      expect(hit?.n, name).toBe(0);
    }
    const [audited] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log a where a::text like ${`%${key.secret.slice(17)}%`}`,
    );
    expect(audited?.n).toBe(0);
  });

  it('acts as its organisation with its own access keys, and refuses the routes for people', async () => {
    const key = await createKey(t, ACME, messagesKey);
    expect((await keyCall(t, key.secret, 'GET', `/messages/${newsId}`)).statusCode).toBe(200);
    // Its organisation only: another's channel, and the company header, do not move it.
    expect((await keyCall(t, key.secret, 'GET', `/messages/${globexChannelId}`)).statusCode).toBe(
      404,
    );
    const companies = await keyCall(t, key.secret, 'GET', '/company', { company: 'globex' });
    expect(companies.body).toContain('"acme"');
    expect(companies.body).not.toContain('"globex"');
    // A key carries only its keys: the groups' writes need 'userGroup'.
    const group = await keyCall(t, key.secret, 'POST', '/user/groups/', {
      payload: { name: 'By key' },
    });
    expect(group.statusCode).toBe(403);
    // Its writes are audited as its creator's, naming the key.
    const created = await keyCall(t, key.secret, 'POST', '/user/mobile-users/create', {
      payload: { email: 'by.key@example.org', firstname: 'By', lastname: 'Key' },
    });
    expect(created.statusCode).toBe(201);
    const [entry] = await selectRows<{ key: string | null; email: string }>(
      t.db,
      sql`select a.summary->>'apiKeyId' as key, u.email from audit_log a
          join admin_users u on u.id = a.admin_id
          where a.route = '/user/mobile-users/create' order by a.at desc limit 1`,
    );
    expect(entry).toEqual({ key: key._id, email: ACME });
    for (const [method, url] of [
      ['GET', '/user/profile'],
      ['GET', '/api-keys'],
      ['POST', '/user/logout'],
      ['POST', '/user/change-password'],
    ] as const) {
      const refused = await keyCall(t, key.secret, method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/API key/);
    }
  });

  it('marks in the OpenAPI document which routes a key may call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { 'x-api-key'?: boolean }>>;
    }>();
    expect(doc.paths['/messages/']?.post?.['x-api-key']).toBe(true);
    expect(doc.paths['/user/mobile-users/create']?.post?.['x-api-key']).toBe(true);
    expect(doc.paths['/api-keys']?.post?.['x-api-key']).toBe(false);
    expect(doc.paths['/user/profile']?.get?.['x-api-key']).toBe(false);
    expect(doc.paths['/user/login']?.post?.['x-api-key']).toBe(false);
  });

  it('holds a channel key to its channel', async () => {
    const key = await createKey(t, ACME, { ...messagesKey, channelID: newsId });
    expect(key).toMatchObject({ channelID: newsId, channelName: 'Acme News' });
    expect((await keyCall(t, key.secret, 'GET', `/messages/${newsId}`)).statusCode).toBe(200);
    const other = await keyCall(t, key.secret, 'GET', `/messages/${otherChannelId}`);
    expect([403, 404]).toContain(other.statusCode);
    // Another organisation's channel is no channel to scope a key to.
    const response = await call(ACME, 'POST', '/api-keys', {
      payload: { ...messagesKey, channelID: globexChannelId },
    });
    expect(response.statusCode).toBe(404);
  });

  it('never carries more than its creator holds', async () => {
    const narrow = await call(ACME, 'POST', '/api-keys', {
      payload: { name: 'Too much', accessKeys: ['messages', 'messagesSequence'] },
    });
    expect(narrow.statusCode).toBe(403);
    expect(narrow.json<{ message: string }>().message).toContain("'messagesSequence'");
    // Channel admins and another organisation's admin make no keys here.
    expect((await call(CHANNEL, 'POST', '/api-keys', { payload: messagesKey })).statusCode).toBe(
      403,
    );
    const own = await createKey(t, GLOBEX, messagesKey);
    expect(own.companyID).toBe('globex');
    const list = dataOf<ApiKey[]>(await call(GLOBEX, 'GET', '/api-keys'));
    expect(list.every((listed) => listed.companyID === 'globex')).toBe(true);
    expect((await call(GLOBEX, 'POST', `/api-keys/${list[0]?._id}/revoke`)).statusCode).toBe(200);
    // A key narrows with its creator's role: what the role loses, the key loses at once.
    const key = await createKey(t, ACME, messagesKey);
    const [role] = await selectRows<{ id: string }>(
      t.db,
      sql`insert into roles (id, company_id, role_id, name, description, keys)
          select gen_random_uuid(), company_id, 'keys-test', 'Keys test', '', array['userList']
          from admin_users where email = ${ACME} returning id`,
    );
    await t.db.execute(sql`update admin_users set role_id = ${role?.id} where email = ${ACME}`);
    try {
      expect((await keyCall(t, key.secret, 'GET', `/messages/${newsId}`)).statusCode).toBe(403);
    } finally {
      await t.db.execute(sql`update admin_users set role_id = null where email = ${ACME}`);
    }
  });

  it('stops at its expiry and on the next call after it is revoked', async () => {
    const past = await call(ACME, 'POST', '/api-keys', {
      payload: { ...messagesKey, expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    const expiring = await createKey(t, ACME, {
      ...messagesKey,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await keyCall(t, expiring.secret, 'GET', '/company')).statusCode).toBe(200);
    await t.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring._id}`,
    );
    expect((await keyCall(t, expiring.secret, 'GET', '/company')).statusCode).toBe(401);

    const key = await createKey(t, ACME, messagesKey);
    expect((await keyCall(t, key.secret, 'GET', '/company')).statusCode).toBe(200);
    const revoked = await call(ACME, 'POST', `/api-keys/${key._id}/revoke`);
    expect(dataOf<ApiKey>(revoked).status).toBe('revoked');
    expect((await keyCall(t, key.secret, 'GET', '/company')).statusCode).toBe(401);
    // Another organisation cannot revoke acme's keys.
    const other = await createKey(t, ACME, messagesKey);
    expect((await call(GLOBEX, 'POST', `/api-keys/${other._id}/revoke`)).statusCode).toBe(404);
    expect((await keyCall(t, other.secret, 'GET', '/company')).statusCode).toBe(200);
  });

  it('notes its last use at most once a minute and answers 429 with Retry-After past its limit', async () => {
    const key = await createKey(t, ACME, messagesKey);
    expect(key.lastUsedAt).toBeNull();
    const usedAt = async () => {
      const [row] = await selectRows<{ used: string | null }>(
        t.db,
        sql`select last_used_at::text as used from api_keys where id = ${key._id}`,
      );
      return row?.used ?? null;
    };
    const statuses = [(await keyCall(t, key.secret, 'GET', '/company')).statusCode];
    const firstUse = await usedAt();
    expect(firstUse).not.toBeNull();
    let retryAfter: string | number | string[] | undefined;
    for (let i = 1; i <= PER_MINUTE; i += 1) {
      const response = await keyCall(t, key.secret, 'GET', '/company');
      statuses.push(response.statusCode);
      retryAfter = response.headers['retry-after'];
    }
    // The limit's minute is the clock's: a run that crossed into the next one starts afresh.
    const limited = statuses.indexOf(429);
    expect(limited === PER_MINUTE || statuses.every((status) => status === 200)).toBe(true);
    if (limited === PER_MINUTE) {
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    }
    // The calls after the first, within its minute, wrote nothing.
    expect(await usedAt()).toBe(firstUse);
    const listed = dataOf<ApiKey[]>(await call(ACME, 'GET', '/api-keys')).find(
      (one) => one._id === key._id,
    );
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('makes platform keys for platform admins only', async () => {
    const platform = await createKey(t, SUPER, { name: 'Platform', accessKeys: ['company'] });
    expect(platform.companyID).toBeNull();
    const inAcme = await createKey(t, SUPER, messagesKey, 'acme');
    expect(inAcme.companyID).toBe('acme');
    const platformList = dataOf<ApiKey[]>(await call(SUPER, 'GET', '/api-keys'));
    expect(platformList.map((listed) => listed._id)).toEqual([platform._id]);
    // The platform key chooses an organisation with the company header, as its creator would.
    const companies = await keyCall(t, platform.secret, 'GET', '/company');
    expect(companies.statusCode).toBe(200);
  });
});
