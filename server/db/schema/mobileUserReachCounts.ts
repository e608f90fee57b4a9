import { bigint, boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Live app users by company, by channel followed (or the whole company, WHOLE_COMPANY), by
 * status, platform (lower-cased), whether push reaches them, and whether they have a phone and an
 * email: what decides how a message reaches each of them. Triggers keep it exact in the same
 * transaction as every change (migrations 0018 and 0041), so the reach of a whole channel sums a
 * few dozen rows.
 */
export const mobileUserReachCounts = pgTable(
  'mobile_user_reach_counts',
  {
    companyId: uuid('company_id').notNull(),
    contentProviderId: uuid('content_provider_id').notNull(),
    isActive: integer('is_active').notNull(),
    platform: text('platform').notNull(),
    /** Reachable by push: registered AND a live push token (has_push_token), from 0041. */
    registered: boolean('registered').notNull(),
    hasPhone: boolean('has_phone').notNull(),
    hasEmail: boolean('has_email').notNull(),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'mobile_user_reach_counts_pk',
      columns: [
        t.companyId,
        t.contentProviderId,
        t.isActive,
        t.platform,
        t.registered,
        t.hasPhone,
        t.hasEmail,
      ],
    }),
  ],
);
