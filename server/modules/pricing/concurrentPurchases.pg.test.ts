import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingWriteResponse } from '../../../contract/pricing';
import { BUNDLES } from '../../../contract/pricingPlans';
import { selectRows } from '../../db/rows';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

/**
 * Purchases at once, on PostgreSQL (`npm run test:pg`): PGlite runs one query at a time, so only
 * a real server shows two transactions racing for a channel's balance.
 */
const N = 12;

let t: TestApp;
let channel: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  channel = await t.channelOfAdmin('channel@acme.test');
  token = await t.tokenFor('admin@acme.test');
});
afterAll(() => t.close());

const buy = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/content-provider/update/offapptextcredits/${channel}/1`,
    headers: { ...bearer(token), ...headers },
    payload: {},
  });

async function balance() {
  const [row] = await selectRows<{ purchased: number; ledger: number; rows: number }>(
    t.db,
    sql`select p.purchased_off_app_text_credits_remaining as purchased,
        (select coalesce(sum(change), 0)::int from channel_credit_ledger l
          where l.channel_id = p.id and l.reason = 'purchase') as ledger,
        (select count(*)::int from channel_credit_ledger l
          where l.channel_id = p.id and l.reason = 'purchase') as rows
      from content_providers p where p.id = ${channel}`,
  );
  if (!row) throw new Error('no channel');
  return row;
}

describe('concurrent purchases on PostgreSQL', () => {
  it(`${N} purchases at once all count`, async () => {
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: N }, () => buy()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(N).fill(200));
    const after = await balance();
    expect(after.purchased - before.purchased).toBe(N * BUNDLES.text_credits.size);
    expect(after.rows - before.rows).toBe(N);
    expect(after.ledger - before.ledger).toBe(N * BUNDLES.text_credits.size);
    // Each answer saw its own balance: no two purchases read the same one.
    const balances = answers.map((a) => a.json<PricingWriteResponse>().data.entry.balanceAfter);
    expect(new Set(balances).size).toBe(N);
  });

  it(`the same idempotency key ${N} times at once counts once`, async () => {
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: N }, () => buy({ 'idempotency-key': 'concurrent-same-key' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(N).fill(200));
    const entries = answers.map((a) => a.json<PricingWriteResponse>().data);
    expect(new Set(entries.map((e) => e.entry._id)).size).toBe(1);
    expect(entries.filter((e) => !e.replayed)).toHaveLength(1);
    const after = await balance();
    expect(after.purchased - before.purchased).toBe(BUNDLES.text_credits.size);
    expect(after.rows - before.rows).toBe(1);
  });
});
