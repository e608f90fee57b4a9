import { Type } from '@sinclair/typebox';
import { authErrors, ErrorResponse } from '../../../contract/common';
import {
  InvitationLinkBody,
  InvitationLinkListQuery,
  InvitationLinkListResponse,
  InvitationLinkResponse,
} from '../../../contract/invitations';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import type { RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['invitations'];
/**
 * Organisation admins for any of their channels, a channel admin for its own; sub-admins not
 * (they manage no admins, and a link makes admins). The Other Settings screen's key.
 */
export const LINK_ACCESS: RouteAccess = {
  admins: ['platform', 'company', 'channel'],
  key: 'settings',
};
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The admins' invitation links: list, create, revoke, rotate. */
export const linkRoutes: DomainRoutes = (app, { invitations }, done) => {
  const { links } = invitations;

  app.get(
    '/invitation-links',
    {
      config: { access: LINK_ACCESS },
      schema: {
        tags,
        summary: "The invitation links of the caller's channels, newest first",
        description:
          "With `channelID`, one channel's. Each with its status, uses and funnel totals (opened, scanned, registered, confirmed).",
        querystring: InvitationLinkListQuery,
        response: { 200: InvitationLinkListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.list(scopeOf(request), request.query.channelID),
    }),
  );

  app.post(
    '/invitation-links',
    {
      config: { access: LINK_ACCESS },
      schema: {
        tags,
        summary: 'Make an invitation link for a channel',
        description:
          'Lasts `validDays` (30 by default) and admits `maxUses` registrations (no limit by default).',
        body: InvitationLinkBody,
        response: { 201: InvitationLinkResponse, ...authErrors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return {
        success: true as const,
        data: await links.create(scopeOf(request), adminOf(request).id, request.body),
      };
    },
  );

  app.post(
    '/invitation-links/:id/revoke',
    {
      config: { access: LINK_ACCESS },
      schema: {
        tags,
        summary: 'Withdraw an invitation link: it admits nobody from now on',
        params: IdParams,
        response: { 200: InvitationLinkResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.revoke(scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/invitation-links/:id/rotate',
    {
      config: { access: LINK_ACCESS },
      schema: {
        tags,
        summary: 'Withdraw a link and make a new one with the same channel, length and limit',
        params: IdParams,
        response: { 201: InvitationLinkResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return {
        success: true as const,
        data: await links.rotate(scopeOf(request), adminOf(request).id, request.params.id),
      };
    },
  );
  done();
};
