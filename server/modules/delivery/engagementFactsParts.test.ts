import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from './sqlRowsRepository';
import {
  addManyUsers,
  addOccurrence,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
} from './testKit';

/*
 * A finished send's receipts reach members' engagement facts in parts of at most `max_receipts`
 * (migration 0078): each call applies the next members after the last one applied, and the send
 * leaves the pending list once every receipt is in. Before, one statement took the whole send and
 * the pool's statement timeout cancelled it for large sends, again and again.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('engagement facts of a large send', () => {
  it('are applied in parts, every member once the parts are done', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addManyUsers(db, company, channel, 11);
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const at = new Date('2026-03-02T15:00:00Z');
    const occurrence = await addOccurrence(db, message, at);
    await deliverDue(db, at, 100);

    const received = async () =>
      Number(
        (
          await rowsOf(
            db,
            sql`select count(*)::int as n from member_engagement
              where company_id = ${company}::uuid and last_received_at is not null`,
          )
        )[0]?.n,
      );
    const pending = async () =>
      rowsOf(
        db,
        sql`select after_user::text as after_user from engagement_facts_pending
          where occurrence_id = ${occurrence}::uuid`,
      );
    const catchUp = async () =>
      Number((await rowsOf(db, sql`select engagement_facts_catch_up(20, 4) as worked`))[0]?.worked);

    // deliverDue() applies the facts as the engine's loop does: reset to the send as
    // it stood when it finished, before any of its receipts were applied.
    await db.execute(sql`delete from member_engagement where company_id = ${company}::uuid`);
    await db.execute(sql`insert into engagement_facts_pending (occurrence_id)
      values (${occurrence}::uuid) on conflict (occurrence_id) do update set after_user = null`);

    const seen: number[] = [];
    for (let call = 0; call < 10; call++) {
      const worked = await catchUp();
      seen.push(await received());
      if (worked === 0) break;
    }
    // 11 members in parts of 4: 4, 8, 11 (that part is short, so the send is done), then none.
    expect(seen).toEqual([4, 8, 11, 11]);
    expect(await pending()).toEqual([]);

    // The parts go by member: after the first, the pending row names the fourth member.
    await db.execute(sql`delete from member_engagement where company_id = ${company}::uuid`);
    await db.execute(sql`insert into engagement_facts_pending (occurrence_id)
      values (${occurrence}::uuid)`);
    await catchUp();
    const fourth = await rowsOf(
      db,
      sql`select mobile_user_id::text as id from message_receipts
        where occurrence_id = ${occurrence}::uuid order by mobile_user_id offset 3 limit 1`,
    );
    expect(await pending()).toEqual([{ after_user: fourth[0]?.id }]);

    // While rows of the send wait to be handed to a provider, its facts wait too: the dispatch
    // of a large send keeps the database to itself.
    await db.execute(sql`delete from engagement_facts_pending`);
    await db.execute(sql`delete from member_engagement where company_id = ${company}::uuid`);
    await db.execute(sql`insert into engagement_facts_pending (occurrence_id)
      values (${occurrence}::uuid)`);
    const progress = (outcome: string, n: number) =>
      db.execute(sql`insert into delivery_progress
          (occurrence_id, channel, outcome, shard, n, first_at, last_at)
        values (${occurrence}::uuid, 'push', ${outcome}, 0, ${n}, now(), now())
        on conflict (occurrence_id, channel, outcome, shard) do update set n = excluded.n`);
    await progress('queued', 5);
    await progress('sent', 3);
    await progress('failed:timeout', 1);
    expect(await catchUp()).toBe(0);
    expect(await received()).toBe(0);
    await progress('sent', 4);
    expect(await catchUp()).toBe(1);
    expect(await received()).toBe(4);

    // A send deleted before its facts were applied leaves the pending list at the next call.
    await db.execute(sql`delete from delivery_progress where occurrence_id = ${occurrence}::uuid`);
    await db.execute(sql`delete from message_occurrences where id = ${occurrence}::uuid`);
    expect(await pending()).toHaveLength(1);
    expect(await catchUp()).toBe(0);
    expect(await pending()).toEqual([]);
  });
});
