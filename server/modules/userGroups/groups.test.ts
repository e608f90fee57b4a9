import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserGroup } from '../../../contract/userGroups';
import { userGroups } from '../../db/schema/userGroups';
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
const CHANNEL = 'channel@acme.test'; // admin of acme's PRIMARY channel
const CHANNEL5 = 'channel5@acme.test'; // admin of acme's HYBRID channel
const SUPER = 'super@tidings.test';

async function list(email: string, url = '/user/groups/', company?: string) {
  const response = await k.call(email, 'GET', url, { company });
  expect(response.statusCode).toBe(200);
  return response.json<{ success: true; data: UserGroup[] }>().data;
}

const idsOf = (groups: { id?: string; _id?: string }[]) => groups.map((g) => g._id ?? g.id).sort();

describe('GET /user/groups/', () => {
  it("lists a company admin's groups with member counts, channel and creator", async () => {
    const groups = await list(ACME);
    const stored = await k.groupsOf('acme');
    expect(groups.length).toBeGreaterThan(0);
    expect(idsOf(groups)).toEqual(idsOf(stored));
    for (const group of groups) {
      expect(group.companyID).toBe('acme');
      expect(group.users).toBe(await k.liveMembers(group._id));
    }
    const nightShift = await k.group('acme', 'Night shift');
    expect(groups.find((g) => g._id === nightShift.id)).toMatchObject({
      cp_id: await k.primaryChannel('acme'),
      cp_name: 'Acme News',
      createdName: 'Chen Channel',
      createdUserGroup: 2,
    });
    const stewards = groups.find((g) => g.name === 'Shop stewards');
    expect(stewards).toMatchObject({ cp_id: null, cp_name: null, createdName: 'Ada Admin' });
    expect(stewards?.users).toBeGreaterThan(0);
  });

  it("never shows another company's groups, whatever the company header says", async () => {
    const acmeIds = idsOf(await k.groupsOf('acme'));
    for (const groups of [await list(GLOBEX), await list(GLOBEX, '/user/groups/', 'acme')]) {
      expect(idsOf(groups)).toEqual(idsOf(await k.groupsOf('globex')));
      expect(groups.some((g) => acmeIds.includes(g._id))).toBe(false);
    }
  });

  it('gives a platform admin the chosen company, or every company', async () => {
    expect(idsOf(await list(SUPER, '/user/groups/', 'acme'))).toEqual(
      idsOf(await k.groupsOf('acme')),
    );
    const all = await list(SUPER);
    expect(idsOf(all)).toEqual(
      idsOf([...(await k.groupsOf('acme')), ...(await k.groupsOf('globex'))]),
    );
    expect(new Set(all.map((g) => g.companyID))).toEqual(new Set(['acme', 'globex']));
  });

  it("shows a channel admin its channel's groups, counting only its followers", async () => {
    const channelId = await k.primaryChannel('acme');
    const groups = await list(CHANNEL);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.cp_id === channelId)).toBe(true);
    for (const group of groups) {
      expect(group.users).toBe(await k.liveMembers(group._id, channelId));
    }
    expect(await list(CHANNEL5)).toEqual([]);
  });

  it('asks for a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/groups/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'error_unauthorized' });
  });
});

describe('GET /user/groups/{cpId}/0', () => {
  it("lists a channel's groups for its company and its channel admin", async () => {
    const channelId = await k.primaryChannel('acme');
    const expected = (await k.groupsOf('acme')).filter((g) => g.contentProviderId === channelId);
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(await list(ACME, `/user/groups/${channelId}/0`))).toEqual(idsOf(expected));
    expect(idsOf(await list(CHANNEL, `/user/groups/${channelId}/0`))).toEqual(idsOf(expected));
  });

  it("answers 404 for another tenant's channel, another channel, or no channel", async () => {
    const acmePrimary = await k.primaryChannel('acme');
    const hybrid = (await k.admin(CHANNEL5)).contentProviderId ?? '';
    for (const [email, channelId] of [
      [GLOBEX, acmePrimary],
      [CHANNEL, hybrid],
      [ACME, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await k.call(email, 'GET', `/user/groups/${channelId}/0`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    const bad = await k.call(ACME, 'GET', '/user/groups/not-a-uuid/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('GET /user/groups/{id}', () => {
  it('reads one group', async () => {
    const stewards = await k.group('acme', 'Shop stewards');
    const response = await k.call(ACME, 'GET', `/user/groups/${stewards.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        _id: stewards.id,
        name: 'Shop stewards',
        type: 'private',
        companyID: 'acme',
        createdBy: (await k.admin(ACME)).id,
        createdUserGroup: 4,
        users: await k.liveMembers(stewards.id),
      },
    });
  });

  it("answers 404 for another tenant's group and for a channel admin outside its channel", async () => {
    const stewards = await k.group('acme', 'Shop stewards');
    for (const [email, company] of [
      [GLOBEX, undefined],
      [GLOBEX, 'acme'],
      [SUPER, 'globex'],
      [CHANNEL, undefined],
    ] as const) {
      const response = await k.call(email, 'GET', `/user/groups/${stewards.id}`, { company });
      expect(response.statusCode).toBe(404);
    }
    const nightShift = await k.group('acme', 'Night shift');
    expect((await k.call(CHANNEL5, 'GET', `/user/groups/${nightShift.id}`)).statusCode).toBe(404);
    expect((await k.call(CHANNEL, 'GET', `/user/groups/${nightShift.id}`)).statusCode).toBe(200);
  });
});

describe('DELETE /user/groups/{id}', () => {
  it('deletes a group with its memberships', async () => {
    const newMembers = await k.group('acme', 'New members');
    expect((await k.memberIds(newMembers.id)).length).toBeGreaterThan(0);
    const response = await k.call(ACME, 'DELETE', `/user/groups/${newMembers.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { _id: newMembers.id } });
    expect(await t.db.select().from(userGroups).where(eq(userGroups.id, newMembers.id))).toEqual(
      [],
    );
    expect(await k.memberIds(newMembers.id)).toEqual([]);
    expect((await k.call(ACME, 'DELETE', `/user/groups/${newMembers.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another tenant's group, or outside a channel admin's channel", async () => {
    const stewards = await k.group('acme', 'Shop stewards');
    const members = await k.memberIds(stewards.id);
    for (const email of [GLOBEX, CHANNEL, CHANNEL5]) {
      expect((await k.call(email, 'DELETE', `/user/groups/${stewards.id}`)).statusCode).toBe(404);
    }
    expect((await k.group('acme', 'Shop stewards')).id).toBe(stewards.id);
    expect(await k.memberIds(stewards.id)).toEqual(members);
  });

  it("lets a channel admin delete its channel's group", async () => {
    const created = await k.call(CHANNEL, 'POST', '/user/groups/', {
      payload: { name: 'Short-lived' },
    });
    const { _id } = created.json<{ data: UserGroup }>().data;
    expect((await k.call(CHANNEL5, 'DELETE', `/user/groups/${_id}`)).statusCode).toBe(404);
    expect((await k.call(CHANNEL, 'DELETE', `/user/groups/${_id}`)).statusCode).toBe(200);
  });
});
