import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /user/groups/': () => ({ url: '/user/groups/' }),
  'POST /user/groups/': (_ids, actor) => ({
    url: '/user/groups/',
    payload: { name: `Net ${actor}`, description: 'From the\naccess matrix' },
  }),
  'GET /user/groups/{cpId}/0': (ids) => ({
    url: `/user/groups/${ids.channelA}/0`,
    owner: 'channelA',
  }),
  'GET /user/groups/{id}': (ids) => ({ url: `/user/groups/${ids.groupA}`, owner: 'channelA' }),
  'PUT /user/groups/{id}': (ids) => ({
    url: `/user/groups/${ids.groupA}`,
    payload: { name: 'Night shift', description: 'Nights' },
    owner: 'channelA',
  }),
  'DELETE /user/groups/{id}': (ids) => ({ url: `/user/groups/${ids.groupA}`, owner: 'channelA' }),
  'POST /user/groups/bulk-manage-users': (ids) => ({
    url: '/user/groups/bulk-manage-users',
    payload: { groupId: ids.groupA, action: 'add', userIds: [ids.userA] },
    owner: 'channelA',
  }),
};
