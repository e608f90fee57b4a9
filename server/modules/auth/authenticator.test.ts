import { and, eq, like } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthenticators, adminRecoveryCodes, loginFailures } from '../../db/schema/auth';
import { adminUsers } from '../../db/schema/admins';
import { auditLog } from '../../db/schema/auditLog';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';
import { createRoleAdmin } from './testKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app's code for a moment `offsetSteps` 30-second steps from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

let address = 0;
const login = (email: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { email, password: DEMO_PASSWORD, ...extra },
    remoteAddress: `10.9.0.${++address}`,
  });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Lets the next code of the current steps count again (the test cannot wait 30 s). */
const forgetSteps = (adminId: string) =>
  t.db
    .update(adminAuthenticators)
    .set({ lastStep: null })
    .where(eq(adminAuthenticators.adminId, adminId));

/** Sets up an authenticator from the profile; answers its secret and recovery codes. */
async function enrol(email: string) {
  const token = await t.tokenFor(email);
  const started = await call('POST', '/user/two-factor/authenticator', token, {});
  expect(started.statusCode).toBe(200);
  const { secret, uri } = started.json<{ data: { secret: string; uri: string } }>().data;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Tidings:.*secret=/);
  const confirmed = await call('POST', '/user/two-factor/authenticator/confirm', token, {
    code: codeOf(secret),
  });
  expect(confirmed.statusCode).toBe(200);
  const { recoveryCodes } = confirmed.json<{ data: { recoveryCodes: string[] } }>().data;
  return { token, secret, recoveryCodes };
}

describe('an authenticator app', () => {
  const email = 'totp@acme.test';
  let adminId = '';
  let secret = '';
  let recoveryCodes: string[] = [];

  it('is set up from the profile, its secret and recovery codes never stored in clear', async () => {
    ({ adminId } = await createRoleAdmin(t.db, {
      email,
      company: 'acme',
      roleID: 'totp-role',
      keys: ['profile'],
    }));
    ({ secret, recoveryCodes } = await enrol(email));
    expect(recoveryCodes).toHaveLength(10);
    const [stored] = await t.db
      .select()
      .from(adminAuthenticators)
      .where(eq(adminAuthenticators.adminId, adminId));
    expect(stored?.confirmedAt).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(secret);
    const hashes = await t.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, adminId));
    const stray = recoveryCodes.flatMap((code) => [code, code.replace('-', '')]);
    expect(hashes).toHaveLength(10);
    for (const code of stray) expect(JSON.stringify(hashes)).not.toContain(code);
    // The setup is audited, without the secret.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.adminId, adminId));
    const routes = entries.map((entry) => entry.route);
    expect(routes).toContain('/user/two-factor/authenticator');
    expect(routes).toContain('/user/two-factor/authenticator/confirm');
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it("asks for the app's code instead of emailing one, and takes each code once", async () => {
    const asked = await login(email);
    expect(asked.json()).toMatchObject({ data: { otpRequired: true, otpMethod: 'authenticator' } });
    expect(await t.lastEmailTo(email)).toBeNull();

    const failuresBefore = (await t.db.select().from(loginFailures)).length;
    const wrong = String((Number(codeOf(secret, 1)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await login(email, { otp: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'error_two_factor_code' });
    expect((await t.db.select().from(loginFailures)).length).toBeGreaterThan(failuresBefore);

    // The confirmation took this step's code; the next step's is within the window.
    const next = codeOf(secret, 1);
    const signedIn = await login(email, { otp: next });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ data: { token: string } }>().data.token).toBeTruthy();
    const replayed = await login(email, { otp: next });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'error_two_factor_code' });
    expect((await login(email, { otp: codeOf(secret) })).statusCode).toBe(400);
  });

  it('signs in once with a recovery code, says how many are left, and audits its use', async () => {
    const [code = ''] = recoveryCodes;
    const used = await login(email, { recoveryCode: code.toUpperCase() });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ data: { recoveryCodesLeft: 9 } });
    expect((await login(email, { recoveryCode: code })).statusCode).toBe(400);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.adminId, adminId), eq(auditLog.route, '/user/login')));
    expect(entries.map((entry) => entry.summary)).toContainEqual({
      recoveryCodeUsed: true,
      recoveryCodesLeft: 9,
    });
  });

  it('regenerates recovery codes for a current code; the earlier ones stop working', async () => {
    await forgetSteps(adminId);
    const session = await login(email, { otp: codeOf(secret) });
    const sessionToken = session.json<{ data: { token: string } }>().data.token;
    await forgetSteps(adminId);
    const fresh = await call('POST', '/user/two-factor/recovery-codes', sessionToken, {
      code: codeOf(secret),
    });
    expect(fresh.statusCode).toBe(200);
    const newCodes = fresh.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.adminId, adminId), eq(auditLog.route, '/user/two-factor/recovery-codes')),
      );
    expect(audited).toHaveLength(1);
    expect((await login(email, { recoveryCode: recoveryCodes[1] ?? '' })).statusCode).toBe(400);
    expect((await login(email, { recoveryCode: newCodes[0] ?? '' })).statusCode).toBe(200);
    const status = await call('GET', '/user/two-factor', sessionToken);
    expect(status.json()).toMatchObject({ data: { authenticator: true, recoveryCodesLeft: 9 } });
  });

  it('is removed with the password, and the emailed-code sign-in is as before', async () => {
    await forgetSteps(adminId);
    const session = await login(email, { otp: codeOf(secret) });
    const token = session.json<{ data: { token: string } }>().data.token;
    const wrong = await call('POST', '/user/two-factor/authenticator/remove', token, {
      password: 'not-the-password',
    });
    expect(wrong.json()).toMatchObject({ code: 'current_password_incorrect' });
    const removed = await call('POST', '/user/two-factor/authenticator/remove', token, {
      password: DEMO_PASSWORD,
    });
    expect(removed.statusCode).toBe(200);
    const removals = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.adminId, adminId),
          eq(auditLog.route, '/user/two-factor/authenticator/remove'),
        ),
      );
    expect(removals.map((entry) => entry.status)).toEqual([200]);
    expect((await login(email)).json<{ data: { token?: string } }>().data.token).toBeTruthy();
    expect(
      await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)),
    ).toEqual([]);
  });
});

