import { TEST_MAILBOX_KEY } from '../../../tests/api/harness';
import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /mailbox': () => ({ url: '/mailbox?kind=all&search=acme&limit=5' }),
  // Public, answered to the holder of the data folder's key (npm run outbox).
  'GET /mailbox/local': () => ({
    url: '/mailbox/local?kind=text&limit=5',
    headers: { 'x-mailbox-key': TEST_MAILBOX_KEY },
  }),
};
