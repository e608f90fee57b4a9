import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SegmentRule } from '../../../contract/segments';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { segments } from '../../db/schema/segments';
import { rowsOf } from './sqlRowsRepository';
import {
  addManyUsers,
  addOccurrence,
  createChannel,
  createCompany,
  createMessage,
  drain,
  manualClock,
  outboxProviders,
  receiptChannels,
} from './testKit';
import { createDeliveryWorker } from './worker';

/*
 * A send to a segment with an engagement condition reads each batch's members' facts only
 * between where the batch starts and where its range ends (segments/ruleSqlRepository.ts,
 * RuleSqlStyle). Small batches over a send split into ranges put those bounds everywhere: the
 * members reached must be exactly those the rule holds for.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const START = '2026-03-02T15:00:00Z';

async function sendToSegment(rule: SegmentRule) {
  const { db } = database;
  const company = await createCompany(db);
  const channel = await createChannel(db, company, {});
  await addManyUsers(db, company, channel, 150);
  // Every third member confirmed a message four days ago, as many 60 days ago. The rule's "30
  // days" end when the send goes out (the clock), whatever the worker's clock says.
  await db.execute(sql`insert into member_engagement
      (mobile_user_id, company_id, last_received_at, last_confirmed_at)
    select id, company_id, now() - interval '4 days',
      now() - case when n % 3 = 0 then interval '4 days' else interval '60 days' end
    from (select id, company_id, row_number() over (order by id) n from mobile_users
      where company_id = ${company}::uuid) m
    where n % 3 = 0 or n % 3 = 1`);
  const [segment] = await db
    .insert(segments)
    .values({ companyId: company, name: 'Walked', rule })
    .returning({ id: segments.id });
  const message = await createMessage(db, {
    companyId: company,
    contentProviderId: channel,
    audience: { kind: 'users', filter: { segmentId: segment?.id ?? '' } },
  });
  const clock = manualClock(START);
  const occurrence = await addOccurrence(db, message, clock.clock());
  const worker = createDeliveryWorker({
    db,
    clock: clock.clock,
    workerId: 'walk',
    batchSize: 7,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test/',
    splitting: { splitAt: 50, ranges: 4 },
  });
  await drain(worker);
  const reached = [...(await receiptChannels(db, occurrence)).keys()].sort();
  const confirmedLately = await rowsOf(
    db,
    sql`select u.id::text as id from mobile_users u
      where u.company_id = ${company}::uuid and exists (select 1 from member_engagement e
        where e.mobile_user_id = u.id and e.last_confirmed_at >= now() - interval '30 days')
      order by u.id`,
  );
  const all = await rowsOf(
    db,
    sql`select id::text as id from mobile_users where company_id = ${company}::uuid order by id`,
  );
  return {
    reached,
    confirmed: confirmedLately.map((r) => String(r.id)).sort(),
    all: all.map((r) => String(r.id)).sort(),
  };
}

describe('a segment send walked in small batches over ranges', () => {
  it('reaches exactly the members who have not confirmed in 30 days', async () => {
    const { reached, confirmed, all } = await sendToSegment({
      match: 'all',
      conditions: [{ field: 'engagement', event: 'confirmed', withinDays: 30, negate: true }],
    });
    expect(confirmed).toHaveLength(50);
    expect(reached).toEqual(all.filter((id) => !confirmed.includes(id)));
  });

  it('reaches exactly the members who have', async () => {
    const { reached, confirmed } = await sendToSegment({
      match: 'all',
      conditions: [{ field: 'engagement', event: 'confirmed', withinDays: 30 }],
    });
    expect(reached).toEqual(confirmed);
  });
});
