import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
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
  },
  (t) => [index('content_providers_company_idx').on(t.companyId)],
);

export type ContentProviderRow = typeof contentProviders.$inferSelect;
