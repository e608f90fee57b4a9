import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UnionListResponse, UnionSyncResponse } from '../../../contract/unionSync';
import { adminUsers } from '../../db/schema/admins';
import { companies } from '../../db/schema/companies';
import { channelFollowers, mobileUsers } from '../../db/schema/mobileUsers';
import type { UnionMember, UnionProvider } from '../../providers/unionSync/unionProvider';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

const member = (i: number, overrides: Partial<UnionMember> = {}): UnionMember => ({
  userid: `UNION-TEST-${i}`,
  email: `member${i}@union.test`,
  firstname: `First${i}`,
  lastname: `Last${i}`,
  phone: null,
  active: true,
  ...overrides,
});

/** A union whose member lists the tests change between calls. */
const lists: Record<string, UnionMember[]> = {};
let failing = false;
const provider: UnionProvider = {
  kind: 'file',
  describe: (companyID) => `Test list of ${companyID}`,
  listMembers: (companyID) =>
    failing ? Promise.reject(new Error('down')) : Promise.resolve(lists[companyID] ?? []),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ unionProvider: provider });
});
afterAll(() => t.close());
beforeEach(() => {
  failing = false;
});

const call = async <T>(email: string, url: string, payload: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: bearer(await t.tokenFor(email)),
  });
  return { status: response.statusCode, body: response.json<T>() };
};
const sync = (email: string) =>
  call<UnionSyncResponse>(email, '/user/union-active/sync', { api: 'union' });
const list = (email: string) => call<UnionListResponse>(email, '/user/union-active/get-users-list');

async function membersIn(slug: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(mobileUsers)
    .innerJoin(companies, eq(companies.id, mobileUsers.companyId))
    .where(
      and(
        eq(companies.companyId, slug),
        isNotNull(mobileUsers.userid),
        eq(mobileUsers.isDeleted, 0),
      ),
    );
  return row?.n ?? 0;
}

