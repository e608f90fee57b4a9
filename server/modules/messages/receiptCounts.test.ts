import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tally = Record<string, string>;

/** Every occurrence's figures as one comparable string per occurrence. */
const tallyOf = (rows: Record<string, unknown>[]): Tally =>
  Object.fromEntries(
    rows
      .filter((row) => Number(row.total) !== 0)
      .map((row) => [
        String(row.occurrence_id),
        [
          'total',
          'not_opened',
          'opened_unconfirmed',
          'opened_confirmed',
          'feedback_yes',
          'feedback_no',
          'feedback_uncommitted',
        ]
          .map((key) => Number(row[key]))
          .join('/'),
      ]),
  );

const kept = async () => tallyOf(await selectRows(t.db, sql`select * from message_receipt_counts`));

/**
 * The same figures counted from the receipts, confirmed written out as docs/decisions.md defines
 * it (opened, and confirmed or answered yes) rather than through receipt_confirmed.
 */
const counted = async () =>
  tallyOf(
    await selectRows(
      t.db,
      sql`select occurrence_id, count(*) as total,
        count(*) filter (where read_at is null) as not_opened,
        count(*) filter (where read_at is not null
          and not (read_response or coalesce(feedback, -1) = 1)) as opened_unconfirmed,
        count(*) filter (where read_at is not null and (read_response or feedback = 1))
          as opened_confirmed,
        count(*) filter (where feedback = 1) as feedback_yes,
        count(*) filter (where feedback = 0) as feedback_no,
        count(*) filter (where read_at is not null and coalesce(feedback, -1) = -1)
          as feedback_uncommitted
      from message_receipts group by occurrence_id`,
    ),
  );

describe('message_receipt_counts', () => {
  it('starts equal to a count of the demo receipts', async () => {
    const figures = await counted();
    expect(Object.keys(figures).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(figures);
  });

  it('follows opening, confirming, answering, dismissing and deleting receipts', async () => {
    await t.db.execute(sql`update message_receipts set read_at = now()
      where id in (select id from message_receipts where read_at is null limit 3)`);
    await t.db.execute(sql`update message_receipts set read_response = true
      where id in (select id from message_receipts where read_at is not null limit 2)`);
    await t.db.execute(sql`update message_receipts set feedback = 1
      where id in (select id from message_receipts where feedback is null limit 2)`);
    await t.db.execute(sql`update message_receipts set feedback = -1
      where id in (select id from message_receipts where feedback is null limit 2)`);
    await t.db.execute(sql`update message_receipts set feedback = 0 where feedback = -1`);
    await t.db.execute(sql`delete from message_receipts
      where id in (select id from message_receipts limit 2)`);
    expect(await kept()).toEqual(await counted());
  });

  it('is counted again whole by migration 0054, which may run again', async () => {
    // Counters as an earlier definition of confirmed left them.
    await t.db.execute(sql`update message_receipt_counts
      set opened_confirmed = 0, opened_unconfirmed = total - not_opened`);
    await t.db.execute(sql`delete from message_board_counts where state = 'confirmed'`);
    const migration = await readFile(
      new URL('../../db/migrations/0054_one_confirmed.sql', import.meta.url),
      'utf8',
    );
    await t.db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });
    expect(await kept()).toEqual(await counted());

    // The board's whole-audience counters against its states written out: confirmed first.
    const board = async (query: ReturnType<typeof sql>) =>
      Object.fromEntries(
        (await selectRows<Record<string, unknown>>(t.db, query))
          .filter((row) => Number(row.n) !== 0)
          .map((row) => [`${String(row.occurrence_id)}/${String(row.state)}`, Number(row.n)]),
      );
    const boardKept = await board(sql`select occurrence_id, state, sum(receipts) as n
      from message_board_counts where group_id = '00000000-0000-0000-0000-000000000000'
      group by 1, 2`);
    const boardCounted = await board(sql`select r.occurrence_id, case
        when r.read_at is not null and (r.read_response or r.feedback = 1) then 'confirmed'
        when r.feedback = 0 then 'answered_no'
        when r.read_at is null then 'not_opened' else 'opened' end as state, count(*) as n
      from message_receipts r join message_occurrences o on o.id = r.occurrence_id
      join messages m on m.id = o.message_id and (m.is_read_required or m.enable_feedback)
      group by 1, 2`);
    expect(Object.keys(boardCounted).length).toBeGreaterThan(0);
    expect(boardKept).toEqual(boardCounted);
  });
});
