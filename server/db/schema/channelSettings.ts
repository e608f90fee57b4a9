import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contentProviders } from './channels';
import { companies } from './companies';
import { userGroups } from './userGroups';

/**
 * The user groups a channel asks a new member to pick from when joining (the "group field" of
 * its sign-up form), in the order the admin set.
 */
export const channelGroupFields = pgTable(
  'channel_group_fields',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    userGroupId: uuid('user_group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userGroupId] }),
    index('channel_group_fields_group_idx').on(t.userGroupId),
  ],
);

/** Emails or phones allowed to join a channel without an admin's approval. */
export const channelPreApprovals = pgTable(
  'channel_pre_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_pre_approvals_email_idx')
      .on(t.channelId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('channel_pre_approvals_phone_idx')
      .on(t.channelId, t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);

/** A company's channel-wide switches: union-active pre-approval (members the union sync
 * reports as active join its channels without an admin's approval). */
export const companyChannelSettings = pgTable('company_channel_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  unionActivePreApproval: boolean('union_active_pre_approval').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
