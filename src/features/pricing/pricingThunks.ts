import type { BundleKind } from '../../../contract/pricingPlans';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './pricingApi';

export const LEDGER_PAGE_SIZE = 10;

export const fetchPricingSummary = createApiThunk(
  'pricing/fetchSummary',
  (channelId: string, { signal }) => api.fetchSummary(channelId, signal),
);

export const fetchLedger = createApiThunk(
  'pricing/fetchLedger',
  ({ channelId, page }: { channelId: string; page: number }, { signal }) =>
    api.fetchLedger(channelId, LEDGER_PAGE_SIZE, (page - 1) * LEDGER_PAGE_SIZE, signal),
);

export const addBundles = createApiThunk(
  'pricing/addBundles',
  (request: {
    channelId: string;
    kind: BundleKind;
    bundles: number;
    free: boolean;
    idempotencyKey: string;
  }) => api.addBundles(request),
);

export const changePlan = createApiThunk(
  'pricing/changePlan',
  (request: { channelId: string; plan: string; idempotencyKey: string }) => api.changePlan(request),
);
