import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies';
import { roles } from './roles';

/**
 * An organisation's single sign-on (migration 0076): its OpenID provider, the client it is
 * registered as (the secret sealed with lib/secretBox), whether it is offered or required, and
 * whether a first sign-in creates the admin (with which role).
 */
export const companySso = pgTable(
  'company_sso',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    mode: text('mode').notNull().default('off'),
    jitEnabled: boolean('jit_enabled').notNull().default(false),
    jitRoleId: uuid('jit_role_id').references(() => roles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('company_sso_mode_check', sql`${t.mode} in ('off', 'optional', 'required')`)],
);

/**
 * Sign-ins under way at a provider: the state's hash, the PKCE verifier and nonce that its
 * return must match, and where the console goes afterwards. Taken once; ten minutes at most.
 */
export const ssoLogins = pgTable('sso_logins', {
  stateHash: text('state_hash').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectPath: text('redirect_path').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
