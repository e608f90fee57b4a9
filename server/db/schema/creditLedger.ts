import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { adminUsers } from './admins';
import { contentProviders } from './channels';
import { companies } from './companies';

/**
 * Every change of a channel's app users, text credits and plan (migration 0025). The balance
 * columns of content_providers are kept from it in the same transaction
 * (modules/pricing/ledgerRepository.ts, and the fan-out's statement for sends), so the sum of a
 * channel's `app_users` changes is its purchased_app_users and the sum of its `text_credits` and
 * `plan` changes the off-app text credits it has left.
 */
export const channelCreditLedger = pgTable(
  'channel_credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'app_users' | 'text_credits' | 'plan'. */
    kind: text('kind').notNull(),
    /** Signed: what the row adds to (or takes from) the balance of its kind. */
    change: integer('change').notNull(),
    /** The balance of its kind after the row (app users purchased, or text credits left). */
    balanceAfter: integer('balance_after').notNull(),
    /** Paid for, or a free grant (sends, resets and grants are not paid). */
    paid: boolean('paid').notNull().default(false),
    /** Price in minor units of `currency`. */
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** Who made it; null for the delivery engine and the monthly reset. */
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** 'purchase' | 'grant' | 'plan_change' | 'send' | 'month_reset'. */
    reason: text('reason').notNull(),
    /** The plan a 'plan' row changed to. */
    plan: text('plan'),
    /** The payments provider's reference of a charged purchase; null for grants and sends. */
    paymentReference: text('payment_reference'),
    /** A retried request with the same key counts once. Unique per channel. */
    idempotencyKey: text('idempotency_key'),
    /** For a send: the message and its occurrence. */
    messageId: uuid('message_id'),
    occurrenceId: uuid('occurrence_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_credit_ledger_idempotency_idx').on(t.channelId, t.idempotencyKey),
    index('channel_credit_ledger_channel_idx').on(t.channelId, t.createdAt.desc(), t.id.desc()),
    check(
      'channel_credit_ledger_kind_check',
      sql`${t.kind} in ('app_users', 'text_credits', 'plan')`,
    ),
  ],
);

export type ChannelCreditLedgerRow = typeof channelCreditLedger.$inferSelect;
