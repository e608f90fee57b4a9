import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there). The
 * shared test app's secrets key is its own, so no sample can sign a link: these name one that
 * is well-formed and not ours (404), and unsubscribe.test.ts covers the signed ones.
 */
const NOT_OURS = 'A'.repeat(43);

export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /unsubscribe/{token}': () => ({ url: `/unsubscribe/${NOT_OURS}` }),
  'POST /unsubscribe/{token}': () => ({
    url: `/unsubscribe/${NOT_OURS}`,
    payload: { 'List-Unsubscribe': 'One-Click' },
  }),
};
