import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deliveryOutbox, messageReceipts } from '../../db/schema/messages';

/** The newest message deliveries (push, SMS, email), stored or sent, for `npm run outbox`. */
export function listDeliveries(db: Database, limit = 20) {
  return db
    .select({
      receiptId: deliveryOutbox.receiptId,
      channel: deliveryOutbox.channel,
      address: deliveryOutbox.address,
      title: deliveryOutbox.title,
      body: deliveryOutbox.body,
      state: deliveryOutbox.state,
      attempts: deliveryOutbox.attempts,
      lastError: deliveryOutbox.lastError,
      createdAt: deliveryOutbox.createdAt,
      occurrenceId: messageReceipts.occurrenceId,
    })
    .from(deliveryOutbox)
    .leftJoin(messageReceipts, eq(messageReceipts.id, deliveryOutbox.receiptId))
    .orderBy(desc(deliveryOutbox.createdAt), desc(deliveryOutbox.receiptId))
    .limit(limit);
}
