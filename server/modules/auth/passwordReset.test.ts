import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../db/schema/admins';
import {
  bearer,
  createTestApp,
  DEMO_PASSWORD,
  TEST_SECRET,
  type TestApp,
} from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/user/forgot-password', payload: { email } });

async function resetTokenFromEmail(to: string): Promise<string> {
  const email = await t.emailTo(to);
  const token = /\/password\/reset\/admin\/([\w.-]+)/.exec(email.text)?.[1];
  if (!token) throw new Error(`no reset link in: ${email.text}`);
  return token;
}

const changeWithToken = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/user/change-password', payload: { token, password } });

const codeOf = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;

describe('forgot password', () => {
  it('answers a known and an unknown email exactly alike', async () => {
    const unknown = await forgot('nobody@acme.test');
    const known = await forgot('admin@acme.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // Requests are emailed in order, after the answer: once the known one's email is out, the
    // unknown one has been looked at too.
    expect(await t.emailTo('admin@acme.test')).not.toBeNull();
    expect(await t.lastEmailTo('nobody@acme.test')).toBeNull();
  });

  it('emails a link that opens, resets the password once, and ends the old sessions', async () => {
    const oldSession = await t.tokenFor('channel@acme.test');
    await forgot('channel@acme.test');
    const token = await resetTokenFromEmail('channel@acme.test');

    const check = await t.app.inject({ method: 'GET', url: `/user/forgot-password/${token}` });
    expect(check.json()).toEqual({
      success: true,
      data: { email: 'channel@acme.test', companyID: 'acme' },
    });

    expect((await changeWithToken(token, 'Brand-new-pass-1')).json()).toEqual({ success: true });
    expect(codeOf(await changeWithToken(token, 'Another-pass-2'))).toBe('jwt_expired');
    expect(
      codeOf(await t.app.inject({ method: 'GET', url: `/user/forgot-password/${token}` })),
    ).toBe('jwt_expired');

    const profile = await t.app.inject({
      method: 'GET',
      url: '/user/profile',
      headers: bearer(oldSession),
    });
    expect(profile.statusCode).toBe(401);
    await expect(
      t.tokenFor('channel@acme.test', 'Brand-new-pass-1', '10.3.0.1'),
    ).resolves.toBeTruthy();
    await expect(t.tokenFor('channel@acme.test', DEMO_PASSWORD, '10.3.0.2')).rejects.toThrow(/401/);
  });

  it('refuses the old password as the new one', async () => {
    await forgot('subadmin@acme.test');
    const token = await resetTokenFromEmail('subadmin@acme.test');
    const response = await changeWithToken(token, DEMO_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'error_same_password',
      message: 'Please use another password different from your old passwords.',
      requestId: expect.any(String) as string,
    });
  });

  it('answers a malformed link with jwt_malformed and an expired one with jwt_expired', async () => {
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/user/forgot-password/not-a-token',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'jwt_malformed',
      message: 'Error on Link.',
      requestId: expect.any(String) as string,
    });

    const [admin] = await t.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, 'admin@acme.test'));
    const expired = await new SignJWT({ sub: admin?.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('tidings-password-reset')
      .setJti(crypto.randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(TEST_SECRET);
    const response = await t.app.inject({ method: 'GET', url: `/user/forgot-password/${expired}` });
    expect(response.json()).toEqual({
      code: 'jwt_expired',
      message: 'Link already expired.',
      requestId: expect.any(String) as string,
    });
  });

  it('does not accept a session token as a reset link', async () => {
    const session = await t.tokenFor('admin@globex.test');
    const response = await t.app.inject({ method: 'GET', url: `/user/forgot-password/${session}` });
    expect(codeOf(response)).toBe('jwt_malformed');
  });
});

