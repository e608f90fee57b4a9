import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';
import type { EmailProvider } from './emailProvider';

/**
 * Keeps every email in the database instead of sending it; the running API lists them (the
 * console's Mailbox page, `npm run outbox`: modules/mailbox).
 */
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
