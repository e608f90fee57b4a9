import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PasskeyChallenge,
  PasskeyCreationOptions,
  PasskeySetup,
} from '../../../contract/passkeys';
import { adminUsers } from '../../db/schema/admins';
import { adminPasskeys, passkeyChallenges } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/auditLog';
import { companies } from '../../db/schema/companies';
import { companySso } from '../../db/schema/sso';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';
import { SoftPasskey } from '../../../tests/api/softPasskey';
import { createRoleAdmin } from './testKit';

/** The harness's CONSOLE_URL: the passkeys' site. */
const ORIGIN = 'http://console.test';
const RP_ID = 'console.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.7.0.${++address}`,
    ...(token ? { headers: bearer(token) } : {}),
  });
const data = <T>(response: { json: <R>() => R }) => response.json<{ data: T }>().data;
const codeOf = (response: { json: <R>() => R }) => response.json<{ code: string }>().code;
const passwordLogin = (email: string, extra: object = {}) =>
  post('/user/login', { email, password: DEMO_PASSWORD, ...extra });

async function newAdmin(email: string): Promise<string> {
  const { adminId } = await createRoleAdmin(t.db, {
    email,
    company: 'acme',
    roleID: email.split('@')[0] ?? email,
    keys: [],
  });
  return adminId;
}

/** Adds a passkey from the profile; answers the authenticator and the session used. */
async function addPasskey(email: string, name = 'Work laptop') {
  const token = await t.tokenFor(email);
  const started = await post('/user/passkeys/options', { password: DEMO_PASSWORD }, token);
  expect(started.statusCode).toBe(200);
  const setup = data<PasskeySetup>(started);
  const passkey = new SoftPasskey(ORIGIN, RP_ID);
  const added = await post(
    '/user/passkeys',
    { challengeId: setup.challengeId, name, credential: passkey.register(setup.options) },
    token,
  );
  expect(added.statusCode).toBe(200);
  return { passkey, token, setup, id: data<{ id: string }>(added).id };
}

async function passwordlessChallenge(): Promise<PasskeyChallenge> {
  const response = await post('/user/login/passkey/options', {});
  expect(response.statusCode).toBe(200);
  return data<PasskeyChallenge>(response);
}

