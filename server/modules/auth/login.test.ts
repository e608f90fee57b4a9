import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../db/schema/admins';
import { loginFailures } from '../../db/schema/auth';
import { contentProviders } from '../../db/schema/channels';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';
import { LOGIN_LIMITS } from './throttle';

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
      requestId: expect.any(String) as string,
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
        requestId: expect.any(String) as string,
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
      requestId: expect.any(String) as string,
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

/** A 429's Retry-After, in seconds; fails the test when there is none. */
function retryAfterOf(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  return seconds;
}

describe('sign-in throttle', () => {
  it('answers 429 with Retry-After to the address that guessed five times at one account, even with the right password', async () => {
    const email = 'messaging@acme.test';
    const from = '10.9.1.1';
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: `wrong-${i}` }, from)).statusCode).toBe(401);
    }
    const sixth = await login({ email, password: DEMO_PASSWORD }, from);
    expect(sixth.json<{ code: string }>().code).toBe('too_many_attempts');
    const seconds = retryAfterOf(sixth);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it('lets the owner in from elsewhere after five wrong passwords from another address', async () => {
    const email = 'admin@globex.test';
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: `guess-${i}` }, attacker)).statusCode).toBe(401);
    }
    retryAfterOf(await login({ email, password: 'guess-5' }, attacker));
    // The owner, from an address this account has never signed in from.
    expect((await login({ email, password: DEMO_PASSWORD }, '198.51.100.20')).statusCode).toBe(200);
  });

  it("does not let one address's guesses at one account lock its other accounts", async () => {
    const from = '10.9.2.2';
    for (let i = 0; i < 5; i++) {
      await login({ email: 'nobody-x@acme.test', password: `x-${i}` }, from);
    }
    retryAfterOf(await login({ email: 'nobody-x@acme.test', password: 'x' }, from));
    expect(
      (await login({ email: 'admin@acme.test', password: DEMO_PASSWORD }, from)).statusCode,
    ).toBe(200);
  });

  it(`stops an address guessing many accounts after ${LOGIN_LIMITS.perAddress} wrong guesses`, async () => {
    const from = '10.9.3.3';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await login({ email: `nobody${i}@acme.test`, password: 'x' }, from)).statusCode).toBe(
        401,
      );
    }
    retryAfterOf(await login({ email: 'super@tidings.test', password: DEMO_PASSWORD }, from));
    expect(
      (await login({ email: 'super@tidings.test', password: DEMO_PASSWORD }, '10.9.3.4'))
        .statusCode,
    ).toBe(200);
  });

  it("slows guesses at one account from many addresses, never at the owner's usual address; a reset lets the owner in anywhere", async () => {
    const email = 'channel5@acme.test';
    const home = '198.51.100.30';
    expect((await login({ email, password: DEMO_PASSWORD }, home)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect(
        (await login({ email, password: `spray-${i}` }, `203.0.113.${100 + i}`)).statusCode,
      ).toBe(401);
    }
    const slowed = retryAfterOf(await login({ email, password: 'spray' }, '203.0.113.200'));
    expect(slowed).toBeLessThanOrEqual(LOGIN_LIMITS.slowedEveryMs / 1000);
    // The owner at home is not slowed; away, they are, until the emailed reset.
    expect((await login({ email, password: DEMO_PASSWORD }, home)).statusCode).toBe(200);
    const away = '198.51.100.31';
    retryAfterOf(await login({ email, password: DEMO_PASSWORD }, away));
    await t.app.inject({
      method: 'POST',
      url: '/user/forgot-password',
      payload: { email },
      remoteAddress: away,
    });
    const link = /\/password\/reset\/admin\/([\w.-]+)/.exec((await t.emailTo(email)).text)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/user/change-password',
      payload: { token: link, password: 'Owner-again-2' },
      remoteAddress: away,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login({ email, password: 'Owner-again-2' }, away)).statusCode).toBe(200);
  });

  it('lets the address in again once the window has passed', async () => {
    const email = 'channel@acme.test';
    const from = '10.9.4.4';
    for (let i = 0; i < 5; i++) await login({ email, password: 'wrong' }, from);
    retryAfterOf(await login({ email, password: DEMO_PASSWORD }, from));
    // Age the failures past the 15-minute window instead of waiting for it.
    await t.db.update(loginFailures).set({ at: new Date(Date.now() - 16 * 60 * 1000) });
    expect((await login({ email, password: DEMO_PASSWORD }, from)).statusCode).toBe(200);
  });
});
