import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogResponse, AuditPeopleResponse } from '../../../contract/auditLog';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';
import { adminUsers } from '../../db/schema/admins';
import { userGroups } from '../../db/schema/userGroups';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { ORGANISATION_ADMINS } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { auditLogTestKit } from './testKit';

/** Writes that fail after writing: a thrown conflict, and an error answered without a throw. */
const halfWrites: DomainRoutes = (app, { userGroups: { groups } }, done) => {
  const access = { admins: ORGANISATION_ADMINS, messagingOnly: false } as const;
  app.post('/test/write-then-throw', { config: { access } }, async (request) => {
    await groups.create(
      scopeOf(request),
      { id: request.admin?.id ?? '', userGroup: 4 },
      {
        name: 'Thrown away',
      },
    );
    throw new AppError('error_group_name_already_exist', 'Too late.');
  });
  app.post('/test/write-then-answer-400', { config: { access } }, async (request, reply) => {
    await groups.create(
      scopeOf(request),
      { id: request.admin?.id ?? '', userGroup: 4 },
      {
        name: 'Answered away',
      },
    );
    return reply.code(400).send({ code: 'validation_error', message: 'No.' });
  });
  done();
};

let t: TestApp;
let kit: ReturnType<typeof auditLogTestKit>;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: [halfWrites] });
  kit = auditLogTestKit(t);
});
afterAll(() => t.close());

async function groupNamed(name: string) {
  const [row] = await t.db.select().from(userGroups).where(eq(userGroups.name, name));
  return row ?? null;
}

