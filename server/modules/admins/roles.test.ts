import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/roleSchemas';
import { BUILT_IN_ROLES } from '../../../contract/roles';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { adminsTestKit } from './testKit';

let t: TestApp;
let k: ReturnType<typeof adminsTestKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = adminsTestKit(t);
});
afterAll(() => t.close());

const SUPER = 'super@tidings.test';
const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';

async function roles(email: string, company?: string): Promise<Role[]> {
  const response = await k.call(email, 'GET', '/user/roles', { company });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Role[] }>().data;
}

async function acmeRole(): Promise<Role> {
  const found = (await roles(ACME)).find((r) => r.roleID === 'content-editor');
  if (!found) throw new Error('no content-editor role');
  return found;
}

describe('GET /user/roles', () => {
  it("lists the built-in roles and the company's own, with their holders", async () => {
    const list = await roles(ACME);
    expect(list.filter((r) => r.isBuiltIn).map((r) => r.roleID)).toEqual(
      BUILT_IN_ROLES.map((r) => r.roleID),
    );
    const editor = list.find((r) => r.roleID === 'content-editor');
    expect(editor).toMatchObject({
      name: 'Content editor',
      companyID: 'acme',
      isBuiltIn: false,
      keys: ['messages', 'audioManager', 'unionLinks'],
      admins: 1,
      assignable: true,
    });
    // admin, twofactor, inactive hold the company admin's role by default.
    expect(list.find((r) => r.roleID === 'company-admin')?.admins).toBe(3);
    expect(list.find((r) => r.roleID === 'channel-admin')?.admins).toBe(2);
  });

  it("never shows another company's roles", async () => {
    expect((await roles(GLOBEX)).some((r) => r.roleID === 'content-editor')).toBe(false);
    expect((await roles(GLOBEX, 'acme')).some((r) => r.companyID === 'acme')).toBe(false);
    const role = await acmeRole();
    expect((await k.call(GLOBEX, 'GET', `/user/roles/${role._id}`)).statusCode).toBe(404);
    expect((await roles(SUPER, 'globex')).some((r) => r.companyID === 'acme')).toBe(false);
    expect((await roles(SUPER, 'acme')).some((r) => r.roleID === 'content-editor')).toBe(true);
  });

  it('reads one role by its _id', async () => {
    const role = await acmeRole();
    const response = await k.call(ACME, 'GET', `/user/roles/${role._id}`);
    expect(response.json<{ data: Role }>().data).toEqual(role);
  });
});

