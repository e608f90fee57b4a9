import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there). The
 * nets' app has no Twilio account, so the webhook answers 404 there; smsInbound.test.ts signs.
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'POST /webhooks/twilio/sms': () => ({
    url: '/webhooks/twilio/sms',
    payload: Buffer.from(
      new URLSearchParams({
        From: '+15550100200',
        To: '+15550009999',
        Body: 'STOP',
        MessageSid: 'SM00000000000000000000000000000200',
      }).toString(),
    ),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': 'bm90LWEtc2lnbmF0dXJl',
    },
  }),
};
