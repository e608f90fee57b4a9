import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Member-benefit packages (SPEC.md section 3, "Package"): per company, one name each. */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    packageName: text('package_name').notNull(),
    benefitsDescription: text('benefits_description').notNull().default(''),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('packages_company_name_idx').on(t.companyId, sql`lower(${t.packageName})`)],
);

export type PackageRow = typeof packages.$inferSelect;
