import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /api/channel/sms/{id}': (ids) => ({ url: `/api/channel/sms/${ids.receiptA}` }),
  'GET /api/channel/pushcast/{id}': (ids) => ({ url: `/api/channel/pushcast/${ids.receiptA}` }),
  'GET /api/channel/sms/update/status/{id}': (ids) => ({
    url: `/api/channel/sms/update/status/${ids.receiptA}`,
  }),
  'GET /api/channel/sms/update/read-response/{id}': (ids) => ({
    url: `/api/channel/sms/update/read-response/${ids.receiptA}`,
  }),
  'POST /api/channel/sms/update/feedback/{id}': (ids) => ({
    url: `/api/channel/sms/update/feedback/${ids.receiptA}`,
    payload: { feedback: 1 },
  }),
  'GET /api/channel/file/{id}': (ids) => ({ url: `/api/channel/file/${ids.receiptA}` }),
};
