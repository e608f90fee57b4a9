import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../rows';

// The test database is a copy of a template the demo seed already ran on.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo A/B test', () => {
  it('is decided on acme by the open rates its receipts show, and the rest got the winner', async () => {
    const tests = await selectRows<{
      id: string;
      message_id: string;
      remainder_message_id: string | null;
      winner: number | null;
      variants: number;
    }>(
      t.db,
      sql`select t.id::text, t.message_id::text, t.remainder_message_id::text, t.winner,
          (select count(*)::int from ab_test_variants v where v.test_id = t.id) as variants
        from ab_tests t join companies c on c.id = t.company_id where c.company_id = 'acme'`,
    );
    expect(tests).toHaveLength(1);
    const [test] = tests;
    if (!test?.remainder_message_id || test.winner === null) throw new Error('not decided');
    expect(test.variants).toBe(2);

    // Each variant's open rate as the engine measures it: opened ÷ receipts a channel reached.
    const rates = await selectRows<{ position: number; rate: number; n: number }>(
      t.db,
      sql`select ab_bucket(${test.id}::uuid, r.mobile_user_id) % 2 as position, count(*)::int as n,
          (count(*) filter (where r.read_at is not null))::float8
            / greatest(count(*) filter (where r.channel <> 'none'), 1) as rate
        from message_receipts r join message_occurrences o on o.id = r.occurrence_id
        where o.message_id = ${test.message_id}::uuid group by 1 order by 1`,
    );
    expect(rates.map((row) => Number(row.position))).toEqual([0, 1]);
    const [a, b] = rates.map((row) => Number(row.rate));
    expect(test.winner).toBe((b ?? 0) > (a ?? 0) ? 1 : 0);

    // Nobody got both the sample's message and the rest's; the rest's sample buckets are empty.
    const overlap = await selectRows<{ both: number; rest: number; inSample: number }>(
      t.db,
      sql`select
          (select count(*)::int from message_receipts r join message_occurrences o
            on o.id = r.occurrence_id where o.message_id = ${test.remainder_message_id}::uuid
            and exists (select 1 from message_receipts s join message_occurrences so
              on so.id = s.occurrence_id where so.message_id = ${test.message_id}::uuid
              and s.mobile_user_id = r.mobile_user_id)) as both,
          (select count(*)::int from message_receipts r join message_occurrences o
            on o.id = r.occurrence_id
            where o.message_id = ${test.remainder_message_id}::uuid) as rest,
          (select count(*)::int from message_receipts r join message_occurrences o
            on o.id = r.occurrence_id where o.message_id = ${test.remainder_message_id}::uuid
            and ab_bucket(${test.id}::uuid, r.mobile_user_id) < 5000) as "inSample"`,
    );
    expect(overlap[0]).toMatchObject({ both: 0, inSample: 0 });
    expect(overlap[0]?.rest).toBeGreaterThan(0);
  });
});
