import { Type } from '@sinclair/typebox';
import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import { TwoFactorPolicy, TwoFactorPolicyResponse } from '../../../contract/twoFactor';
import type { DomainRoutes } from '../../domains';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf, type Scope } from '../../plugins/tenancy';

const tags = ['company'];
/** The company settings screen's key; a sign-in rule is a person's to set, never an API key's. */
const ownSettings: RouteAccess = {
  admins: ORGANISATION_ADMINS,
  key: 'CompanySettings',
  messagingOnly: false,
  apiKeys: false,
};
const POLICY =
  'The company in scope (a platform admin chooses one first). requireTwoFactor: every admin of the company signs in with a second factor (an authenticator app or a passkey); one without either sets up an authenticator app at the next sign-in before anything else (POST /user/login answers enrolRequired). Sessions already open are not ended.';

function companyIdOf(scope: Scope): string {
  if (!scope.companyId)
    throw fieldError('companyID', 'must name an organization: choose one in the navbar first');
  return scope.companyId;
}

/** An organisation's sign-in policy: whether its admins must use an authenticator app. */
export const twoFactorPolicyRoutes: DomainRoutes = (app, { auth }, done) => {
  const { authenticators, authenticator, passkeys } = auth;

  app.get(
    '/two-factor-policy',
    {
      config: { access: ownSettings },
      schema: {
        tags,
        summary: 'Whether the company requires two-factor sign-in of its admins',
        description: POLICY,
        response: { 200: TwoFactorPolicyResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        requireTwoFactor: await authenticators.companyRequires(companyIdOf(scopeOf(request))),
      },
    }),
  );

  app.put(
    '/two-factor-policy',
    {
      config: { access: ownSettings },
      schema: {
        tags,
        summary: 'Require (or stop requiring) two-factor sign-in of the company’s admins',
        description: `${POLICY} A company admin turning it on must have an authenticator app or a passkey already (409 error_authenticator_missing), so as not to be locked out by their own change.`,
        body: TwoFactorPolicy,
        response: { 200: TwoFactorPolicyResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const companyId = companyIdOf(scope);
      const { requireTwoFactor } = request.body;
      if (requireTwoFactor && scope.kind === 'company') {
        const own = await authenticators.find(scope.adminId);
        if (!own?.confirmedAt && (await passkeys.count(scope.adminId)) === 0) {
          throw new AppError(
            'error_authenticator_missing',
            'Set up an authenticator app or a passkey on your profile first, then require two-factor sign-in of every admin.',
          );
        }
      }
      if (!(await authenticators.setCompanyRequires(companyId, requireTwoFactor)))
        throw notFound('Organization');
      return { success: true as const, data: { requireTwoFactor } };
    },
  );
  app.post(
    '/user/two-factor/reset/:id',
    {
      config: {
        access: { admins: ORGANISATION_ADMINS, key: 'createAdmin', apiKeys: false },
      },
      schema: {
        tags,
        summary:
          'Remove the authenticator app, recovery codes and passkeys of an admin you manage who lost them',
        description:
          'Their next sign-in asks for the password (and the emailed code if they have it on); if their organisation requires two-factor sign-in, they set up a new app there. Your own: 403 (remove it from your profile). An admin outside your scope: 404.',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: SuccessOnly, ...authErrors },
      },
    },
    async (request) => {
      await authenticator.resetFor(scopeOf(request), request.params.id);
      return { success: true as const, message: 'Their two-factor sign-in is reset.' };
    },
  );
  done();
};