describe('union sync', () => {
  it('creates missing members, then changes nothing on a second run', async () => {
    lists.acme = [member(1), member(2), member(3, { active: false })];
    const first = await sync('admin@acme.test');
    expect(first.body.data).toEqual({
      created: 3,
      updated: 0,
      suspended: 0,
      activated: 0,
      unchanged: 0,
    });
    const second = await sync('admin@acme.test');
    expect(second.body.data).toEqual({
      created: 0,
      updated: 0,
      suspended: 0,
      activated: 0,
      unchanged: 3,
    });
    const [inactive] = await t.db
      .select()
      .from(mobileUsers)
      .where(eq(mobileUsers.userid, 'UNION-TEST-3'));
    expect(inactive).toMatchObject({ isActive: 0, registered: false, firstName: 'First3' });
  });

  it('updates members whose details changed, and only those', async () => {
    lists.acme = [member(1, { lastname: 'Renamed' }), member(2), member(3, { active: false })];
    expect((await sync('admin@acme.test')).body.data).toEqual({
      created: 0,
      updated: 1,
      suspended: 0,
      activated: 0,
      unchanged: 2,
    });
  });

  it('shows the difference before writing, field by field, and the sync then does exactly that', async () => {
    // Member 1 was renamed by the test before; 3 was suspended by the first.
    lists.acme = [
      member(1, { lastname: 'Renamed again' }),
      member(2, { active: false }),
      member(3, { active: true, phone: '+15550003333' }),
      member(5),
    ];
    const before = await membersIn('acme');
    const { body } = await list('admin@acme.test');
    const { diff } = body.data;
    expect(await membersIn('acme')).toBe(before);
    expect(body.data.source).toBe('Test list of acme');
    expect(diff.added).toEqual({
      count: 1,
      entries: [
        { userid: 'UNION-TEST-5', name: 'First5 Last5', email: 'member5@union.test', changes: [] },
      ],
    });
    expect(diff.updated.count).toBe(1);
    expect(diff.updated.entries[0]).toMatchObject({
      userid: 'UNION-TEST-1',
      changes: [{ field: 'lastname', from: 'Renamed', to: 'Renamed again' }],
    });
    expect(diff.suspended).toMatchObject({ count: 1, entries: [{ userid: 'UNION-TEST-2' }] });
    expect(diff.activated.count).toBe(1);
    expect(diff.activated.entries[0]?.changes).toEqual([
      { field: 'phone', from: null, to: '+15550003333' },
    ]);
    expect(diff.unchanged).toBe(0);

    const applied = await call<UnionSyncResponse>('admin@acme.test', '/user/union-active/sync', {
      fingerprint: diff.fingerprint,
    });
    expect(applied.body.data).toEqual({
      created: 1,
      updated: 1,
      suspended: 1,
      activated: 1,
      unchanged: 0,
    });
    const again = (await list('admin@acme.test')).body.data.diff;
    expect([again.added, again.updated, again.suspended, again.activated]).toEqual(
      Array(4).fill({ count: 0, entries: [] }),
    );
    expect(again.unchanged).toBe(4);
  });

  it('refuses a sync of a list that changed since it was reviewed, and writes nothing', async () => {
    lists.acme = [member(1), member(6)];
    const { fingerprint } = (await list('admin@acme.test')).body.data.diff;
    lists.acme = [member(1), member(6), member(7)];
    const before = await membersIn('acme');
    const refused = await call('admin@acme.test', '/user/union-active/sync', { fingerprint });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'union_list_changed' });
    expect(await membersIn('acme')).toBe(before);
  });

  it('tells its progress line by line when asked, and ends with the result', async () => {
    lists.acme = Array.from({ length: 2500 }, (_, i) => member(1000 + i));
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/union-active/sync',
      payload: {},
      headers: { ...bearer(await t.tokenFor('admin@acme.test')), accept: 'application/x-ndjson' },
    });
    expect(response.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.slice(0, -1)).toEqual(
      [0, 1000, 2000, 2500].map((done) => ({ progress: { done, total: 2500 } })),
    );
    expect(lines.at(-1)).toEqual({
      result: { created: 2500, updated: 0, suspended: 0, activated: 0, unchanged: 0 },
    });
  });

  it('lists the members marked saved, with the comparison counts', async () => {
    lists.acme = [member(1), member(2), member(4)];
    const { body } = await list('admin@acme.test');
    expect(body.data.total).toBe(3);
    expect(body.data.members.map((m) => [m.userid, m.saved])).toEqual([
      ['UNION-TEST-1', true],
      ['UNION-TEST-2', true],
      ['UNION-TEST-4', false],
    ]);
    expect(body.data).toMatchObject({ saved: 2, notSaved: 1 });
    expect(body.data.notInUnion).toBeGreaterThan(0);
  });

  it('makes the members a channel admin syncs follow its channel', async () => {
    lists.acme = [member(10)];
    expect((await sync('channel@acme.test')).body.data.created).toBe(1);
    const [admin] = await t.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, 'channel@acme.test'));
    const [created] = await t.db
      .select()
      .from(mobileUsers)
      .where(eq(mobileUsers.userid, 'UNION-TEST-10'));
    const follows = await t.db
      .select()
      .from(channelFollowers)
      .where(eq(channelFollowers.mobileUserId, created?.id ?? ''));
    expect(follows.map((f) => f.contentProviderId)).toEqual([admin?.contentProviderId]);
  });

  it("touches only the caller's company", async () => {
    lists.globex = [member(1), member(50)];
    const acmeBefore = await membersIn('acme');
    const globexBefore = await membersIn('globex');
    expect((await sync('admin@globex.test')).body.data.created).toBe(2);
    expect(await membersIn('acme')).toBe(acmeBefore);
    expect(await membersIn('globex')).toBe(globexBefore + 2);
  });

  it('asks a platform admin to choose an organization first', async () => {
    const response = await sync('super@tidings.test');
    expect(response.status).toBe(400);
  });

  it('answers error_retrieving_data when the union cannot be reached, and changes nothing', async () => {
    failing = true;
    const before = await membersIn('acme');
    const response = await sync('admin@acme.test');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ code: 'error_retrieving_data' });
    expect(await membersIn('acme')).toBe(before);
  });
});

describe('POST /user/mobile-users/ua-check', () => {
  it('counts union members among the filtered users and the differences both ways', async () => {
    lists.acme = [member(1), member(2), member(3, { active: false })];
    await sync('admin@acme.test');
    lists.acme = [member(1), member(2), member(3, { active: false }), member(99)];
    const { body } = await call<{ data: Record<string, number> }>(
      'admin@acme.test',
      '/user/mobile-users/ua-check',
      {
        userStatus: 'active',
      },
    );
    // Members 1 and 2 are active app users; 3 is suspended; 99 has no app user yet.
    expect(body.data.uaUsers).toBe(2);
    expect(body.data.uaUsersNotSaved).toBe(1);
    expect(body.data.uaUsersNotInUA).toBeGreaterThan(0);
    const people = body.data as unknown as Record<string, { userid: string | null }[]>;
    expect(people.matched?.map((person) => person.userid).sort()).toEqual([
      'UNION-TEST-1',
      'UNION-TEST-2',
    ]);
    expect(people.notSaved?.map((person) => person.userid)).toEqual(['UNION-TEST-99']);
    expect(people.notInUnion?.length).toBe(Math.min(body.data.uaUsersNotInUA ?? 0, 200));
  });
});
