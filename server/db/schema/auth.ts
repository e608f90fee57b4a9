import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { companies } from './companies';

/** One row per issued token; revoking a row refuses its token on every API instance. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/**
 * The addresses an admin has signed in from, and when last: guesses at the account from
 * elsewhere do not slow the owner down here (modules/auth/throttle.ts).
 */
export const adminSignInAddresses = pgTable(
  'admin_sign_in_addresses',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.address] })],
);

/** Failed sign-ins, keyed by account, by client address and by both, for the throttle. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/** Two-factor sign-in codes; only a hash is kept, and each code is used once. */
export const loginOtps = pgTable(
  'login_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_otps_admin_idx').on(t.adminId)],
);

/**
 * Password links: the id is the link token's jti, so a link works once. A reset link comes
 * from forgot-password; an invite link goes to a new admin to set a first password.
 */
export const passwordResets = pgTable('password_resets', {
  purpose: text('purpose').$type<'reset' | 'invite'>().notNull().default('reset'),
  id: uuid('id').primaryKey().defaultRandom(),
  adminId: uuid('admin_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Forgot-password requests, kept for an hour: the limits per email and per client address
 * count them, and they are the queue the reset emails are sent from after the answer, so the
 * answer takes the same path whether or not the email is an admin's.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** As requested, trimmed and lower-cased; not necessarily an admin's. */
    email: text('email').notNull(),
    address: text('address').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the request is taken from the queue (looked up, and emailed if an admin's). */
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_requests_email_idx').on(t.email, t.requestedAt),
    index('password_reset_requests_address_idx').on(t.address, t.requestedAt),
    index('password_reset_requests_pending_idx')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
  ],
);

/**
 * Embedded sign-in codes (autoLogin): a host holding an admin's session gets one, and the console
 * framed by the host trades it for a session of its own. Only a hash is kept; each code is short
 * lived and used once. `companyId` is the organisation the code opens (the admin's own, or the
 * one a platform admin had chosen), so a code never opens another tenant's console.
 */
export const autoLoginCodes = pgTable(
  'auto_login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auto_login_codes_hash_idx').on(t.codeHash),
    index('auto_login_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * An admin's authenticator app (TOTP, migration 0074): the shared secret sealed with lib/secretBox,
 * an enrolment's secret until its first code confirms it, and the last time step a code was
 * accepted for, so no code is taken twice.
 */
export const adminAuthenticators = pgTable(
  'admin_authenticators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    sealedSecret: text('sealed_secret'),
    pendingSealedSecret: text('pending_sealed_secret'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_authenticators_admin_idx').on(t.adminId)],
);

/** Recovery codes of an authenticator: only a hash of each, and each signs in once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_hash_idx').on(t.adminId, t.codeHash)],
);

/** Passkeys (WebAuthn credentials) of admins: migration 0077. */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** base64url, as the browser names the credential. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_passkeys_credential_idx').on(t.credentialId),
    index('admin_passkeys_admin_idx').on(t.adminId),
  ],
);

/** A WebAuthn challenge handed out, answered once before it expires. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'register' | 'second-factor' | 'sign-in'>().notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
