import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';
import { signInAtProvider, startLocalOidcProvider } from '../../../tests/oidc/localOidcProvider';

/**
 * Single sign-on against a real OpenID provider (oidc-provider on this machine): the code flow
 * with PKCE from the company login page's start to a console session, and what must be refused.
 */
let t: TestApp;
let acmeToken: string;
const API_URL = 'http://api.tidings.test';
const CALLBACK = `${API_URL}/auth/sso/callback`;
const ACME_SECRET = 'acme-oidc-client-secret-7f3a9c';
let acmeIdp: Awaited<ReturnType<typeof startLocalOidcProvider>>;
let globexIdp: Awaited<ReturnType<typeof startLocalOidcProvider>>;

beforeAll(async () => {
  acmeIdp = await startLocalOidcProvider([
    { clientId: 'tidings-acme', clientSecret: ACME_SECRET, redirectUri: CALLBACK },
  ]);
  globexIdp = await startLocalOidcProvider([
    { clientId: 'tidings-globex', clientSecret: 'globex-secret-000000', redirectUri: CALLBACK },
  ]);
  t = await createTestApp({ env: { SSO_ALLOW_HTTP: 'true', VITE_API_URL: API_URL } });
  acmeToken = await t.tokenFor('admin@acme.test');
  const saved = await settle('admin@acme.test', {
    issuer: acmeIdp.issuer,
    clientId: 'tidings-acme',
    clientSecret: ACME_SECRET,
    mode: 'optional',
    jitEnabled: false,
    jitRoleID: null,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
  await acmeIdp.stop();
  await globexIdp.stop();
});

async function settle(email: string, payload: object) {
  const token = email === 'admin@acme.test' ? acmeToken : await t.tokenFor(email);
  return t.app.inject({
    method: 'PUT',
    url: '/company/sso',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

/** The browser's way from the login page's button to the console, for `login` at `idp`. */
async function signIn(login: string, company = 'acme', idp = acmeIdp) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/auth/sso/${company}/start?redirect=${encodeURIComponent('/users?page=2')}`,
  });
  expect(start.statusCode, start.body).toBe(302);
  const back = await signInAtProvider(String(start.headers.location), idp.issuer, login);
  expect(back.startsWith(CALLBACK)).toBe(true);
  const url = new URL(back);
  const answer = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(answer.statusCode).toBe(302);
  return {
    console: new URL(String(answer.headers.location)),
    callback: `${url.pathname}${url.search}`,
  };
}

describe('single sign-on', () => {
  it('keeps the client secret sealed and shows only its end', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/company/sso',
      headers: { authorization: `Bearer ${acmeToken}` },
    });
    expect(read.json()).toMatchObject({
      data: {
        configured: true,
        mode: 'optional',
        clientSecretLastChars: '3a9c',
        redirectUri: CALLBACK,
      },
    });
    expect(read.body).not.toContain(ACME_SECRET);
    const stored = await selectRows<{ sealed: string }>(
      t.db,
      sql`select client_secret_sealed as sealed from company_sso`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.sealed).not.toContain(ACME_SECRET);
    // Each organisation reads its own: globex has none.
    const globex = await t.app.inject({
      method: 'GET',
      url: '/company/sso',
      headers: { authorization: `Bearer ${await t.tokenFor('admin@globex.test')}` },
    });
    expect(globex.json()).toMatchObject({ data: { configured: false, issuer: '' } });
    const offered = await t.app.inject({ method: 'GET', url: '/auth/sso/acme' });
    expect(offered.json()).toEqual({ success: true, data: { enabled: true, required: false } });
    const none = await t.app.inject({ method: 'GET', url: '/auth/sso/globex' });
    expect(none.json()).toEqual({ success: true, data: { enabled: false, required: false } });
  });

  it('signs an admin in through the provider with a single-use code for the console', async () => {
    const { console: target } = await signIn('admin@acme.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('sso')).toBe('1');
    expect(target.searchParams.get('companyID')).toBe('acme');
    expect(target.searchParams.get('redirect')).toBe('/users?page=2');
    const code = target.searchParams.get('code') ?? '';
    const traded = await t.app.inject({
      method: 'POST',
      url: '/user/login/auto',
      payload: { type: 'autoLogin', code, companyID: 'acme' },
    });
    expect(traded.statusCode, traded.body).toBe(200);
    const session = traded.json<{ data: { token: string; email: string } }>().data;
    expect(session.email).toBe('admin@acme.test');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/user/profile',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(profile.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/user/login/auto',
      payload: { type: 'autoLogin', code, companyID: 'acme' },
    });
    expect(again.statusCode).toBe(400);
  }, 30_000);

  it('refuses a return used twice, an admin of another organisation and an unknown email', async () => {
    const first = await signIn('admin@acme.test');
    const replay = await t.app.inject({ method: 'GET', url: first.callback });
    expect(new URL(String(replay.headers.location)).searchParams.get('ssoError')).toMatch(
      /already used/,
    );
    const other = await signIn('admin@globex.test');
    expect(other.console.pathname).toBe('/acme');
    expect(other.console.searchParams.get('ssoError')).toBe(
      'admin@globex.test is not an admin of this organization.',
    );
    const stranger = await signIn('new.steward@acme.test');
    expect(stranger.console.searchParams.get('ssoError')).toMatch(/Ask an admin to add you/);
  }, 60_000);

  it('creates an admin at the first sign-in only when the organisation turned it on', async () => {
    const turnedOn = await settle('admin@acme.test', {
      issuer: acmeIdp.issuer,
      clientId: 'tidings-acme',
      mode: 'optional',
      jitEnabled: true,
      jitRoleID: 'messaging-only',
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json()).toMatchObject({
      data: { jitEnabled: true, jitRoleID: 'messaging-only' },
    });
    const { console: target } = await signIn('rosa.first@acme.test');
    expect(target.searchParams.get('code')).toBeTruthy();
    const [created] = await selectRows<{ group: number; role: string; company: string }>(
      t.db,
      sql`select a.user_group as group, r.role_id as role, c.company_id as company
        from admin_users a join roles r on r.id = a.role_id join companies c on c.id = a.company_id
        where a.email = 'rosa.first@acme.test'`,
    );
    expect(created).toEqual({ group: 4, role: 'messaging-only', company: 'acme' });
    const platformRole = await settle('admin@acme.test', {
      issuer: acmeIdp.issuer,
      clientId: 'tidings-acme',
      mode: 'optional',
      jitEnabled: true,
      jitRoleID: 'platform-admin',
    });
    expect(platformRole.statusCode).toBe(400);
  }, 60_000);

  it('refuses an answer from another organization’s provider', async () => {
    const globexSaved = await settle('admin@globex.test', {
      issuer: globexIdp.issuer,
      clientId: 'tidings-globex',
      clientSecret: 'globex-secret-000000',
      mode: 'optional',
      jitEnabled: false,
    });
    expect(globexSaved.statusCode, globexSaved.body).toBe(200);
    // An acme sign-in begins; the answer that comes back is globex's provider's, for its admin.
    const acmeStart = await t.app.inject({ method: 'GET', url: '/auth/sso/acme/start' });
    const acmeState = new URL(String(acmeStart.headers.location)).searchParams.get('state') ?? '';
    const globexStart = await t.app.inject({ method: 'GET', url: '/auth/sso/globex/start' });
    const back = new URL(
      await signInAtProvider(
        String(globexStart.headers.location),
        globexIdp.issuer,
        'admin@acme.test',
      ),
    );
    back.searchParams.set('state', acmeState);
    const answer = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    const target = new URL(String(answer.headers.location));
    expect(target.pathname).toBe('/acme');
    expect(target.searchParams.get('ssoError')).toBe(
      'Your identity provider’s answer could not be verified.',
    );
  }, 60_000);

  it('refuses an issuer that is not https, or that answers as no OpenID provider', async () => {
    const http = await settle('admin@acme.test', {
      issuer: 'ftp://login.acme.test',
      clientId: 'x',
      mode: 'optional',
      jitEnabled: false,
    });
    expect(http.statusCode).toBe(400);
    expect(http.json()).toMatchObject({ details: [{ field: 'issuer' }] });
    const nothing = await settle('admin@acme.test', {
      issuer: `${acmeIdp.issuer}/nothing-here`,
      clientId: 'x',
      mode: 'optional',
      jitEnabled: false,
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ details: [{ field: 'issuer' }] });
  });

  it('leaves no password sign-in to the organization’s admins when it is required', async () => {
    const required = await settle('admin@acme.test', {
      issuer: acmeIdp.issuer,
      clientId: 'tidings-acme',
      mode: 'required',
      jitEnabled: false,
    });
    expect(required.statusCode, required.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/sso/acme' })).json()).toEqual({
      success: true,
      data: { enabled: true, required: true },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email: 'channel@acme.test', password: DEMO_PASSWORD },
      remoteAddress: '10.0.0.9',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/single sign-on/);
    // The provider still signs them in; other organisations and the platform admin keep passwords.
    const { console: target } = await signIn('channel@acme.test');
    expect(target.searchParams.get('code')).toBeTruthy();
    await t.tokenFor('admin@globex.test');
    await t.tokenFor('super@tidings.test');
  }, 60_000);
});
