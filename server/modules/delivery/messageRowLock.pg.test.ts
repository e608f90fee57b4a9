import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor, TEMPLATE_DATABASE } from '../../../tests/api/templates';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { sqlStateOf } from '../../lib/pgErrors';
import { messages } from '../../db/schema/messages';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { loadDeliveryTarget } from './deliveryTargetRepository';
import { rowsOf } from './sqlRowsRepository';
import {
  addManyUsers,
  addOccurrence,
  createChannel,
  createCompany,
  createMessage,
} from './testKit';
import { deliveryStatement, runDeliveryBatch } from './writeDeliveriesRepository';

/**
 * Workers sharing a message each add their sends to its row. The batch's own statement (the
 * long part: receipts and outbox rows) must leave that row free, so two workers' batches run
 * side by side and queue on it only between their count and their commit. Runs in
 * `npm run test:pg` (PGlite has one connection, so no lock can be seen from another).
 */
const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
let database: DatabaseHandle;
let other: DatabaseHandle;

beforeAll(async () => {
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  database = openPostgres(databaseUrlFor(name), 2);
  other = openPostgres(databaseUrlFor(name), 1);
}, 60_000);

afterAll(async () => {
  await other.close();
  await database.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
});

/** Whether another connection can lock the message's row at once. */
async function rowIsFree(messageId: string): Promise<boolean> {
  try {
    await other.db.execute(sql`select id from messages where id = ${messageId} for update nowait`);
    return true;
  } catch (error) {
    if (sqlStateOf(error) === '55P03') return false;
    throw error;
  }
}

describe("a batch and its message's row", () => {
  it('writes its receipts and outbox rows without locking the row, and counts on it last', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addManyUsers(db, company, channel, 40);
    const messageId = await createMessage(db, { companyId: company, contentProviderId: channel });
    const occurrenceId = await addOccurrence(db, messageId, new Date());
    const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
    const target = message ? await loadDeliveryTarget(db, message) : null;
    if (!target) throw new Error('no target');
    // The next 20 of the audience after the occurrence's cursor (from the first at the start).
    const batch = sql`select ${u.id} as id, ${target.reach} as reach, ${u.phone} as phone,
        ${u.email} as email, ${u.timeZone} as time_zone
      from ${u} where ${target.condition}
        and ${u.id} > coalesce((select cursor from message_occurrences where id = ${occurrenceId}),
          '00000000-0000-0000-0000-000000000000'::uuid)
      order by ${u.id} limit 20`;
    const input = {
      target,
      occurrenceId,
      now: new Date(),
      consoleUrl: 'https://console.test/',
      states: { push: 'stored', sms: 'stored', email: 'stored' } as const,
      batch,
      advance: sql`update message_occurrences set cursor = (select id from batch order by id desc limit 1)
        where id = ${occurrenceId} returning state, cursor`,
      finishesMessage: false,
    };

    const seen = await db.transaction(async (tx) => {
      const [written] = await rowsOf(tx, deliveryStatement(input));
      const duringStatement = await rowIsFree(messageId);
      // The count is the transaction's last statement: from there to the commit the row is held.
      await tx.execute(sql`update messages set sent = sent + ${Number(written?.sent)}
        where id = ${messageId}`);
      return {
        written: Number(written?.written),
        duringStatement,
        afterCount: await rowIsFree(messageId),
      };
    });
    expect(seen).toEqual({ written: 20, duringStatement: true, afterCount: false });

    // runDeliveryBatch does the same in one call: the next 20, counted on the message.
    await db.transaction((tx) => runDeliveryBatch(tx, input));
    const [after] = await db
      .select({ sent: messages.sent })
      .from(messages)
      .where(eq(messages.id, messageId));
    expect(after?.sent).toBe(40);
  });
});
