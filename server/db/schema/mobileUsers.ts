import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { contentProviders } from './channels';

/** People who use the mobile app. The users issue extends this table with its own columns. */
export const mobileUsers = pgTable(
  'mobile_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    platform: text('platform'),
    isActive: integer('is_active').notNull().default(1),
    version: integer('version').notNull().default(1),
    registered: boolean('registered').notNull().default(true),
    isRecovered: boolean('is_recovered').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    fundedProvider: text('funded_provider'),
    isDeleted: integer('is_deleted').notNull().default(0),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mobile_users_company_created_idx').on(t.companyId, t.dateCreated)],
);

/** Which channels a mobile user follows; a channel admin's scope is its followers. */
export const channelFollowers = pgTable(
  'channel_followers',
  {
    mobileUserId: uuid('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'cascade' }),
    contentProviderId: uuid('content_provider_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contentProviderId, t.mobileUserId] }),
    index('channel_followers_user_idx').on(t.mobileUserId),
  ],
);
