import type { Sample } from '../../../tests/api/net/sampleRequest';

/** No key is seeded: the revoke names one that is not there (its own test revokes real ones). */
const NO_KEY = '00000000-0000-4000-8000-00000000a91c';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /api-keys': () => ({ url: '/api-keys' }),
  'POST /api-keys': (_ids, actor) => ({
    url: '/api-keys',
    payload: { name: `Net key ${actor}`, accessKeys: ['messages'] },
  }),
  'POST /api-keys/{id}/revoke': () => ({ url: `/api-keys/${NO_KEY}/revoke` }),
};
