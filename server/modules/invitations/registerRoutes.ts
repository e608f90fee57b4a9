import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '../../../contract/common';
import {
  InvitationChannelQuery,
  InvitationChannelResponse,
  InviteConfirmResponse,
  InviteRegisterBody,
  InviteRegisterResponse,
} from '../../../contract/invitations';
import type { DomainRoutes } from '../../domains';
import { PUBLIC } from '../../plugins/routeAccess';
import { INVITATION_RATE_LIMITS as LIMITS } from './rateLimit';

const tags = ['invitations'];
const CHECK_EMAIL =
  'Check your email: we sent you a link to confirm your address. Open it to finish registering.';
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const publicErrors = {
  400: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  410: ErrorResponse,
  429: ErrorResponse,
};

/** The invitee's public calls: no sign-in, rate-limited per address and per link. */
export const registerRoutes: DomainRoutes = (app, { invitations }, done) => {
  const { registration } = invitations;

  app.get(
    '/api/user/register/channel/:id',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The channel an invitation link is for, and what the invitee will become',
        description: `\`id\` is the link's token; \`companyID\` the organisation the page's path names, \`via=qr\` when the QR code was scanned. An unknown link answers 404 token_error; a withdrawn or used-up one 410 token_error, an expired one 410 jwt_expired. At most ${LIMITS.channel.perAddress} calls an hour from one address (429).`,
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }),
        querystring: InvitationChannelQuery,
        response: { 200: InvitationChannelResponse, ...publicErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await registration.channel(request.params.id, request.query, request.ip),
    }),
  );

  const register = {
    config: { access: PUBLIC },
    schema: {
      tags,
      summary: 'Register as a channel admin through an invitation link',
      description: `Makes an unconfirmed channel admin (userGroup 2) of the link's channel, counts one use of the link and emails the confirmation link. An email already registered to an admin of the link's own organisation answers 409 email_already_registered; any other admin's email (another organisation's, a platform admin's) is answered as a new one, nothing is made and the account's owner is emailed. At most ${LIMITS.register.perAddress} tries an hour from one address (429).`,
      body: InviteRegisterBody,
      response: { 201: InviteRegisterResponse, ...publicErrors },
    },
  };

  app.post('/api/user/register/invite', register, async (request, reply) => {
    reply.status(201);
    return {
      success: true as const,
      message: CHECK_EMAIL,
      data: await registration.register(request.body, request.ip),
    };
  });

  // Sign-up is by invitation only: the spec's plain registration takes the same body, link included.
  app.post(
    '/user/register/',
    {
      ...register,
      schema: {
        ...register.schema,
        summary: 'Register (by invitation only: the same as POST /api/user/register/invite)',
      },
    },
    async (request, reply) => {
      reply.status(201);
      return {
        success: true as const,
        message: CHECK_EMAIL,
        data: await registration.register(request.body, request.ip),
      };
    },
  );

  app.get(
    '/api/user/register/invite/confirm/web/:token',
    {
      config: { access: PUBLIC, audit: { write: 'confirms a registration' } },
      schema: {
        tags,
        summary: 'Confirm a registration from the emailed link: the account may sign in',
        description: `An unknown or expired link answers alike, 400 token_error; a second confirmation 409 user_already_verified. At most ${LIMITS.confirm.perAddress} calls an hour from one address (429).`,
        params: TokenParams,
        response: { 200: InviteConfirmResponse, ...publicErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Your account is confirmed. You can sign in now.',
      data: await registration.confirm(request.params.token, request.ip),
    }),
  );
  done();
};
