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
const CHANNEL = 'channel@acme.test';
const SUPER = 'super@tidings.test';
const DUPLICATE = {
  code: 'error_group_name_already_exist',
  message: 'Group name already exists.',
  requestId: expect.any(String) as string,
};

const create = (email: string, payload: Record<string, unknown>, company?: string) =>
  k.call(email, 'POST', '/user/groups/', { payload, company });
const rename = (email: string, id: string, payload: Record<string, unknown>) =>
  k.call(email, 'PUT', `/user/groups/${id}`, { payload });
const stored = async (id: string) =>
  (await t.db.select().from(userGroups).where(eq(userGroups.id, id)))[0];

describe('POST /user/groups/', () => {
  it("creates a group in the caller's company, recording who made it", async () => {
    const channelId = await k.primaryChannel('acme');
    const response = await create(ACME, {
      name: 'Stewards in training',
      description: 'Second-year stewards',
      cp_id: channelId,
      companyID: 'globex',
      createdBy: '00000000-0000-4000-8000-000000000000',
      users: 99,
    });
    expect(response.statusCode).toBe(200);
    const group = response.json<{ success: true; data: UserGroup }>().data;
    expect(group).toMatchObject({
      name: 'Stewards in training',
      description: 'Second-year stewards',
      type: 'private',
      companyID: 'acme',
      cp_id: channelId,
      cp_name: 'Acme News',
      createdBy: (await k.admin(ACME)).id,
      createdName: 'Ada Admin',
      createdUserGroup: 4,
      users: 0,
    });
    expect(await stored(group._id)).toMatchObject({ companyId: await k.companyId('acme') });
  });

  it('refuses a name the company already uses, in any case or padding', async () => {
    const before = (await k.groupsOf('acme')).length;
    for (const name of ['Shop stewards', 'SHOP STEWARDS', '  shop stewards ']) {
      const response = await create(ACME, { name });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(DUPLICATE);
    }
    expect((await k.groupsOf('acme')).length).toBe(before);
  });

  it('allows the same name in another company', async () => {
    expect((await create(ACME, { name: 'Retirees' })).statusCode).toBe(200);
    expect((await create(GLOBEX, { name: 'retirees' })).statusCode).toBe(200);
  });

  it("puts a channel admin's group in its channel whatever cp_id says", async () => {
    const hybrid = (await k.admin('channel5@acme.test')).contentProviderId;
    const response = await create(CHANNEL, { name: 'Early shift', cp_id: hybrid });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserGroup }>().data).toMatchObject({
      cp_id: await k.primaryChannel('acme'),
      companyID: 'acme',
      createdUserGroup: 2,
    });
  });

  it('answers 404 for a channel of another company, creating nothing', async () => {
    const before = (await k.groupsOf('acme')).length;
    const response = await create(ACME, {
      name: 'Borrowed channel',
      cp_id: await k.primaryChannel('globex'),
    });
    expect(response.statusCode).toBe(404);
    expect((await k.groupsOf('acme')).length).toBe(before);
  });

  it('needs a platform admin to choose a company first', async () => {
    const response = await create(SUPER, { name: 'Everyone everywhere' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      message: 'Choose an organization before creating a group.',
    });
    const chosen = await create(SUPER, { name: 'Chosen company' }, 'globex');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<{ data: UserGroup }>().data).toMatchObject({
      companyID: 'globex',
      createdName: 'Sam Super',
      createdUserGroup: 1,
    });
  });

  it('validates the body', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }, { name: 'x', type: 'secret' }]) {
      const response = await create(ACME, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });
});

describe('PUT /user/groups/{id}', () => {
  it('renames and re-describes a group, keeping its channel', async () => {
    const nightShift = await k.group('acme', 'Night shift');
    const response = await rename(ACME, nightShift.id, {
      name: 'Night crew',
      description: 'After ten',
      type: 'public',
      cp_id: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserGroup }>().data).toMatchObject({
      _id: nightShift.id,
      name: 'Night crew',
      description: 'After ten',
      type: 'public',
      cp_id: nightShift.contentProviderId,
      users: await k.liveMembers(nightShift.id),
    });
    expect(await stored(nightShift.id)).toMatchObject({ name: 'Night crew' });
  });

  it("refuses another group's name, but lets a group change its own name's case", async () => {
    const stewards = await k.group('acme', 'Shop stewards');
    const taken = await rename(ACME, stewards.id, { name: 'new MEMBERS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(DUPLICATE);
    expect((await stored(stewards.id))?.name).toBe('Shop stewards');
    const ownName = await rename(ACME, stewards.id, { name: 'Shop Stewards' });
    expect(ownName.statusCode).toBe(200);
    expect((await stored(stewards.id))?.name).toBe('Shop Stewards');
  });

  it("answers 404 for another tenant's group, or outside a channel admin's channel", async () => {
    const members = await k.group('acme', 'New members');
    for (const email of [GLOBEX, CHANNEL]) {
      expect((await rename(email, members.id, { name: 'Taken over' })).statusCode).toBe(404);
    }
    expect((await stored(members.id))?.name).toBe('New members');
    const unknown = await rename(ACME, '00000000-0000-4000-8000-000000000000', { name: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets a channel admin rename its channel's group", async () => {
    const channelId = await k.primaryChannel('acme');
    const own = (await k.groupsOf('acme')).find((g) => g.contentProviderId === channelId);
    expect(own).toBeDefined();
    const response = await rename(CHANNEL, own?.id ?? '', { name: 'Owl shift' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserGroup }>().data).toMatchObject({ cp_id: channelId });
  });
});
