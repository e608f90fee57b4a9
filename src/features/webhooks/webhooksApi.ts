import type {
  WebhookDelivery,
  WebhookDeliveryResponse,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointWithSecret,
  WebhookListResponse,
  WebhookLog,
  WebhookLogQuery,
  WebhookLogResponse,
  WebhookResponse,
  WebhookSecretResponse,
} from '../../../contract/webhooks';
import { apiClient } from '../../lib/apiClient';

export async function fetchEndpoints(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  const response = await apiClient.get<WebhookListResponse>('/webhooks', { signal });
  return response.data.data;
}

export async function createEndpoint(
  body: WebhookEndpointBody,
): Promise<WebhookEndpointWithSecret> {
  const response = await apiClient.post<WebhookSecretResponse>('/webhooks', body);
  return response.data.data;
}

export async function updateEndpoint(
  id: string,
  body: WebhookEndpointBody,
): Promise<WebhookEndpoint> {
  const response = await apiClient.put<WebhookResponse>(`/webhooks/${id}`, body);
  return response.data.data;
}

export async function setPaused(id: string, paused: boolean): Promise<WebhookEndpoint> {
  const response = await apiClient.put<WebhookResponse>(`/webhooks/${id}/paused`, {
    paused,
  });
  return response.data.data;
}

export async function rollSecret(id: string): Promise<WebhookEndpointWithSecret> {
  const response = await apiClient.post<WebhookSecretResponse>(`/webhooks/${id}/secret`);
  return response.data.data;
}

export async function deleteEndpoint(id: string): Promise<void> {
  await apiClient.delete(`/webhooks/${id}`);
}

export async function fetchLog(
  id: string,
  query: WebhookLogQuery,
  signal?: AbortSignal,
): Promise<WebhookLog> {
  const response = await apiClient.get<WebhookLogResponse>(`/webhooks/${id}/deliveries`, {
    params: query,
    signal,
  });
  return response.data.data;
}

export async function resendDelivery(id: string, deliveryId: string): Promise<WebhookDelivery> {
  const response = await apiClient.post<WebhookDeliveryResponse>(
    `/webhooks/${id}/deliveries/${deliveryId}/resend`,
  );
  return response.data.data;
}

export async function sendTest(id: string): Promise<WebhookDelivery> {
  const response = await apiClient.post<WebhookDeliveryResponse>(`/webhooks/${id}/test`);
  return response.data.data;
}
