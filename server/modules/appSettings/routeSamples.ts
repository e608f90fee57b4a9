import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // The named settings.
  'GET /settings/all/company/{id}': () => ({ url: '/settings/all/company/acme', owner: 'acme' }),
  'GET /settings/{name}/params/{param}/{cpId}/{companyId}': (ids) => ({
    url: `/settings/color-selection/params/primary/${ids.channelA}/acme`,
    owner: 'channelA',
  }),
  'GET /settings/{name}/{cpId}': (ids) => ({
    url: `/settings/home-screen-layout/${ids.channelA}`,
    owner: 'channelA',
  }),
  'POST /settings/{name}': (ids) => ({
    url: '/settings/display-format',
    payload: {
      contentProviderID: ids.channelA,
      value: { dateFormat: 'MM/DD/YYYY', timeFormat: '12h', textSize: 'medium', theme: 'light' },
    },
    owner: 'channelA',
  }),
  'DELETE /settings/auto-phone-number/{id}': (ids) => ({
    url: `/settings/auto-phone-number/${ids.autoPhoneNumberA}`,
    owner: 'channelA',
  }),
  'GET /settings/custom-fields/cp-custom-fields/{id}': (ids) => ({
    url: `/settings/custom-fields/cp-custom-fields/${ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /settings/channel/{cpId}': (ids) => ({
    url: `/settings/channel/${ids.channelA}`,
    payload: { settings: { tags: { tags: ['Stewards', 'Retirees'] } } },
    owner: 'channelA',
  }),
  'POST /settings/channel/pushcast/setting': (ids) => ({
    url: '/settings/channel/pushcast/setting',
    payload: {
      contentProviderID: ids.channelA,
      allowPushcastEmail: true,
      requireEmailVerificationForPushcast: false,
    },
    owner: 'channelA',
  }),
  'GET /settings/external-apis/all-apis': () => ({ url: '/settings/external-apis/all-apis' }),
  // The published configuration.
  'GET /settings/app-config/{level}': (ids) => ({
    url: `/settings/app-config/${ids.channelA}`,
    owner: 'channelA',
  }),
  'GET /settings/app-config/{level}/versions': (ids) => ({
    url: `/settings/app-config/${ids.channelA}/versions`,
    owner: 'channelA',
  }),
  'POST /settings/app-config/{level}/publish': (ids) => ({
    url: `/settings/app-config/${ids.channelA}/publish`,
    owner: 'channelA',
  }),
  'POST /settings/app-config/{level}/versions/{version}/restore': (ids) => ({
    url: `/settings/app-config/${ids.channelA}/versions/1/restore`,
    owner: 'channelA',
  }),
  'GET /app-config/{companyID}': () => ({ url: '/app-config/acme' }),
  'GET /app-config/{companyID}/{cpId}': (ids) => ({ url: `/app-config/acme/${ids.channelA}` }),
};