describe('the audit log records writes', () => {
  it('writes exactly one entry per committed write, naming who, what and the fields changed', async () => {
    const before = await kit.entryCount();
    const created = await kit.call('admin@acme.test', 'POST', '/user/groups/', {
      payload: { name: 'Audited stewards', description: 'first' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const groupId = created.json<{ data: { _id: string } }>().data._id;
    const updated = await kit.call('admin@acme.test', 'PUT', `/user/groups/${groupId}`, {
      payload: { name: 'Audited stewards', description: 'second' },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const [create, update, ...rest] = await kit.newEntries(before);
    expect(rest).toEqual([]);
    const [admin] = await t.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, 'admin@acme.test'));
    expect(create).toMatchObject({
      adminId: admin?.id,
      adminGroup: 4,
      companyId: await t.companyIdOf('acme'),
      method: 'POST',
      route: '/user/groups/',
      targetType: 'userGroup',
      targetId: groupId,
      outcome: 'succeeded',
      status: 200,
    });
    expect(create?.changes[0]).toMatchObject({
      table: 'user_groups',
      op: 'insert',
      id: groupId,
      new: expect.objectContaining({ name: 'Audited stewards', description: 'first' }) as unknown,
    });
    expect(update).toMatchObject({ method: 'PUT', route: '/user/groups/:id', targetId: groupId });
    expect(update?.changes).toEqual([
      {
        table: 'user_groups',
        op: 'update',
        id: groupId,
        old: { description: 'first' },
        new: { description: 'second' },
      },
    ]);
  });

  it('records an app user edit with its old and new values', async () => {
    const list = await kit.call('admin@acme.test', 'POST', '/user/mobile-users/new', {
      payload: { page: 1, limit: 1 },
    });
    expect(list.statusCode, list.body).toBe(200);
    const user = list.json<{ data: { users: { _id: string }[] } }>().data.users[0];
    expect(user).toBeDefined();
    const before = await kit.entryCount();
    const toggled = await kit.call(
      'admin@acme.test',
      'POST',
      `/user/mobile-users/toggleIM/${user?._id}/1`,
    );
    expect(toggled.statusCode, toggled.body).toBe(200);
    const [entry, ...rest] = await kit.newEntries(before);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ targetType: 'mobileUser', targetId: user?._id });
    expect(entry?.changes[0]?.op).toBe('update');
  });

  it('writes no entry for a read asked with POST', async () => {
    const before = await kit.entryCount();
    const list = await kit.call('admin@acme.test', 'POST', '/user/mobile-users/new', {
      payload: { page: 1, limit: 5 },
    });
    expect(list.statusCode).toBe(200);
    expect(await kit.entryCount()).toBe(before);
  });

  it('leaves no entry and no change when a write fails after writing', async () => {
    const before = await kit.entryCount();
    const thrown = await kit.call('admin@acme.test', 'POST', '/test/write-then-throw');
    expect(thrown.statusCode).toBe(409);
    const answered = await kit.call('admin@acme.test', 'POST', '/test/write-then-answer-400');
    expect(answered.statusCode).toBe(400);
    expect(await groupNamed('Thrown away')).toBeNull();
    expect(await groupNamed('Answered away')).toBeNull();
    expect(await kit.entryCount()).toBe(before);
  });

  it('leaves no entry for a real write the API refuses as a conflict', async () => {
    const first = await kit.call('admin@acme.test', 'POST', '/user/groups/', {
      payload: { name: 'Twice named' },
    });
    expect(first.statusCode).toBe(200);
    const before = await kit.entryCount();
    const again = await kit.call('admin@acme.test', 'POST', '/user/groups/', {
      payload: { name: 'twice named ' },
    });
    expect(again.statusCode).toBe(409);
    expect(await kit.entryCount()).toBe(before);
  });

  it('records a write refused for lack of rights as refused, once, and changes nothing else', async () => {
    const list = await kit.call('channel@acme.test', 'POST', '/user/mobile-users/new', {
      payload: { page: 1, limit: 1 },
    });
    const user = list.json<{ data: { users: { _id: string }[] } }>().data.users[0];
    expect(user).toBeDefined();
    const before = await kit.entryCount();
    // Refused in the handler (a channel admin may not delete app users) ...
    const deleted = await kit.call(
      'channel@acme.test',
      'DELETE',
      `/user/mobile-users/${user?._id}`,
    );
    expect(deleted.statusCode).toBe(403);
    // ... and before it (the route admits organisation admins only) ...
    const removed = await kit.call('channel@acme.test', 'POST', '/user/upload/delete', {
      payload: { userid: 'anyone' },
    });
    expect(removed.statusCode).toBe(403);
    // ... and for a messaging-only admin.
    const group = await kit.call('messaging@acme.test', 'POST', '/user/groups/', {
      payload: { name: 'Not allowed' },
    });
    expect(group.statusCode).toBe(403);

    const entries = await kit.newEntries(before);
    expect(entries.map((e) => [e.method, e.route, e.outcome, e.status])).toEqual([
      ['DELETE', '/user/mobile-users/:userID', 'refused', 403],
      ['POST', '/user/upload/delete', 'refused', 403],
      ['POST', '/user/groups/', 'refused', 403],
    ]);
    expect(entries[0]).toMatchObject({ targetType: 'mobileUser', targetId: user?._id });
    expect(entries.every((e) => e.changes.length === 0)).toBe(true);
    expect(await groupNamed('Not allowed')).toBeNull();
  });

  it('never keeps a password or its hash', async () => {
    const before = await kit.entryCount();
    const token = await kit.tokenFor('channel5@acme.test');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/user/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: DEMO_PASSWORD, password: 'N3w-passw0rd!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const profile = await kit.call('admin@acme.test', 'PUT', '/user/profile/', {
      payload: { firstname: 'Grace', lastname: 'Auditor' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const entries = await kit.newEntries(before);
    expect(entries.map((e) => [e.route, e.targetType])).toEqual([
      ['/user/change-password', 'admin'],
      ['/user/profile/', 'admin'],
    ]);
    const written = JSON.stringify(entries);
    expect(written).toContain('Grace');
    expect(written).not.toMatch(/password_hash|\$argon2|N3w-passw0rd/);
  });

  it('writes one entry with the counts of an import, none for its dry run', async () => {
    const csv = 'email,firstname\r\naudit.one@import.test,One\r\naudit.two@import.test,Two\r\n';
    const upload = async (dryRun: boolean) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv');
      return t.app.inject({
        method: 'POST',
        url: dryRun ? '/user/upload?dryRun=true' : '/user/upload',
        headers: { authorization: `Bearer ${await kit.tokenFor('admin@acme.test')}` },
        payload: form,
      });
    };
    const before = await kit.entryCount();
    expect((await upload(true)).statusCode).toBe(200);
    expect(await kit.entryCount()).toBe(before);
    const imported = await upload(false);
    expect(imported.statusCode, imported.body).toBe(200);
    const [entry, ...rest] = await kit.newEntries(before);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      route: '/user/upload',
      targetType: 'mobileUser',
      summary: { rows: 2, imported: 2, duplicates: 0, errors: 0 },
    });
  });
});

