import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccessKey } from '../../../contract/accessKeys';
import { adminUsers } from './admins';
import { contentProviders } from './channels';
import { companies } from './companies';

/**
 * An API key: a program calling the API as its organisation (or, with no company, as the
 * platform), held to a channel when it has one, carrying `access_keys` (never more than its
 * creator holds). Only the SHA-256 of the secret is kept (`secret_hash`); `prefix` is the start
 * shown in lists. See docs/decisions.md, "API keys".
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: a platform key, made by a platform admin. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The channel the key is held to, if any. */
    channelId: uuid('channel_id').references(() => contentProviders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, shown in lists to tell keys apart; not enough to use it. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    accessKeys: text('access_keys').array().$type<AccessKey[]>().notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the key does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Kept to the minute: written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId, t.createdAt)],
);
