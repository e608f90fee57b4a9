import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor, TEMPLATE_DATABASE } from '../../../tests/api/templates';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { rowsOf } from './sqlRowsRepository';
import {
  addManyUsers,
  addOccurrence,
  createChannel,
  createCompany,
  createMessage,
  drain,
  outboxProviders,
} from './testKit';
import { createDeliveryWorker } from './worker';

/**
 * A cap of one under two messages sent at once: two workers on PostgreSQL, each fanning out one
 * of the messages over the same users in small interleaved batches, on connections of their own.
 * No user may pass the cap twice. Runs in `npm run test:pg` (PGlite has one connection).
 */
const AUDIENCE = 3_000;
const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
let database: DatabaseHandle;

beforeAll(async () => {
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  database = openPostgres(databaseUrlFor(name), 4);
}, 60_000);

afterAll(async () => {
  await database.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
});

describe('a frequency cap of one under concurrent sends', () => {
  it('lets each user through once, whichever message reaches them first', async () => {
    const { db } = database;
    const company = await createCompany(db);
    await db.update(companies).set({ frequencyCap: 1 }).where(eq(companies.id, company));
    const channel = await createChannel(db, company, {});
    await addManyUsers(db, company, channel, AUDIENCE);
    const now = new Date('2026-03-02T15:00:00Z');
    for (let i = 0; i < 2; i++) {
      const message = await createMessage(db, { companyId: company, contentProviderId: channel });
      await addOccurrence(db, message, now);
    }
    const worker = (workerId: string) =>
      createDeliveryWorker({
        db,
        clock: () => now,
        workerId,
        batchSize: 100,
        leaseMs: 60_000,
        providers: outboxProviders(),
        consoleUrl: 'https://console.test/',
      });

    const [first, second] = await Promise.all([drain(worker('w1')), drain(worker('w2'))]);
    // Both workers worked, so the two fan-outs ran side by side.
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);

    const [row] = await rowsOf(
      db,
      sql`select count(*)::int as receipts,
          count(*) filter (where r.channel = 'push')::int as pushed,
          count(*) filter (where r.channel = 'capped')::int as capped,
          count(distinct r.mobile_user_id) filter (where r.channel = 'push')::int as pushed_users,
          count(o.receipt_id)::int as outbox,
          (select max(c.sent)::int from recipient_send_counts c
            join mobile_users u on u.id = c.mobile_user_id and u.company_id = ${company}) as most
        from message_receipts r
        join message_occurrences mo on mo.id = r.occurrence_id
        join messages m on m.id = mo.message_id and m.company_id = ${company}
        left join delivery_outbox o on o.receipt_id = r.id`,
    );
    expect(row).toEqual({
      receipts: 2 * AUDIENCE,
      pushed: AUDIENCE,
      capped: AUDIENCE,
      pushed_users: AUDIENCE,
      outbox: AUDIENCE,
      most: 1,
    });
  }, 120_000);
});
