import { Type, type Static } from '@sinclair/typebox';
import { Email, FreeText, Success } from './common';

/**
 * Billing on the wire: the platform's price plans, a company's products and its customers'
 * subscriptions with their payments (SPEC.md section 3). Amounts are whole minor units of a
 * lower-case ISO currency; the console divides by 100 to show them (SPEC.md section 9).
 */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const Interval = Type.Union(BILLING_INTERVALS.map((value) => Type.Literal(value)));
export const Currency = Type.String({
  pattern: '^[a-zA-Z]{3}$',
  description: 'ISO 4217, e.g. usd',
});
/** Up to a million in major units: a plan, bundle or product price. */
const Amount = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const Count = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const Size = Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SubscriptionStatusSchema = Type.Union(
  SUBSCRIPTION_STATUSES.map((value) => Type.Literal(value)),
);

// ---- Price plans (docs/decisions.md, "Billing: price plans") ----
export const PricePlanBody = Type.Object({
  /** The name channels are put on the plan by ('free', 'starter'...); letters, digits, dashes. */
  code: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' }),
  name: Type.String({ minLength: 1, maxLength: 80 }),
  description: Type.Optional(FreeText({ maxLength: 1000 })),
  amount: Amount,
  currency: Currency,
  interval: Interval,
  includedAppUsers: Count,
  monthlyTextCredits: Count,
  appUserBundleSize: Size,
  appUserBundlePrice: Amount,
  textCreditBundleSize: Size,
  textCreditBundlePrice: Amount,
  active: Type.Boolean(),
});
export type PricePlanBody = Static<typeof PricePlanBody>;

export const PricePlanItem = Type.Composite([
  Type.Object({ _id: Type.String(), dateCreated: Type.String() }),
  Type.Omit(PricePlanBody, ['description']),
  Type.Object({ description: Type.String() }),
]);
export type PricePlanItem = Static<typeof PricePlanItem>;
export const PricePlanResponse = Success(PricePlanItem);
export const PricePlanListResponse = Success(Type.Array(PricePlanItem));

// ---- Products (SPEC.md section 3, "Product") ----
export const ProductPlan = Type.Object({
  planID: Type.String(),
  nickname: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  interval: Interval,
});
export type ProductPlan = Static<typeof ProductPlan>;

export const Product = Type.Object({
  _id: Type.String(),
  productID: Type.String(),
  product: Type.String(),
  description: Type.String(),
  productType: Type.String(),
  companyID: Type.String(),
  /** 'local' or 'stripe': where the product and its price are kept. */
  provider: Type.String(),
  pricePlanID: Type.Union([Type.String(), Type.Null()]),
  plan: ProductPlan,
  dateCreated: Type.String(),
});
export type Product = Static<typeof Product>;

export const ProductBody = Type.Object({
  product: Type.String({ minLength: 1, maxLength: 120 }),
  description: Type.Optional(FreeText({ maxLength: 1000 })),
  productType: Type.Optional(Type.String({ maxLength: 40 })),
  pricePlanID: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  plan: Type.Object({
    nickname: Type.String({ minLength: 1, maxLength: 80 }),
    amount: Type.Integer({ minimum: 50, maximum: 100_000_000 }),
    currency: Currency,
    interval: Interval,
  }),
});
export type ProductBody = Static<typeof ProductBody>;
export const ProductResponse = Success(Product);
export const ProductListResponse = Success(Type.Array(Product));

