import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AutoLoginBody,
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
import type { AuthService } from './service';

const tags = ['auth'];
const SAME_ANSWER =
  'If that email belongs to an account, a link to reset its password is on its way.';

export const authRoutes: FastifyPluginCallbackTypebox<{ auth: AuthService }> = (
  app,
  { auth },
  done,
) => {
  app.post(
    '/user/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with email and password (and the emailed code when two-factor is on)',
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
      data: await auth.login(request.body, request.ip),
    }),
  );

  app.post(
    '/user/login/resend-otp',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Email a new sign-in code',
        body: ResendOtpBody,
        response: { 200: SuccessOnly, 400: ErrorResponse },
      },
    },
    async (request) => {
      await auth.resendOtp(request.body.email);
      return { success: true as const };
    },
  );

  app.post(
    '/user/login/auth',
    {
      schema: {
        tags,
        summary: 'Issue a fresh token for embedding the console (autoLogin)',
        body: AutoLoginBody,
        response: { 200: TokenResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { token: await auth.autoLogin(adminOf(request)) },
    }),
  );

  app.post(
    '/user/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the current token',
        response: { 200: SuccessOnly, ...authErrors },
      },
    },
    async (request) => {
      await auth.logout(adminOf(request));
      return { success: true as const };
    },
  );

  app.post(
    '/user/forgot-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Email a single-use password-reset link; answers alike for known and unknown emails',
        body: ForgotPasswordBody,
        response: { 200: SuccessOnly, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { success: true as const, message: SAME_ANSWER };
    },
  );

  app.get(
    '/user/forgot-password/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Check a password-reset link',
        params: Type.Object({ token: Type.String({ maxLength: 2000 }) }),
        response: { 200: ResetTokenResponse, 400: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.checkResetToken(request.params.token),
    }),
  );

  app.post(
    '/user/change-password',
    {
      config: { public: true, optionalAuth: true },
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
        await auth.resetPassword(token, password);
        return { success: true as const };
      }
      if (!request.admin)
        throw new AppError(401, 'error_unauthorized', 'Sign in to change your password.');
      return {
        success: true as const,
        data: { token: await auth.changePassword(request.admin, currentPassword, password) },
      };
    },
  );

  app.get(
    '/user/reset-password/id/:id',
    {
      schema: {
        tags,
        summary: 'Email a password-reset link to an admin in your scope',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: SuccessOnly, ...authErrors },
      },
    },
    async (request) => {
      await auth.sendResetFor(scopeOf(request), request.params.id);
      return { success: true as const, message: 'A password-reset link has been emailed.' };
    },
  );
  done();
};
