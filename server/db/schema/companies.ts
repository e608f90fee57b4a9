import type { ReviewMode } from '../../../contract/messageReviewState';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export interface StoredLink {
  name: string;
  url: string;
}

export interface StoredMenuItem {
  id: string;
  name: string;
  url?: string;
  icon?: string;
}

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The public identifier used in console URLs such as /acme and in the company header. */
  companyId: text('company_id').notNull().unique(),
  name: text('name').notNull(),
  isActive: integer('is_active').notNull().default(1),
  logo: text('logo'),
  favicon: text('favicon'),
  adminColor: text('admin_color'),
  brandUrl: text('brand_url'),
  copyrightMessage: text('copyright_message'),
  featuredLinks: jsonb('featured_links').$type<StoredLink[]>().notNull().default([]),
  adminMenu: jsonb('admin_menu').$type<StoredMenuItem[]>().notNull().default([]),
  emailDomain: text('email_domain'),
  allowPushcastEmail: boolean('allow_pushcast_email').notNull().default(false),
  maintenance: boolean('maintenance').notNull().default(false),
  /** The sequential number GET /company/number/last_company_number reads. */
  companyNumber: integer('company_number').unique(),
  /** The console's menu (sidebar) colour; adminColor is the navbar's. */
  menuColor: text('menu_color'),
  /** The mobile app's colour settings, as the app configuration screens keep them. */
  colorSetting: jsonb('color_setting').$type<Record<string, string>>().notNull().default({}),
  mobileMenu: jsonb('mobile_menu').$type<StoredMenuItem[]>().notNull().default([]),
  isConfigFileReady: boolean('is_config_file_ready').notNull().default(false),
  accountSetupLink: text('account_setup_link'),
  /** IANA zone of the organisation: its channels' monthly text credits reset at its month start. */
  timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
  /** The language of a message's own text and of members whose language is not set. */
  defaultLanguage: text('default_language').notNull().default('en'),
  /** Review before sending (contract/messageReview.ts): 'off', 'always' or 'above' review_above. */
  reviewMode: text('review_mode').$type<ReviewMode>().notNull().default('off'),
  reviewAbove: integer('review_above').notNull().default(1000),
  /**
   * Quiet hours in each recipient's local time, as minutes after midnight (start after end spans
   * midnight): push and SMS written then are held until they end. Both null: none.
   */
  quietHoursStart: smallint('quiet_hours_start'),
  quietHoursEnd: smallint('quiet_hours_end'),
  /** At most this many messages per recipient per period, all channels together; null: no cap. */
  frequencyCap: integer('frequency_cap'),
  /** day or week, in the recipient's local time (weeks start on Monday). */
  frequencyCapPeriod: text('frequency_cap_period').$type<'day' | 'week'>().notNull().default('day'),
  /** The address the company's email goes out from, once confirmed by its verification link. */
  sendingEmail: text('sending_email'),
  sendingEmailVerifiedAt: timestamp('sending_email_verified_at', { withTimezone: true }),
  /** Every admin of the organisation signs in with an authenticator app (migration 0074). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