// ---- Subscriptions (SPEC.md section 3, "Subscription") ----
export const Subscription = Type.Object({
  _id: Type.String(),
  customerID: Type.String(),
  subscriptionID: Type.String(),
  productID: Type.String(),
  planID: Type.String(),
  customerInfo: Type.Object({
    contactName: Type.String(),
    clientName: Type.String(),
    billingInfo: Type.Object({ email: Type.String(), phone: Type.String() }),
  }),
  productInfo: Type.Object({
    product: Type.String(),
    plan: Type.Object({
      nickname: Type.String(),
      amount: Type.Integer(),
      currency: Type.String(),
      interval: Interval,
    }),
  }),
  status: SubscriptionStatusSchema,
  /** The app user who pays, when the customer is one: an active subscription counts them paid. */
  mobileUserID: Type.Union([Type.String(), Type.Null()]),
  /** It ends when the current period does. */
  cancelAtPeriodEnd: Type.Boolean(),
  /** A cancellation the provider has not confirmed yet; it is retried. */
  cancelPending: Type.Boolean(),
  /** The provider refused the last cancellation outright; it is not retried. */
  cancelError: Type.Union([Type.String(), Type.Null()]),
  currentPeriodEnd: Type.Union([Type.String(), Type.Null()]),
  companyID: Type.String(),
  provider: Type.String(),
  dateCreated: Type.String(),
});
export type Subscription = Static<typeof Subscription>;
export const SubscriptionResponse = Success(Subscription);
export const SubscriptionListResponse = Success(Type.Array(Subscription));

const CustomerFields = {
  contactName: Type.String({ minLength: 1, maxLength: 120 }),
  clientName: Type.String({ minLength: 1, maxLength: 120 }),
  email: Email,
  phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9+() .-]*$' })),
  /** The paying app user; without it, the organization's one app user with this email, if any. */
  mobileUserID: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
};
export const SubscriptionBody = Type.Object({
  productID: Type.String({ format: 'uuid' }),
  ...CustomerFields,
});
export type SubscriptionBody = Static<typeof SubscriptionBody>;
export const SubscriptionCustomerBody = Type.Object(CustomerFields);
export type SubscriptionCustomerBody = Static<typeof SubscriptionCustomerBody>;

/** PUT /user/subscription: who receives the organisation's bills (the profile's billingInfo). */
export const BillingContactBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 120 })),
  email: Email,
  phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9+() .-]*$' })),
});
export type BillingContactBody = Static<typeof BillingContactBody>;
export const BillingContact = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  updatedAt: Type.String(),
});
export type BillingContact = Static<typeof BillingContact>;
export const BillingContactResponse = Success(Type.Union([BillingContact, Type.Null()]));

export const SubscriptionListQuery = Type.Object({
  status: Type.Optional(SubscriptionStatusSchema),
});
export const CancelQuery = Type.Object({
  /** true: end it now; by default it ends with the period already paid for. */
  immediately: Type.Optional(Type.Boolean()),
});

export const Payment = Type.Object({
  _id: Type.String(),
  paymentID: Type.String(),
  subscriptionID: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Integer(),
  currency: Type.String(),
  status: Type.Union([Type.Literal('paid'), Type.Literal('failed')]),
  description: Type.String(),
  paidAt: Type.String(),
});
export type Payment = Static<typeof Payment>;
export const PaymentListResponse = Success(Type.Array(Payment));
export const PaymentsQuery = Type.Object({
  subscriptionID: Type.Optional(Type.String({ format: 'uuid' })),
});

// ---- Card payments on Stripe (/other-settings/stripe) ----
export const StripeKeysBody = Type.Object({
  /** A secret or restricted key: sk_test_…, sk_live_…, rk_test_…, rk_live_…. */
  secretKey: Type.String({ pattern: '^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$' }),
  /** The webhook's signing secret; left out, the stored one is kept. */
  webhookSecret: Type.Optional(Type.String({ pattern: '^whsec_[A-Za-z0-9+/=]{8,200}$' })),
});
export type StripeKeysBody = Static<typeof StripeKeysBody>;

/** What the screen shows: never a key, only its last characters. */
export const StripeSettings = Type.Object({
  configured: Type.Boolean(),
  mode: Type.Union([Type.Literal('test'), Type.Literal('live'), Type.Null()]),
  secretKeyLast: Type.Union([Type.String(), Type.Null()]),
  webhookSecretLast: Type.Union([Type.String(), Type.Null()]),
  /**
   * The full address of the organisation's Stripe webhook route, to paste into Stripe's webhook
   * settings; the same before and after the keys are saved.
   */
  webhookUrl: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type StripeSettings = Static<typeof StripeSettings>;
export const StripeSettingsResponse = Success(StripeSettings);
export const StripeCheckResponse = Success(
  Type.Object({ ok: Type.Boolean(), account: Type.String() }),
);
