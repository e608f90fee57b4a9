import type { Sample } from '../../../tests/api/net/sampleRequest';

/** The app's own calls: its app token stands in for any admin's session. */
const asApp = (ids: Parameters<Sample>[0]) => ({ authorization: `Bearer ${ids.appTokenA}` });

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /app/inbox': (ids) => ({ url: '/app/inbox?limit=5', headers: asApp(ids) }),
  'GET /app/inbox/unread-count': (ids) => ({ url: '/app/inbox/unread-count', headers: asApp(ids) }),
  'POST /app/inbox/{receiptId}/read': (ids) => ({
    url: `/app/inbox/${ids.inboxReceiptA}/read`,
    headers: asApp(ids),
  }),
  'POST /app/inbox/{receiptId}/confirm': (ids) => ({
    url: `/app/inbox/${ids.inboxReceiptA}/confirm`,
    headers: asApp(ids),
  }),
  'POST /app/inbox/{receiptId}/feedback': (ids) => ({
    url: `/app/inbox/${ids.inboxReceiptA}/feedback`,
    headers: asApp(ids),
    payload: { feedback: 1, feedbackComment: 'Thanks' },
  }),
  'DELETE /app/inbox/{receiptId}': (ids) => ({
    url: `/app/inbox/${ids.inboxReceiptA}`,
    headers: asApp(ids),
  }),
};
