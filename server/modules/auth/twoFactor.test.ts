import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../db/schema/admins';
import { loginOtps } from '../../db/schema/auth';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';
import { RESEND_OTP_LIMITS } from './throttle';

const EMAIL = 'twofactor@acme.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const login = (otp?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { email: EMAIL, password: DEMO_PASSWORD, ...(otp ? { otp } : {}) },
    remoteAddress: `10.2.0.${++address}`,
  });

async function emailedCode(): Promise<string> {
  const email = await t.lastEmailTo(EMAIL);
  const code = /\b(\d{6})\b/.exec(email?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the latest email: ${email?.text}`);
  return code;
}

describe('two-factor sign-in', () => {
  it('emails a 6-digit code and signs in with it once', async () => {
    expect((await login()).json()).toMatchObject({ data: { otpRequired: true } });
    const code = await emailedCode();
    const withCode = await login(code);
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json<{ data: { token: string } }>().data.token).toBeTruthy();

    const again = await login(code);
    expect(again.statusCode).toBe(401);
    expect(again.json<{ code: string }>().code).toBe('invalid_otp');
  });

  it('refuses a wrong code', async () => {
    await login();
    const code = await emailedCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const response = await login(wrong);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ code: string }>().code).toBe('invalid_otp');
  });

  it('refuses a code older than 10 minutes with otp_expired', async () => {
    await login();
    const code = await emailedCode();
    const [admin] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, EMAIL));
    await t.db
      .update(loginOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginOtps.adminId, admin?.id ?? ''));
    const response = await login(code);
    expect(response.json<{ code: string }>().code).toBe('otp_expired');
  });

  it('resends a fresh code that replaces the previous one', async () => {
    await login();
    const first = await emailedCode();
    const resend = await t.app.inject({
      method: 'POST',
      url: '/user/login/resend-otp',
      payload: { email: EMAIL },
    });
    expect(resend.json()).toEqual({ success: true });
    const second = await emailedCode();
    // Codes are random: a one-in-a-million repeat would make this check meaningless, not wrong.
    expect(second).not.toBe(first);
    expect((await login(first)).json<{ code: string }>().code).toBe('invalid_otp');
    expect((await login(second)).statusCode).toBe(200);
  });

  it('answers a resend for an unknown email exactly as for a known one, and sends nothing', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/user/login/resend-otp',
      payload: { email: 'nobody@acme.test' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
    expect(await t.lastEmailTo('nobody@acme.test')).toBeNull();
  });

  it('limits new codes per account and per address, answering 429 with Retry-After', async () => {
    const resend = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user/login/resend-otp',
        payload: { email },
        remoteAddress,
      });
    await login();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof resend>> | null = null;
    for (let i = 0; i < RESEND_OTP_LIMITS.perAccount + 3; i++) {
      const answer = await resend(EMAIL, `10.70.0.${i + 1}`);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) refused ??= answer;
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      RESEND_OTP_LIMITS.perAccount,
    );
    expect(refused?.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // The flood stopped, the last code sent still signs the owner in.
    expect((await login(await emailedCode())).statusCode).toBe(200);

    const from = '10.71.0.1';
    for (let i = 0; i < RESEND_OTP_LIMITS.perAddress; i++) {
      expect((await resend(`someone${i}@acme.test`, from)).statusCode).toBe(200);
    }
    expect((await resend('someone-else@acme.test', from)).statusCode).toBe(429);
  });
});
