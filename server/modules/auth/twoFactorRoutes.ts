import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import {
  AuthenticatorCodeBody,
  EnrolConfirmBody,
  EnrolConfirmResponse,
  EnrolTicketBody,
  AuthenticatorSetupResponse,
  RecoveryCodesResponse,
  TwoFactorProof,
  TwoFactorStatusResponse,
} from '../../../contract/twoFactor';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import { ANY_ADMIN, PUBLIC, type RouteAccess } from '../../plugins/routeAccess';

const tags = ['profile'];
const errors = { ...authErrors, 409: ErrorResponse };
/** The signed-in admin's own sign-in: never an API key's to change. */
const own: RouteAccess = { admins: ANY_ADMIN, apiKeys: false };
const PROOF =
  'Needs `password` or a current `code` of the authenticator (400 validation_error without either, 400 current_password_incorrect or error_two_factor_code when wrong).';

const TICKET =
  "`ticket`: POST /user/login's enrolTicket, for an admin whose organisation requires an authenticator app and who has none (ten minutes; expired or unknown: 400 jwt_expired; one set up already: 409 error_authenticator_exists).";

/**
 * The profile's authenticator app (set up, confirm, new recovery codes, remove) and its setup
 * during sign-in when the organisation requires one.
 */
export const twoFactorRoutes: DomainRoutes = (app, { auth }, done) => {
  const { authenticator, enrolment } = auth;

  app.post(
    '/user/login/enrol',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Sign-in: start setting up the authenticator app your organisation requires',
        description: TICKET,
        body: EnrolTicketBody,
        response: {
          200: AuthenticatorSetupResponse,
          400: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await enrolment.start(request.body.ticket),
    }),
  );

  app.post(
    '/user/login/enrol/confirm',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary:
          "Sign-in: confirm the new authenticator's first code; answers the session and 10 recovery codes",
        description: `${TICKET} A wrong code: 400 error_two_factor_code.`,
        body: EnrolConfirmBody,
        response: {
          200: EnrolConfirmResponse,
          400: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await enrolment.confirm(request.body.ticket, request.body.code),
    }),
  );
  const ownerOf = (admin: ReturnType<typeof adminOf>) => ({
    id: admin.id,
    companyId: admin.companyId,
  });

  app.get(
    '/user/two-factor',
    {
      config: { access: own },
      schema: {
        tags,
        summary:
          'Your authenticator app, recovery codes left, and whether your organisation requires one',
        response: { 200: TwoFactorStatusResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await authenticator.status(ownerOf(adminOf(request))),
    }),
  );

  app.post(
    '/user/two-factor/authenticator',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: its secret and otpauth:// URI',
        description: `The app counts once its first code is confirmed. Replacing a confirmed one: ${PROOF}`,
        body: TwoFactorProof,
        response: { 200: AuthenticatorSetupResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await authenticator.start(ownerOf(adminOf(request)), request.body),
    }),
  );

  app.post(
    '/user/two-factor/authenticator/confirm',
    {
      config: { access: own },
      schema: {
        tags,
        summary:
          'Confirm the new authenticator with its first code; answers 10 recovery codes, shown once',
        description:
          'Without a setup waiting: 409 error_authenticator_missing; a wrong code: 400 error_two_factor_code.',
        body: AuthenticatorCodeBody,
        response: { 200: RecoveryCodesResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        recoveryCodes: await authenticator.confirm(adminOf(request).id, request.body.code),
      },
    }),
  );

  app.post(
    '/user/two-factor/recovery-codes',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'New recovery codes for a current code; the earlier ones stop working',
        body: AuthenticatorCodeBody,
        response: { 200: RecoveryCodesResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        recoveryCodes: await authenticator.regenerate(adminOf(request).id, request.body.code),
      },
    }),
  );

  app.post(
    '/user/two-factor/authenticator/remove',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Remove your authenticator app and its recovery codes',
        description: `${PROOF} Refused with 409 error_two_factor_required while your organisation requires two-factor sign-in.`,
        body: TwoFactorProof,
        response: { 200: SuccessOnly, ...errors },
      },
    },
    async (request) => {
      await authenticator.remove(ownerOf(adminOf(request)), request.body);
      return { success: true as const };
    },
  );
  done();
};
