import { Type } from '@sinclair/typebox';
import { LoginResponse } from '../../../contract/auth';
import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import {
  PasskeyAnswer,
  PasskeyChallengeResponse,
  PasskeyListResponse,
  PasskeyRegisterBody,
  PasskeyResponse,
  PasskeySetupResponse,
} from '../../../contract/passkeys';
import { TwoFactorProof } from '../../../contract/twoFactor';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import { ANY_ADMIN, PUBLIC, type RouteAccess } from '../../plugins/routeAccess';
import { PASSKEY_CHALLENGE_LIMITS, passkeyChallengeKeys } from './throttle';

const tags = ['profile'];
const errors = { ...authErrors, 409: ErrorResponse };
/** The signed-in admin's own sign-in: never an API key's to change. */
const own: RouteAccess = { admins: ANY_ADMIN, apiKeys: false };
const PROOF =
  'Needs `password` or a current `code` of the authenticator app (400 validation_error without either, 400 current_password_incorrect or error_two_factor_code when wrong).';
const CHALLENGE =
  'A challenge is answered once within five minutes (else 400 error_passkey_challenge); an answer that does not verify is 400 error_passkey.';

/**
 * Passkeys: the profile's list, registration and removal, and the sign-in with a passkey in the
 * password's place. The passkey as a second factor rides on POST /user/login.
 */
export const passkeyRoutes: DomainRoutes = (app, { auth }, done) => {
  const { passkey, passkeySignIn, passkeyChallengeLimit } = auth;
  const ownerOf = (admin: ReturnType<typeof adminOf>) => ({
    id: admin.id,
    companyId: admin.companyId,
  });

  app.post(
    '/user/login/passkey/options',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Start a sign-in with a passkey: a challenge for any passkey of this console',
        description: `At most ${PASSKEY_CHALLENGE_LIMITS.perAddress} from one address in ${PASSKEY_CHALLENGE_LIMITS.windowMs / 60_000} minutes (429 too_many_attempts, with Retry-After).`,
        response: { 200: PasskeyChallengeResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      await passkeyChallengeLimit.take(passkeyChallengeKeys(request.ip));
      return { success: true as const, data: await passkeySignIn.challenge() };
    },
  );

  app.post(
    '/user/login/passkey',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a passkey instead of the password: answers the session',
        description: `${CHALLENGE} The passkey must verify its user (PIN or biometrics); no code follows. An organisation that requires single sign-on: 403.`,
        body: PasskeyAnswer,
        response: {
          200: LoginResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await passkeySignIn.signIn(request.body, request.ip),
    }),
  );

  app.get(
    '/user/passkeys',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Your passkeys, oldest first, with when each was last used',
        response: { 200: PasskeyListResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await passkey.list(adminOf(request).id),
    }),
  );

  app.post(
    '/user/passkeys/options',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Start adding a passkey: the options for navigator.credentials.create()',
        description: PROOF,
        body: TwoFactorProof,
        response: { 200: PasskeySetupResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await passkey.startRegistration(ownerOf(adminOf(request)), request.body),
    }),
  );

  app.post(
    '/user/passkeys',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Add the passkey the browser made for the options',
        description: `${CHALLENGE} One registered already: 409 error_passkey_exists. From then on, signing in with the password asks for a passkey too.`,
        body: PasskeyRegisterBody,
        response: { 200: PasskeyResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await passkey.register(adminOf(request).id, request.body),
    }),
  );

  app.post(
    '/user/passkeys/:id/remove',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Remove one of your passkeys',
        description: `${PROOF} Your last second factor while your organisation requires two-factor sign-in: 409 error_two_factor_required.`,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: TwoFactorProof,
        response: { 200: SuccessOnly, ...errors },
      },
    },
    async (request) => {
      await passkey.remove(ownerOf(adminOf(request)), request.params.id, request.body);
      return { success: true as const };
    },
  );
  done();
};
