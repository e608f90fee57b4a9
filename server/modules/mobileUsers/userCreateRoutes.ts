import { ErrorResponse, authErrors } from '../../../contract/common';
import { CreateMobileUserBody, MobileUserResponse } from '../../../contract/mobileUsers';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

/**
 * Adds `success: false` to a refusal of this call (after the error model has written it, so
 * the error schema stays the one of every route), so its answer reads the same way whether it
 * succeeded or not: the console shows the server's answer either way (SPEC.md section 8).
 */
function withSuccessFlag(statusCode: number, payload: unknown): unknown {
  if (statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as unknown;
    return body && typeof body === 'object' ? JSON.stringify({ success: false, ...body }) : payload;
  } catch {
    return payload;
  }
}

/** SPEC.md's "create user": one app user from the users page. */
export const userCreateRoutes: DomainRoutes = (app, { mobileUsers }, done) => {
  const { userImport, list } = mobileUsers;
  app.post(
    '/user/mobile-users/create',
    {
      schema: {
        tags: ['mobile users'],
        summary: 'Create one app user, checked as an import row is',
        description:
          "An email or a phone is required; neither may be taken by a live user of the company (409 error_email_already_exist, error_contact_already_exist). The user has not signed up in the app yet (registered false); a channel admin's user follows its channel. Failures answer `{ success: false, code, message, details? }`.",
        body: CreateMobileUserBody,
        response: { 201: MobileUserResponse, ...authErrors, 409: ErrorResponse },
      },
      config: { access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] } },
      onSend: async (_request, reply, payload) => withSuccessFlag(reply.statusCode, payload),
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const id = await userImport.createUser(scope, request.body);
      const user = await list.find(scope, id);
      if (!user) throw notFound('App user');
      // Returned, not sent: an audited write answers once its transaction has committed.
      void reply.status(201);
      return { success: true as const, data: user };
    },
  );
  done();
};
