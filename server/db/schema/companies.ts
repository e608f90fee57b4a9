import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
