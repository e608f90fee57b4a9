import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The dashboard's figures, kept: live app users by company, by channel followed (or the whole
 * company), by the UTC day they joined, and by the traits the stat cards count. Triggers on
 * mobile_users and channel_followers keep it exact in the same transaction as every change
 * (migration 0018), so the dashboard sums a few thousand rows instead of reading every user.
 */
export const dashboardUserCounts = pgTable(
  'dashboard_user_counts',
  {
    companyId: uuid('company_id').notNull(),
    contentProviderId: uuid('content_provider_id').notNull(),
    day: date('day').notNull(),
    isActive: integer('is_active').notNull(),
    platform: text('platform').notNull(),
    isPaid: boolean('is_paid').notNull(),
    isRecovered: boolean('is_recovered').notNull(),
    coop: boolean('coop').notNull(),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'dashboard_user_counts_pk',
      columns: [
        t.companyId,
        t.contentProviderId,
        t.day,
        t.isActive,
        t.platform,
        t.isPaid,
        t.isRecovered,
        t.coop,
      ],
    }),
  ],
);
