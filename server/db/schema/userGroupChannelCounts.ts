import { bigint, boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Each group's live members of its own company who follow each channel, by the traits that
 * decide how a message reaches them (as in user_group_counts). It answers the reach of a group
 * sent through any channel, not only the company's default or the group's own, without
 * intersecting the group's members with the channel's followers. Triggers on
 * user_group_members, channel_followers, mobile_users and user_groups keep it exact in the same
 * transaction as every change (migration 0022).
 */
export const userGroupChannelCounts = pgTable(
  'user_group_channel_counts',
  {
    groupId: uuid('group_id').notNull(),
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
      name: 'user_group_channel_counts_pk',
      columns: [
        t.groupId,
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
