import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /settings/menu-color/{cpId}': (ids) => ({
    url: `/settings/menu-color/${ids.channelA}`,
    owner: 'channelA',
  }),
  // Channel settings.
  'GET /settings/channel/usergroups/group-field/{id}': (ids) => ({
    url: `/settings/channel/usergroups/group-field/${ids.channelA}`,
    owner: 'channelA',
  }),
  'POST /settings/channel/usergroups/group-field': (ids) => ({
    url: '/settings/channel/usergroups/group-field',
    payload: { contentProviderID: ids.channelA, groupIds: [ids.groupA] },
    owner: 'channelA',
  }),
  'POST /settings/channel/pre-approval': (ids, actor) => ({
    url: '/settings/channel/pre-approval',
    payload: { contentProviderID: ids.channelA, email: `net.${actor.toLowerCase()}@example.com` },
    owner: 'channelA',
  }),
  'GET /settings/channel/pre-approval/{id}': (ids) => ({
    url: `/settings/channel/pre-approval/${ids.channelA}`,
    owner: 'channelA',
  }),
  'DELETE /settings/channel/pre-approval/{id}': (ids) => ({
    url: `/settings/channel/pre-approval/${ids.preApproval}`,
    owner: 'channelA',
  }),
  'PUT /settings/union-active/pre-approval': () => ({
    url: '/settings/union-active/pre-approval',
    payload: { enabled: false },
  }),
};
