import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../db/schema/admins';
import { autoLoginCodes } from '../../db/schema/auth';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Answer {
  statusCode: number;
  json: <T>() => T;
}
const codeOf = (response: Answer) => response.json<{ code: string }>().code;

async function issue(email: string, headers: Record<string, string> = {}): Promise<Answer> {
  const token = await t.tokenFor(email);
  return t.app.inject({
    method: 'POST',
    url: '/user/login/auth',
    headers: { ...bearer(token), ...headers },
    payload: { type: 'autoLogin' },
  });
}

async function codeFor(email: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await issue(email, headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

const exchange = (code: string, companyID?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/login/auto',
    payload: { type: 'autoLogin', code, ...(companyID ? { companyID } : {}) },
  });

const profileWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/user/profile', headers: bearer(token) });

type Session = { token: string; email: string; userGroup: number; companyID: string };
const sessionOf = (response: Answer) => response.json<{ data: Session }>().data;

const setActive = (email: string, isActive: number) =>
  t.db.update(adminUsers).set({ isActive }).where(eq(adminUsers.email, email));

describe('embedded sign-in (autoLogin)', () => {
  it('answers the spec call with a short code that is no session token', async () => {
    const response = await issue('admin@acme.test');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: { token: string } }>();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await profileWith(body.data.token)).statusCode).toBe(401);
  });

  it('keeps only a hash of the code, expiring within a minute', async () => {
    const code = await codeFor('admin@acme.test');
    const rows = await t.db.select().from(autoLoginCodes);
    expect(rows.some((row) => row.codeHash.includes(code))).toBe(false);
    const latest = rows.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
    expect(latest.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = latest.expiresAt.getTime() - latest.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(30_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
  });

  it("trades a code for a working session of the code's admin and organisation", async () => {
    const response = await exchange(await codeFor('admin@acme.test'));
    expect(response.statusCode).toBe(200);
    const session = sessionOf(response);
    expect(session).toMatchObject({ email: 'admin@acme.test', userGroup: 4, companyID: 'acme' });
    const profile = await profileWith(session.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ data: { email: string } }>().data.email).toBe('admin@acme.test');
  });

  it('takes a code once: of two exchanges at the same moment only one succeeds', async () => {
    const code = await codeFor('admin@acme.test');
    const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('jwt_expired');
  });

  it('refuses an expired code', async () => {
    const code = await codeFor('admin@acme.test');
    await t.db.update(autoLoginCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await exchange(code);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('jwt_expired');
  });

  it('refuses a code never issued, and a malformed one with a validation error', async () => {
    const unknown = await exchange('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(codeOf(unknown)).toBe('jwt_expired');
    const malformed = await exchange('not a code!');
    expect(malformed.statusCode).toBe(400);
    expect(codeOf(malformed)).toBe('validation_error');
  });

  it('refuses a code where the framing page expects another organisation', async () => {
    const globexCode = await codeFor('admin@globex.test');
    const response = await exchange(globexCode, 'acme');
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('jwt_expired');
    const acme = await exchange(await codeFor('admin@acme.test'), 'acme');
    expect(sessionOf(acme).companyID).toBe('acme');
  });

  it("gives a globex admin no code for acme: the code opens the caller's own organisation", async () => {
    const code = await codeFor('admin@globex.test', { companyID: 'acme' });
    const session = sessionOf(await exchange(code));
    expect(session.companyID).toBe('globex');
    const profile = await profileWith(session.token);
    expect(profile.json<{ data: { companyID: string } }>().data.companyID).toBe('globex');
  });

  it('refuses a code whose admin moved to another organisation after it was issued', async () => {
    const code = await codeFor('channel@acme.test');
    const globex = await t.companyIdOf('globex');
    const acme = await t.companyIdOf('acme');
    await t.db
      .update(adminUsers)
      .set({ companyId: globex })
      .where(eq(adminUsers.email, 'channel@acme.test'));
    try {
      expect(codeOf(await exchange(code))).toBe('jwt_expired');
    } finally {
      await t.db
        .update(adminUsers)
        .set({ companyId: acme })
        .where(eq(adminUsers.email, 'channel@acme.test'));
    }
  });

  it('opens the organisation a platform admin had chosen', async () => {
    const code = await codeFor('super@tidings.test', { companyID: 'acme' });
    expect(sessionOf(await exchange(code))).toMatchObject({ userGroup: 1, companyID: 'acme' });
    const everyCompany = await codeFor('super@tidings.test');
    expect(sessionOf(await exchange(everyCompany)).companyID).toBe('All');
  });

  it('refuses the code of an admin deactivated since it was issued', async () => {
    const code = await codeFor('channel@acme.test');
    await setActive('channel@acme.test', 0);
    try {
      const response = await exchange(code);
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('inactive_user');
    } finally {
      await setActive('channel@acme.test', 1);
    }
  });

  it('gives the messaging-only role no code, and an unsigned caller none', async () => {
    expect((await issue('messaging@acme.test')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/user/login/auth',
      payload: { type: 'autoLogin' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
