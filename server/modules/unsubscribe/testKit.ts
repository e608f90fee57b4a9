import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
} from '../delivery/testKit';
import { createUnsubscribeTokens } from './token';

/** The secrets key unsubscribe tests give their app (SECRETS_KEY), so they can sign tokens. */
export const TEST_SECRETS_KEY = 'unsubscribe-test-secrets-key-0123456789abcdef';
export const testTokens = createUnsubscribeTokens(new TextEncoder().encode(TEST_SECRETS_KEY));

/** An organisation of its own with an email channel and members it emails (unregistered, no phone). */
export async function emailAudience(db: Database, members: number) {
  const company = await createCompany(db);
  const channel = await createChannel(db, company, { email: true });
  const users: string[] = [];
  for (let i = 0; i < members; i++)
    users.push(
      await addUser(db, company, {
        registered: false,
        email: `member${i}-${company.slice(0, 8)}@members.test`,
        follows: [channel],
      }),
    );
  return { company, channel, users };
}

/** Sends the channel an email-only message now (outbox providers): each member's receipt id. */
export async function emailReceipts(
  db: Database,
  audience: { company: string; channel: string | null },
  at = new Date(),
): Promise<Map<string, string>> {
  const message = await createMessage(db, {
    companyId: audience.company,
    contentProviderId: audience.channel,
    deliveryMode: 'email',
  });
  const occurrence = await addOccurrence(db, message, at);
  await deliverDue(db, at);
  const rows = await selectRows<{ id: string; user: string }>(
    db,
    sql`select id::text as id, mobile_user_id::text as user from message_receipts
      where occurrence_id = ${occurrence}`,
  );
  return new Map(rows.map((row) => [row.user, row.id]));
}

/** A member's standing opt-outs and consent events, as the unsubscribe writes them. */
export async function consentOf(db: Database, mobileUserId: string) {
  const optOuts = await selectRows<{ channel: string | null; delivery: string; source: string }>(
    db,
    sql`select content_provider_id::text as channel, delivery, source from member_opt_outs
      where mobile_user_id = ${mobileUserId}`,
  );
  const events = await selectRows<{ channel: string | null; opted_out: boolean; detail: string }>(
    db,
    sql`select content_provider_id::text as channel, opted_out, detail from member_consent_events
      where mobile_user_id = ${mobileUserId} order by at, id`,
  );
  return { optOuts, events };
}
