import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkManageUsersBody, UserGroup } from '../../../contract/userGroups';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { groupsTestKit } from './testKit';

let t: TestApp;
let k: ReturnType<typeof groupsTestKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = groupsTestKit(t);
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';
const SUPER = 'super@tidings.test';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function bulk(email: string, body: BulkManageUsersBody, company?: string) {
  return k.call(email, 'POST', '/user/groups/bulk-manage-users', { payload: body, company });
}

async function bulkOk(email: string, body: BulkManageUsersBody, company?: string) {
  const response = await bulk(email, body, company);
  expect(response.statusCode).toBe(200);
  const { success, data } = response.json<{
    success: boolean;
    data: { changed: number; users: number };
  }>();
  expect(success).toBe(true);
  return data;
}

/** A fresh, empty group of the company, so each test starts from known memberships. */
async function emptyGroup(email: string, name: string, company?: string): Promise<string> {
  const response = await k.call(email, 'POST', '/user/groups/', { payload: { name }, company });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: UserGroup }>().data._id;
}

const notIn = (all: string[], taken: string[]) => all.filter((id) => !taken.includes(id));
const sorted = (ids: string[]) => [...ids].sort();

describe('POST /user/groups/bulk-manage-users by ids', () => {
  it('adds users, is idempotent, and removes them', async () => {
    const stewards = await k.group('acme', 'Shop stewards');
    const before = await k.memberIds(stewards.id);
    const chosen = notIn(await k.userIds('acme'), before).slice(0, 3);
    expect(chosen).toHaveLength(3);

    const added = await bulkOk(ACME, { groupId: stewards.id, action: 'add', userIds: chosen });
    expect(added).toEqual({ changed: 3, users: await k.liveMembers(stewards.id) });
    expect(sorted(await k.memberIds(stewards.id))).toEqual(sorted([...before, ...chosen]));

    const again = await bulkOk(ACME, {
      groupId: stewards.id,
      action: 'add',
      userIds: [...chosen, chosen[0] ?? ''],
    });
    expect(again).toEqual({ changed: 0, users: added.users });

    const removed = await bulkOk(ACME, {
      groupId: stewards.id,
      action: 'remove',
      // The third is no member: removing it changes nothing and is no error.
      userIds: [...chosen.slice(0, 2), ...notIn(await k.userIds('acme'), [...before, ...chosen])],
    });
    expect(removed.changed).toBe(2);
    expect(removed.users).toBe(await k.liveMembers(stewards.id));
    expect(await k.memberIds(stewards.id)).toContain(chosen[2]);
  });

  it('changes nothing when one id is outside the scope or unknown', async () => {
    const groupId = await emptyGroup(ACME, 'All or nothing');
    const [first, second] = await k.userIds('acme');
    const [globexUser] = await k.userIds('globex');
    for (const stranger of [globexUser ?? '', UNKNOWN]) {
      const response = await bulk(ACME, {
        groupId,
        action: 'add',
        userIds: [first ?? '', stranger, second ?? ''],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect(await k.memberIds(groupId)).toEqual([]);
  });

  it('neither adds nor counts deleted users', async () => {
    const groupId = await emptyGroup(ACME, 'Deleted later');
    const [keep, drop] = await k.userIds('acme');
    await bulkOk(ACME, { groupId, action: 'add', userIds: [keep ?? '', drop ?? ''] });
    await t.db
      .update(mobileUsers)
      .set({ isDeleted: 1 })
      .where(eq(mobileUsers.id, drop ?? ''));
    const read = await k.call(ACME, 'GET', `/user/groups/${groupId}`);
    expect(read.json<{ data: UserGroup }>().data.users).toBe(1);
    const again = await bulk(ACME, { groupId, action: 'add', userIds: [drop ?? ''] });
    expect(again.statusCode).toBe(404);
  });

  it('needs userIds or filter, not both', async () => {
    const groupId = await emptyGroup(ACME, 'Picky');
    for (const body of [
      { groupId, action: 'add' as const },
      { groupId, action: 'add' as const, userIds: [], filter: {} },
    ]) {
      const response = await bulk(ACME, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
    const invalid = await bulk(ACME, { groupId, action: 'add', userIds: ['nope'] });
    expect(invalid.statusCode).toBe(400);
    expect(await bulkOk(ACME, { groupId, action: 'add', userIds: [] })).toEqual({
      changed: 0,
      users: 0,
    });
  });
});

describe('POST /user/groups/bulk-manage-users by filter', () => {
  it('adds and removes everyone the filter selects, set-based', async () => {
    const groupId = await emptyGroup(ACME, 'Suspended');
    const suspended = await k.userIds('acme', eq(mobileUsers.isActive, 0));
    expect(suspended.length).toBeGreaterThan(0);
    const filter = { userStatus: 'suspended' as const };

    const added = await bulkOk(ACME, { groupId, action: 'add', filter });
    expect(added).toEqual({ changed: suspended.length, users: suspended.length });
    expect(await k.memberIds(groupId)).toEqual(sorted(suspended));
    expect((await bulkOk(ACME, { groupId, action: 'add', filter })).changed).toBe(0);

    const active = await k.userIds('acme', eq(mobileUsers.isActive, 1));
    await bulkOk(ACME, { groupId, action: 'add', userIds: active.slice(0, 2) });
    const removed = await bulkOk(ACME, { groupId, action: 'remove', filter });
    expect(removed).toEqual({ changed: suspended.length, users: 2 });
    expect(await k.memberIds(groupId)).toEqual(sorted(active.slice(0, 2)));
  });

  it("keeps a platform admin's filter to the group's company", async () => {
    const groupId = await emptyGroup(SUPER, 'Whole company', 'acme');
    const added = await bulkOk(SUPER, { groupId, action: 'add', filter: {} });
    const acme = await k.userIds('acme');
    expect(added).toEqual({ changed: acme.length, users: acme.length });
    expect(await k.memberIds(groupId)).toEqual(sorted(acme));
  });
});

describe('bulk changes and tenant isolation', () => {
  it("answers 404 for another tenant's group", async () => {
    const stewards = await k.group('acme', 'Shop stewards');
    const before = await k.memberIds(stewards.id);
    const globexUsers = await k.userIds('globex');
    for (const body of [
      { groupId: stewards.id, action: 'add' as const, userIds: globexUsers.slice(0, 1) },
      { groupId: stewards.id, action: 'remove' as const, filter: {} },
    ]) {
      expect((await bulk(GLOBEX, body)).statusCode).toBe(404);
    }
    expect(await k.memberIds(stewards.id)).toEqual(before);
  });

  it('lets a globex admin add only globex users to a globex group', async () => {
    const groupId = (await k.group('globex', 'Shop stewards')).id;
    const before = await k.memberIds(groupId);
    const acmeUsers = await k.userIds('acme');
    const byIds = await bulk(GLOBEX, { groupId, action: 'add', userIds: acmeUsers.slice(0, 2) });
    expect(byIds.statusCode).toBe(404);
    expect(await k.memberIds(groupId)).toEqual(before);

    const globexUsers = await k.userIds('globex');
    const byFilter = await bulkOk(GLOBEX, { groupId, action: 'add', filter: {} }, 'acme');
    expect(byFilter).toEqual({
      changed: notIn(globexUsers, before).length,
      users: globexUsers.length,
    });
    const members = await k.memberIds(groupId);
    expect(members).toEqual(expect.arrayContaining(globexUsers));
    // Seeded members may include deleted globex users; none may belong to another company.
    const companies = await t.db
      .selectDistinct({ id: mobileUsers.companyId })
      .from(mobileUsers)
      .where(inArray(mobileUsers.id, members));
    expect(companies).toEqual([{ id: await k.companyId('globex') }]);
  });

  it("holds a channel admin to its channel's groups and its followers", async () => {
    const channelId = await k.primaryChannel('acme');
    const followers = await k.followerIds(channelId);
    const live = await k.userIds('acme', inArray(mobileUsers.id, followers));
    const outsider = notIn(await k.userIds('acme'), followers)[0] ?? '';
    const groupId = await emptyGroup(CHANNEL, 'Followers only');

    expect((await bulk(CHANNEL, { groupId, action: 'add', userIds: [outsider] })).statusCode).toBe(
      404,
    );
    const added = await bulkOk(CHANNEL, { groupId, action: 'add', filter: {} });
    expect(added).toEqual({ changed: live.length, users: live.length });
    expect(await k.memberIds(groupId)).toEqual(sorted(live));

    // The company admin may add a non-follower; the channel admin's count leaves them out.
    await bulkOk(ACME, { groupId, action: 'add', userIds: [outsider] });
    const asChannel = await k.call(CHANNEL, 'GET', `/user/groups/${groupId}`);
    expect(asChannel.json<{ data: UserGroup }>().data.users).toBe(live.length);
    const asCompany = await k.call(ACME, 'GET', `/user/groups/${groupId}`);
    expect(asCompany.json<{ data: UserGroup }>().data.users).toBe(live.length + 1);

    const stewards = await k.group('acme', 'Shop stewards');
    const outside = await bulk(CHANNEL, { groupId: stewards.id, action: 'add', filter: {} });
    expect(outside.statusCode).toBe(404);
  });
});
