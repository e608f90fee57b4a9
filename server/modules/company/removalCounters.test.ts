import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One counter table's rows of an organisation, in order, as text. */
const rowsOf = (columns: string, from: ReturnType<typeof sql>) =>
  sql`(select string_agg(r, ';' order by r) from (
    select concat_ws(',', ${sql.raw(columns)}, users) as r ${from} and users <> 0) counted)`;

/** Every counter a member's hard delete moves, of one organisation, as one comparable text. */
async function countersOf(db: Database, company: string): Promise<string> {
  const ofGroups = (table: string) =>
    sql`from ${sql.identifier(table)} c join user_groups g on g.id = c.group_id
      where g.company_id = ${company}`;
  const rows = await selectRows<{ counters: string }>(
    db,
    sql`select concat_ws(' | ',
      ${rowsOf('content_provider_id, is_active, registered, version', sql`from channel_user_counts where company_id = ${company}`)},
      ${rowsOf('content_provider_id, day, is_active, platform, is_paid', sql`from dashboard_user_counts where company_id = ${company}`)},
      ${rowsOf('content_provider_id, is_active, platform, registered', sql`from mobile_user_reach_counts where company_id = ${company}`)},
      ${rowsOf('c.group_id, follows, is_active, platform, registered', ofGroups('user_group_counts'))},
      ${rowsOf('c.group_id, c.content_provider_id, is_active, platform', ofGroups('user_group_channel_counts'))}
    ) as counters`,
  );
  return rows[0]?.counters ?? '';
}

const ABANDON = 'abandon';

/**
 * Globex's counters after its members in groups and following channels are hard-deleted in a
 * transaction that names `removing` as the organisation being removed (or none), rolled back.
 */
async function afterDelete(removing: string | null, globex: string): Promise<string> {
  let seen = '';
  await expect(
    t.db.transaction(async (tx) => {
      if (removing) {
        await tx.execute(sql`select set_config('tidings.removing_company', ${removing}, true)`);
      }
      await tx.execute(sql`delete from mobile_users where company_id = ${globex}
        and id in (select mobile_user_id from channel_followers)
        and id in (select mobile_user_id from user_group_members)`);
      seen = await countersOf(tx, globex);
      throw new Error(ABANDON);
    }),
  ).rejects.toThrow(ABANDON);
  return seen;
}

describe("an organisation's removal (migration 0084)", () => {
  it("skips its own members' counters only, in its own transaction alone", async () => {
    const [acme, globex] = await Promise.all([t.companyIdOf('acme'), t.companyIdOf('globex')]);
    const before = await countersOf(t.db, globex);

    // Globex being removed: its members are not taken off its channels and groups one by one
    // (the row-level triggers); the statement-level ones still run, the counters go whole after.
    // The first part, channel_user_counts, a hard delete moves by a row-level trigger alone.
    const skipped = await afterDelete(globex, globex);
    expect(skipped.split(' | ')[0]).toBe(before.split(' | ')[0]);
    // The same delete afterwards, outside that transaction, takes the members off (the setting
    // ended with the transaction), and one naming another organisation does so as well.
    const counted = await afterDelete(null, globex);
    expect(counted.split(' | ')[0]).not.toBe(before.split(' | ')[0]);
    expect(counted).not.toBe(skipped);
    expect(await afterDelete(acme, globex)).toBe(counted);
    expect(await countersOf(t.db, globex)).toBe(before);
  });

  it("keeps the other organisations' counters when one is deleted with its data", async () => {
    const globex = await t.companyIdOf('globex');
    const before = await countersOf(t.db, globex);
    const token = await t.tokenFor('super@tidings.test');
    const headers = { authorization: `Bearer ${token}` };
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: '/company/status/acme',
      headers,
      payload: { status: 0 },
    });
    expect(deactivated.statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/company/acme', headers });
    expect(deleted.statusCode).toBe(200);
    expect(await countersOf(t.db, globex)).toBe(before);
  });
});
