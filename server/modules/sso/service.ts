import { createHash, randomBytes } from 'node:crypto';
import type { SsoOptions, SsoSettings, SsoSettingsBody } from '../../../contract/sso';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secretBox';
import { safeConsolePath } from './consolePath';
import { createAutoLoginCodeRepository, issueSignInCode } from '../auth/public';
import { createSsoLoginRepository } from './loginRepository';
import { createOidcClients, type ProviderSettings } from './oidcClient';
import { createSsoSettingsRepository, type StoredSso } from './settingsRepository';

/** How long a sign-in may stay at the provider before its return is refused. */
const LOGIN_TTL_MS = 10 * 60 * 1000;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export interface SsoDeps {
  secretBox: SecretBox;
  /** The API's public address: the provider sends the browser back to its callback. */
  apiUrl: string;
  consoleUrl: string;
  allowHttp: boolean;
}

/**
 * Single sign-on for an organisation's admins (docs/decisions.md, "Single sign-on"): its
 * settings, what the company login page offers, and the authorization code flow with PKCE,
 * whose end hands the console a single-use sign-in code for the admin the provider vouched for.
 */
export function createSsoService(db: Database, deps: SsoDeps) {
  const settings = createSsoSettingsRepository(db);
  const logins = createSsoLoginRepository(db);
  const codes = createAutoLoginCodeRepository(db);
  const oidc = createOidcClients(deps.allowHttp);
  const redirectUri = `${deps.apiUrl.replace(/\/$/, '')}/auth/sso/callback`;

  function providerOf(stored: StoredSso): ProviderSettings | null {
    const clientSecret = deps.secretBox.open(stored.clientSecretSealed);
    return clientSecret === null
      ? null
      : { issuer: stored.issuer, clientId: stored.clientId, clientSecret };
  }

  async function view(stored: StoredSso | null): Promise<SsoSettings> {
    const secret = stored ? deps.secretBox.open(stored.clientSecretSealed) : null;
    return {
      configured: stored !== null,
      issuer: stored?.issuer ?? '',
      clientId: stored?.clientId ?? '',
      clientSecretLastChars: secret ? secret.slice(-4) : '',
      mode: (stored?.mode ?? 'off') as SsoSettings['mode'],
      jitEnabled: stored?.jitEnabled ?? false,
      jitRoleID: stored?.jitRoleId ? await settings.roleSlug(stored.jitRoleId) : null,
      redirectUri,
    };
  }

  return {
    async read(companyId: string): Promise<SsoSettings> {
      return view(await settings.find(companyId));
    },

    /** Saves the settings once the provider's discovery document has been read with them. */
    async save(companyId: string, body: SsoSettingsBody): Promise<SsoSettings> {
      const stored = await settings.find(companyId);
      const clientSecret =
        body.clientSecret ?? (stored ? deps.secretBox.open(stored.clientSecretSealed) : null);
      if (!clientSecret) throw fieldError('clientSecret', 'is required');
      let issuer: URL;
      try {
        issuer = new URL(body.issuer.trim());
      } catch {
        throw fieldError('issuer', 'must be an address such as https://login.example.org');
      }
      if (issuer.protocol !== 'https:' && !(deps.allowHttp && issuer.protocol === 'http:')) {
        throw fieldError('issuer', 'must be an https address');
      }
      const jitRoleId = body.jitRoleID
        ? await settings.companyAdminRoleId(companyId, body.jitRoleID)
        : null;
      if (body.jitRoleID && !jitRoleId) {
        throw fieldError('jitRoleID', 'is not a role for the organization’s admins');
      }
      if (body.jitEnabled && !jitRoleId) {
        throw fieldError('jitRoleID', 'is required to create admins at their first sign-in');
      }
      const provider = {
        issuer: issuer.toString().replace(/\/$/, ''),
        clientId: body.clientId,
        clientSecret,
      };
      // Kept switched off, the settings may be saved before the provider is ready; it is read
      // as soon as they offer the sign-in.
      if (body.mode !== 'off') await discover(provider);
      await settings.save(companyId, {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecretSealed: deps.secretBox.seal(clientSecret),
        mode: body.mode,
        jitEnabled: body.jitEnabled,
        jitRoleId,
      });
      return view(await settings.find(companyId));
    },

    /** What the organisation's login page offers; an unknown organisation offers nothing. */
    async options(companySlug: string): Promise<SsoOptions> {
      const found = await settings.findByCompanySlug(companySlug);
      const mode = found?.sso?.mode ?? 'off';
      return { enabled: mode !== 'off', required: mode === 'required' };
    },

    /** The provider's authorization address for a sign-in to the organisation. */
    async start(companySlug: string, redirect: string | undefined): Promise<string> {
      const found = await settings.findByCompanySlug(companySlug);
      const provider = found?.sso && found.sso.mode !== 'off' ? providerOf(found.sso) : null;
      if (!found || !provider) throw notFound('Single sign-on');
      const state = oidc.randomState();
      const checks = {
        redirectUri,
        state,
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomCodeVerifier(),
      };
      await logins.begin(
        hashState(state),
        {
          companyId: found.companyId,
          codeVerifier: checks.codeVerifier,
          nonce: checks.nonce,
          redirectPath: safeConsolePath(redirect),
        },
        new Date(Date.now() + LOGIN_TTL_MS),
      );
      return oidc.authorizationUrl(provider, checks);
    },

    /**
     * The provider's return: the sign-in it belongs to, the code traded and the ID token
     * checked against that organisation's provider, then the admin it names. Always an address
     * of the console: with a sign-in code, or with what went wrong, in words for the admin.
     */
    async callback(query: Record<string, string | undefined>): Promise<string> {
      const login = query.state ? await logins.take(hashState(query.state)) : null;
      const slug = login ? await settings.companySlug(login.companyId) : null;
      const fail = (message: string) => {
        const target = new URL(`${deps.consoleUrl.replace(/\/$/, '')}/${slug ?? 'login'}`);
        target.searchParams.set('ssoError', message);
        return target.toString();
      };
      if (!login || !slug) return fail('The sign-in took too long or was already used. Try again.');
      if (query.error) return fail('Your identity provider did not sign you in.');
      const stored = await settings.find(login.companyId);
      const provider = stored && stored.mode !== 'off' ? providerOf(stored) : null;
      if (!provider) return fail('Single sign-on is no longer set up for this organization.');
      let claims: Awaited<ReturnType<typeof oidc.signedIn>>;
      try {
        const answer = new URL(redirectUri);
        for (const [name, value] of Object.entries(query)) {
          if (value !== undefined) answer.searchParams.set(name, value);
        }
        claims = await oidc.signedIn(provider, answer, {
          redirectUri,
          state: query.state ?? '',
          nonce: login.nonce,
          codeVerifier: login.codeVerifier,
        });
      } catch {
        return fail('Your identity provider’s answer could not be verified.');
      }
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      if (!email || claims.email_verified !== true) {
        return fail('Your identity provider did not give a verified email address.');
      }
      const adminId = await adminFor(login.companyId, stored, email, claims);
      if (typeof adminId !== 'string') return fail(adminId.failed);
      const code = await issueSignInCode(codes, adminId, login.companyId);
      const target = new URL(`${deps.consoleUrl.replace(/\/$/, '')}/login`);
      target.searchParams.set('sso', '1');
      target.searchParams.set('code', code);
      target.searchParams.set('companyID', slug);
      target.searchParams.set('redirect', login.redirectPath);
      return target.toString();
    },
  };

  async function discover(provider: ProviderSettings): Promise<void> {
    try {
      await oidc.discover(provider);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw fieldError('issuer', `could not be reached as an OpenID provider (${reason})`);
    }
  }

  /** The organisation's admin with the email, or one created when the organisation allows it. */
  async function adminFor(
    companyId: string,
    stored: StoredSso | null,
    email: string,
    claims: Record<string, unknown>,
  ): Promise<string | { failed: string }> {
    const admin = await logins.adminByEmail(email);
    if (admin && !admin.isDeleted) {
      return admin.companyId === companyId
        ? admin.id
        : { failed: `${email} is not an admin of this organization.` };
    }
    if (admin || !stored?.jitEnabled || !stored.jitRoleId) {
      return { failed: `${email} is not an admin of this organization. Ask an admin to add you.` };
    }
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');
    return logins.createAdmin({
      companyId,
      email,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      roleId: stored.jitRoleId,
      // Random and thrown away: no password signs this admin in until they set one.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    });
  }
}

export type SsoService = ReturnType<typeof createSsoService>;
