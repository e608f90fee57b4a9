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
const KEYS = ['company_id', 'is_active', 'registered', 'version'];

/** The counters the triggers keep, and the same figures counted from the users themselves. */
async function kept(): Promise<Tally> {
  return tallyOf(t.db, sql`select * from mobile_user_counts`, KEYS);
}
async function counted(): Promise<Tally> {
  return tallyOf(
    t.db,
    sql`select company_id, is_active, registered, version, count(*) as users from mobile_users
        where is_deleted = 0 group by 1, 2, 3, 4`,
    KEYS,
  );
}

const acmeId = async () => {
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select id from companies where company_id = 'acme'`,
  );
  return row?.id ?? '';
};

describe('mobile_user_counts', () => {
  it('starts equal to a count of the seeded users', async () => {
    const figures = await counted();
    expect(Object.keys(figures).length).toBeGreaterThan(1);
    expect(await kept()).toEqual(figures);
  });

  it('follows inserts, status, registration, version, soft and hard deletes, and company moves', async () => {
    const acme = await acmeId();
    await t.db
      .execute(sql`insert into mobile_users (company_id, email, is_active, version, registered)
      select ${acme}, 'count' || g || '@acme.test', g % 2, 1 + g % 2, g % 3 = 0
      from generate_series(1, 300) g`);
    expect(await kept()).toEqual(await counted());

    await t.db.execute(sql`update mobile_users set is_active = 1 - is_active
      where email like 'count1%@acme.test'`);
    await t.db
      .execute(sql`update mobile_users set registered = not registered, version = 3 - version
      where email like 'count2%@acme.test'`);
    await t.db.execute(
      sql`update mobile_users set is_deleted = 1 where email like 'count3%@acme.test'`,
    );
    await t.db.execute(
      sql`update mobile_users set is_deleted = 0 where email like 'count33%@acme.test'`,
    );
    await t.db.execute(sql`delete from mobile_users where email like 'count4%@acme.test'`);
    await t.db
      .execute(sql`update mobile_users set company_id = (select id from companies where company_id = 'globex')
      where email like 'count5%@acme.test'`);
    await t.db.execute(sql`update mobile_users set first_name = 'Unchanged counts'
      where email like 'count6%@acme.test'`);
    expect(await kept()).toEqual(await counted());
  });

  it('is rolled back with the change that moved it', async () => {
    const before = await kept();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update mobile_users set is_active = 0`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await kept()).toEqual(before);
  });
});
