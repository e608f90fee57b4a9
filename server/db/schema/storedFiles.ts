import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { companies } from './companies';

/**
 * Uploaded images (logos, favicons) kept in the database until object storage takes them; the
 * storage interface hides which. Content is checked by its bytes before it is stored.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_company_idx').on(t.companyId)],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
