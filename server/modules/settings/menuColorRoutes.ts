import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { authErrors } from '../../../contract/common';
import { SettingValueResponse } from '../../../contract/company';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { notFound } from '../../lib/errors';
import { scopeOf, type Scope } from '../../plugins/tenancy';

const channelVisible = (scope: Scope, channelId: string) =>
  and(
    eq(contentProviders.id, channelId),
    scope.companyId ? eq(contentProviders.companyId, scope.companyId) : undefined,
  );

/** The channel's 'menu-color' setting: the sidebar colour of its channel admins. */
export const menuColorRoutes: FastifyPluginCallbackTypebox<{ db: Database }> = (
  app,
  { db },
  done,
) => {
  app.get(
    '/settings/menu-color/:cpId',
    {
      schema: {
        tags: ['settings'],
        summary: "A channel's menu colour",
        params: Type.Object({ cpId: Type.String({ format: 'uuid' }) }),
        response: { 200: SettingValueResponse, ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { cpId } = request.params;
      if (scope.kind === 'channel' && scope.channelId !== cpId) throw notFound('Channel');
      const [row] = await db
        .select({ value: contentProviders.menuColor })
        .from(contentProviders)
        .where(channelVisible(scope, cpId))
        .limit(1);
      if (!row) throw notFound('Channel');
      return { success: true as const, data: { name: 'menu-color', value: row.value } };
    },
  );
  done();
};
