import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';
import type { EmailProvider } from './emailProvider';

/** Keeps every email in the database instead of sending it; `npm run outbox` lists them. */
export function createOutboxEmail(db: Database): EmailProvider {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outboxEmails).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}

export function listOutbox(db: Database, limit = 50) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}
