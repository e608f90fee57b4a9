import { Type } from '@sinclair/typebox';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  SendingEmailBody,
  SendingEmailResponse,
  SendingEmailVerifiedResponse,
} from '../../../contract/signup';
import type { DomainRoutes } from '../../domains';
import { ORGANISATION_ADMINS, PUBLIC, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { limitsFor } from './rateLimit';

const tags = ['signup'];
const access: RouteAccess = {
  admins: ORGANISATION_ADMINS,
  key: 'CompanySettings',
  messagingOnly: false,
};

/** The address a company sends email from, and its verification link. */
export const sendingEmailRoutes: DomainRoutes = (app, { signup }, done) => {
  const { sendingEmail, rateLimit } = signup;

  app.get(
    '/company/sending-email',
    {
      config: { access },
      schema: {
        tags,
        summary: "The company's sending email and whether it is verified",
        description: 'A platform admin names the company with the company header.',
        response: { 200: SendingEmailResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sendingEmail.get(scopeOf(request)),
    }),
  );

  app.put(
    '/company/sending-email',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set the sending email and mail it a verification link',
        description:
          'The address is unverified until the link `{CONSOLE_URL}/{companyID}/verify-sending-email/{messageID}` mailed to it is opened (single use, 3 days; a new request replaces it). The address already verified answers 409 user_already_verified.',
        body: SendingEmailBody,
        response: { 200: SendingEmailResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sendingEmail.request(scopeOf(request), request.body.email),
    }),
  );

  app.post(
    '/public/verify-sending-email/:companyID/:messageID',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "Confirm a company's sending email from its link (no sign-in)",
        description:
          'Single use: a second use answers 409 user_already_verified; an expired, replaced or unknown link 400 token_error. Rate-limited per address and per link (429 too_many_attempts).',
        params: Type.Object({
          companyID: Type.String({ minLength: 1, maxLength: 100 }),
          messageID: Type.String({ format: 'uuid' }),
        }),
        response: {
          200: SendingEmailVerifiedResponse,
          400: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { companyID, messageID } = request.params;
      await rateLimit.take(limitsFor(request.ip, messageID));
      return { success: true as const, data: await sendingEmail.verify(companyID, messageID) };
    },
  );
  done();
};
