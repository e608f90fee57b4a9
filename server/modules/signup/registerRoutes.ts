import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '../../../contract/common';
import {
  DeepLinkResponse,
  SIGNUP_LIMITS,
  SIGNUP_TYPES,
  SignupCompleteBody,
  SignupCompleteResponse,
  SignupInviteResponse,
} from '../../../contract/signup';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { PUBLIC } from '../../plugins/routeAccess';
import { limitsFor } from './rateLimit';
import { hashToken } from './tokens';

const tags = ['signup'];
const TypeParams = Type.Object({ type: Type.Union(SIGNUP_TYPES.map((t) => Type.Literal(t))) });
const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
const LIMITS = `At most ${SIGNUP_LIMITS.perAddress} calls to the public sign-up routes from one address and ${SIGNUP_LIMITS.perToken} naming one token in ${SIGNUP_LIMITS.windowMs / 60_000} minutes (429 too_many_attempts).`;
const TOKEN = `The token of the SMS link: \`?token=\`, or \`Authorization: Bearer <token>\` when no query is given. A malformed token answers 400 jwt_malformed; an expired, replaced or unknown one 400 token_error (alike, so nothing tells a guesser which); a used one, or a user already registered, 409 user_already_verified. ${LIMITS}`;

/** The SMS link's token: from the query, else from the Authorization header. */
function tokenOf(request: FastifyRequest<{ Querystring: { token?: string } }>): string {
  if (request.query.token) return request.query.token;
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!bearer) throw new AppError('jwt_malformed', 'Error on Link.');
  return bearer;
}

/** The public side of SMS sign-up (SPEC.md section 7, "auth"), each call rate-limited. */
export const registerRoutes: DomainRoutes = (app, { signup }, done) => {
  const { invites, rateLimit } = signup;

  app.get(
    '/api/user/register/invite/:type',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Who an SMS sign-up link registers (sms-token)',
        description: `Answers the member's first name, the phone masked, the company's name, logo and colours and the channel's name. ${TOKEN}`,
        params: TypeParams,
        querystring: TokenQuery,
        response: { 200: SignupInviteResponse, ...errors },
      },
    },
    async (request) => {
      const token = tokenOf(request);
      await rateLimit.take(limitsFor(request.ip, hashToken(token)));
      return { success: true as const, data: await invites.read(token) };
    },
  );

  app.post(
    '/api/user/register/invite/:type',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Complete the sign-up of an SMS link (sms-token)',
        description: `Stores the member's details and marks the app user registered; the link is used up. An email another member of the company has answers 409 email_already_registered. ${TOKEN}`,
        params: TypeParams,
        querystring: TokenQuery,
        body: SignupCompleteBody,
        response: { 200: SignupCompleteResponse, ...errors },
      },
    },
    async (request) => {
      const token = tokenOf(request);
      await rateLimit.take(limitsFor(request.ip, hashToken(token)));
      return { success: true as const, data: await invites.complete(token, request.body) };
    },
  );

  app.get(
    '/api/user/register/deepLinkInsteadOfSms',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The deep link that opens the app instead of the SMS sign-up page',
        description: `With \`token\` (the SMS link's): the deep link of the replica build carrying the link's channel, else the company's first build with a deep link, else \`tidings://open\`, with \`company\` and \`signup\` (the token) added as query parameters, and the store links. With \`company\` (a companyID) alone: the same without the token; an unknown company answers 404. Token errors as for the invite. ${LIMITS}`,
        querystring: Type.Object({
          token: Type.Optional(Type.String({ maxLength: 200 })),
          company: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        }),
        response: { 200: DeepLinkResponse, ...errors },
      },
    },
    async (request) => {
      const { token, company } = request.query;
      if (!token && !company) {
        throw new AppError('validation_error', 'Give the sign-up token or the company.', [
          { field: 'token', message: 'Give the sign-up token or the company.' },
        ]);
      }
      await rateLimit.take(limitsFor(request.ip, token ? hashToken(token) : undefined));
      return { success: true as const, data: await invites.deepLink({ token, company }) };
    },
  );
  done();
};
