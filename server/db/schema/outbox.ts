import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every email the outbox provider "sends", kept so it can be read with `npm run outbox`. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.createdAt)],
);
