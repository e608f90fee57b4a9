import { http, HttpResponse } from 'msw';
import type { ErrorResponse } from '../../contract/common';
import type {
  LedgerEntry,
  LedgerResponse,
  PlanTerms,
  PricingSummary,
  PricingSummaryResponse,
  PricingWriteResponse,
} from '../../contract/pricing';
import { BUNDLES, PRICE_PLANS, pricePlanOf, type BundleKind } from '../../contract/pricingPlans';
import { apiUrl } from './apiUrl';

/** The platform's four plans as the migration seeds them into price_plans. */
export const PLAN_TERMS: PlanTerms[] = PRICE_PLANS.map((plan) => ({
  code: plan.id,
  name: plan.name,
  amount: plan.monthlyPriceMinor,
  currency: 'usd',
  interval: 'month',
  includedAppUsers: plan.includedAppUsers,
  monthlyTextCredits: plan.monthlyTextCredits,
  appUserBundle: { size: BUNDLES.app_users.size, price: BUNDLES.app_users.priceMinor },
  textCreditBundle: { size: BUNDLES.text_credits.size, price: BUNDLES.text_credits.priceMinor },
}));

const termsOf = (code: string): PlanTerms =>
  PLAN_TERMS.find((plan) => plan.code === code) ?? (PLAN_TERMS[0] as PlanTerms);

export function buildPricingSummary(overrides: Partial<PricingSummary> = {}): PricingSummary {
  return {
    _id: 'cp-42',
    clientName: 'Local 99',
    companyID: 'acme',
    pricePlan: 'starter',
    plan: termsOf(overrides.pricePlan ?? 'starter'),
    plans: PLAN_TERMS,
    appUsersUsed: 640,
    appUsersAllowed: 1200,
    purchasedAppUsers: 200,
    appUsersWholeCompany: false,
    textCreditsMonth: 500,
    textCreditsUsedThisMonth: 120,
    purchasedTextCreditsRemaining: 0,
    textCreditsRemaining: 380,
    month: '2026-03',
    timeZone: 'America/Los_Angeles',
    payments: 'local',
    canPurchase: true,
    canGrant: false,
    canChangePlan: true,
    ...overrides,
  };
}

/** A channel's pricing as the fake API keeps it, with the requests it got. */
export interface PricingStore {
  summary: PricingSummary;
  ledger: LedgerEntry[];
  writes: { url: string; idempotencyKey: string | undefined }[];
}

export function pricingStore(summary: Partial<PricingSummary> = {}): PricingStore {
  return { summary: buildPricingSummary(summary), ledger: [], writes: [] };
}

const KINDS: Record<string, BundleKind> = {
  appusers: 'app_users',
  offapptextcredits: 'text_credits',
};

function entry(store: PricingStore, fields: Partial<LedgerEntry>): LedgerEntry {
  return {
    _id: `l-${store.ledger.length + 1}`,
    kind: 'text_credits',
    reason: 'purchase',
    change: 0,
    balanceAfter: 0,
    paid: false,
    priceMinor: 0,
    currency: 'usd',
    plan: null,
    adminName: 'Grace Hopper',
    paymentReference: null,
    messageID: null,
    dateCreated: '2026-03-10T12:00:00.000Z',
    ...fields,
  };
}

const wrote = (store: PricingStore, added: LedgerEntry) => {
  store.ledger.unshift(added);
  return HttpResponse.json<PricingWriteResponse>({
    success: true,
    data: { entry: added, summary: store.summary, replayed: false },
  });
};

export function pricingHandlers(store: PricingStore) {
  return [
    http.get<{ id: string }, never, PricingSummaryResponse | ErrorResponse>(
      apiUrl('/content-provider/pricing/:id'),
      ({ params }) =>
        params.id === store.summary._id
          ? HttpResponse.json({ success: true, data: store.summary })
          : HttpResponse.json(
              { code: 'not_found', message: 'Channel not found.' },
              { status: 404 },
            ),
    ),
    http.get<{ id: string }, never, LedgerResponse>(
      apiUrl('/content-provider/ledger/:id'),
      ({ request }) => {
        const query = new URL(request.url).searchParams;
        const limit = Number(query.get('limit') ?? 10);
        const offset = Number(query.get('offset') ?? 0);
        return HttpResponse.json({
          success: true,
          data: { entries: store.ledger.slice(offset, offset + limit), total: store.ledger.length },
        });
      },
    ),
    // Before the bundles' pattern, which would take updatepriceplan for a kind.
    http.put<{ id: string; plan: string }, { idempotencyKey?: string }>(
      apiUrl('/content-provider/update/updatepriceplan/:id/:plan'),
      async ({ params, request }) => {
        const body = await request.json();
        store.writes.push({
          url: new URL(request.url).pathname,
          idempotencyKey: body.idempotencyKey,
        });
        const plan = pricePlanOf(params.plan);
        store.summary.pricePlan = plan.id;
        store.summary.plan = termsOf(plan.id);
        store.summary.textCreditsMonth = plan.monthlyTextCredits;
        return wrote(store, entry(store, { kind: 'plan', reason: 'plan_change', plan: plan.id }));
      },
    ),
    ...[true, false].map((free) =>
      http.put<{ kind: string; id: string; bundles: string }, { idempotencyKey?: string }>(
        apiUrl(`/content-provider/update/:kind${free ? '/free-purchase' : ''}/:id/:bundles`),
        async ({ params, request }) => {
          const body = await request.json();
          store.writes.push({
            url: new URL(request.url).pathname,
            idempotencyKey: body.idempotencyKey,
          });
          const kind = KINDS[params.kind];
          if (!kind) return HttpResponse.json({ code: 'route_not_found' }, { status: 404 });
          const bundle = BUNDLES[kind];
          const change = bundle.size * Number(params.bundles);
          if (kind === 'text_credits') {
            store.summary.purchasedTextCreditsRemaining += change;
            store.summary.textCreditsRemaining += change;
          } else {
            store.summary.purchasedAppUsers += change;
            store.summary.appUsersAllowed += change;
          }
          return wrote(
            store,
            entry(store, {
              kind,
              change,
              reason: free ? 'grant' : 'purchase',
              paid: !free,
              priceMinor: free ? 0 : bundle.priceMinor * Number(params.bundles),
              balanceAfter:
                kind === 'text_credits'
                  ? store.summary.textCreditsRemaining
                  : store.summary.purchasedAppUsers,
            }),
          );
        },
      ),
    ),
  ];
}
