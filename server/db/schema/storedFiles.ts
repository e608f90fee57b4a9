import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { companies } from './companies';

/**
 * Uploaded images (logos, favicons, channel and banner images): the row, and the bytes either in
 * object storage under `storage_key` (files stored since object storage took them) or in `bytes`
 * (files stored before, and the demo's). The FileStore interface hides which. Content is checked
 * by its bytes before it is stored.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes'),
    storageKey: text('storage_key'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_company_idx').on(t.companyId),
    check(
      'stored_files_bytes_somewhere',
      sql`${t.bytes} is not null or ${t.storageKey} is not null`,
    ),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
