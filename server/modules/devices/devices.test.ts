import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../../contract/devices';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { signupLinkSentTo, tokenOfLink, unregisteredUsers } from '../signup/testKit';
import { giveDevice, issueAppToken } from './testKit';

let t: TestApp;
let acme: string;
let globex: string;
/** Three app users: two of acme, one of globex, each with an app token. */
const users = { ann: '', ben: '', gus: '' };
const tokens = { ann: '', ben: '', gus: '' };

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.companyIdOf('acme');
  globex = await t.companyIdOf('globex');
  const [a, b] = await unregisteredUsers(t.db, 'acme', { limit: 2 });
  const [g] = await unregisteredUsers(t.db, 'globex', { limit: 1 });
  users.ann = a?.id ?? '';
  users.ben = b?.id ?? '';
  users.gus = g?.id ?? '';
  tokens.ann = await issueAppToken(t.db, { mobileUserId: users.ann, companyId: acme });
  tokens.ben = await issueAppToken(t.db, { mobileUserId: users.ben, companyId: acme });
  tokens.gus = await issueAppToken(t.db, { mobileUserId: users.gus, companyId: globex });
});
afterAll(() => t.close());

const asApp = (token: string) => ({ authorization: `Bearer ${token}` });

function register(token: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/app/devices', headers: asApp(token), payload });
}
function remove(token: string, pushToken: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/app/devices',
    headers: asApp(token),
    payload: { pushToken },
  });
}

async function devicesRows(pushToken: string) {
  return selectRows<{ mobile_user_id: string; company_id: string; platform: string }>(
    t.db,
    sql`select mobile_user_id::text, company_id::text, platform from mobile_user_devices
      where push_token = ${pushToken} order by company_id`,
  );
}
async function hasPushToken(userId: string): Promise<boolean> {
  const [row] = await selectRows<{ has_push_token: boolean }>(
    t.db,
    sql`select has_push_token from mobile_users where id = ${userId}`,
  );
  return row?.has_push_token ?? false;
}

