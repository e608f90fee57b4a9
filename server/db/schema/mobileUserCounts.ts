import { bigint, boolean, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * How many live (not deleted) app users each company has, by status, registration and version.
 * Triggers on mobile_users keep it exact in the same transaction as every change, so the users
 * list's summary for a whole company reads a few rows instead of counting a million.
 */
export const mobileUserCounts = pgTable(
  'mobile_user_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isActive: integer('is_active').notNull(),
    registered: boolean('registered').notNull(),
    version: integer('version').notNull(),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isActive, t.registered, t.version] })],
);
