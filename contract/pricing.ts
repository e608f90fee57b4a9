import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';
import { BUNDLES } from './pricingPlans';

/**
 * The channel pricing calls of SPEC.md section 7 ("Content providers") and the two reads this
 * API adds for the pricing panel (docs/decisions.md, "Channel pricing and the credit ledger").
 */
export const PricingChannelParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
});

/** PUT /content-provider/update/{appusers|offapptextcredits}[/free-purchase]/{channel}/{bundles}. */
export const BundlePurchaseParams = Type.Object({
  channelId: Type.String({ format: 'uuid' }),
  bundles: Type.Integer({ minimum: 1, maximum: BUNDLES.app_users.maxBundles }),
});

/** A price plan's code, as /priceplans makes them. */
export const PlanCode = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' });

export const PlanChangeParams = Type.Object({
  channelId: Type.String({ format: 'uuid' }),
  plan: PlanCode,
});

/** One bundle of app users or text credits on a plan: its size and its price in minor units. */
const BundleTerms = Type.Object({ size: Type.Integer(), price: Type.Integer() });

/** What a price plan (a `price_plans` row) gives a channel and what it costs. */
export const PlanTerms = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** Minor units of `currency` each `interval`. */
  amount: Type.Integer(),
  currency: Type.String(),
  interval: Type.Union([Type.Literal('month'), Type.Literal('year')]),
  includedAppUsers: Type.Integer(),
  monthlyTextCredits: Type.Integer(),
  appUserBundle: BundleTerms,
  textCreditBundle: BundleTerms,
});
export type PlanTerms = Static<typeof PlanTerms>;

/** A retried request with the same key counts once and answers as the first did. */
export const PricingBody = Type.Object(
  {
    idempotencyKey: Type.Optional(Type.String({ minLength: 8, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type PricingBody = Static<typeof PricingBody>;

export const LedgerKind = Type.Union([
  Type.Literal('app_users'),
  Type.Literal('text_credits'),
  Type.Literal('plan'),
]);

export const LedgerEntry = Type.Object({
  _id: Type.String(),
  kind: LedgerKind,
  /** 'purchase' | 'grant' | 'plan_change' | 'send' | 'month_reset' | 'opening_balance'. */
  reason: Type.String(),
  change: Type.Integer(),
  balanceAfter: Type.Integer(),
  paid: Type.Boolean(),
  priceMinor: Type.Integer(),
  currency: Type.String(),
  plan: Type.Union([Type.String(), Type.Null()]),
  adminName: Type.Union([Type.String(), Type.Null()]),
  paymentReference: Type.Union([Type.String(), Type.Null()]),
  messageID: Type.Union([Type.String(), Type.Null()]),
  dateCreated: Type.String(),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

/**
 * A channel's app users against what its plan and purchases allow, from one server function
 * (modules/pricing/allowanceRepository.ts) for the pricing panel, the dashboard and the channel
 * form alike (docs/decisions.md, "Channel pricing and the credit ledger").
 */
export const MobileUserAllowance = Type.Object({
  planCode: Type.String(),
  planName: Type.String(),
  includedAppUsers: Type.Integer(),
  purchasedAppUsers: Type.Integer(),
  /** The plan's included app users plus those purchased. */
  allowed: Type.Integer(),
  /**
   * The active app users the channel serves, registered or not: its followers, or every active
   * app user of the organization for its default channel (whom the fan-out sends to).
   */
  used: Type.Integer(),
  /** The channel is its organization's default: it serves every app user of it. */
  wholeCompany: Type.Boolean(),
});
export type MobileUserAllowance = Static<typeof MobileUserAllowance>;

export const PricingSummary = Type.Object({
  _id: Type.String(),
  clientName: Type.String(),
  companyID: Type.String(),
  /** The channel's plan's code, and its terms. */
  pricePlan: Type.String(),
  plan: PlanTerms,
  /** The plans it may move to: every offered one, and its own even when no longer offered. */
  plans: Type.Array(PlanTerms),
  /** The allowance's figures (MobileUserAllowance): `used`, `allowed` and purchased. */
  appUsersUsed: Type.Integer(),
  appUsersAllowed: Type.Integer(),
  purchasedAppUsers: Type.Integer(),
  /** The channel is its organization's default: `appUsersUsed` counts every app user of it. */
  appUsersWholeCompany: Type.Boolean(),
  textCreditsMonth: Type.Integer(),
  textCreditsUsedThisMonth: Type.Integer(),
  purchasedTextCreditsRemaining: Type.Integer(),
  /** What a send may spend now: the month's allowance left plus purchased. */
  textCreditsRemaining: Type.Integer(),
  /** The month the usage counts, 'YYYY-MM' in the company's zone. */
  month: Type.String(),
  timeZone: Type.String(),
  /**
   * How a purchase is paid: `stripe`, the organization's card through its Stripe keys, charged
   * at once; `local`, no card: the price is recorded on the organization's account (only
   * organization admins buy then). docs/decisions.md, "Who pays for credits".
   */
  payments: Type.Union([Type.Literal('stripe'), Type.Literal('local')]),
  /** What the caller may do on the panel. */
  canPurchase: Type.Boolean(),
  canGrant: Type.Boolean(),
  canChangePlan: Type.Boolean(),
});
export type PricingSummary = Static<typeof PricingSummary>;

export const PricingSummaryResponse = Success(PricingSummary);
export type PricingSummaryResponse = Static<typeof PricingSummaryResponse>;

export const LedgerQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, default: 0 })),
});

export const LedgerResponse = Success(
  Type.Object({ entries: Type.Array(LedgerEntry), total: Type.Integer() }),
);
export type LedgerResponse = Static<typeof LedgerResponse>;

/** A purchase, grant or plan change: the ledger row, and the channel's balances after it. */
export const PricingWriteResponse = Success(
  Type.Object({ entry: LedgerEntry, summary: PricingSummary, replayed: Type.Boolean() }),
);
export type PricingWriteResponse = Static<typeof PricingWriteResponse>;
