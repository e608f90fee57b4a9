/**
 * The platform's first four price plans and bundles: what migration 0032 seeded into
 * `price_plans`, which the pricing panel and the ledger read since (docs/decisions.md, "Billing").
 * Kept for the demo seed's ledger history, the free plan of last resort and the most bundles one
 * purchase may buy. Prices in minor units of PRICING_CURRENCY.
 */
export const PRICING_CURRENCY = 'usd';

export const PRICE_PLAN_IDS = ['free', 'starter', 'growth', 'enterprise'] as const;
export type PricePlanId = (typeof PRICE_PLAN_IDS)[number];

export interface PricePlan {
  id: PricePlanId;
  name: string;
  /** Off-app text credits each month, reset at the month's start in the company's zone. */
  monthlyTextCredits: number;
  /** App users (followers) the plan includes; purchased app users add to them. */
  includedAppUsers: number;
  /** Price a month, in minor units. */
  monthlyPriceMinor: number;
}

const FREE_PLAN: PricePlan = {
  id: 'free',
  name: 'Free',
  monthlyTextCredits: 0,
  includedAppUsers: 100,
  monthlyPriceMinor: 0,
};

export const PRICE_PLANS: readonly PricePlan[] = [
  FREE_PLAN,
  {
    id: 'starter',
    name: 'Starter',
    monthlyTextCredits: 500,
    includedAppUsers: 1000,
    monthlyPriceMinor: 4900,
  },
  {
    id: 'growth',
    name: 'Growth',
    monthlyTextCredits: 2500,
    includedAppUsers: 10000,
    monthlyPriceMinor: 19900,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyTextCredits: 10000,
    includedAppUsers: 100000,
    monthlyPriceMinor: 79900,
  },
];

/** A channel with no plan set is on the free plan. */
export const DEFAULT_PRICE_PLAN: PricePlanId = 'free';

export function pricePlanOf(id: string | null | undefined): PricePlan {
  return PRICE_PLANS.find((plan) => plan.id === id) ?? FREE_PLAN;
}

export type BundleKind = 'app_users' | 'text_credits';

export interface Bundle {
  kind: BundleKind;
  /** App users or text credits in one bundle. */
  size: number;
  /** Price of one bundle, in minor units. */
  priceMinor: number;
  /** The most bundles one purchase may buy. */
  maxBundles: number;
}

export const BUNDLES: Readonly<Record<BundleKind, Bundle>> = {
  app_users: { kind: 'app_users', size: 100, priceMinor: 1000, maxBundles: 100 },
  text_credits: { kind: 'text_credits', size: 500, priceMinor: 1500, maxBundles: 100 },
};
