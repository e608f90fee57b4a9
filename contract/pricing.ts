import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';
import { BUNDLES, PRICE_PLAN_IDS } from './pricingPlans';

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

export const PlanChangeParams = Type.Object({
  channelId: Type.String({ format: 'uuid' }),
  plan: Type.Union(PRICE_PLAN_IDS.map((id) => Type.Literal(id))),
});

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

export const PricingSummary = Type.Object({
  _id: Type.String(),
  clientName: Type.String(),
  companyID: Type.String(),
  pricePlan: Type.Union(PRICE_PLAN_IDS.map((id) => Type.Literal(id))),
  /** Followers of the channel. */
  appUsersUsed: Type.Integer(),
  /** The plan's included app users plus those purchased. */
  appUsersAllowed: Type.Integer(),
  purchasedAppUsers: Type.Integer(),
  textCreditsMonth: Type.Integer(),
  textCreditsUsedThisMonth: Type.Integer(),
  purchasedTextCreditsRemaining: Type.Integer(),
  /** What a send may spend now: the month's allowance left plus purchased. */
  textCreditsRemaining: Type.Integer(),
  /** The month the usage counts, 'YYYY-MM' in the company's zone. */
  month: Type.String(),
  timeZone: Type.String(),
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
