import { Type } from '@sinclair/typebox';
import {
  CreditsQuery,
  CreditsReportResponse,
  EngagementQuery,
  EngagementReportResponse,
  MessageCurveResponse,
} from '../../../contract/analytics';
import { authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { engagementCsv, engagementCsvFileName } from './csv';

/** The message history's key; not a screen of messaging-only mode (SPEC.md section 2). */
const ACCESS: RouteAccess = { admins: ANY_ADMIN, key: 'messages', messagingOnly: false };
const tags = ['analytics'];
const description =
  "From the kept daily rollups, within the caller's scope (a channel admin: their channel). Days are UTC days of the send: opens, confirmations, answers and provider outcomes count on the day their message was sent. Weeks are ISO weeks by their Monday. `from` to `to` spans at most 366 days, by default the 30 days up to today.";

/** Engagement over time, credits spent, and one message's own curve. */
export const analyticsRoutes: DomainRoutes = (app, { analytics }, done) => {
  app.get(
    '/analytics/engagement',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Messages sent, recipients, provider outcomes, opens, confirmations and answers per period',
        description,
        querystring: EngagementQuery,
        response: { 200: EngagementReportResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await analytics.report(scopeOf(request), request.query),
    }),
  );

  app.get(
    '/analytics/engagement.csv',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'The same figures as a CSV file: a row per period, delivery channel and type',
        description,
        querystring: EngagementQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await analytics.report(scopeOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${engagementCsvFileName(report)}"`)
        .header('cache-control', 'no-store')
        .send(engagementCsv(report));
    },
  );

  app.get(
    '/analytics/credits',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Off-app text credits spent by sends, per UTC month and channel',
        description: 'From the credit ledger: its send rows, within the range of days.',
        querystring: CreditsQuery,
        response: { 200: CreditsReportResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await analytics.credits(scopeOf(request), request.query),
    }),
  );

  app.get(
    '/analytics/messages/:messageId/curve',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: "A message's opens and confirmations by hour since sending",
        description:
          "Hours since each receipt was sent, over the first 30 days (later ones in the last hour); the totals are the message history's.",
        params: Type.Object({ messageId: Type.String({ format: 'uuid' }) }),
        response: { 200: MessageCurveResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await analytics.curve(scopeOf(request), request.params.messageId),
    }),
  );
  done();
};
