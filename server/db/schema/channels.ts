import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  channelCategories,
  channelGroups,
  channelTypes,
  channelUnionTypes,
} from './channelCatalogues';
import { companies, type StoredLink } from './companies';

/** A content provider, shown in the console as a channel. */
export const contentProviders = pgTable(
  'content_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    clientName: text('client_name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    image: text('image'),
    menuColor: text('menu_color'),
    isActive: integer('is_active').notNull().default(1),
    isLocal: boolean('is_local').notNull().default(false),
    isCompanyDefault: boolean('is_company_default').notNull().default(false),
    allowRegistration: boolean('allow_registration').notNull().default(false),
    enablePrivateVideo: boolean('enable_private_video').notNull().default(false),
    allowPushcastEmail: boolean('allow_pushcast_email').notNull().default(false),
    unregisteredMemberMessaging: boolean('unregistered_member_messaging').notNull().default(false),
    pricePlan: text('price_plan'),
    inviteId: text('invite_id'),
    links: jsonb('links').$type<StoredLink[]>().notNull().default([]),
    featuredLinks: jsonb('featured_links').$type<StoredLink[]>().notNull().default([]),
    purchasedAppUsers: integer('purchased_app_users').notNull().default(0),
    offAppTextCreditsMonth: integer('off_app_text_credits_month').notNull().default(0),
    offAppTextCreditsUsedCurrentMonth: integer('off_app_text_credits_used_current_month')
      .notNull()
      .default(0),
    purchasedOffAppTextCreditsRemaining: integer('purchased_off_app_text_credits_remaining')
      .notNull()
      .default(0),
    /** The month ('YYYY-MM', company zone) off_app_text_credits_used_current_month counts. */
    creditsMonth: text('credits_month'),
    autoAppUserBundles: boolean('auto_app_user_bundles').notNull().default(false),
    autoOffAppTextCreditBundles: boolean('auto_off_app_text_credit_bundles')
      .notNull()
      .default(false),
    isDeleted: integer('is_deleted').notNull().default(0),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    // The channel's place in its company's catalogues (deleting one detaches its channels).
    categoryId: uuid('category_id').references(() => channelCategories.id, {
      onDelete: 'set null',
    }),
    groupId: uuid('group_id').references(() => channelGroups.id, { onDelete: 'set null' }),
    typeId: uuid('type_id').references(() => channelTypes.id, { onDelete: 'set null' }),
    unionTypeId: uuid('union_type_id').references(() => channelUnionTypes.id, {
      onDelete: 'set null',
    }),
    /** The code members type to join the channel in the app. */
    accessCode: text('access_code'),
    /**
     * 1, 2, 3... within the company, given on insert by a trigger (migration 0024) and never
     * reused; null only before that trigger has run.
     */
    channelNumber: integer('channel_number'),
    /** The admin who created the channel (no foreign key: admin_users refers to channels). */
    userId: uuid('user_id'),
    isForceFollowing: boolean('is_force_following').notNull().default(false),
    requireEmailVerificationForPushcast: boolean('require_email_verification_for_pushcast')
      .notNull()
      .default(false),
    resellerCode: text('reseller_code'),
    partnerAccountNumber: text('partner_account_number'),
    revenueCollectionMode: text('revenue_collection_mode'),
    replicaBuild: text('replica_build'),
    selectedExternalApis: text('selected_external_apis')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the purchased app users cost a month, in minor units (cents). */
    purchasedAppUsersCost: integer('purchased_app_users_cost').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_providers_company_idx').on(t.companyId),
    uniqueIndex('content_providers_company_number_idx').on(t.companyId, t.channelNumber),
    // One live default channel per company, whatever two requests do at once.
    uniqueIndex('content_providers_one_default_idx')
      .on(t.companyId)
      .where(sql`${t.isCompanyDefault} and ${t.isDeleted} = 0`),
    // Names are unique among a company's live channels, whatever their case.
    uniqueIndex('content_providers_company_name_idx')
      .on(t.companyId, sql`lower(${t.clientName})`)
      .where(sql`${t.isDeleted} = 0`),
  ],
);

export type ContentProviderRow = typeof contentProviders.$inferSelect;
