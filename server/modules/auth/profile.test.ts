import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/auth';
import { BUILT_IN_ROLES } from '../../../contract/roles';
import { adminUsers } from '../../db/schema/admins';
import { BUILT_IN_ROLE_UUIDS } from '../../db/schema/roles';
import { createRoleAdmin } from './testKit';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function profileOf(email: string): Promise<Profile> {
  const token = await t.tokenFor(email);
  const response = await t.app.inject({
    method: 'GET',
    url: '/user/profile',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Profile }>().data;
}

async function idOf(email: string) {
  const [row] = await t.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  return row?.id ?? '';
}

describe('GET /user/profile', () => {
  it("returns a company admin's profile with the company's branding", async () => {
    const profile = await profileOf('admin@acme.test');
    expect(profile).toMatchObject({
      fullName: 'Ada Admin',
      profile: { firstname: 'Ada', lastname: 'Admin' },
      email: 'admin@acme.test',
      userGroup: 4,
      companyID: 'acme',
      contentProviderID: null,
      isChannelSubAdmin: 0,
      twoFactorEnabled: false,
      adminPermissions: { permissions: null },
      company: {
        companyID: 'acme',
        name: 'Acme Workers Union',
        adminColor: { color_hex: '#0f766e' },
      },
    });
    expect(profile.company?.featuredLinks.length).toBeGreaterThan(0);
  });

  it("returns a channel admin's channel", async () => {
    const profile = await profileOf('channel@acme.test');
    expect(profile).toMatchObject({ userGroup: 2, cpName: 'Acme News', enablePrivateVideo: true });
    expect(profile.contentProviderID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks the sub-admin and the messaging-only admin', async () => {
    expect((await profileOf('subadmin@acme.test')).isChannelSubAdmin).toBe(1);
    expect((await profileOf('messaging@acme.test')).adminPermissions).toEqual({
      permissions: 'messaging-only',
    });
  });

  it.each([
    ['super@tidings.test', 'platform-admin'],
    ['admin@acme.test', 'company-admin'],
    ['channel@acme.test', 'channel-admin'],
    ['subadmin@acme.test', 'channel-sub-admin'],
    ['messaging@acme.test', 'messaging-only'],
  ] as const)("gives %s its group's built-in role, %s", async (email, roleID) => {
    const role = BUILT_IN_ROLES.find((candidate) => candidate.roleID === roleID);
    expect((await profileOf(email)).role).toEqual({
      _id: BUILT_IN_ROLE_UUIDS[roleID],
      roleID,
      name: role?.name,
      keys: role?.keys,
      builtIn: true,
    });
  });

  it("gives an admin the company's role it holds", async () => {
    await createRoleAdmin(t.db, {
      email: 'historian@acme.test',
      company: 'acme',
      roleID: 'historian',
      keys: ['messages'],
    });
    const profile = await profileOf('historian@acme.test');
    expect(profile.role).toMatchObject({ roleID: 'historian', keys: ['messages'], builtIn: false });
    expect(profile.adminPermissions).toEqual({ permissions: null });
  });

  it("gives the platform admin companyID 'All'", async () => {
    const profile = await profileOf('super@tidings.test');
    expect(profile).toMatchObject({ userGroup: 1, companyID: 'All', company: null });
  });
});

describe('PUT /user/profile/', () => {
  it('edits names, phone and two-factor, and ignores fields it does not own', async () => {
    const token = await t.tokenFor('admin@globex.test');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/user/profile/',
      headers: bearer(token),
      payload: {
        firstname: 'Gustav',
        lastname: 'Globe',
        phone: '+44 20 7946 0000',
        twoFactorEnabled: true,
        userGroup: 1,
        companyID: 'acme',
        isActive: 1,
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: Profile }>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      fullName: 'Gustav Globe',
      phone: '+44 20 7946 0000',
      twoFactorEnabled: true,
      userGroup: 4,
      companyID: 'globex',
    });
  });

  it('turns two-factor sign-in off only with the current password', async () => {
    const token = await t.tokenFor('channel@acme.test');
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/user/profile/', headers: bearer(token), payload });
    const stored = async () => {
      const [row] = await t.db
        .select({ on: adminUsers.twoFactorEnabled, firstName: adminUsers.firstName })
        .from(adminUsers)
        .where(eq(adminUsers.email, 'channel@acme.test'));
      return row;
    };
    expect((await put({ twoFactorEnabled: true })).statusCode).toBe(200);

    const bare = await put({ twoFactorEnabled: false, firstname: 'Mallory' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'validation_error',
      details: [{ field: 'currentPassword' }],
    });
    const wrong = await put({ twoFactorEnabled: false, currentPassword: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'current_password_incorrect' });
    expect(await stored()).toMatchObject({ on: true });
    expect((await stored())?.firstName).not.toBe('Mallory');

    const right = await put({ twoFactorEnabled: false, currentPassword: DEMO_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json<{ data: Profile }>().data.twoFactorEnabled).toBe(false);
    expect(await stored()).toMatchObject({ on: false });
  });

  it('rejects an empty first name', async () => {
    const token = await t.tokenFor('channel5@acme.test');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/user/profile/',
      headers: bearer(token),
      payload: { firstname: '' },
    });
    expect(response.statusCode).toBe(400);
    expect((await profileOf('channel5@acme.test')).profile.firstname).toBe('Cleo');
  });
});

describe('PUT /user/status/{userID}', () => {
  const setStatus = async (asEmail: string, targetEmail: string, status: 0 | 1) =>
    t.app.inject({
      method: 'PUT',
      url: `/user/status/${await idOf(targetEmail)}`,
      headers: bearer(await t.tokenFor(asEmail)),
      payload: { status },
    });

  it('lets a company admin reactivate an admin of their company', async () => {
    expect((await setStatus('admin@acme.test', 'inactive@acme.test', 1)).statusCode).toBe(200);
    await expect(t.tokenFor('inactive@acme.test')).resolves.toBeTruthy();
  });

  it("answers 404 for another company's admin and changes nothing", async () => {
    const response = await setStatus('admin@acme.test', 'admin@globex.test', 0);
    expect(response.statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, 'admin@globex.test'));
    expect(row?.isActive).toBe(1);
  });

  it('refuses channel admins and changing oneself', async () => {
    expect((await setStatus('channel@acme.test', 'channel5@acme.test', 0)).statusCode).toBe(403);
    expect((await setStatus('admin@acme.test', 'admin@acme.test', 0)).statusCode).toBe(403);
  });

  it('lets the platform admin change any company', async () => {
    expect((await setStatus('super@tidings.test', 'admin@globex.test', 1)).statusCode).toBe(200);
  });

  it('rejects a status other than 0 or 1', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/user/status/${await idOf('channel5@acme.test')}`,
      headers: bearer(await t.tokenFor('admin@acme.test')),
      payload: { status: 7 },
    });
    expect(response.statusCode).toBe(400);
  });
});
