import type { WebhookEndpointBody, WebhookLogQuery } from '../../../contract/webhooks';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './webhooksApi';

export const fetchEndpoints = createApiThunk('webhooks/fetchEndpoints', (_: void, { signal }) =>
  api.fetchEndpoints(signal),
);

export const saveEndpoint = createApiThunk(
  'webhooks/saveEndpoint',
  ({ id, body }: { id: string | null; body: WebhookEndpointBody }) =>
    id ? api.updateEndpoint(id, body) : api.createEndpoint(body),
);

export const setEndpointPaused = createApiThunk(
  'webhooks/setPaused',
  ({ id, paused }: { id: string; paused: boolean }) => api.setPaused(id, paused),
);

export const rollEndpointSecret = createApiThunk('webhooks/rollSecret', (id: string) =>
  api.rollSecret(id),
);

export const deleteEndpoint = createApiThunk('webhooks/deleteEndpoint', async (id: string) => {
  await api.deleteEndpoint(id);
  return id;
});

export const fetchDeliveryLog = createApiThunk(
  'webhooks/fetchLog',
  ({ id, query }: { id: string; query: WebhookLogQuery }, { signal }) =>
    api.fetchLog(id, query, signal),
);

export const resendDelivery = createApiThunk(
  'webhooks/resend',
  ({ id, deliveryId }: { id: string; deliveryId: string }) => api.resendDelivery(id, deliveryId),
);

export const sendTestEvent = createApiThunk('webhooks/sendTest', (id: string) => api.sendTest(id));
