import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { contentProviders } from './channels';
import { roles } from './roles';

/** People who sign in to the console: platform admins, company admins and channel admins. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a platform admin, whose companyID reads 'All'. */
    companyId: uuid('company_id').references(() => companies.id),
    contentProviderId: uuid('content_provider_id').references(() => contentProviders.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    image: text('image'),
    userGroup: integer('user_group').notNull(),
    isActive: integer('is_active').notNull().default(1),
    isDeleted: integer('is_deleted').notNull().default(0),
    isVerified: integer('is_verified').notNull().default(1),
    isChannelSubAdmin: integer('is_channel_sub_admin').notNull().default(0),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    adminPermissions: text('admin_permissions'),
    /** The admin's role; null means the default role of its group (contract/roles.ts). */
    roleId: uuid('role_id').references(() => roles.id),
    stripePortal: text('stripe_portal'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_users_email_idx').on(sql`lower(${t.email})`),
    index('admin_users_company_idx').on(t.companyId),
    index('admin_users_role_idx').on(t.roleId),
  ],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;