describe('change password while signed in', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/user/change-password', headers: bearer(token), payload });

  it('checks the current password', async () => {
    const token = await t.tokenFor('messaging@acme.test');
    const wrong = await change(token, { currentPassword: 'not-it', password: 'Whatever-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'current_password_incorrect',
      message: 'Your current password provided is incorrect.',
      requestId: expect.any(String) as string,
    });
    const missing = await change(token, { password: 'Whatever-123' });
    expect(codeOf(missing)).toBe('error_updating_password');
    const same = await change(token, { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expect(codeOf(same)).toBe('error_same_password');
  });

  it('asks for a session when no reset token is given', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/change-password',
      payload: { password: 'Whatever-123' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a password set ends every other link of the account', () => {
  async function adminIdOf(email: string) {
    const [row] = await t.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    return row?.id ?? '';
  }

  /** A reset link for `email`, sent by the platform admin (at once, not after the answer). */
  async function linkFor(email: string): Promise<string> {
    const token = await t.tokenFor('super@tidings.test', DEMO_PASSWORD, '10.3.2.1');
    const sent = await t.app.inject({
      method: 'GET',
      url: `/user/reset-password/id/${await adminIdOf(email)}`,
      headers: bearer(token),
    });
    expect(sent.statusCode).toBe(200);
    return resetTokenFromEmail(email);
  }

  it('a completed reset ends the links sent before it', async () => {
    const leaked = await linkFor('admin@globex.test');
    const used = await linkFor('admin@globex.test');
    expect((await changeWithToken(used, 'Globex-new-pass-1')).statusCode).toBe(200);
    expect(codeOf(await changeWithToken(leaked, 'Taken-over-2'))).toBe('jwt_expired');
    await expect(
      t.tokenFor('admin@globex.test', 'Globex-new-pass-1', '10.3.2.2'),
    ).resolves.toBeTruthy();
  });

  it('a password change ends the links still open', async () => {
    const leaked = await linkFor('messaging@acme.test');
    const session = await t.tokenFor('messaging@acme.test', DEMO_PASSWORD, '10.3.2.3');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/user/change-password',
      headers: bearer(session),
      payload: { currentPassword: DEMO_PASSWORD, password: 'Messaging-new-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(codeOf(await changeWithToken(leaked, 'Taken-over-3'))).toBe('jwt_expired');
  });

  it('an accepted invitation ends the links still open', async () => {
    const admin = await t.tokenFor('admin@acme.test', DEMO_PASSWORD, '10.3.2.4');
    const created = await t.app.inject({
      method: 'POST',
      url: '/user/admins',
      headers: bearer(admin),
      payload: { firstname: 'Ines', lastname: 'Invited', email: 'ines@acme.test', userGroup: 4 },
    });
    expect(created.statusCode).toBe(200);
    const invite = /\/password\/reset\/invite\/([\w.-]+)/.exec(
      (await t.emailTo('ines@acme.test')).text,
    )?.[1];
    if (!invite) throw new Error('no invite link');
    const leaked = await linkFor('ines@acme.test');
    expect((await changeWithToken(invite, 'Ines-first-pass-1')).statusCode).toBe(200);
    expect(codeOf(await changeWithToken(leaked, 'Taken-over-4'))).toBe('jwt_expired');
  });
});

describe('GET /user/reset-password/id/{id}', () => {
  async function idOf(email: string) {
    const [row] = await t.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    return row?.id ?? '';
  }

  it('lets a company admin send a link to an admin of their company', async () => {
    const token = await t.tokenFor('admin@acme.test', DEMO_PASSWORD, '10.3.1.1');
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/reset-password/id/${await idOf('twofactor@acme.test')}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(await t.lastEmailTo('twofactor@acme.test')).not.toBeNull();
  });

  it("answers 404 for another company's admin and sends nothing", async () => {
    const token = await t.tokenFor('admin@acme.test', DEMO_PASSWORD, '10.3.1.2');
    const globexId = await idOf('admin@globex.test');
    const before = await t.lastEmailTo('admin@globex.test');
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/reset-password/id/${globexId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
    expect(await t.lastEmailTo('admin@globex.test')).toEqual(before);
  });

  it('is not open to channel admins', async () => {
    const token = await t.tokenFor('channel5@acme.test', DEMO_PASSWORD, '10.3.1.3');
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/reset-password/id/${await idOf('admin@acme.test')}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });
});
