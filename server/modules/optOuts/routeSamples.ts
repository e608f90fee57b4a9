import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // The app's own calls: its app token stands in for any admin's session.
  'GET /app/preferences': (ids) => ({
    url: '/app/preferences',
    headers: { authorization: `Bearer ${ids.appTokenA}` },
  }),
  'PUT /app/preferences': (ids) => ({
    url: '/app/preferences',
    headers: { authorization: `Bearer ${ids.appTokenA}` },
    payload: { optOuts: [{ channelId: null, delivery: 'email' }] },
  }),
};
