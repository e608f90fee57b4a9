import type {
  PricePlanBody,
  ProductBody,
  StripeKeysBody,
  SubscriptionStatus,
} from '../../../contract/billing';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './billingApi';

export const fetchPricePlans = createApiThunk(
  'billing/fetchPricePlans',
  (_: void, { signal, getState }) => api.fetchPricePlans(selectCompanyInView(getState()), signal),
);
export const fetchPricePlan = createApiThunk('billing/fetchPricePlan', (id: string, { signal }) =>
  api.fetchPricePlan(id, signal),
);
export const savePricePlan = createApiThunk(
  'billing/savePricePlan',
  ({ id, body }: { id: string | null; body: PricePlanBody }) => api.savePricePlan(id, body),
);
export const deletePricePlan = createApiThunk('billing/deletePricePlan', async (id: string) => {
  await api.deletePricePlan(id);
  return id;
});

export const fetchProducts = createApiThunk(
  'billing/fetchProducts',
  (companyID: string, { signal }) => api.fetchProducts(companyID, signal),
);
export const fetchProduct = createApiThunk('billing/fetchProduct', (id: string, { signal }) =>
  api.fetchProduct(id, signal),
);
export const saveProduct = createApiThunk(
  'billing/saveProduct',
  ({ id, body }: { id: string | null; body: ProductBody }) => api.saveProduct(id, body),
);
export const deleteProduct = createApiThunk('billing/deleteProduct', async (id: string) => {
  await api.deleteProduct(id);
  return id;
});

export const fetchSubscriptions = createApiThunk(
  'billing/fetchSubscriptions',
  (status: SubscriptionStatus | null, { signal, getState }) =>
    api.fetchSubscriptions(selectCompanyInView(getState()), status, signal),
);
export const cancelSubscription = createApiThunk(
  'billing/cancelSubscription',
  ({ id, immediately }: { id: string; immediately: boolean }) =>
    api.cancelSubscription(id, immediately),
);
export const resumeSubscription = createApiThunk('billing/resumeSubscription', (id: string) =>
  api.resumeSubscription(id),
);
export const fetchPayments = createApiThunk(
  'billing/fetchPayments',
  (subscriptionID: string, { signal }) => api.fetchPayments(subscriptionID, signal),
);

export const fetchStripeSettings = createApiThunk(
  'billing/fetchStripeSettings',
  (_: void, { signal }) => api.fetchStripeSettings(signal),
);
export const saveStripeKeys = createApiThunk('billing/saveStripeKeys', (body: StripeKeysBody) =>
  api.saveStripeKeys(body),
);
export const removeStripeKeys = createApiThunk('billing/removeStripeKeys', () =>
  api.removeStripeKeys(),
);
export const testStripeKeys = createApiThunk('billing/testStripeKeys', () => api.testStripeKeys());
