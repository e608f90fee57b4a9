import { bigint, boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Each group's live members of its own company, by whether they follow the group's channel (what
 * that channel's admin sees) and by the traits that decide how a message reaches them: status,
 * platform (lower-cased), registration, phone, email. Triggers on user_group_members,
 * mobile_users, channel_followers and user_groups keep it exact in the same transaction as every
 * change (migration 0018), so the groups list and a group's reach sum a few dozen rows per group
 * instead of joining its members. A deleted group takes its rows with it.
 */
export const userGroupCounts = pgTable(
  'user_group_counts',
  {
    groupId: uuid('group_id').notNull(),
    follows: boolean('follows').notNull(),
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
      name: 'user_group_counts_pk',
      columns: [t.groupId, t.follows, t.isActive, t.platform, t.registered, t.hasPhone, t.hasEmail],
    }),
  ],
);
