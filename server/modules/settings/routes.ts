import { Type } from '@sinclair/typebox';
import { authErrors } from '../../../contract/common';
import { SettingValueResponse } from '../../../contract/company';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { scopeOf } from '../../plugins/tenancy';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { channelSettingsRoutes } from './channelSettingsRoutes';

/**
 * SPEC.md section 7, "Settings": the channel's 'menu-color', the sidebar colour of its admins,
 * and the channel settings (channelSettingsRoutes.ts). The mobile app's settings are the
 * appSettings module's.
 */
export const settingsRoutes: DomainRoutes = (app, repositories, done) => {
  const { menuColor } = repositories.settings;
  void app.register(channelSettingsRoutes, repositories);
  app.get(
    '/settings/menu-color/:cpId',
    {
      config: { access: { admins: ANY_ADMIN } },
      schema: {
        tags: ['settings'],
        summary: "A channel's menu colour",
        params: Type.Object({ cpId: Type.String({ format: 'uuid' }) }),
        response: { 200: SettingValueResponse, ...authErrors },
      },
    },
    async (request) => {
      const setting = await menuColor.read(scopeOf(request), request.params.cpId);
      if (!setting) throw notFound('Channel');
      return { success: true as const, data: { name: 'menu-color', value: setting.value } };
    },
  );
  done();
};
