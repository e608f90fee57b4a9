import { Type } from '@sinclair/typebox';
import {
  AutoLoginBody,
  AutoLoginExchangeBody,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  ResendOtpBody,
  ResetTokenResponse,
  TokenResponse,
} from '../../../contract/auth';
import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import { AppError } from '../../lib/errors';
import { adminOf } from '../../plugins/auth';
import { scopeOf } from '../../plugins/tenancy';
import type { DomainRoutes } from '../../domains';
import { RESET_REQUEST_LIMITS } from './resetRequestRepository';
import { passkeyRoutes } from './passkeyRoutes';
import { profileRoutes } from './profileRoutes';
import { twoFactorPolicyRoutes } from './twoFactorPolicyRoutes';
import { twoFactorRoutes } from './twoFactorRoutes';
import { RESEND_OTP_LIMITS } from './throttle';
import { ANY_ADMIN, ORGANISATION_ADMINS, PUBLIC } from '../../plugins/routeAccess';

const tags = ['auth'];
const SAME_ANSWER =
  'If that email belongs to an account, a link to reset its password is on its way.';

/** SPEC.md section 7, "Auth and profile": sign-in, sessions and passwords; the profile. */
export const authRoutes: DomainRoutes = (app, repositories, done) => {
  const { signIn, autoLogin } = repositories.auth;
  // One run at a time, and closing the app waits for it.
  let resetProcessing = Promise.resolve();
  const processResetRequests = () => {
    resetProcessing = resetProcessing
      .then(() => signIn.processResetRequests())
      .catch((error: unknown) => app.log.error({ err: error }, 'password-reset emails failed'));
  };
  app.addHook('onClose', () => resetProcessing);
  app.post(
    '/user/login',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary:
          'Sign in with email and password, then the code of the authenticator app (or a recovery code) or the emailed one',
        description:
          'Without a code where one is needed: otpRequired with otpMethod authenticator (the app, or `recoveryCode`; nothing is emailed) or without it (a code is emailed, as before). A wrong emailed code is 401 invalid_otp, a wrong code of the app or recovery code 400 error_two_factor_code; both count toward the throttle. An admin whose organisation requires an authenticator app and who has none gets enrolRequired and an enrolTicket (POST /user/login/enrol) instead of a session.',
        body: LoginBody,
        response: {
          200: LoginResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await signIn.login(request.body, request.ip),
    }),
  );

  app.post(
    '/user/login/resend-otp',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Email a new sign-in code',
        description: `At most ${RESEND_OTP_LIMITS.perAccount} new codes for one email and ${RESEND_OTP_LIMITS.perAddress} from one address in ${RESEND_OTP_LIMITS.windowMs / 60_000} minutes (429 too_many_attempts, with Retry-After).`,
        body: ResendOtpBody,
        response: { 200: SuccessOnly, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      await signIn.resendOtp(request.body.email, request.ip);
      return { success: true as const };
    },
  );

  app.post(
    '/user/login/auth',
    {
      config: { access: { admins: ANY_ADMIN, messagingOnly: false, apiKeys: false } },
      schema: {
        tags,
        summary: 'Issue a single-use code that signs the embedded console in (autoLogin)',
        description:
          "data.token is a code, not a session token: it works once, within 60 seconds, for the organisation in the caller's scope. The framed console trades it through POST /user/login/auto.",
        body: AutoLoginBody,
        response: { 200: TokenResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { token: await autoLogin.issue(scopeOf(request)) },
    }),
  );

  app.post(
    '/user/login/auto',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Trade an autoLogin code for a session of the embedded console',
        description:
          'The code works once and expires 60 seconds after it was issued; an unknown, used or expired code, or one of another organisation than companyID, answers 400 jwt_expired.',
        body: AutoLoginExchangeBody,
        response: { 200: LoginResponse, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await autoLogin.exchange(request.body.code, request.body.companyID),
    }),
  );

  app.post(
    '/user/logout',
    {
      config: { access: { admins: ANY_ADMIN, apiKeys: false } },
      schema: {
        tags,
        summary: 'Revoke the current token',
        response: { 200: SuccessOnly, ...authErrors },
      },
    },
    async (request) => {
      await signIn.logout(adminOf(request));
      return { success: true as const };
    },
  );

  app.post(
    '/user/forgot-password',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary:
          'Email a single-use password-reset link; answers alike for known and unknown emails',
        description: `At most ${RESET_REQUEST_LIMITS.perEmail} requests an hour for one email and ${RESET_REQUEST_LIMITS.perAddress} from one address (429 too_many_attempts). The link is emailed after the answer.`,
        body: ForgotPasswordBody,
        response: { 200: SuccessOnly, 400: ErrorResponse, 429: ErrorResponse },
      },
      // The lookup and the email wait until the answer is out (see requestPasswordReset).
      onResponse: (_request, reply, done) => {
        if (reply.statusCode === 200) processResetRequests();
        done();
      },
    },
    async (request) => {
      await signIn.requestPasswordReset(request.body.email, request.ip);
      return { success: true as const, message: SAME_ANSWER };
    },
  );

  app.get(
    '/user/forgot-password/:token',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Check a password-reset link',
        params: Type.Object({ token: Type.String({ maxLength: 2000 }) }),
        response: { 200: ResetTokenResponse, 400: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await signIn.checkResetToken(request.params.token),
    }),
  );

  app.post(
    '/user/change-password',
    {
      config: { access: { public: true, readsToken: true } },
      schema: {
        tags,
        summary:
          'Change the password: with a reset-link token, or signed in with the current password',
        body: ChangePasswordBody,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Optional(Type.Object({ token: Type.String() })),
          }),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { token, password, currentPassword } = request.body;
      if (token) {
        await signIn.resetPassword(token, password);
        return { success: true as const };
      }
      if (!request.admin)
        throw new AppError('error_unauthorized', 'Sign in to change your password.');
      return {
        success: true as const,
        data: { token: await signIn.changePassword(request.admin, currentPassword, password) },
      };
    },
  );

  app.get(
    '/user/reset-password/id/:id',
    {
      config: {
        access: { admins: ORGANISATION_ADMINS, key: 'createAdmin', apiKeys: false },
        audit: { write: 'emails a password-reset link and stores it' },
      },
      schema: {
        tags,
        summary: 'Email a password-reset link to an admin in your scope',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: SuccessOnly, ...authErrors },
      },
    },
    async (request) => {
      await signIn.sendResetFor(scopeOf(request), request.params.id);
      return { success: true as const, message: 'A password-reset link has been emailed.' };
    },
  );
  void app.register(profileRoutes, repositories);
  void app.register(twoFactorRoutes, repositories);
  void app.register(twoFactorPolicyRoutes, repositories);
  void app.register(passkeyRoutes, repositories);
  done();
};
