import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageOccurrences, messages as m } from '../../db/schema/messages';
import type { Scope } from '../../plugins/tenancy';
import { messagesInScope, type MessageKind } from './messageScopeRepository';

/** What deleting a message came to: done, no such message in scope, or one being sent. */
export type MessageDeletion = 'deleted' | 'missing' | 'sending';

/**
 * Marks a message deleted and stops what is still to come: no next due time, status 0, and its
 * pending occurrences (and a sequence step's standing one) ended. Refused ('sending'), changing
 * nothing, while an occurrence is being sent. The message's
 * occurrences are locked first, so the delivery worker (which skips locked rows) cannot start
 * one between the check and the update.
 */
export async function softDeleteMessage(
  db: Database,
  scope: Scope,
  id: string,
  kind: MessageKind,
): Promise<MessageDeletion> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, id), messagesInScope(scope, kind)))
      .for('update');
    if (!message) return 'missing';
    const occurrences = await tx
      .select({ state: messageOccurrences.state })
      .from(messageOccurrences)
      .where(eq(messageOccurrences.messageId, id))
      .for('update');
    if (occurrences.some((o) => o.state === 'sending')) return 'sending';
    await tx.update(m).set({ isDeleted: true, nextDueAt: null, status: 0 }).where(eq(m.id, id));
    await tx
      .update(messageOccurrences)
      .set({ state: 'failed', error: 'message deleted', completedAt: sql`now()` })
      .where(
        and(
          eq(messageOccurrences.messageId, id),
          inArray(messageOccurrences.state, ['pending', 'sequence']),
        ),
      );
    return 'deleted';
  });
}