describe("the app's devices", () => {
  it('refuses a call without a valid app token', async () => {
    const body = { pushToken: 'fcm-token-000001', platform: 'android', appVersion: '4.2.0' };
    const none = await t.app.inject({ method: 'POST', url: '/app/devices', payload: body });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'error_unauthorized' });
    expect((await register('x'.repeat(43), body)).statusCode).toBe(401);
    expect((await register('not a token', body)).statusCode).toBe(401);
    // An admin's session token is not an app token.
    const admin = await t.app.inject({
      method: 'POST',
      url: '/app/devices',
      headers: bearer(await t.tokenFor('admin@acme.test')),
      payload: body,
    });
    expect(admin.statusCode).toBe(401);
    expect(await devicesRows('fcm-token-000001')).toEqual([]);
  });

  it('refuses a bad platform, a missing version and a token with spaces', async () => {
    for (const payload of [
      { pushToken: 'fcm-token-000002', platform: 'symbian', appVersion: '1' },
      { pushToken: 'fcm-token-000002', platform: 'ios' },
      { pushToken: 'has spaces in it', platform: 'ios', appVersion: '1' },
      { pushToken: 'short', platform: 'ios', appVersion: '1' },
    ]) {
      const response = await register(tokens.ann, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });

  it('registers a token with its platform and version, moves it within the company, never across', async () => {
    const pushToken = 'fcm-token-shared-phone';
    const first = await register(tokens.ann, {
      pushToken,
      platform: 'android',
      appVersion: '4.1.0',
    });
    expect(first.statusCode).toBe(200);
    const device = first.json<{ data: Device }>().data;
    expect(device).toMatchObject({ platform: 'android', appVersion: '4.1.0' });
    expect(await hasPushToken(users.ann)).toBe(true);

    // Registering again refreshes it (apps do so at every start).
    const again = await register(tokens.ann, {
      pushToken,
      platform: 'android',
      appVersion: '4.2.0',
    });
    expect(again.json<{ data: Device }>().data).toMatchObject({
      _id: device._id,
      appVersion: '4.2.0',
    });

    // Another user of acme signs in on that phone: the token is theirs now.
    await register(tokens.ben, { pushToken, platform: 'android', appVersion: '4.2.0' });
    expect(await devicesRows(pushToken)).toEqual([
      { mobile_user_id: users.ben, company_id: acme, platform: 'android' },
    ]);
    expect(await hasPushToken(users.ann)).toBe(false);
    expect(await hasPushToken(users.ben)).toBe(true);

    // A user of another organisation with the same token gets a row of their own; acme's stays.
    await register(tokens.gus, { pushToken, platform: 'android', appVersion: '1.0.0' });
    const rows = await devicesRows(pushToken);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({
      mobile_user_id: users.ben,
      company_id: acme,
      platform: 'android',
    });
    expect(rows).toContainEqual({
      mobile_user_id: users.gus,
      company_id: globex,
      platform: 'android',
    });
  });

  it("takes the phone's time zone as the user's clock, and ignores one the database does not know", async () => {
    const zoneOf = async () => {
      const [row] = await selectRows<{ reported: string | null; zone: string | null }>(
        t.db,
        sql`select reported_time_zone as reported, time_zone as zone from mobile_users
          where id = ${users.ann}`,
      );
      return row;
    };
    const device = { pushToken: 'fcm-token-with-zone', platform: 'ios', appVersion: '4.2.0' };
    expect((await register(tokens.ann, { ...device, timeZone: 'Asia/Tokyo' })).statusCode).toBe(
      200,
    );
    expect(await zoneOf()).toEqual({ reported: 'Asia/Tokyo', zone: 'Asia/Tokyo' });

    // Not a zone: the report is dropped, and the place or the company sets the clock again.
    expect((await register(tokens.ann, { ...device, timeZone: 'Mars/Olympus' })).statusCode).toBe(
      200,
    );
    const unknown = await zoneOf();
    expect(unknown?.reported).toBeNull();
    expect(unknown?.zone).not.toBe('Mars/Olympus');
    expect(unknown?.zone).toBeTruthy();

    const bad = await register(tokens.ann, { ...device, timeZone: '../etc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('validation_error');
  });

  it("stores the member's language in its listed spelling, and refuses an unlisted one", async () => {
    const languageOf = async () => {
      const [row] = await selectRows<{ language: string | null }>(
        t.db,
        sql`select language from mobile_users where id = ${users.ben}`,
      );
      return row?.language;
    };
    const device = { pushToken: 'fcm-token-with-language', platform: 'android', appVersion: '4.2' };
    expect((await register(tokens.ben, { ...device, language: 'PT-br' })).statusCode).toBe(200);
    expect(await languageOf()).toBe('pt-BR');
    // Left out, the language stays.
    expect((await register(tokens.ben, device)).statusCode).toBe(200);
    expect(await languageOf()).toBe('pt-BR');

    for (const language of ['klingon', 'en-XX', '']) {
      const refused = await register(tokens.ben, { ...device, language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_error' });
    }
    const refused = await register(tokens.ben, { ...device, language: 'klingon' });
    expect(refused.json()).toMatchObject({
      details: [
        { field: 'language', message: expect.stringContaining('not a listed language') as unknown },
      ],
    });
    expect(await languageOf()).toBe('pt-BR');
    expect((await register(tokens.ben, { ...device, language: 'es' })).statusCode).toBe(200);
    expect(await languageOf()).toBe('es');
  });

  it('removes only the caller’s own token, and removing twice answers the same', async () => {
    const pushToken = 'apns-0123456789abcdef';
    await register(tokens.ben, { pushToken, platform: 'ios', appVersion: '4.2.0' });
    // Neither another user of acme nor one of globex can take it off.
    expect((await remove(tokens.ann, pushToken)).statusCode).toBe(200);
    expect((await remove(tokens.gus, pushToken)).statusCode).toBe(200);
    expect(await devicesRows(pushToken)).toHaveLength(1);

    expect((await remove(tokens.ben, pushToken)).json()).toEqual({ success: true });
    expect(await devicesRows(pushToken)).toEqual([]);
    expect((await remove(tokens.ben, pushToken)).statusCode).toBe(200);
    // Ben still has the shared phone's token.
    expect(await hasPushToken(users.ben)).toBe(true);
  });

  it('keeps at most ten devices per user, forgetting the longest unseen', async () => {
    for (let n = 0; n < 12; n++) {
      const response = await register(tokens.ann, {
        pushToken: `fcm-many-${String(n).padStart(2, '0')}`,
        platform: 'android',
        appVersion: '1',
      });
      expect(response.statusCode).toBe(200);
    }
    const kept = await selectRows<{ push_token: string }>(
      t.db,
      sql`select push_token from mobile_user_devices where mobile_user_id = ${users.ann}
        order by push_token`,
    );
    expect(kept.map((row) => row.push_token)).toEqual(
      Array.from({ length: 10 }, (_, i) => `fcm-many-${String(i + 2).padStart(2, '0')}`),
    );
    await t.db.execute(sql`delete from mobile_user_devices where mobile_user_id = ${users.ann}`);
  });

  it("refuses a deleted user's token", async () => {
    const [zed] = await unregisteredUsers(t.db, 'acme', { limit: 3 }).then((u) => u.slice(2));
    const token = await issueAppToken(t.db, { mobileUserId: zed?.id ?? '', companyId: acme });
    await t.db.execute(sql`update mobile_users set is_deleted = 1 where id = ${zed?.id ?? ''}`);
    const response = await register(token, {
      pushToken: 'fcm-token-of-deleted',
      platform: 'web',
      appVersion: '1',
    });
    expect(response.statusCode).toBe(401);
  });

  it('gives the app its token when the app completes an SMS sign-up itself', async () => {
    const [member] = await unregisteredUsers(t.db, 'acme', { limit: 5 }).then((u) => u.slice(4));
    const admin = bearer(await t.tokenFor('admin@acme.test'));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/user/register/sms',
      headers: admin,
      payload: { userIds: [member?.id] },
    });
    expect(sent.statusCode).toBe(200);
    const link = await signupLinkSentTo(t.db, member?.phone ?? '');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/user/register/invite/sms?token=${tokenOfLink(link ?? '')}`,
      remoteAddress: '10.77.0.1',
      payload: {
        firstName: 'App',
        lastName: 'Member',
        email: 'app.member@example.com',
        forApp: true,
      },
    });
    expect(done.statusCode).toBe(200);
    const appToken = done.json<{ data: { appToken?: string } }>().data.appToken ?? '';
    expect(appToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const registered = await register(appToken, {
      pushToken: 'fcm-token-after-signup',
      platform: 'android',
      appVersion: '4.2.0',
    });
    expect(registered.statusCode).toBe(200);
    expect(await hasPushToken(member?.id ?? '')).toBe(true);
  });
});

describe("an app user's devices in the console", () => {
  it('lists and removes a device for admins who see the user, and 404s for others', async () => {
    const userId = users.ann;
    await giveDevice(t.db, userId, { pushToken: 'console-listed-token', platform: 'ios' });
    const acmeAdmin = bearer(await t.tokenFor('admin@acme.test'));
    const globexAdmin = bearer(await t.tokenFor('admin@globex.test'));
    const list = await t.app.inject({
      method: 'GET',
      url: `/user/mobile-users/${userId}/devices`,
      headers: acmeAdmin,
    });
    expect(list.statusCode).toBe(200);
    const devices = list.json<{ data: Device[] }>().data;
    const listed = devices.find((d) => d.platform === 'ios');
    expect(listed).toBeDefined();
    // The token itself never leaves the server.
    expect(list.body).not.toContain('console-listed-token');

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/user/mobile-users/${userId}/devices`,
      headers: globexAdmin,
    });
    expect(elsewhere.statusCode).toBe(404);
    const takenElsewhere = await t.app.inject({
      method: 'DELETE',
      url: `/user/mobile-users/${userId}/devices/${listed?._id}`,
      headers: globexAdmin,
    });
    expect(takenElsewhere.statusCode).toBe(404);
    expect(await devicesRows('console-listed-token')).toHaveLength(1);
    // A device named under another user of the same company is not found either.
    const wrongUser = await t.app.inject({
      method: 'DELETE',
      url: `/user/mobile-users/${users.ben}/devices/${listed?._id}`,
      headers: acmeAdmin,
    });
    expect(wrongUser.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/user/mobile-users/${userId}/devices/${listed?._id}`,
      headers: acmeAdmin,
    });
    expect(removed.statusCode).toBe(200);
    expect(await devicesRows('console-listed-token')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/user/mobile-users/not-a-uuid/devices',
      headers: acmeAdmin,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('signing out of the app', () => {
  const signOut = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/app/session', headers: asApp(token) });
  const device = { platform: 'android', appVersion: '4.2.0' };

  it("ends the app's own token, and only it", async () => {
    const second = await issueAppToken(t.db, { mobileUserId: users.ann, companyId: acme });
    expect((await signOut(second)).statusCode).toBe(200);
    expect((await register(second, { ...device, pushToken: 'after-sign-out' })).statusCode).toBe(
      401,
    );
    expect((await signOut(second)).statusCode).toBe(401);
    // The user's other installation is still signed in.
    expect((await register(tokens.ann, { ...device, pushToken: 'still-in' })).statusCode).toBe(200);
    expect((await signOut('')).statusCode).toBe(401);
  });

  it('signs a user out everywhere for admins who see them, and 404s for others', async () => {
    const [cal] = await unregisteredUsers(t.db, 'acme', { limit: 7 }).then((u) => u.slice(6));
    const userId = cal?.id ?? '';
    const phone = await issueAppToken(t.db, { mobileUserId: userId, companyId: acme });
    const tablet = await issueAppToken(t.db, { mobileUserId: userId, companyId: acme });
    await giveDevice(t.db, userId, { pushToken: 'lost-phone-token' });
    const url = `/user/mobile-users/${userId}/app-sessions`;

    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(await t.tokenFor('admin@globex.test')),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await devicesRows('lost-phone-token')).toHaveLength(1);
    expect((await register(phone, { ...device, pushToken: 'lost-phone-token' })).statusCode).toBe(
      200,
    );

    const done = await t.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(await t.tokenFor('admin@acme.test')),
    });
    expect(done.statusCode).toBe(200);
    expect(await devicesRows('lost-phone-token')).toEqual([]);
    expect(await hasPushToken(userId)).toBe(false);
    for (const token of [phone, tablet]) {
      expect((await register(token, { ...device, pushToken: 'lost-phone-token' })).statusCode).toBe(
        401,
      );
    }
    // Other users keep their sessions.
    expect((await register(tokens.ben, { ...device, pushToken: 'ben-still-in' })).statusCode).toBe(
      200,
    );
  });
});
