import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
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
import { storedFiles } from './storedFiles';

/**
 * A replica (white-label) build of the mobile app (SPEC.md section 3, "Replica build"). Each
 * secret is kept twice: sealed (lib/secretBox; the `_secret` suffix keeps it out of the audit
 * log) and as the mask a screen shows, so a list never opens a secret.
 */
export const replicaBuilds = pgTable(
  'replica_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    iosVersion: text('ios_version').notNull().default(''),
    androidVersion: text('android_version').notNull().default(''),
    iosAppUrl: text('ios_app_url').notNull().default(''),
    androidAppUrl: text('android_app_url').notNull().default(''),
    deepLink: text('deep_link').notNull().default(''),
    androidApnSecret: text('android_apn_secret'),
    androidApnLast: text('android_apn_last'),
    iosApnSecret: text('ios_apn_secret'),
    iosApnLast: text('ios_apn_last'),
    iosIasSecret: text('ios_ias_secret'),
    iosIasLast: text('ios_ias_last'),
    webApiKeySecret: text('web_api_key_secret'),
    webApiKeyLast: text('web_api_key_last'),
    iconFileId: uuid('icon_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('replica_builds_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/** The channels a replica build carries; a channel is in one build at most. */
export const replicaBuildChannels = pgTable(
  'replica_build_channels',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    buildId: uuid('build_id')
      .notNull()
      .references(() => replicaBuilds.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.channelId] }),
    index('replica_build_channels_build_idx').on(t.buildId),
  ],
);

/**
 * An extra build a company requests (a beta, a staging or an event app), tracked from requested
 * to live (docs/decisions.md, "App builds and provisioning").
 */
export const auxiliaryBuilds = pgTable(
  'auxiliary_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    appName: text('app_name').notNull(),
    purpose: text('purpose').notNull().default(''),
    ios: boolean('ios').notNull().default(false),
    android: boolean('android').notNull().default(false),
    iosBundleId: text('ios_bundle_id').notNull().default(''),
    androidPackage: text('android_package').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    iconFileId: uuid('icon_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull().default(''),
    requestedBy: uuid('requested_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auxiliary_builds_company_idx').on(t.companyId, t.dateCreated)],
);

/**
 * A request to provision a new app, sent from the public form /provision/{companyID}: it lands
 * in that company's provisioning list. `address` is the sender's, for the rate limit only.
 */
export const provisioningRequests = pgTable(
  'provisioning_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    organizationName: text('organization_name').notNull(),
    appName: text('app_name').notNull(),
    ios: boolean('ios').notNull().default(false),
    android: boolean('android').notNull().default(false),
    iosBundleId: text('ios_bundle_id').notNull().default(''),
    androidPackage: text('android_package').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    iconFileId: uuid('icon_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull().default(''),
    address: text('address').notNull().default(''),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provisioning_requests_company_idx').on(t.companyId, t.dateCreated),
    index('provisioning_requests_address_idx').on(t.address, t.dateCreated),
  ],
);

export type ReplicaBuildRow = typeof replicaBuilds.$inferSelect;
export type AuxiliaryBuildRow = typeof auxiliaryBuilds.$inferSelect;
export type ProvisioningRequestRow = typeof provisioningRequests.$inferSelect;
