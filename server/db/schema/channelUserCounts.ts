import { bigint, boolean, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * How many live app users follow each channel, by the users' company, status, registration and
 * version. Triggers on channel_followers and mobile_users keep it exact in the same transaction
 * as every change (migration 0015), so a channel admin's list summary reads a few rows instead
 * of joining half a million followers to their users. No foreign keys: a channel or company
 * removed takes its followers with it, and the counters left behind are never read.
 */
export const channelUserCounts = pgTable(
  'channel_user_counts',
  {
    contentProviderId: uuid('content_provider_id').notNull(),
    companyId: uuid('company_id').notNull(),
    isActive: integer('is_active').notNull(),
    registered: boolean('registered').notNull(),
    version: integer('version').notNull(),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'channel_user_counts_pk',
      columns: [t.contentProviderId, t.companyId, t.isActive, t.registered, t.version],
    }),
  ],
);
