import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admins';
import { contentProviders } from './channels';
import { companies } from './companies';
import { mobileUsers } from './mobileUsers';

/** Named sets of app users, kept by a company or one of its channels. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    contentProviderId: uuid('content_provider_id').references(() => contentProviders.id),
    name: text('name').notNull(),
    type: text('type').notNull().default('private'),
    description: text('description').notNull().default(''),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdUserGroup: integer('created_user_group'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_groups_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    mobileUserId: uuid('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.mobileUserId] }),
    // Covers (user, group) so a user's groups are read from the index alone: the CSV export
    // looks them up for every row.
    index('user_group_members_user_group_idx').on(t.mobileUserId, t.groupId),
  ],
);
