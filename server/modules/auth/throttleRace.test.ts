import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../db/schema/admins';
import { loginOtps } from '../../db/schema/auth';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';
import { hashOtp } from './otp';
import { LOGIN_LIMITS } from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TRIES = 20;

/**
 * TRIES sign-ins sent at once, each from its own address in `network`, or all from `network`
 * when it is a whole address: on PostgreSQL, on several connections.
 */
function atOnce(payload: Record<string, string>, network: string) {
  return Promise.all(
    Array.from({ length: TRIES }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/user/login',
        payload,
        remoteAddress: network.split('.').length === 4 ? network : `${network}.${i + 1}`,
      }),
    ),
  );
}

const countOf = (responses: { statusCode: number }[], status: number) =>
  responses.filter((response) => response.statusCode === status).length;

describe('the sign-in throttle under parallel tries', () => {
  it(`judges ${LOGIN_LIMITS.perPair} of ${TRIES} wrong passwords sent at once from one address, and refuses the rest`, async () => {
    const responses = await atOnce(
      { email: 'messaging@acme.test', password: 'wrong-guess' },
      '10.60.0.1',
    );
    expect(countOf(responses, 401)).toBe(LOGIN_LIMITS.perPair);
    expect(countOf(responses, 429)).toBe(TRIES - LOGIN_LIMITS.perPair);
  });

  it(`judges ${LOGIN_LIMITS.perAccount} of ${TRIES} wrong passwords sent at once from as many addresses`, async () => {
    const responses = await atOnce(
      { email: 'admin@acme.test', password: 'wrong-guess' },
      '10.61.0',
    );
    expect(countOf(responses, 401)).toBe(LOGIN_LIMITS.perAccount);
    expect(countOf(responses, 429)).toBe(TRIES - LOGIN_LIMITS.perAccount);
  });

  it(`judges ${LOGIN_LIMITS.perAccount} of ${TRIES} wrong two-factor codes sent at once`, async () => {
    const email = 'twofactor@acme.test';
    const first = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: '10.62.0.1',
    });
    expect(first.json<{ data: { otpRequired?: boolean } }>().data.otpRequired).toBe(true);
    const [admin] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    const [otp] = await t.db
      .select()
      .from(loginOtps)
      .where(eq(loginOtps.adminId, admin?.id ?? ''))
      .orderBy(desc(loginOtps.createdAt))
      .limit(1);
    // A code that is certainly not the one emailed.
    const wrong = ['000000', '000001'].find(
      (code) => hashOtp(admin?.id ?? '', code) !== otp?.codeHash,
    );

    const responses = await atOnce({ email, password: DEMO_PASSWORD, otp: wrong ?? '' }, '10.63.0');
    expect(countOf(responses, 401)).toBe(LOGIN_LIMITS.perAccount);
    expect(countOf(responses, 429)).toBe(TRIES - LOGIN_LIMITS.perAccount);
  });

  it('gives back the try of a sign-in that succeeds', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perPair + 2; i += 1) {
      await expect(
        t.tokenFor('channel5@acme.test', DEMO_PASSWORD, '10.64.0.1'),
      ).resolves.toBeTruthy();
    }
  });
});
