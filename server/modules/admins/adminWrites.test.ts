import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminResponse } from '../../../contract/admins';
import { adminUsers } from '../../db/schema/admins';
import { passwordResets } from '../../db/schema/auth';
import { contentProviders } from '../../db/schema/channels';
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
const CHANNEL5 = 'channel5@acme.test';

const newAdmin = (email: string, extra: object = {}) => ({
  firstname: 'Nora',
  lastname: 'New',
  email,
  phone: '+1 555 0199',
  userGroup: 4,
  ...extra,
});

const linkIn = (text: string) => {
  const match = /http:\/\/console\.test\/password\/reset\/invite\/(\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invite link in: ${text}`);
  return match[1];
};

describe('POST /user/admins', () => {
  it('creates an admin and emails a single-use link to set a password', async () => {
    const response = await k.call(ACME, 'POST', '/user/admins', {
      payload: newAdmin('nora@acme.test'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<AdminResponse>().data;
    expect(created).toMatchObject({
      email: 'nora@acme.test',
      fullName: 'Nora New',
      companyID: 'acme',
      userGroup: 4,
      isActive: 1,
      role: { roleID: 'company-admin' },
    });
    const [invite] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.adminId, created._id));
    expect(invite?.purpose).toBe('invite');
    const days = ((invite?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);

    const email = await t.emailTo('nora@acme.test');
    // The invitation is to the organisation by name, with its own sign-in page's address.
    expect(email.subject).toBe('You have been invited to Acme Workers Union on Tidings');
    expect(email.text).toContain('An administrator of Acme Workers Union has made you an account');
    expect(email.text).toMatch(/Then sign in at https?:\/\/[^\s]+\/acme with this email address/);
    const token = linkIn(email.text);
    const check = await t.app.inject({ method: 'GET', url: `/user/forgot-password/${token}` });
    expect(check.json()).toEqual({
      success: true,
      data: { email: 'nora@acme.test', companyID: 'acme' },
    });
    const set = await t.app.inject({
      method: 'POST',
      url: '/user/change-password',
      payload: { token, password: 'Nora-chose-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    await expect(t.tokenFor('nora@acme.test', 'Nora-chose-1')).resolves.toBeTruthy();

    const again = await t.app.inject({
      method: 'POST',
      url: '/user/change-password',
      payload: { token, password: 'Nora-chose-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'jwt_expired' });
  });

  it('resends an invitation while it is pending: the old link stops, the new one works', async () => {
    const response = await k.call(ACME, 'POST', '/user/admins', {
      payload: newAdmin('omar@acme.test'),
    });
    const created = response.json<AdminResponse>().data;
    expect(created.invitationPending).toBe(true);
    const first = linkIn((await t.emailTo('omar@acme.test')).text);

    const elsewhere = await k.call(GLOBEX, 'POST', `/user/admins/${created._id}/invitation`);
    expect(elsewhere.statusCode).toBe(404);
    const resent = await k.call(ACME, 'POST', `/user/admins/${created._id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<AdminResponse>().data.invitationPending).toBe(true);
    let second = first;
    for (let tries = 0; second === first && tries < 100; tries++) {
      second = linkIn((await t.emailTo('omar@acme.test')).text);
      if (second === first) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(second).not.toBe(first);
    const check = (token: string) =>
      t.app.inject({ method: 'GET', url: `/user/forgot-password/${token}` });
    expect((await check(first)).json()).toMatchObject({ code: 'jwt_expired' });
    expect((await check(second)).statusCode).toBe(200);

    const set = await t.app.inject({
      method: 'POST',
      url: '/user/change-password',
      payload: { token: second, password: 'Omar-chose-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const listed = await k.call(ACME, 'GET', `/user/admins/admin/${created._id}`);
    expect(listed.json<AdminResponse>().data.invitationPending).toBe(false);
    const again = await k.call(ACME, 'POST', `/user/admins/${created._id}/invitation`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'error_invitation_accepted' });
  });

  it('answers duplicate_email for a live admin, error_duplicate_user for a deleted one', async () => {
    const taken = await k.call(ACME, 'POST', '/user/admins', {
      payload: newAdmin('EDITOR@acme.test'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'duplicate_email' });

    const gone = await k.makeAdmin();
    expect((await k.call(ACME, 'DELETE', `/user/admins/${gone.id}`)).statusCode).toBe(200);
    const reused = await k.call(ACME, 'POST', '/user/admins', { payload: newAdmin(gone.email) });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'error_duplicate_user' });
  });

  it('lets no company admin create a platform admin', async () => {
    const response = await k.call(ACME, 'POST', '/user/admins', {
      payload: newAdmin('boss@acme.test', { userGroup: 1 }),
    });
    expect(response.statusCode).toBe(403);
    expect(await t.lastEmailTo('boss@acme.test')).toBeNull();
  });

  it("keeps a company admin's new admin in its own company whatever the body says", async () => {
    const response = await k.call(GLOBEX, 'POST', '/user/admins', {
      payload: newAdmin('gina@globex.test', { companyID: 'acme' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminResponse>().data.companyID).toBe('globex');
  });

  it('lets the platform admin place an admin in a company and a channel', async () => {
    const channel = await t.channelOfAdmin(CHANNEL5);
    const response = await k.call(SUPER, 'POST', '/user/admins', {
      payload: newAdmin('cara@acme.test', {
        userGroup: 5,
        companyID: 'acme',
        contentProviderID: channel,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminResponse>().data).toMatchObject({
      companyID: 'acme',
      userGroup: 5,
      contentProviderID: channel,
      role: { roleID: 'channel-admin' },
    });
    const noCompany = await k.call(SUPER, 'POST', '/user/admins', {
      payload: newAdmin('nobody@acme.test'),
    });
    expect(noCompany.statusCode).toBe(400);
    const noChannel = await k.call(ACME, 'POST', '/user/admins', {
      payload: newAdmin('nochannel@acme.test', { userGroup: 2 }),
    });
    expect(noChannel.statusCode).toBe(400);
    const otherCompanysChannel = await k.call(GLOBEX, 'POST', '/user/admins', {
      payload: newAdmin('sneak@globex.test', { userGroup: 2, contentProviderID: channel }),
    });
    expect(otherCompanysChannel.statusCode).toBe(404);
  });

  it("makes a channel admin's new admin a sub-admin of its own channel", async () => {
    const response = await k.call(CHANNEL, 'POST', '/user/admins', {
      payload: newAdmin('sue@acme.test', { userGroup: 4 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminResponse>().data).toMatchObject({
      userGroup: 2,
      isChannelSubAdmin: 1,
      contentProviderID: await t.channelOfAdmin(CHANNEL),
      role: { roleID: 'channel-sub-admin' },
    });
  });

  it("gives no role above the caller's own keys, the group's default role included", async () => {
    const narrow = await k.makeAdmin({ keys: ['createAdmin', 'messages'] });
    const defaultRole = await k.call(narrow.email, 'POST', '/user/admins', {
      payload: newAdmin('above@acme.test'),
    });
    expect(defaultRole.statusCode).toBe(403);
    expect(defaultRole.json()).toMatchObject({ code: 'error_role_above_ceiling' });
    const editorRole = await k.call(narrow.email, 'POST', '/user/admins', {
      payload: newAdmin('above2@acme.test', { role: { roleID: 'content-editor' } }),
    });
    expect(editorRole.json()).toMatchObject({ code: 'error_role_above_ceiling' });
    const messagingRole = await k.call(narrow.email, 'POST', '/user/admins', {
      payload: newAdmin('below@acme.test', { role: { roleID: 'messaging-only' } }),
    });
    expect(messagingRole.statusCode).toBe(403);
  });

  it('refuses a role not made for the group and a role of another company', async () => {
    const wrongGroup = await k.call(ACME, 'POST', '/user/admins', {
      payload: newAdmin('wrong@acme.test', { role: { roleID: 'channel-admin' } }),
    });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json()).toMatchObject({ code: 'error_role_not_for_group' });
    const acmeRole = await k.call(GLOBEX, 'POST', '/user/admins', {
      payload: newAdmin('thief@globex.test', { role: { roleID: 'content-editor' } }),
    });
    expect(acmeRole.statusCode).toBe(404);
  });
});

describe('PUT /user/admins/{id}', () => {
  it('changes the profile, group and role of an admin in the company', async () => {
    const target = await k.makeAdmin();
    const channel = await t.channelOfAdmin(CHANNEL);
    const response = await k.call(ACME, 'PUT', `/user/admins/${target.id}`, {
      payload: {
        profile: { firstname: 'Renamed', phone: '+1 555 0111' },
        userGroup: 2,
        contentProviderID: channel,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminResponse>().data).toMatchObject({
      fullName: `Renamed ${target.lastName}`,
      profile: { phone: '+1 555 0111' },
      userGroup: 2,
      contentProviderID: channel,
      role: { roleID: 'channel-admin' },
    });
    const back = await k.call(ACME, 'PUT', `/user/admins/${target.id}`, {
      payload: { userGroup: 4, role: { roleID: 'content-editor' } },
    });
    expect(back.json<AdminResponse>().data).toMatchObject({
      userGroup: 4,
      contentProviderID: null,
      role: { roleID: 'content-editor' },
    });
  });

  it('deactivates and activates again', async () => {
    const target = await k.makeAdmin();
    const off = await k.call(ACME, 'PUT', `/user/admins/${target.id}`, {
      payload: { isActive: 0 },
    });
    expect(off.json<AdminResponse>().data.isActive).toBe(0);
    const on = await k.call(ACME, 'PUT', `/user/admins/${target.id}`, { payload: { isActive: 1 } });
    expect(on.json<AdminResponse>().data.isActive).toBe(1);
  });

  it("never changes the caller's own group, role or active flag", async () => {
    const self = await k.admin(ACME);
    for (const payload of [
      { isActive: 0 },
      { userGroup: 2 },
      { role: { roleID: 'content-editor' } },
    ]) {
      const response = await k.call(ACME, 'PUT', `/user/admins/${self.id}`, { payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'error_admin_self_change' });
    }
    expect((await k.call(ACME, 'DELETE', `/user/admins/${self.id}`)).statusCode).toBe(403);
    const phone = await k.call(ACME, 'PUT', `/user/admins/${self.id}`, {
      payload: { profile: { phone: '+1 555 0100' } },
    });
    expect(phone.statusCode).toBe(200);
  });

  it("lets nobody change another company's admins, nor a channel another channel's", async () => {
    const target = await k.makeAdmin();
    const channel5 = await t.channelOfAdmin(CHANNEL5);
    const sub5 = await k.makeAdmin({ userGroup: 5, channel: channel5, isChannelSubAdmin: 1 });
    const refused = [
      await k.call(GLOBEX, 'PUT', `/user/admins/${target.id}`, { payload: { isActive: 0 } }),
      await k.call(GLOBEX, 'DELETE', `/user/admins/${target.id}`),
      await k.call(GLOBEX, 'PUT', `/user/admins/${target.id}`, {
        payload: { isActive: 0 },
        company: 'acme',
      }),
      await k.call(CHANNEL, 'PUT', `/user/admins/${sub5.id}`, { payload: { isActive: 0 } }),
      await k.call(CHANNEL, 'DELETE', `/user/admins/${sub5.id}`),
      await k.call(CHANNEL, 'PUT', `/user/admins/${target.id}`, { payload: { isActive: 0 } }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const [still] = await t.db.select().from(adminUsers).where(eq(adminUsers.id, target.id));
    expect(still).toMatchObject({ isActive: 1, isDeleted: 0 });
    expect(
      (
        await k.call(CHANNEL5, 'PUT', `/user/admins/${sub5.id}`, {
          payload: { isActive: 0 },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("keeps a channel admin's sub-admins in its channel and group", async () => {
    const sub = await k.admin('subadmin@acme.test');
    const response = await k.call(CHANNEL, 'PUT', `/user/admins/${sub.id}`, {
      payload: { userGroup: 4 },
    });
    expect(response.statusCode).toBe(403);
  });

  it("leaves alone an admin whose role holds keys the caller's lacks", async () => {
    const narrow = await k.makeAdmin({ keys: ['createAdmin', 'messages'] });
    const companyAdmin = await k.makeAdmin();
    const response = await k.call(narrow.email, 'PUT', `/user/admins/${companyAdmin.id}`, {
      payload: { isActive: 0 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'error_role_above_ceiling' });
  });
});

describe('a channel admin and an inactive channel', () => {
  it('gives no admin an inactive channel, and lets one keep a channel deactivated since', async () => {
    const [closed] = await t.db
      .insert(contentProviders)
      .values({ companyId: await t.companyIdOf('acme'), clientName: 'Acme Archive', isActive: 0 })
      .returning({ id: contentProviders.id });
    if (!closed) throw new Error('no channel');
    const create = await k.call(ACME, 'POST', '/user/admins', {
      payload: newAdmin('ivy@acme.test', { userGroup: 2, contentProviderID: closed.id }),
    });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({
      code: 'error_channel_inactive',
      details: [{ field: 'contentProviderID' }],
    });
    expect(await t.lastEmailTo('ivy@acme.test')).toBeNull();

    const target = await k.makeAdmin({ userGroup: 2, channel: await t.channelOfAdmin(CHANNEL) });
    const move = await k.call(ACME, 'PUT', `/user/admins/${target.id}`, {
      payload: { contentProviderID: closed.id },
    });
    expect(move.json()).toMatchObject({ code: 'error_channel_inactive' });

    const kept = await k.makeAdmin({ userGroup: 2, channel: closed.id });
    const regroup = await k.call(ACME, 'PUT', `/user/admins/${kept.id}`, {
      payload: { userGroup: 5, profile: { firstname: 'Kept' } },
    });
    expect(regroup.statusCode, regroup.body).toBe(200);
    expect(regroup.json<AdminResponse>().data).toMatchObject({
      userGroup: 5,
      contentProviderID: closed.id,
    });
  });
});

describe('DELETE /user/admins/{id}', () => {
  it('marks the admin deleted; it moves to the deleted tab', async () => {
    const target = await k.makeAdmin();
    const response = await k.call(ACME, 'DELETE', `/user/admins/${target.id}`);
    expect(response.json()).toEqual({ success: true, data: { _id: target.id } });
    const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.id, target.id));
    expect(row?.isDeleted).toBe(1);
    const deleted = await k.call(ACME, 'GET', '/user/admins?status=deleted');
    expect(deleted.body).toContain(target.email);
    expect((await k.call(ACME, 'DELETE', `/user/admins/${target.id}`)).statusCode).toBe(404);
  });
});
