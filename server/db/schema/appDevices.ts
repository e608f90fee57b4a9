import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { mobileUsers } from './mobileUsers';

/**
 * What the mobile app presents to act as its signed-in app user (docs/decisions.md, "Real
 * devices"): a random token of which only the SHA-256 is kept (the `_hash` suffix keeps it out of
 * the audit log). One app user may hold several (one per installation).
 */
export const appUserTokens = pgTable(
  'app_user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mobileUserId: uuid('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Noted until migration 0064; since then a token's last use is its app_token_calls minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('app_user_tokens_user_idx').on(t.mobileUserId)],
);

/**
 * The app's rate limit (migration 0064): an app token's calls in the minute `calls_window` began,
 * counted in the statement that finds the token's user. Refused calls count too. `calls_window`
 * is also when the token was last used (to the minute).
 */
export const appTokenCalls = pgTable('app_token_calls', {
  tokenHash: text('token_hash')
    .primaryKey()
    .references(() => appUserTokens.tokenHash, { onDelete: 'cascade' }),
  callsWindow: timestamp('calls_window', { withTimezone: true }).notNull(),
  calls: integer('calls').notNull(),
});

/**
 * An app installation's push token (FCM registration token or APNs device token). A token is
 * one user's within a company: registering it again moves it. A row here is a live token; the
 * dispatcher deletes one a provider calls unregistered. A trigger keeps mobile_users
 * .has_push_token (migration 0041).
 */
export const mobileUserDevices = pgTable(
  'mobile_user_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mobileUserId: uuid('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    /** ios, android or web: which provider the token belongs to. */
    platform: text('platform').notNull(),
    appVersion: text('app_version').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('mobile_user_devices_company_token_key').on(t.companyId, t.pushToken),
    // The dispatcher reads a batch's users' tokens by user.
    index('mobile_user_devices_user_idx').on(t.mobileUserId),
  ],
);
