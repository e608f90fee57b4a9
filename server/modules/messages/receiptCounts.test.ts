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

/** The same figures counted from the receipts, by the conditions of receiptStatus.ts. */
const counted = async () =>
  tallyOf(
    await selectRows(
      t.db,
      sql`select occurrence_id, count(*) as total,
        count(*) filter (where read_at is null) as not_opened,
        count(*) filter (where read_at is not null and not read_response) as opened_unconfirmed,
        count(*) filter (where read_at is not null and read_response) as opened_confirmed,
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
});
