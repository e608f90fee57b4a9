import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * How many messages each app user was sent in one period of the company's frequency cap (a local
 * day, or a week from its Monday), all channels together. The fan-out raises a count only while
 * it is under the cap, in the statement that writes the receipts (a conditional upsert), so two
 * messages sent at once never both pass a cap. No foreign key: the fan-out's hot path. Stored
 * with fillfactor 50 (migration 0048, which the schema builder cannot express), so a second
 * message in a period raises its count by a HOT update.
 */
export const recipientSendCounts = pgTable(
  'recipient_send_counts',
  {
    mobileUserId: uuid('mobile_user_id').notNull(),
    periodStart: date('period_start').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mobileUserId, t.periodStart] })],
);
