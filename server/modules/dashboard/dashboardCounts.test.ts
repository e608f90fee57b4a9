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
const KEYS = [
  'company_id',
  'content_provider_id',
  'day',
  'is_active',
  'platform',
  'is_paid',
  'is_recovered',
  'coop',
];

const ZERO = '00000000-0000-0000-0000-000000000000';
const traits = (u: string) =>
  sql.raw(`(${u}.date_created at time zone 'UTC')::date as day,
  ${u}.is_active, coalesce(${u}.platform, '') as platform, ${u}.is_paid, ${u}.is_recovered,
  ${u}.funded_provider is not null as coop`);

/** The counters the triggers keep, and the same figures counted from the users themselves. */
async function kept(): Promise<Tally> {
  return tallyOf(
    t.db,
    sql`select company_id, content_provider_id, to_char(day, 'YYYY-MM-DD') as day, is_active,
        platform, is_paid, is_recovered, coop, users from dashboard_user_counts`,
    KEYS,
  );
}
async function counted(): Promise<Tally> {
  return tallyOf(
    t.db,
    sql`select company_id, content_provider_id, to_char(day, 'YYYY-MM-DD') as day, is_active,
          platform, is_paid, is_recovered, coop, count(*) as users from (
          select u.company_id, ${ZERO}::uuid as content_provider_id, ${traits('u')}
          from mobile_users u where u.is_deleted = 0
          union all
          select u.company_id, f.content_provider_id, ${traits('u')}
          from mobile_users u join channel_followers f on f.mobile_user_id = u.id
          where u.is_deleted = 0
        ) live group by 1, 2, 3, 4, 5, 6, 7, 8`,
    KEYS,
  );
}

describe('dashboard_user_counts', () => {
  it('starts equal to a count of the seeded users and follows', async () => {
    const figures = await counted();
    expect(Object.keys(figures).length).toBeGreaterThan(10);
    expect(await kept()).toEqual(figures);
  });

  it('follows new users, follows, trait changes, soft and hard deletes and company moves', async () => {
    const [acme] = await selectRows<{ id: string }>(
      t.db,
      sql`select id from companies where company_id = 'acme'`,
    );
    const [first, second] = await selectRows<{ id: string }>(
      t.db,
      sql`select id from content_providers where company_id = ${acme?.id ?? ''} order by id limit 2`,
    );
    await t.db.execute(sql`with added as (
        insert into mobile_users (company_id, email, is_active, platform, is_paid, is_recovered,
          funded_provider, date_created)
        select ${acme?.id ?? ''}, 'dash' || g || '@acme.test', g % 2,
          (array['ios', 'android', null])[1 + g % 3], g % 4 = 0, g % 5 = 0,
          case when g % 6 = 0 then 'co-op' end, now() - g * interval '7 hours'
        from generate_series(1, 150) g returning id, email
      )
      insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${first?.id ?? ''}::uuid from added
      union all select id, ${second?.id ?? ''}::uuid from added where email like 'dash1%'`);
    expect(await kept()).toEqual(await counted());

    await t.db.execute(sql`update mobile_users set is_active = 1 - is_active, is_paid = not is_paid
      where email like 'dash2%@acme.test'`);
    await t.db.execute(sql`update mobile_users set platform = 'web', funded_provider = null,
      is_recovered = true where email like 'dash3%@acme.test'`);
    await t.db.execute(sql`update mobile_users set date_created = date_created - interval '40 days'
      where email like 'dash4%@acme.test'`);
    await t.db.execute(
      sql`update mobile_users set is_deleted = 1 where email like 'dash5%@acme.test'`,
    );
    await t.db.execute(
      sql`update mobile_users set is_deleted = 0 where email like 'dash55%@acme.test'`,
    );
    await t.db.execute(sql`delete from mobile_users where email like 'dash6%@acme.test'`);
    await t.db.execute(sql`delete from channel_followers where mobile_user_id in
      (select id from mobile_users where email like 'dash7%@acme.test')`);
    await t.db.execute(sql`update channel_followers set content_provider_id = ${second?.id ?? ''}
      where content_provider_id = ${first?.id ?? ''} and mobile_user_id in
        (select id from mobile_users where email like 'dash8%@acme.test')`);
    await t.db.execute(sql`update mobile_users
      set company_id = (select id from companies where company_id = 'globex')
      where email like 'dash9%@acme.test'`);
    await t.db.execute(sql`update mobile_users set first_name = 'Unchanged counts'
      where email like 'dash10%@acme.test'`);
    expect(await kept()).toEqual(await counted());
  });

  it('is rolled back with the change that moved it', async () => {
    const before = await kept();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update mobile_users set is_active = 0, platform = 'web'`);
        await tx.execute(sql`delete from channel_followers`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await kept()).toEqual(before);
  });
});
