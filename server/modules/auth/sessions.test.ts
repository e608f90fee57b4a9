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

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/user/profile', headers: bearer(token) });
const codeOf = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;

async function adminId(email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (!row) throw new Error(`no admin ${email}`);
  return row.id;
}

describe('session tokens', () => {
  it('asks for a token on private routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('error_unauthorized');
  });

  it('refuses a token after logout', async () => {
    const token = await t.tokenFor('admin@acme.test');
    expect((await profile(token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/user/logout',
      headers: bearer(token),
    });
    expect(logout.json()).toEqual({ success: true });
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(codeOf(after)).toBe('error_unauthorized');
  });

  it('refuses a token after its admin is deactivated', async () => {
    const target = await t.tokenFor('messaging@acme.test');
    const admin = await t.tokenFor('admin@acme.test');
    const status = await t.app.inject({
      method: 'PUT',
      url: `/user/status/${await adminId('messaging@acme.test')}`,
      headers: bearer(admin),
      payload: { status: 0 },
    });
    expect(status.statusCode).toBe(200);
    expect((await profile(target)).statusCode).toBe(401);
  });

  it('refuses a token after its admin is deleted', async () => {
    const token = await t.tokenFor('channel5@acme.test');
    await t.db
      .update(adminUsers)
      .set({ isDeleted: 1 })
      .where(eq(adminUsers.email, 'channel5@acme.test'));
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('refuses every earlier token after a password change, and the new token works', async () => {
    const other = await t.tokenFor('admin@globex.test');
    const current = await t.tokenFor('admin@globex.test');
    const change = await t.app.inject({
      method: 'POST',
      url: '/user/change-password',
      headers: bearer(current),
      payload: { currentPassword: DEMO_PASSWORD, password: 'A-new-password-9' },
    });
    expect(change.statusCode).toBe(200);
    const fresh = change.json<{ data: { token: string } }>().data.token;
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(current)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const token = await t.tokenFor('super@tidings.test');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(
      JSON.stringify({ ...claims, userGroup: 1, _id: claims._id }),
    ).toString('base64url');
    const changedSignature = `${signature?.slice(0, -2)}AA`;
    expect((await profile(`${header}.${forged}x.${signature}`)).statusCode).toBe(401);
    expect((await profile(`${header}.${payload}.${changedSignature}`)).statusCode).toBe(401);
  });

  it("refuses an unsigned token with alg 'none'", async () => {
    const token = await t.tokenFor('super@tidings.test');
    const payload = token.split('.')[1];
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const response = await profile(`${header}.${payload}.`);
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('error_unauthorized');
  });

  it('answers an expired token with TokenExpiredError', async () => {
    const id = await adminId('super@tidings.test');
    const expired = await new SignJWT({ _id: id, userGroup: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('tidings-console')
      .setJti(crypto.randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(TEST_SECRET);
    const response = await profile(expired);
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('TokenExpiredError');
  });

  it('carries the spec claims in the token: _id, userGroup and the brand colours', async () => {
    const token = await t.tokenFor('admin@acme.test');
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      _id: await adminId('admin@acme.test'),
      userGroup: 4,
      adminColor: '#0f766e',
      brandUrl: 'https://example.com/acme',
    });
    expect(claims).toHaveProperty('menuColor');
  });
});
