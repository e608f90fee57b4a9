import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
} from '../delivery/testKit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function usage(channel: string) {
  const [row] = await selectRows<Record<string, unknown>>(
    database.db,
    sql`select sent_sms, sms_sent_month, messages_sent_month, followers, registered_followers
      from channel_usage where content_provider_id = ${channel}`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}

describe("a channel's usage counters", () => {
  it('count the fan-out: SMS sent, and every delivery that reached someone', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true, creditsMonth: 10 });
    const f = [channel];
    await addUser(db, company, { follows: f, phone: '+15550101' });
    await addUser(db, company, { follows: f, registered: false, phone: '+15550102' });
    await addUser(db, company, { follows: f, registered: false, phone: '+15550103' });
    await addUser(db, company, { follows: f, registered: false });
    expect(await usage(channel)).toMatchObject({
      sent_sms: 0,
      followers: 4,
      registered_followers: 1,
    });

    const now = new Date();
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    await addOccurrence(db, message, now);
    await deliverDue(db, now);

    expect(await usage(channel)).toMatchObject({
      sent_sms: 2,
      sms_sent_month: 2,
      // Push, SMS and SMS; the member with neither app nor phone is not reached.
      messages_sent_month: 3,
    });
  });
});
