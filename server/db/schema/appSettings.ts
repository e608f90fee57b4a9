import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admins';
import { contentProviders } from './channels';
import { companies } from './companies';

/**
 * The mobile app's settings as admins save them (the draft): one value per company and name,
 * and a channel's own value overriding the company's (contract/appSettings.ts names them).
 */
export const appSettings = pgTable(
  'app_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null: the company's value. */
    channelId: uuid('channel_id').references(() => contentProviders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedBy: uuid('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_settings_company_name_idx')
      .on(t.companyId, t.name)
      .where(sql`${t.channelId} is null`),
    uniqueIndex('app_settings_channel_name_idx')
      .on(t.channelId, t.name)
      .where(sql`${t.channelId} is not null`),
  ],
);

/**
 * Every published version of a company's (or a channel's) configuration document: the newest is
 * the live one the app reads. Versions are never changed; a restore publishes a new one.
 */
export const appConfigVersions = pgTable(
  'app_config_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').references(() => contentProviders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The settings the app reads, every published name resolved to its value. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** The level's own saved values at publish time, which a restore puts back as the draft. */
    own: jsonb('own').$type<Record<string, unknown>>().notNull(),
    publishedBy: uuid('published_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    publishedByName: text('published_by_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    restoredFrom: integer('restored_from'),
  },
  (t) => [
    uniqueIndex('app_config_versions_company_idx')
      .on(t.companyId, t.version)
      .where(sql`${t.channelId} is null`),
    uniqueIndex('app_config_versions_channel_idx')
      .on(t.channelId, t.version)
      .where(sql`${t.channelId} is not null`),
    index('app_config_versions_company_all_idx').on(t.companyId),
  ],
);
