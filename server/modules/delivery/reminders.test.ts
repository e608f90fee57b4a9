import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { runReminders } from './remindersRepository';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
} from './testKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await deliverDue(t.db, new Date(Date.now() + 1000));
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** Each reminder of a message and the users its receipts went to. */
async function remindersOf(messageId: string) {
  const rows = await selectRows<{ number: number; users: string[] | null }>(
    t.db,
    sql`select m.reminder_number as number,
        array_agg(r.mobile_user_id::text order by r.mobile_user_id)
          filter (where r.id is not null) as users
      from messages m
      left join message_occurrences o on o.message_id = m.id
      left join message_receipts r on r.occurrence_id = o.id
      where m.follow_up_of = ${messageId}
      group by m.reminder_number order by 1`,
  );
  return rows.map((row) => ({ number: Number(row.number), users: row.users ?? [] }));
}

describe('compose-time reminders', () => {
  it('go to the non-confirmers once each, however often the engine runs', async () => {
    const companyId = await createCompany(t.db);
    const channelId = await createChannel(t.db, companyId, {});
    const users: string[] = [];
    for (let i = 0; i < 4; i++)
      users.push(await addUser(t.db, companyId, { follows: [channelId] }));
    users.sort();
    const sentAt = new Date('2030-03-01T09:00:00Z');
    const messageId = await createMessage(t.db, {
      companyId,
      contentProviderId: channelId,
      isReadRequired: true,
      reminderAfterHours: 2,
      reminderTimes: 2,
    });
    const occurrenceId = await addOccurrence(t.db, messageId, sentAt);
    await deliverDue(t.db, sentAt);
    const confirmFor = (userId: string | undefined) =>
      t.db.execute(sql`update message_receipts set read_at = now(), read_response = true
        where occurrence_id = ${occurrenceId} and mobile_user_id = ${userId ?? ''}::uuid`);
    await confirmFor(users[0]);

    const at = (hours: number) => new Date(sentAt.getTime() + hours * HOUR);
    // Before its time, nothing; at it, one reminder however many times the engine looks.
    expect(await runReminders({ db: t.db, clock: () => at(1.9) })).toBe(0);
    for (let run = 0; run < 3; run++) await runReminders({ db: t.db, clock: () => at(2) });
    await Promise.all([
      runReminders({ db: t.db, clock: () => at(2.5) }),
      runReminders({ db: t.db, clock: () => at(2.5) }),
    ]);
    await deliverDue(t.db, at(2.5));
    await deliverDue(t.db, at(2.6));
    expect(await remindersOf(messageId)).toEqual([{ number: 1, users: users.slice(1) }]);

    await confirmFor(users[1]);
    for (let run = 0; run < 3; run++) await runReminders({ db: t.db, clock: () => at(4) });
    await deliverDue(t.db, at(4));
    // At most twice: the engine looking later sends no third.
    for (let run = 0; run < 3; run++) await runReminders({ db: t.db, clock: () => at(10) });
    await deliverDue(t.db, at(10));
    expect(await remindersOf(messageId)).toEqual([
      { number: 1, users: users.slice(1) },
      { number: 2, users: users.slice(2) },
    ]);
  });

  it('stop once everyone has confirmed', async () => {
    const companyId = await createCompany(t.db);
    const channelId = await createChannel(t.db, companyId, {});
    const userId = await addUser(t.db, companyId, { follows: [channelId] });
    const sentAt = new Date('2030-04-01T09:00:00Z');
    const messageId = await createMessage(t.db, {
      companyId,
      contentProviderId: channelId,
      enableFeedback: true,
      reminderAfterHours: 1,
      reminderTimes: 3,
    });
    const occurrenceId = await addOccurrence(t.db, messageId, sentAt);
    await deliverDue(t.db, sentAt);
    await t.db.execute(sql`update message_receipts set read_at = now(), feedback = 1
      where occurrence_id = ${occurrenceId} and mobile_user_id = ${userId}`);
    await runReminders({ db: t.db, clock: () => new Date(sentAt.getTime() + 5 * HOUR) });
    expect(await remindersOf(messageId)).toEqual([]);
  });
});
