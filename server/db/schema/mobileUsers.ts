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
    /** The member's id in the external membership (union) system. */
    userid: text('userid'),
    state: text('state'),
    zipcode: text('zipcode'),
    country: text('country'),
    /** The IANA zone the app reported for the user, when it reports one (checked when written). */
    reportedTimeZone: text('reported_time_zone'),
    /**
     * The user's IANA zone: the reported one, else one derived from country, state or zip code,
     * else the company's. Kept by a trigger (migration 0043) so the fan-out reads it, not derives it.
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    type: text('type'),
    imDisabled: boolean('im_disabled').notNull().default(false),
    /** Whether the user has a live push token (mobile_user_devices), kept by a trigger there. */
    hasPushToken: boolean('has_push_token').notNull().default(false),
    isDailyDeal: boolean('is_daily_deal').notNull().default(false),
    /** Custom field values by field name, e.g. { "Local": "12" }: containment-queryable. */
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    /** BCP 47 tag of the member's language (en, es, pt-BR); null: the organisation's default. */
    language: text('language'),
    /** What a search matches: names and email, lower-cased, trigram-indexed. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))`,
    ),
    isDeleted: integer('is_deleted').notNull().default(0),
    /**
     * When the member's data was erased (migration 0066): the row is then an anonymous tombstone,
     * deleted (is_deleted = 1), kept so receipts, counters and rates still count it.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest-first pages walk this index; migration 0013 adds INCLUDE (is_deleted, is_active,
    // registered, version) by hand, so the rows a deep page skips are read from the index alone.
    index('mobile_users_company_created_idx').on(t.companyId, t.dateCreated, t.id),
    index('mobile_users_company_status_idx').on(
      t.companyId,
      t.isDeleted,
      t.isActive,
      t.registered,
      t.version,
    ),
    index('mobile_users_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('mobile_users_custom_fields_idx').using('gin', sql`${t.customFields} jsonb_path_ops`),
    index('mobile_users_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
    index('mobile_users_company_phone_idx').on(t.companyId, t.phone),
    // An SMS STOP or START finds every organisation's members with the phone, in any spelling
    // (phone_digits(), migration 0065).
    index('mobile_users_phone_digits_idx').on(sql`phone_digits(${t.phone})`),
    // The message fan-out walks a company's users in id order from a cursor. Migration 0008
    // adds INCLUDE (is_deleted, is_active, registered, platform, phone, email) by hand, 0041 has_push_token, 0043
    // time_zone and 0061 language, so the walk reads the index alone.
    index('mobile_users_company_id_idx').on(t.companyId, t.id),
    // Counting an audience's zones, and the local-time waves, read a company's users by zone.
    index('mobile_users_company_zone_idx').on(t.companyId, t.timeZone),
    // The re-registered users' page: one user in fifty, newest first, without walking the rest.
    index('mobile_users_recovered_idx')
      .on(t.companyId, t.dateCreated, t.id)
      .where(sql`${t.isRecovered} and ${t.isDeleted} = 0`),
  ],
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
    /** When the user joined the channel: sequence steps count their interval from here. */
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentProviderId, t.mobileUserId] }),
    // With the channel in the index, the group counters' lookups of a user's follows read no table.
    index('channel_followers_user_idx').on(t.mobileUserId, t.contentProviderId),
    index('channel_followers_joined_idx').on(t.contentProviderId, t.followedAt),
  ],
);

/**
 * The custom field names an organisation's members carry, kept by triggers as members are
 * written (migration 0056): compose checks a merge field against them.
 */
export const companyCustomFields = pgTable(
  'company_custom_fields',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);
