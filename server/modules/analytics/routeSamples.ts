import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /analytics/engagement': (ids) => ({
    url: `/analytics/engagement?channelID=${ids.channelA}&interval=week`,
    owner: 'channelA',
  }),
  'GET /analytics/engagement.csv': (ids) => ({
    url: `/analytics/engagement.csv?channelID=${ids.channelA}`,
    owner: 'channelA',
  }),
  'GET /analytics/credits': (ids) => ({
    url: `/analytics/credits?channelID=${ids.channelA}`,
    owner: 'channelA',
  }),
  'GET /analytics/messages/{messageId}/curve': (ids) => ({
    url: `/analytics/messages/${ids.messageA}/curve`,
    owner: 'channelA',
  }),
};
