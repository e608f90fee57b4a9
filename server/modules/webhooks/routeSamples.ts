import type { Sample } from '../../../tests/api/net/sampleRequest';

const endpoint = {
  url: 'https://93.184.216.34/hooks',
  description: 'From the access matrix',
  events: ['message.opened', 'member.opted_out'],
};

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /webhooks': () => ({ url: '/webhooks' }),
  'POST /webhooks': () => ({ url: '/webhooks', payload: endpoint }),
  'PUT /webhooks/{id}': (ids) => ({ url: `/webhooks/${ids.webhookA}`, payload: endpoint }),
  'PUT /webhooks/{id}/paused': (ids) => ({
    url: `/webhooks/${ids.webhookA}/paused`,
    payload: { paused: false },
  }),
  'POST /webhooks/{id}/secret': (ids) => ({ url: `/webhooks/${ids.webhookA}/secret` }),
  'DELETE /webhooks/{id}': (ids) => ({ url: `/webhooks/${ids.webhookA}` }),
  'GET /webhooks/{id}/deliveries': (ids) => ({
    url: `/webhooks/${ids.webhookA}/deliveries?status=failed`,
  }),
  'POST /webhooks/{id}/deliveries/{deliveryId}/resend': (ids) => ({
    url: `/webhooks/${ids.webhookA}/deliveries/${ids.webhookDeliveryA}/resend`,
  }),
  'POST /webhooks/{id}/test': (ids) => ({ url: `/webhooks/${ids.webhookA}/test` }),
};