describe('passkeys', () => {
  it('registers a passkey after the password, lists it and counts it as a second factor', async () => {
    const email = 'passkey-owner@acme.test';
    const adminId = await newAdmin(email);
    const token = await t.tokenFor(email);

    const noProof = await post('/user/passkeys/options', {}, token);
    expect(noProof.statusCode).toBe(400);
    expect(codeOf(noProof)).toBe('validation_error');
    const wrong = await post('/user/passkeys/options', { password: 'not-it-at-all' }, token);
    expect(codeOf(wrong)).toBe('current_password_incorrect');

    const { id, setup, passkey } = await addPasskey(email);
    const options: PasskeyCreationOptions = setup.options;
    expect(options.rp.id).toBe(RP_ID);
    expect(options.authenticatorSelection?.residentKey).toBe('required');

    const list = await t.app.inject({
      method: 'GET',
      url: '/user/passkeys',
      headers: bearer(token),
    });
    expect(data<{ id: string; name: string; lastUsedAt: string | null }[]>(list)).toEqual([
      expect.objectContaining({ id, name: 'Work laptop', lastUsedAt: null }),
    ]);
    const status = await t.app.inject({
      method: 'GET',
      url: '/user/two-factor',
      headers: bearer(token),
    });
    expect(data<{ passkeys: number }>(status).passkeys).toBe(1);

    // The same credential again is refused, whatever challenge it answers.
    const again = data<PasskeySetup>(
      await post('/user/passkeys/options', { password: DEMO_PASSWORD }, token),
    );
    expect(again.options.excludeCredentials?.map((c) => c.id)).toEqual([passkey.credentialId]);
    const duplicate = await post(
      '/user/passkeys',
      {
        challengeId: again.challengeId,
        name: 'Twice',
        credential: passkey.register(again.options),
      },
      token,
    );
    expect(codeOf(duplicate)).toBe('error_passkey_exists');

    const [stored] = await t.db
      .select()
      .from(adminPasskeys)
      .where(eq(adminPasskeys.adminId, adminId));
    expect(stored?.credentialId).toBe(passkey.credentialId);
  });

  it('answers each registration challenge once', async () => {
    const email = 'passkey-replay@acme.test';
    await newAdmin(email);
    const token = await t.tokenFor(email);
    const setup = data<PasskeySetup>(
      await post('/user/passkeys/options', { password: DEMO_PASSWORD }, token),
    );
    const first = new SoftPasskey(ORIGIN, RP_ID).register(setup.options);
    const body = { challengeId: setup.challengeId, name: 'Phone', credential: first };
    expect((await post('/user/passkeys', body, token)).statusCode).toBe(200);
    const replay = await post(
      '/user/passkeys',
      { ...body, credential: new SoftPasskey(ORIGIN, RP_ID).register(setup.options) },
      token,
    );
    expect(codeOf(replay)).toBe('error_passkey_challenge');
  });

  it('refuses a passkey made for another site', async () => {
    const email = 'passkey-phished@acme.test';
    await newAdmin(email);
    const token = await t.tokenFor(email);
    const setup = data<PasskeySetup>(
      await post('/user/passkeys/options', { password: DEMO_PASSWORD }, token),
    );
    const elsewhere = new SoftPasskey('https://tidings-login.example', 'tidings-login.example');
    const response = await post(
      '/user/passkeys',
      {
        challengeId: setup.challengeId,
        name: 'Fake',
        credential: elsewhere.register(setup.options),
      },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('error_passkey');
  });

  it('asks for the passkey after the password, in place of the emailed code', async () => {
    const email = 'passkey-second@acme.test';
    await newAdmin(email);
    const { passkey } = await addPasskey(email);

    const asked = await passwordLogin(email);
    const ask = data<{
      otpRequired: boolean;
      otpMethod: string;
      authenticatorToo: boolean;
      passkeyChallenge: PasskeyChallenge;
      token?: string;
    }>(asked);
    expect(ask).toMatchObject({ otpRequired: true, otpMethod: 'passkey', authenticatorToo: false });
    expect(ask.token).toBeUndefined();
    expect(ask.passkeyChallenge.options.allowCredentials?.map((c) => c.id)).toEqual([
      passkey.credentialId,
    ]);

    const answer = {
      challengeId: ask.passkeyChallenge.challengeId,
      credential: passkey.sign(ask.passkeyChallenge.options, { userVerified: false }),
    };
    const signedIn = await passwordLogin(email, { passkey: answer });
    expect(signedIn.statusCode).toBe(200);
    expect(data<{ token: string }>(signedIn).token).toBeTruthy();

    // The answer is spent with its challenge.
    expect(codeOf(await passwordLogin(email, { passkey: answer }))).toBe('error_passkey_challenge');
    // A code typed instead is no way round it.
    const withCode = await passwordLogin(email, { otp: '123456' });
    expect(data<{ otpMethod: string }>(withCode).otpMethod).toBe('passkey');
  });

  it("refuses another admin's passkey as the second factor", async () => {
    const owner = 'passkey-mine@acme.test';
    const other = 'passkey-theirs@acme.test';
    await newAdmin(owner);
    await newAdmin(other);
    await addPasskey(owner);
    const { passkey: theirs } = await addPasskey(other);
    const ask = data<{ passkeyChallenge: PasskeyChallenge }>(await passwordLogin(owner));
    const response = await passwordLogin(owner, {
      passkey: {
        challengeId: ask.passkeyChallenge.challengeId,
        credential: theirs.sign(ask.passkeyChallenge.options),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('error_passkey');
  });

  it('signs in with a passkey alone when it verifies its user, and notes it in the audit log', async () => {
    const email = 'passkey-alone@acme.test';
    const adminId = await newAdmin(email);
    const { passkey, id } = await addPasskey(email);

    const unverified = await passwordlessChallenge();
    const refused = await post('/user/login/passkey', {
      challengeId: unverified.challengeId,
      credential: passkey.sign(unverified.options, { userVerified: false }),
    });
    expect(codeOf(refused)).toBe('error_passkey');

    const phished = await passwordlessChallenge();
    const elsewhere = await post('/user/login/passkey', {
      challengeId: phished.challengeId,
      credential: passkey.sign(phished.options, { rpId: 'tidings-login.example' }),
    });
    expect(codeOf(elsewhere)).toBe('error_passkey');

    const challenge = await passwordlessChallenge();
    expect(challenge.options.allowCredentials ?? []).toEqual([]);
    expect(challenge.options.userVerification).toBe('required');
    const signedIn = await post('/user/login/passkey', {
      challengeId: challenge.challengeId,
      credential: passkey.sign(challenge.options),
    });
    expect(signedIn.statusCode).toBe(200);
    const session = data<{ token: string; email: string; companyID: string }>(signedIn);
    expect(session).toMatchObject({ email, companyID: 'acme' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/user/profile',
      headers: bearer(session.token),
    });
    expect(profile.statusCode, profile.body).toBe(200);

    const [row] = await t.db.select().from(adminPasskeys).where(eq(adminPasskeys.id, id));
    expect(row?.lastUsedAt).not.toBeNull();
    expect(row?.counter).toBeGreaterThan(0);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.adminId, adminId), eq(auditLog.route, '/user/login/passkey')));
    expect(entries).toHaveLength(1);
    // Nothing is left to replay.
    const left = await t.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.id, challenge.challengeId));
    expect(left).toEqual([]);
  });

  it('keeps a deactivated admin out', async () => {
    const email = 'passkey-gone@acme.test';
    await newAdmin(email);
    const { id, passkey } = await addPasskey(email);
    const [row] = await t.db.select().from(adminPasskeys).where(eq(adminPasskeys.id, id));
    await t.db
      .update(adminUsers)
      .set({ isActive: 0 })
      .where(eq(adminUsers.id, row?.adminId ?? ''));
    const challenge = await passwordlessChallenge();
    const response = await post('/user/login/passkey', {
      challengeId: challenge.challengeId,
      credential: passkey.sign(challenge.options),
    });
    expect(codeOf(response)).toBe('inactive_user');
  });

  it("keeps each admin's passkeys their own", async () => {
    const owner = 'passkey-keep@acme.test';
    const other = 'passkey-intruder@acme.test';
    await newAdmin(owner);
    await newAdmin(other);
    const { id } = await addPasskey(owner);
    const intruder = await t.tokenFor(other);
    const removed = await post(
      `/user/passkeys/${id}/remove`,
      { password: DEMO_PASSWORD },
      intruder,
    );
    expect(removed.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/user/passkeys',
      headers: bearer(intruder),
    });
    expect(data<unknown[]>(list)).toEqual([]);
  });

  it('meets an organisation’s two-factor rule, keeps its last factor, and goes with a reset', async () => {
    const email = 'passkey-required@acme.test';
    const adminId = await newAdmin(email);
    const { id, token, passkey } = await addPasskey(email);
    const support = await t.tokenFor('admin@acme.test');
    await t.db
      .update(companies)
      .set({ requireTwoFactor: true })
      .where(eq(companies.companyId, 'acme'));
    try {
      const ask = data<{ passkeyChallenge: PasskeyChallenge }>(await passwordLogin(email));
      const signedIn = await passwordLogin(email, {
        passkey: {
          challengeId: ask.passkeyChallenge.challengeId,
          credential: passkey.sign(ask.passkeyChallenge.options),
        },
      });
      expect(data<{ token?: string }>(signedIn).token).toBeTruthy();

      const last = await post(`/user/passkeys/${id}/remove`, { password: DEMO_PASSWORD }, token);
      expect(last.statusCode).toBe(409);
      expect(codeOf(last)).toBe('error_two_factor_required');

      const reset = await post(`/user/two-factor/reset/${adminId}`, {}, support);
      expect(reset.statusCode).toBe(200);
      const rows = await t.db
        .select()
        .from(adminPasskeys)
        .where(eq(adminPasskeys.adminId, adminId));
      expect(rows).toEqual([]);
      // With no factor left, the organisation's rule sends them to set up an authenticator.
      expect(data<{ enrolRequired?: boolean }>(await passwordLogin(email)).enrolRequired).toBe(
        true,
      );
    } finally {
      await t.db
        .update(companies)
        .set({ requireTwoFactor: false })
        .where(eq(companies.companyId, 'acme'));
    }
  });

  it('removes a passkey after the password, and the password alone signs in again', async () => {
    const email = 'passkey-removed@acme.test';
    await newAdmin(email);
    const { id, token } = await addPasskey(email);
    const removed = await post(`/user/passkeys/${id}/remove`, { password: DEMO_PASSWORD }, token);
    expect(removed.statusCode).toBe(200);
    expect(data<{ token?: string }>(await passwordLogin(email)).token).toBeTruthy();
  });

  it('leaves an organisation that requires single sign-on to its identity provider', async () => {
    const email = 'passkey-sso@acme.test';
    await newAdmin(email);
    const { passkey } = await addPasskey(email);
    const [acme] = await t.db.select().from(companies).where(eq(companies.companyId, 'acme'));
    await t.db.insert(companySso).values({
      companyId: acme?.id ?? '',
      issuer: 'https://id.acme.example',
      clientId: 'tidings',
      clientSecretSealed: 'sealed',
      mode: 'required',
    });
    try {
      const challenge = await passwordlessChallenge();
      const response = await post('/user/login/passkey', {
        challengeId: challenge.challengeId,
        credential: passkey.sign(challenge.options),
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await t.db.delete(companySso).where(eq(companySso.companyId, acme?.id ?? ''));
    }
  });
});
