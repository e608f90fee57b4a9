import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  SsoCallbackQuery,
  SsoCompanyParams,
  SsoOptionsResponse,
  SsoSettingsBody,
  SsoSettingsResponse,
  SsoStartQuery,
} from '../../../contract/sso';
import type { DomainRoutes } from '../../domains';
import { fieldError } from '../../lib/errors';
import { ORGANISATION_ADMINS, PUBLIC, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf, type Scope } from '../../plugins/tenancy';

const tags = ['sso'];
/** The company settings screen's key; how admins sign in is a person's to set, never a key's. */
const ownSettings: RouteAccess = {
  admins: ORGANISATION_ADMINS,
  key: 'CompanySettings',
  messagingOnly: false,
  apiKeys: false,
};
const SETTINGS =
  'The company in scope (a platform admin chooses one first). The client secret is sealed at rest and never answered: `clientSecretLastChars` shows its last four characters. `redirectUri` is the address to register at the provider.';

function companyIdOf(scope: Scope): string {
  if (!scope.companyId)
    throw fieldError('companyID', 'must name an organization: choose one in the navbar first');
  return scope.companyId;
}

/** Single sign-on through an organisation's OpenID provider (docs/decisions.md, "Single sign-on"). */
export const ssoRoutes: DomainRoutes = (app, { sso }, done) => {
  app.get(
    '/company/sso',
    {
      config: { access: ownSettings },
      schema: {
        tags,
        summary: 'The organization’s single sign-on settings',
        description: SETTINGS,
        response: { 200: SsoSettingsResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sso.read(companyIdOf(scopeOf(request))),
    }),
  );

  app.put(
    '/company/sso',
    {
      config: { access: ownSettings },
      schema: {
        tags,
        summary: 'Set up single sign-on through the organization’s OpenID provider',
        description: `${SETTINGS} The provider's discovery document is read before anything is saved: an issuer that cannot be reached answers 400 validation_error naming \`issuer\`. \`jitEnabled\` needs \`jitRoleID\`, a role for company admins.`,
        body: SsoSettingsBody,
        response: { 200: SsoSettingsResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sso.save(companyIdOf(scopeOf(request)), request.body),
    }),
  );

  app.get(
    '/auth/sso/:companyID',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Whether the organization’s login page offers single sign-on, and only it',
        params: SsoCompanyParams,
        response: { 200: SsoOptionsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sso.options(request.params.companyID),
    }),
  );

  app.get(
    '/auth/sso/:companyID/start',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Begin signing in through the organization’s provider (a browser navigation)',
        description:
          'Answers 302 to the provider’s authorization endpoint (code flow, PKCE S256, state and nonce); 404 when the organisation offers no single sign-on. `redirect` is the console path to open afterwards.',
        params: SsoCompanyParams,
        querystring: SsoStartQuery,
        response: { 404: ErrorResponse },
      },
    },
    async (request, reply) =>
      reply.redirect(await sso.start(request.params.companyID, request.query.redirect), 302),
  );

  app.get(
    '/auth/sso/callback',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The provider’s return (a browser navigation)',
        description:
          'Answers 302 to the console: `/login?sso=1&code=…` with a single-use code that POST /user/login/auto trades for a session, or the organization’s login page with `ssoError` saying what went wrong.',
        querystring: SsoCallbackQuery,
      },
    },
    async (request, reply) => reply.redirect(await sso.callback(request.query), 302),
  );
  done();
};
