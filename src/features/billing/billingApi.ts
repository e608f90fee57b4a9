import type {
  Payment,
  PricePlanBody,
  PricePlanItem,
  Product,
  ProductBody,
  StripeKeysBody,
  StripeSettings,
  Subscription,
  SubscriptionStatus,
} from '../../../contract/billing';
import { apiClient } from '../../lib/apiClient';

interface Envelope<T> {
  success: true;
  data: T;
}
const enc = encodeURIComponent;

// ---- Price plans ----
export async function fetchPricePlans(companyID: string, signal?: AbortSignal) {
  const response = await apiClient.get<Envelope<PricePlanItem[]>>(
    `/price_plans/${enc(companyID)}`,
    {
      signal,
    },
  );
  return response.data.data;
}
export async function fetchPricePlan(id: string, signal?: AbortSignal) {
  const response = await apiClient.get<Envelope<PricePlanItem>>(`/price_plans/plan/${enc(id)}`, {
    signal,
  });
  return response.data.data;
}
export async function savePricePlan(id: string | null, body: PricePlanBody) {
  const response = id
    ? await apiClient.put<Envelope<PricePlanItem>>(`/price_plans/${enc(id)}`, body)
    : await apiClient.post<Envelope<PricePlanItem>>('/price_plans', body);
  return response.data.data;
}
export async function deletePricePlan(id: string) {
  await apiClient.delete(`/price_plans/${enc(id)}`);
}

// ---- Products: written to the organisation in view (the company header) ----
export async function fetchProducts(companyID: string, signal?: AbortSignal) {
  const response = await apiClient.get<Envelope<Product[]>>(`/products/${enc(companyID)}`, {
    signal,
  });
  return response.data.data;
}
export async function fetchProduct(id: string, signal?: AbortSignal) {
  const response = await apiClient.get<Envelope<Product>>(`/products/item/${enc(id)}`, { signal });
  return response.data.data;
}
export async function saveProduct(id: string | null, body: ProductBody) {
  const response = id
    ? await apiClient.put<Envelope<Product>>(`/products/${enc(id)}`, body)
    : await apiClient.post<Envelope<Product>>('/products', body);
  return response.data.data;
}
export async function deleteProduct(id: string) {
  await apiClient.delete(`/products/${enc(id)}`);
}

// ---- Subscriptions ----
export async function fetchSubscriptions(
  companyID: string,
  status: SubscriptionStatus | null,
  signal?: AbortSignal,
) {
  const response = await apiClient.get<Envelope<Subscription[]>>(
    `/subscriptions/${enc(companyID)}`,
    { signal, params: status ? { status } : {} },
  );
  return response.data.data;
}
export async function cancelSubscription(id: string, immediately: boolean) {
  const response = await apiClient.get<Envelope<Subscription>>(`/subscriptions/cancel/${enc(id)}`, {
    params: immediately ? { immediately: true } : {},
  });
  return response.data.data;
}
/** Withdraws a cancellation asked for at the period's end. */
export async function resumeSubscription(id: string) {
  const response = await apiClient.post<Envelope<Subscription>>(
    `/user/subscription/${enc(id)}`,
    {},
  );
  return response.data.data;
}
export async function fetchPayments(subscriptionID: string, signal?: AbortSignal) {
  const response = await apiClient.get<Envelope<Payment[]>>('/user/subscription/userid/items', {
    signal,
    params: { subscriptionID },
  });
  return response.data.data;
}

// ---- Card payments on Stripe ----
const STRIPE = '/payments/stripe/settings';
export async function fetchStripeSettings(signal?: AbortSignal) {
  const response = await apiClient.get<Envelope<StripeSettings>>(STRIPE, { signal });
  return response.data.data;
}
export async function saveStripeKeys(body: StripeKeysBody) {
  const response = await apiClient.put<Envelope<StripeSettings>>(STRIPE, body);
  return response.data.data;
}
export async function removeStripeKeys() {
  const response = await apiClient.delete<Envelope<StripeSettings>>(STRIPE);
  return response.data.data;
}
export async function testStripeKeys() {
  const response = await apiClient.post<Envelope<{ ok: boolean; account: string }>>(
    `${STRIPE}/test`,
  );
  return response.data.data;
}
