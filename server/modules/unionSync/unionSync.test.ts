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
    expect(first.body.data).toEqual({ created: 3, updated: 0, unchanged: 0 });
    const second = await sync('admin@acme.test');
    expect(second.body.data).toEqual({ created: 0, updated: 0, unchanged: 3 });
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
      unchanged: 2,
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
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ code: 'error_retrieving_data' });
    expect(await membersIn('acme')).toBe(before);
  });
});

describe('POST /user/mobile-users/ua-check', () => {
  it('counts union members among the filtered users and the differences both ways', async () => {
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
  });
});
