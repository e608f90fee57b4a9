import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { tallyOf, type Tally } from '../../../tests/api/counterTally';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The counter's key columns. */
const KEYS = ['content_provider_id', 'company_id', 'is_active', 'registered', 'version'];

/** The counters the triggers keep, and the same figures counted from the follows themselves. */
async function kept(): Promise<Tally> {
  return tallyOf(t.db, sql`select * from channel_user_counts`, KEYS);
}
async function counted(): Promise<Tally> {
  return tallyOf(
    t.db,
    sql`select f.content_provider_id, u.company_id, u.is_active, u.registered, u.version,
          count(*) as users
        from channel_followers f join mobile_users u on u.id = f.mobile_user_id
        where u.is_deleted = 0 group by 1, 2, 3, 4, 5`,
    KEYS,
  );
}

async function idOf(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await selectRows<{ id: string }>(t.db, query);
  return row?.id ?? '';
}

describe('channel_user_counts', () => {
  it('starts equal to a count of the seeded follows', async () => {
    const figures = await counted();
    expect(Object.keys(figures).length).toBeGreaterThan(1);
    expect(await kept()).toEqual(figures);
  });

  it('follows follows and unfollows, user changes, soft and hard deletes and company moves', async () => {
    const acme = await idOf(sql`select id from companies where company_id = 'acme'`);
    const [first, second] = await selectRows<{ id: string }>(
      t.db,
      sql`select id from content_providers where company_id = ${acme} order by id limit 2`,
    );
    // Users and their follows written by one statement, as the large seed writes them.
    await t.db.execute(sql`with added as (
        insert into mobile_users (company_id, email, is_active, version, registered)
        select ${acme}, 'chan' || g || '@acme.test', g % 2, 1 + g % 2, g % 3 = 0
        from generate_series(1, 120) g returning id, email
      )
      insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${first?.id ?? ''}::uuid from added
      union all select id, ${second?.id ?? ''}::uuid from added where email like 'chan1%'`);
    expect(await kept()).toEqual(await counted());

    await t.db.execute(sql`update mobile_users set is_active = 1 - is_active,
      registered = not registered where email like 'chan2%@acme.test'`);
    await t.db.execute(
      sql`update mobile_users set version = 3 - version where email like 'chan3%@acme.test'`,
    );
    await t.db.execute(
      sql`update mobile_users set is_deleted = 1 where email like 'chan4%@acme.test'`,
    );
    await t.db.execute(
      sql`update mobile_users set is_deleted = 0 where email like 'chan44%@acme.test'`,
    );
    await t.db.execute(sql`delete from mobile_users where email like 'chan5%@acme.test'`);
    await t.db.execute(sql`delete from channel_followers where mobile_user_id in
      (select id from mobile_users where email like 'chan6%@acme.test')`);
    await t.db.execute(sql`update channel_followers set content_provider_id = ${second?.id ?? ''}
      where content_provider_id = ${first?.id ?? ''} and mobile_user_id in
        (select id from mobile_users where email like 'chan7%@acme.test')`);
    await t.db.execute(sql`update mobile_users
      set company_id = (select id from companies where company_id = 'globex')
      where email like 'chan8%@acme.test'`);
    await t.db.execute(sql`update mobile_users set first_name = 'Unchanged counts'
      where email like 'chan9%@acme.test'`);
    expect(await kept()).toEqual(await counted());
  });

  it('is rolled back with the change that moved it', async () => {
    const before = await kept();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update mobile_users set is_active = 0`);
        await tx.execute(sql`delete from channel_followers`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await kept()).toEqual(before);
  });
});
