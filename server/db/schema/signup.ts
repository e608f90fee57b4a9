import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admins';
import { contentProviders } from './channels';
import { companies } from './companies';
import { mobileUsers } from './mobileUsers';

/**
 * SMS sign-up links: one per text sent to an unregistered app user. Only the token's SHA-256 is
 * kept (the `_hash` suffix keeps it out of the audit log); a link works once, until it expires.
 */
export const signupLinks = pgTable(
  'signup_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The channel whose text credits paid for the SMS, and whose name the page shows. */
    channelId: uuid('channel_id')
      .notNull()
      .references(() => contentProviders.id, { onDelete: 'cascade' }),
    mobileUserId: uuid('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    sentBy: uuid('sent_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('signup_links_user_idx').on(t.mobileUserId, t.createdAt)],
);

/**
 * Links that confirm the address a company sends email from. The id is the `messageID` of
 * /{companyID}/verify-sending-email/{messageID}: random, used once.
 */
export const sendingEmailVerifications = pgTable(
  'sending_email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sending_email_verifications_company_idx').on(t.companyId, t.createdAt)],
);
