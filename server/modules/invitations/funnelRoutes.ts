import { authErrors } from '../../../contract/common';
import {
  InvitationFunnelQuery,
  InvitationFunnelResponse,
} from '../../../contract/invitationFunnel';
import type { DomainRoutes } from '../../domains';
import { scopeOf } from '../../plugins/tenancy';
import { funnelCsv, funnelCsvFileName } from './funnelCsv';
import { LINK_ACCESS } from './linkRoutes';

const tags = ['invitations'];
const description =
  'Counted from the kept daily counters: opened (clicks and QR scans), registered, confirmed, and active (confirmed admins signed in within 30 days). Days are UTC; weeks are ISO weeks by their Monday. `from` to `to` spans at most 366 days, by default the 12 weeks up to today.';

/** The invitation funnel of the caller's links, as JSON for the page and as a CSV file. */
export const funnelRoutes: DomainRoutes = (app, { invitations }, done) => {
  const { funnel } = invitations;

  app.get(
    '/invitation-links/funnel',
    {
      config: { access: LINK_ACCESS },
      schema: {
        tags,
        summary: 'The invitation funnel: totals with the drop at each step, per link and per week',
        description,
        querystring: InvitationFunnelQuery,
        response: { 200: InvitationFunnelResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await funnel.report(scopeOf(request), request.query),
    }),
  );

  app.get(
    '/invitation-links/funnel.csv',
    {
      config: { access: LINK_ACCESS },
      schema: {
        tags,
        summary: 'The invitation funnel as a CSV file: a row per link, then a row per week',
        description,
        querystring: InvitationFunnelQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await funnel.report(scopeOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${funnelCsvFileName(report)}"`)
        .header('cache-control', 'no-store')
        .send(funnelCsv(report));
    },
  );
  done();
};
