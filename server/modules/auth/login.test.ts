import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../db/schema/admins';
import { loginFailures } from '../../db/schema/auth';
import { contentProviders } from '../../db/schema/channels';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each call comes from its own address, so the per-address throttle stays out of the way. */
const login = (payload: Record<string, unknown>, remoteAddress = `10.1.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/user/login', payload, remoteAddress });

describe('POST /user/login', () => {
  it.each([
    ['super@tidings.test', 1, 'All'],
    ['admin@acme.test', 4, 'acme'],
    ['channel@acme.test', 2, 'acme'],
    ['channel5@acme.test', 5, 'acme'],
    ['subadmin@acme.test', 2, 'acme'],
    ['messaging@acme.test', 4, 'acme'],
    ['admin@globex.test', 4, 'globex'],
  ])('signs in %s', async (email, userGroup, companyID) => {
    const response = await login({ email, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: Record<string, unknown> }>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ email, userGroup, companyID });
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses the deactivated admin with inactive_user', async () => {
    const response = await login({ email: 'inactive@acme.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'inactive_user',
      message: 'Your account is de-activated. Please contact administrator.',
    });
  });

  it('asks the two-factor account for its code instead of answering with a token', async () => {
    const response = await login({ email: 'twofactor@acme.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { otpRequired: true, email: 'twofactor@acme.test' },
    });
  });

  it('answers a wrong password and an unknown email alike, with invalid_credentials', async () => {
    const wrong = await login({ email: 'admin@acme.test', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@acme.test', password: DEMO_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'invalid_credentials',
        message: 'oops! that email / password combination is not valid.',
      });
    }
  });

  it('matches the email whatever its case', async () => {
    const response = await login({ email: 'Admin@ACME.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unverified account with account_not_verified', async () => {
    await t.db
      .update(adminUsers)
      .set({ isVerified: 0 })
      .where(eq(adminUsers.email, 'channel5@acme.test'));
    const response = await login({ email: 'channel5@acme.test', password: DEMO_PASSWORD });
    await t.db
      .update(adminUsers)
      .set({ isVerified: 1 })
      .where(eq(adminUsers.email, 'channel5@acme.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('account_not_verified');
  });

  it('refuses a deleted admin with account_deactivated', async () => {
    await t.db
      .update(adminUsers)
      .set({ isDeleted: 1 })
      .where(eq(adminUsers.email, 'subadmin@acme.test'));
    const response = await login({ email: 'subadmin@acme.test', password: DEMO_PASSWORD });
    await t.db
      .update(adminUsers)
      .set({ isDeleted: 0 })
      .where(eq(adminUsers.email, 'subadmin@acme.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('account_deactivated');
  });

  it('refuses the admin of a deactivated channel with inactive_cp_user', async () => {
    const [admin] = await t.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, 'channel@acme.test'));
    const channelId = admin?.contentProviderId ?? '';
    await t.db
      .update(contentProviders)
      .set({ isActive: 0 })
      .where(eq(contentProviders.id, channelId));
    const response = await login({ email: 'channel@acme.test', password: DEMO_PASSWORD });
    await t.db
      .update(contentProviders)
      .set({ isActive: 1 })
      .where(eq(contentProviders.id, channelId));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'inactive_cp_user',
      message: 'This account is de-activated. Please contact your organization administrator.',
    });
  });

  it('reveals no account state to someone without the password', async () => {
    const response = await login({ email: 'inactive@acme.test', password: 'guess' });
    expect(response.json<{ code: string }>().code).toBe('invalid_credentials');
  });

  it('rejects a malformed body with validation_error and names the field', async () => {
    const response = await login({ email: 'not-an-email', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      details: [{ field: 'email' }],
    });
  });
});

describe('sign-in throttle', () => {
  it('answers 429 on the sixth try after five failures for one account, even with the right password', async () => {
    const email = 'messaging@acme.test';
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const sixth = await login({ email, password: DEMO_PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ code: string }>().code).toBe('too_many_attempts');
  });

  it('answers 429 to one address after five failures across accounts', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: `nobody${i}@acme.test`, password: 'x' }, from)).statusCode).toBe(
        401,
      );
    }
    expect(
      (await login({ email: 'admin@globex.test', password: DEMO_PASSWORD }, from)).statusCode,
    ).toBe(429);
    expect(
      (await login({ email: 'admin@globex.test', password: DEMO_PASSWORD }, '10.9.9.10'))
        .statusCode,
    ).toBe(200);
  });

  it('lets the account in again once the window has passed', async () => {
    const email = 'channel5@acme.test';
    for (let i = 0; i < 5; i++) await login({ email, password: 'wrong' });
    expect((await login({ email, password: DEMO_PASSWORD })).statusCode).toBe(429);
    // Age the failures past the 15-minute window instead of waiting for it.
    await t.db.update(loginFailures).set({ at: new Date(Date.now() - 16 * 60 * 1000) });
    expect((await login({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});
