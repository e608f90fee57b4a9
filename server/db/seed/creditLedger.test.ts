import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../rows';

// The test database is a copy of a template seeded with the demo data.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo credit ledger', () => {
  it('gives every acme channel a history whose sums are its balances', async () => {
    const rows = await selectRows<Record<string, unknown>>(
      t.db,
      sql`select p.id, p.price_plan, p.purchased_app_users,
          greatest(0, p.off_app_text_credits_month - p.off_app_text_credits_used_current_month)
            + p.purchased_off_app_text_credits_remaining as credits_left,
          (select coalesce(sum(change), 0) from channel_credit_ledger l
            where l.channel_id = p.id and l.kind = 'app_users')::int as ledger_app_users,
          (select coalesce(sum(change), 0) from channel_credit_ledger l
            where l.channel_id = p.id and l.kind <> 'app_users')::int as ledger_credits,
          (select array_agg(distinct reason order by reason) from channel_credit_ledger l
            where l.channel_id = p.id) as reasons
        from content_providers p join companies c on c.id = p.company_id
        where c.company_id = 'acme'`,
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.ledger_app_users).toBe(row.purchased_app_users);
      expect(row.ledger_credits).toBe(Number(row.credits_left));
      expect(row.reasons).toEqual(expect.arrayContaining(['grant', 'purchase', 'send']));
    }
    const all = rows.flatMap((row) => row.reasons as string[]);
    expect(all).toEqual(expect.arrayContaining(['plan_change', 'month_reset']));
  });
});