describe("an organisation's requirement", () => {
  let ownerToken = '';
  it('is set by a company admin with an authenticator, for their company alone', async () => {
    const owner = 'owner2fa@acme.test';
    await createRoleAdmin(t.db, {
      email: owner,
      company: 'acme',
      roleID: 'owner-2fa',
      keys: ['CompanySettings', 'profile', 'createAdmin'],
    });
    const plain = await t.tokenFor(owner);
    const early = await call('PUT', '/two-factor-policy', plain, { requireTwoFactor: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'error_authenticator_missing' });

    const { token } = await enrol(owner);
    ownerToken = token;
    const set = await call('PUT', '/two-factor-policy', token, { requireTwoFactor: true });
    expect(set.json()).toEqual({ success: true, data: { requireTwoFactor: true } });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.route, '/two-factor-policy'), eq(auditLog.method, 'PUT')));
    expect(audited.length).toBe(1);

    // Another organisation's admins: neither its setting nor its sign-in changes.
    const globex = await t.tokenFor('admin@globex.test');
    const theirs = await call('GET', '/two-factor-policy', globex);
    expect(theirs.json()).toEqual({ success: true, data: { requireTwoFactor: false } });
    const mine = await call('GET', '/two-factor-policy', token);
    expect(mine.json()).toEqual({ success: true, data: { requireTwoFactor: true } });
  });

  it('makes an admin without an authenticator set one up before any session', async () => {
    const email = 'newcomer@acme.test';
    await createRoleAdmin(t.db, {
      email,
      company: 'acme',
      roleID: 'newcomer',
      keys: ['profile'],
    });
    const answer = await login(email);
    const { data } = answer.json<{
      data: { token?: string; enrolRequired?: boolean; enrolTicket: string };
    }>();
    expect(data.token).toBeUndefined();
    expect(data.enrolRequired).toBe(true);
    // The ticket is no session.
    expect((await call('GET', '/user/profile', data.enrolTicket)).statusCode).toBe(401);

    const started = await t.app.inject({
      method: 'POST',
      url: '/user/login/enrol',
      payload: { ticket: data.enrolTicket },
    });
    const { secret } = started.json<{ data: { secret: string } }>().data;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/user/login/enrol/confirm',
      payload: { ticket: data.enrolTicket, code: codeOf(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json<{ data: { token: string; recoveryCodes: string[] } }>().data;
    expect(session.recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/user/profile', session.token)).statusCode).toBe(200);
    // The ticket does nothing more, and the authenticator cannot be removed while required.
    const again = await t.app.inject({
      method: 'POST',
      url: '/user/login/enrol',
      payload: { ticket: data.enrolTicket },
    });
    expect(again.json()).toMatchObject({ code: 'error_authenticator_exists' });
    const removal = await call('POST', '/user/two-factor/authenticator/remove', session.token, {
      password: DEMO_PASSWORD,
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({ code: 'error_two_factor_required' });
    expect((await login(email)).json()).toMatchObject({ data: { otpMethod: 'authenticator' } });

    // Lost with its recovery codes: an admin of their own organisation removes it, no other.
    const [row] = await t.db
      .select({ adminId: adminAuthenticators.adminId })
      .from(adminAuthenticators)
      .innerJoin(adminUsers, eq(adminUsers.id, adminAuthenticators.adminId))
      .where(eq(adminUsers.email, email));
    const reset = (token: string) =>
      call('POST', `/user/two-factor/reset/${row?.adminId ?? ''}`, token, {});
    expect((await reset(await t.tokenFor('admin@globex.test'))).statusCode).toBe(404);
    expect((await reset(ownerToken)).statusCode).toBe(200);
    expect((await login(email)).json()).toMatchObject({ data: { enrolRequired: true } });
  });
});
