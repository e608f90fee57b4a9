import { authErrors } from '../../../contract/common';
import {
  ChannelListParams,
  ChannelListQuery,
  ChannelListResponse,
} from '../../../contract/channels';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { catalogueRoutes } from './catalogueRoutes';
import { pricingRoutes } from './pricingRoutes';

/** SPEC.md section 7, "Content providers": the channels. */
export const channelRoutes: DomainRoutes = (app, repositories, done) => {
  const { channels } = repositories;
  void app.register(catalogueRoutes, repositories);
  void app.register(pricingRoutes, repositories);
  app.get(
    '/content-provider/:companyId',
    {
      schema: {
        tags: ['channels'],
        summary: "A company's channels by name, with their app users unless noCount=true",
        description:
          "`companyId` is the companyID the console sends. A company admin gets its own company's channels whatever it says, a channel admin its own channel; a platform admin the named company's (404 when there is none), or every company's for `All`.",
        params: ChannelListParams,
        querystring: ChannelListQuery,
        response: { 200: ChannelListResponse, ...authErrors },
      },
      // The compose page picks the sending channel from it: any role that sends may read it.
      config: {
        access: {
          admins: ANY_ADMIN,
          key: 'messages',
          orKeys: ['contentProvider', 'contentProviders'],
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { companyId } = request.params;
      let named: string | null = null;
      if (scope.kind === 'platform' && companyId !== 'All') {
        named = await channels.companyBySlug(companyId);
        if (!named) throw notFound('Company');
      }
      return {
        success: true as const,
        data: await channels.list(scope, named, request.query.noCount !== true),
      };
    },
  );
  done();
};
