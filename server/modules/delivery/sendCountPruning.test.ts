import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { pruneSendCounts } from './sendCountPruningRepository';
import { rowsOf } from './sqlRowsRepository';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('pruning frequency-cap counts', () => {
  it('deletes the counts of periods long over and keeps the last nine days', async () => {
    const { db } = database;
    const user = randomUUID();
    const days = ['2026-03-01', '2026-03-05', '2026-03-06', '2026-03-14', '2026-03-15'];
    for (const day of days) {
      await db.execute(sql`insert into recipient_send_counts (mobile_user_id, period_start, sent)
        values (${user}, ${day}::date, 2)`);
    }
    const deleted = await pruneSendCounts({ db, clock: () => new Date('2026-03-15T10:00:00Z') });
    expect(deleted).toBe(2);
    const rows = await rowsOf(
      db,
      sql`select period_start::text as day from recipient_send_counts
        where mobile_user_id = ${user} order by period_start`,
    );
    // 9 days before 15 March is 6 March: a week's count from that Monday may still be read.
    expect(rows.map((r) => r.day)).toEqual(['2026-03-06', '2026-03-14', '2026-03-15']);
  });
});