describe('POST, PUT and DELETE /user/roles', () => {
  it('creates, renames and deletes a role of the company', async () => {
    const created = await k.call(ACME, 'POST', '/user/roles', {
      payload: { name: ' Link keeper ', description: 'Links only', keys: ['unionLinks'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json<{ data: Role }>().data;
    expect(role).toMatchObject({
      roleID: 'link-keeper',
      name: 'Link keeper',
      companyID: 'acme',
      keys: ['unionLinks'],
      admins: 0,
    });
    const updated = await k.call(ACME, 'PUT', `/user/roles/${role._id}`, {
      payload: { name: 'Link and file keeper', keys: ['unionLinks', 'audioManager'] },
    });
    expect(updated.json<{ data: Role }>().data).toMatchObject({
      roleID: 'link-keeper',
      name: 'Link and file keeper',
      keys: ['unionLinks', 'audioManager'],
    });
    const removed = await k.call(ACME, 'DELETE', `/user/roles/${role._id}`);
    expect(removed.json()).toEqual({ success: true, data: { _id: role._id } });
    expect((await k.call(ACME, 'GET', `/user/roles/${role._id}`)).statusCode).toBe(404);
  });

  it('refuses a name in use, in any case, and a built-in name', async () => {
    for (const name of ['content EDITOR', 'Company admin']) {
      const response = await k.call(ACME, 'POST', '/user/roles', {
        payload: { name, keys: ['messages'] },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'error_role_name_already_exist' });
    }
    // Another company may use the name.
    const globex = await k.call(GLOBEX, 'POST', '/user/roles', {
      payload: { name: 'Content editor', keys: ['messages'] },
    });
    expect(globex.json<{ data: Role }>().data).toMatchObject({
      roleID: 'content-editor',
      companyID: 'globex',
    });
  });

  it('refuses to change or delete a built-in role', async () => {
    const builtIn = (await roles(ACME)).find((r) => r.roleID === 'messaging-only');
    const put = await k.call(ACME, 'PUT', `/user/roles/${builtIn?._id}`, {
      payload: { name: 'Messaging', keys: ['messages'] },
    });
    const remove = await k.call(ACME, 'DELETE', `/user/roles/${builtIn?._id}`);
    for (const response of [put, remove]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'error_role_built_in' });
    }
  });

  it('refuses to delete a role while an admin holds it', async () => {
    const role = await acmeRole();
    const response = await k.call(ACME, 'DELETE', `/user/roles/${role._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'error_role_in_use' });
  });

  it("refuses a role above the caller's own keys, on create and on update", async () => {
    const narrow = await k.makeAdmin({ keys: ['createAdmin', 'messages'] });
    const above = await k.call(narrow.email, 'POST', '/user/roles', {
      payload: { name: 'Bigger', keys: ['messages', 'company'] },
    });
    expect(above.statusCode).toBe(403);
    expect(above.json()).toMatchObject({ code: 'error_role_above_ceiling' });
    const seen = await k.call(narrow.email, 'GET', '/user/roles');
    const assignable = seen
      .json<{ data: Role[] }>()
      .data.filter((r) => r.assignable)
      .map((r) => r.roleID);
    expect(assignable).toEqual([`test-role-${narrow.email.slice(5, -10)}`]);
    const within = await k.call(narrow.email, 'POST', '/user/roles', {
      payload: { name: 'Smaller', keys: ['messages'] },
    });
    expect(within.statusCode).toBe(200);
    const role = within.json<{ data: Role }>().data;
    const raise = await k.call(narrow.email, 'PUT', `/user/roles/${role._id}`, {
      payload: { name: 'Smaller', keys: ['messages', 'userList'] },
    });
    expect(raise.statusCode).toBe(403);
    const editor = await acmeRole();
    const touchAbove = await k.call(narrow.email, 'PUT', `/user/roles/${editor._id}`, {
      payload: { name: 'Content editor', keys: ['messages'] },
    });
    expect(touchAbove.statusCode).toBe(403);
  });

  it("lets nobody change another company's roles, and no channel admin write roles", async () => {
    const role = await acmeRole();
    const answers = [
      await k.call(GLOBEX, 'PUT', `/user/roles/${role._id}`, {
        payload: { name: 'Stolen', keys: ['messages'] },
      }),
      await k.call(GLOBEX, 'DELETE', `/user/roles/${role._id}`),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404]);
    const byChannel = await k.call(CHANNEL, 'POST', '/user/roles', {
      payload: { name: 'Channel role', keys: ['messages'] },
    });
    expect(byChannel.statusCode).toBe(403);
    expect((await acmeRole()).name).toBe('Content editor');
  });

  it('asks the platform admin to choose a company first', async () => {
    const none = await k.call(SUPER, 'POST', '/user/roles', {
      payload: { name: 'Nowhere', keys: ['messages'] },
    });
    expect(none.statusCode).toBe(400);
    const chosen = await k.call(SUPER, 'POST', '/user/roles', {
      payload: { name: 'Somewhere', keys: ['messages'] },
      company: 'globex',
    });
    expect(chosen.json<{ data: Role }>().data.companyID).toBe('globex');
  });
});

describe('role records and set-role', () => {
  it('lists the admins the caller manages with their roles', async () => {
    const response = await k.call(ACME, 'GET', '/user/roles/users/admin');
    const records = response.json<{
      data: { username: string; email: string; personalInfo: object; role: { roleID: string } }[];
    }>().data;
    expect(records.find((r) => r.email === 'editor@acme.test')).toMatchObject({
      username: 'editor@acme.test',
      personalInfo: { firstname: 'Eddie', lastname: 'Editor' },
      role: { roleID: 'content-editor' },
    });
    expect(records.some((r) => r.email === SUPER)).toBe(false);
    const globex = await k.call(GLOBEX, 'GET', '/user/roles/users/admin');
    expect(globex.body).not.toContain('@acme.test');
    const channel = await k.call(CHANNEL, 'GET', '/user/roles/users/admin');
    expect(channel.json<{ data: { email: string }[] }>().data.map((r) => r.email)).toEqual([
      'subadmin@acme.test',
    ]);
  });

  it('gives, reads and changes an admin’s role', async () => {
    const target = await k.makeAdmin();
    const given = await k.call(ACME, 'POST', '/user/set-role', {
      payload: { adminID: target.id, role: { roleID: 'content-editor' } },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      data: { _id: target.id, role: { roleID: 'content-editor' } },
    });
    const read = await k.call(ACME, 'GET', `/user/set-role/${target.id}`);
    expect(read.json()).toMatchObject({ data: { role: { name: 'Content editor' } } });
    const changed = await k.call(ACME, 'PUT', `/user/set-role/${target.id}`, {
      payload: { role: { roleID: 'messaging-only' } },
    });
    expect(changed.json()).toMatchObject({ data: { role: { roleID: 'messaging-only' } } });
  });

  it('refuses a role not for the group, above the ceiling, or of another company', async () => {
    const target = await k.makeAdmin();
    const wrongGroup = await k.call(ACME, 'PUT', `/user/set-role/${target.id}`, {
      payload: { role: { roleID: 'platform-admin' } },
    });
    expect(wrongGroup.json()).toMatchObject({ code: 'error_role_not_for_group' });
    const narrow = await k.makeAdmin({ keys: ['createAdmin', 'messages', 'audioManager'] });
    const low = await k.makeAdmin({ keys: ['messages'] });
    const above = await k.call(narrow.email, 'PUT', `/user/set-role/${low.id}`, {
      payload: { role: { roleID: 'content-editor' } },
    });
    expect(above.json()).toMatchObject({ code: 'error_role_above_ceiling' });
    const foreign = await k.call(GLOBEX, 'PUT', `/user/set-role/${target.id}`, {
      payload: { role: { roleID: 'company-admin' } },
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await k.call(ACME, 'PUT', `/user/set-role/${target.id}`, {
      payload: { role: { roleID: 'no-such-role' } },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets a channel admin give its sub-admins a role within its keys, not another channel's", async () => {
    const sub = await k.admin('subadmin@acme.test');
    const given = await k.call(CHANNEL, 'PUT', `/user/set-role/${sub.id}`, {
      payload: { role: { roleID: 'content-editor' } },
    });
    expect(given.statusCode, given.body).toBe(200);
    const other = await k.call('channel5@acme.test', 'PUT', `/user/set-role/${sub.id}`, {
      payload: { role: { roleID: 'channel-sub-admin' } },
    });
    expect(other.statusCode).toBe(404);
  });
});