describe('GET /audit-log', () => {
  const page = async (email: string, query = '', company?: string) => {
    const response = await kit.call(email, 'GET', `/audit-log${query}`, company ? { company } : {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditLogResponse>().data;
  };

  it("names a refused write's target only when it is the organisation's own, never another's", async () => {
    const made = await kit.call('super@tidings.test', 'POST', '/messages/campaign/acme', {
      company: 'acme',
      payload: {
        title: 'Secret acme award',
        message: 'Well done',
        schedule_date: '2099-01-01',
        schedule_time: '09:00',
        repeat: false,
        target: ['all'],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const campaignId = made.json<{ data: { _id: string } }>().data._id;
    const refused = await kit.call(
      'admin@globex.test',
      'DELETE',
      `/messages/campaign/${campaignId}`,
    );
    expect(refused.statusCode).toBe(403);

    const response = await kit.call('admin@globex.test', 'GET', '/audit-log?outcome=refused');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Secret acme award');
    const [entry] = response.json<AuditLogResponse>().data.entries;
    expect(entry).toMatchObject({ targetType: 'message', targetId: campaignId, targetName: null });
    // The platform's own view of acme still names it.
    const acme = await page('super@tidings.test', '?targetType=message', 'acme');
    expect(acme.entries.find((e) => e.targetId === campaignId)?.targetName).toBe(
      'Secret acme award',
    );
  });

  it("holds a company admin to its company's entries, and lets a platform admin choose", async () => {
    const globex = await kit.call('admin@globex.test', 'POST', '/user/groups/', {
      payload: { name: 'Globex audited' },
    });
    expect(globex.statusCode).toBe(200);
    const acmeId = await t.companyIdOf('acme');
    const globexId = await t.companyIdOf('globex');

    const acme = await page('admin@acme.test', '?limit=100');
    expect(acme.entries.length).toBeGreaterThan(0);
    expect(acme.entries.every((e) => e.company?.id === acmeId)).toBe(true);
    // The header does not widen a company admin's view.
    const widened = await page('admin@acme.test', '?limit=100', 'globex');
    expect(widened.entries.every((e) => e.company?.id === acmeId)).toBe(true);

    const all = await page('super@tidings.test', '?limit=100');
    const companies = new Set(all.entries.map((e) => e.company?.id));
    expect(companies).toContain(acmeId);
    expect(companies).toContain(globexId);
    const chosen = await page('super@tidings.test', '?limit=100', 'globex');
    expect(chosen.entries.length).toBeGreaterThan(0);
    expect(chosen.entries.every((e) => e.company?.id === globexId)).toBe(true);
  });

  it('refuses channel admins', async () => {
    const response = await kit.call('channel@acme.test', 'GET', '/audit-log');
    expect(response.statusCode).toBe(403);
  });

  it('filters by person, target, action and outcome, and names live targets', async () => {
    const admins = (
      await kit.call('admin@acme.test', 'GET', '/audit-log/people')
    ).json<AuditPeopleResponse>().data;
    const ada = admins.find((a) => a.email === 'admin@acme.test');
    expect(ada).toBeDefined();
    const mine = await page('admin@acme.test', `?admin=${ada?.id}&limit=100`);
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(
      mine.entries.every((e) => e.admin.id === ada?.id && e.admin.email === 'admin@acme.test'),
    ).toBe(true);

    const groups = await page('admin@acme.test', '?targetType=userGroup&method=PUT');
    expect(groups.entries.length).toBeGreaterThan(0);
    expect(groups.entries.every((e) => e.targetType === 'userGroup' && e.method === 'PUT')).toBe(
      true,
    );
    expect(groups.entries[0]).toMatchObject({ targetName: 'Audited stewards', targetExists: true });

    const refused = await page('admin@acme.test', '?outcome=refused');
    expect(refused.entries.every((e) => e.outcome === 'refused')).toBe(true);
    expect(refused.entries.slice(0, 3).map((e) => e.route)).toEqual([
      '/user/groups/',
      '/user/upload/delete',
      '/user/mobile-users/:userID',
    ]);
  });

  it('shows a deleted target as gone', async () => {
    const created = await kit.call('admin@acme.test', 'POST', '/user/groups/', {
      payload: { name: 'Soon gone' },
    });
    const id = created.json<{ data: { _id: string } }>().data._id;
    expect((await kit.call('admin@acme.test', 'DELETE', `/user/groups/${id}`)).statusCode).toBe(
      200,
    );
    const entries = (await page('admin@acme.test', '?targetType=userGroup')).entries.filter(
      (e) => e.targetId === id,
    );
    expect(entries.map((e) => [e.method, e.targetExists, e.targetName])).toEqual([
      ['DELETE', false, null],
      ['POST', false, null],
    ]);
    expect(entries[0]?.changes[0]).toMatchObject({ op: 'delete', old: { name: 'Soon gone' } });
  });

  it('pages newest first by cursor without repeating or skipping an entry', async () => {
    const everything = await page('super@tidings.test', '?limit=100');
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next = await page(
        'super@tidings.test',
        `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...next.entries.map((e) => e.id));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual(everything.entries.map((e) => e.id));
    const times = everything.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by date range and refuses a range that ends before it starts', async () => {
    const future = await page('admin@acme.test', '?from=2999-01-01T00:00:00Z');
    expect(future.entries).toEqual([]);
    const past = await page('admin@acme.test', '?to=2000-01-01T00:00:00Z');
    expect(past.entries).toEqual([]);
    const now = await page('admin@acme.test', '?from=2000-01-01T00:00:00Z&to=2999-01-01T00:00:00Z');
    expect(now.entries.length).toBeGreaterThan(0);
    const backwards = await kit.call(
      'admin@acme.test',
      'GET',
      '/audit-log?from=2020-01-02T00:00:00Z&to=2020-01-01T00:00:00Z',
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('downloads the filtered view as CSV', async () => {
    const response = await kit.call(
      'admin@acme.test',
      'GET',
      '/audit-log/csv?targetType=userGroup',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('Time (UTC),Admin,Admin email');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(1).every((line) => line.includes('userGroup'))).toBe(true);
    expect(response.body).toContain('description: first → second');
  });
});
