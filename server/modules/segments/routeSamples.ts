import type { Sample } from '../../../tests/api/net/sampleRequest';

/** Channel A's demo segment as seeded, so a PUT changes nothing. */
const NEWS_ON_IPHONE = {
  name: 'News followers on iPhone',
  rule: { match: 'all', conditions: [{ field: 'platform', values: ['ios'] }] },
};

const A_RULE = {
  match: 'all',
  conditions: [
    { field: 'status', values: ['active'] },
    { field: 'engagement', event: 'confirmed', withinDays: 30, negate: true },
  ],
  groups: [
    {
      match: 'any',
      conditions: [
        { field: 'customField', name: 'Shift', values: ['Night'] },
        { field: 'language', values: ['es', ''] },
      ],
    },
  ],
};

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /segments': () => ({ url: '/segments?search=news&sort=name&order=asc&page=1&pageSize=10' }),
  'POST /segments': (_ids, actor) => ({
    url: '/segments',
    payload: { name: `Net ${actor}`, rule: A_RULE },
  }),
  'POST /segments/count': () => ({ url: '/segments/count', payload: { rule: A_RULE } }),
  'GET /segments/choices': () => ({ url: '/segments/choices' }),
  'GET /segments/{id}': (ids) => ({ url: `/segments/${ids.segmentA}`, owner: 'channelA' }),
  'PUT /segments/{id}': (ids) => ({
    url: `/segments/${ids.segmentA}`,
    payload: NEWS_ON_IPHONE,
    owner: 'channelA',
  }),
  'DELETE /segments/{id}': (ids) => ({ url: `/segments/${ids.segmentA}`, owner: 'channelA' }),
  'GET /segments/{id}/count': (ids) => ({
    url: `/segments/${ids.segmentA}/count`,
    owner: 'channelA',
  }),
  'GET /segments/{id}/members': (ids) => ({
    url: `/segments/${ids.segmentA}/members?limit=10`,
    owner: 'channelA',
  }),
};
