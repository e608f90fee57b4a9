import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { mobileUsers } from './mobileUsers';

/**
 * Billing (migration 0029): the platform's price plans, each company's products, its customers'
 * subscriptions and their payments, the company's card-payment keys, and the local payments
 * provider's own records. Amounts are in minor units of `currency` (SPEC.md section 9).
 */

/** The platform's price plans: what a channel's pricing panel offers (docs/decisions.md). */
export const pricePlans = pgTable(
  'price_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The stable name channels store in price_plan ('free', 'starter', ...). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** 'month' | 'year'. */
    interval: text('interval').notNull().default('month'),
    includedAppUsers: integer('included_app_users').notNull(),
    monthlyTextCredits: integer('monthly_text_credits').notNull(),
    appUserBundleSize: integer('app_user_bundle_size').notNull(),
    appUserBundlePriceMinor: integer('app_user_bundle_price_minor').notNull(),
    textCreditBundleSize: integer('text_credit_bundle_size').notNull(),
    textCreditBundlePriceMinor: integer('text_credit_bundle_price_minor').notNull(),
    active: boolean('active').notNull().default(true),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('price_plans_code_idx').on(sql`lower(${t.code})`)],
);

/** What a company sells: a product with one recurring price (SPEC.md section 3, "Product"). */
export const billingProducts = pgTable(
  'billing_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'local' | 'stripe': the provider that holds the product and its price. */
    provider: text('provider').notNull(),
    providerProductId: text('provider_product_id').notNull(),
    providerPriceId: text('provider_price_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    productType: text('product_type').notNull().default('service'),
    nickname: text('nickname').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    pricePlanId: uuid('price_plan_id').references(() => pricePlans.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_products_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/** A subscription of a company's customer to one of its products (SPEC.md section 3). */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => billingProducts.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    contactName: text('contact_name').notNull(),
    clientName: text('client_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /**
     * The app user who pays, when the customer is one (named, or found by email): an active
     * subscription makes them a paid subscriber (mobile_users.is_paid, kept by a trigger).
     */
    mobileUserId: uuid('mobile_user_id').references(() => mobileUsers.id, { onDelete: 'set null' }),
    /** 'incomplete' | 'active' | 'past_due' | 'canceled'. */
    status: text('status').notNull(),
    /** The provider will end it when the current period ends. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A cancellation asked for and not yet accepted by the provider: 'period_end' | 'now'. */
    cancelPending: text('cancel_pending'),
    cancelAttempts: integer('cancel_attempts').notNull().default(0),
    /** A pending cancellation is retried from then on, later after each failure. */
    cancelRetryAt: timestamp('cancel_retry_at', { withTimezone: true }),
    /** What the provider said when it refused a cancellation outright; it is not retried. */
    cancelError: text('cancel_error'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When the provider's latest applied event was made: older events are not applied. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_provider_idx').on(t.provider, t.providerSubscriptionId),
    index('billing_subscriptions_company_idx').on(t.companyId, t.status),
    index('billing_subscriptions_user_idx')
      .on(t.mobileUserId)
      .where(sql`${t.mobileUserId} is not null`),
    index('billing_subscriptions_pending_idx')
      .on(t.cancelPending)
      .where(sql`${t.cancelPending} is not null`),
  ],
);

/** A charge: a subscription's period, or a channel's bundle purchase. */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => billingSubscriptions.id, {
      onDelete: 'cascade',
    }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** 'paid' | 'failed'. */
    status: text('status').notNull(),
    description: text('description').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each organisation's own: another's payment id names nothing of this one's.
    uniqueIndex('billing_payments_provider_idx').on(t.companyId, t.provider, t.providerPaymentId),
    index('billing_payments_subscription_idx').on(t.subscriptionId, t.paidAt),
  ],
);

/** A company's card-payment keys, sealed with lib/secretBox; none: the local provider. */
export const paymentSettings = pgTable('payment_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  secretKeySealed: text('secret_key_sealed').notNull(),
  secretKeyLast: text('secret_key_last').notNull(),
  webhookSecretSealed: text('webhook_secret_sealed'),
  webhookSecretLast: text('webhook_secret_last'),
  /** 'test' | 'live', from the key's prefix. */
  mode: text('mode').notNull(),
  /** Whose webhook address this is: a random token in the public path. */
  webhookToken: text('webhook_token').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who receives an organisation's bills (PUT /user/subscription): the profile's billingInfo.
 * None: the organisation has not said, and the profile shows none.
 */
export const billingContacts = pgTable('billing_contacts', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Provider events already applied: the same event twice changes nothing the second time. Keyed
 * by organisation: an id one organisation's endpoint has seen says nothing about another's.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    eventId: text('event_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.eventId] })],
);

/**
 * The local payments provider's own records (products, prices, customers, subscriptions,
 * payments) with ids of its own, so the whole flow works with no card provider.
 */
export const localPaymentObjects = pgTable(
  'local_payment_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('local_payment_objects_kind_idx').on(t.kind)],
);
