import type {
  LedgerResponse,
  PricingSummary,
  PricingSummaryResponse,
  PricingWriteResponse,
} from '../../../contract/pricing';
import type { BundleKind } from '../../../contract/pricingPlans';
import { apiClient } from '../../lib/apiClient';

const id = (value: string) => encodeURIComponent(value);

export type LedgerPage = LedgerResponse['data'];
export type PricingWrite = PricingWriteResponse['data'];

export async function fetchSummary(
  channelId: string,
  signal?: AbortSignal,
): Promise<PricingSummary> {
  const response = await apiClient.get<PricingSummaryResponse>(
    `/content-provider/pricing/${id(channelId)}`,
    { signal },
  );
  return response.data.data;
}

export async function fetchLedger(
  channelId: string,
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<LedgerPage> {
  const response = await apiClient.get<LedgerResponse>(
    `/content-provider/ledger/${id(channelId)}`,
    {
      params: { limit, offset },
      signal,
    },
  );
  return response.data.data;
}

const BUNDLE_PATHS: Record<BundleKind, string> = {
  app_users: 'appusers',
  text_credits: 'offapptextcredits',
};

/** A purchase, or a free grant: `bundles` bundles of the kind. */
export async function addBundles(request: {
  channelId: string;
  kind: BundleKind;
  bundles: number;
  free: boolean;
  idempotencyKey: string;
}): Promise<PricingWrite> {
  const path = `${BUNDLE_PATHS[request.kind]}${request.free ? '/free-purchase' : ''}`;
  const response = await apiClient.put<PricingWriteResponse>(
    `/content-provider/update/${path}/${id(request.channelId)}/${request.bundles}`,
    { idempotencyKey: request.idempotencyKey },
  );
  return response.data.data;
}

export async function changePlan(request: {
  channelId: string;
  plan: string;
  idempotencyKey: string;
}): Promise<PricingWrite> {
  const response = await apiClient.put<PricingWriteResponse>(
    `/content-provider/update/updatepriceplan/${id(request.channelId)}/${request.plan}`,
    { idempotencyKey: request.idempotencyKey },
  );
  return response.data.data;
}
