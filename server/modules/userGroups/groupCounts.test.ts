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
  'group_id',
  'follows',
  'is_active',
  'platform',
  'registered',
  'has_phone',
  'has_email',
];

/** The counters the triggers keep, and the same figures counted from the memberships. */
async function kept(): Promise<Tally> {
  return tallyOf(t.db, sql`select * from user_group_counts`, KEYS);
}
async function counted(): Promise<Tally> {
  return tallyOf(
    t.db,
    sql`select g.id as group_id, f.mobile_user_id is not null as follows, u.is_active,
          lower(coalesce(u.platform, '')) as platform,
          u.registered and u.has_push_token as registered,
          coalesce(u.phone, '') <> '' as has_phone, coalesce(u.email, '') <> '' as has_email,
          count(*) as users
        from user_groups g
        join user_group_members m on m.group_id = g.id
        join mobile_users u on u.id = m.mobile_user_id and u.is_deleted = 0
          and u.company_id = g.company_id
        left join channel_followers f on f.mobile_user_id = u.id
          and f.content_provider_id = g.content_provider_id
        group by 1, 2, 3, 4, 5, 6, 7`,
    KEYS,
  );
}

/** The same for user_group_channel_counts: pairs (membership, follow) of live users. */
const CHANNEL_KEYS = KEYS.map((key) => (key === 'follows' ? 'content_provider_id' : key));
async function keptByChannel(): Promise<Tally> {
  return tallyOf(t.db, sql`select * from user_group_channel_counts`, CHANNEL_KEYS);
}
async function countedByChannel(): Promise<Tally> {
  return tallyOf(
    t.db,
    sql`select g.id as group_id, f.content_provider_id, u.is_active,
          lower(coalesce(u.platform, '')) as platform,
          u.registered and u.has_push_token as registered,
          coalesce(u.phone, '') <> '' as has_phone, coalesce(u.email, '') <> '' as has_email,
          count(*) as users
        from user_groups g
        join user_group_members m on m.group_id = g.id
        join mobile_users u on u.id = m.mobile_user_id and u.is_deleted = 0
          and u.company_id = g.company_id
        join channel_followers f on f.mobile_user_id = u.id
        group by 1, 2, 3, 4, 5, 6, 7`,
    CHANNEL_KEYS,
  );
}

/** Both group counters equal a count of the rows they stand for. */
async function expectBothExact() {
  expect(await kept()).toEqual(await counted());
  expect(await keptByChannel()).toEqual(await countedByChannel());
}

async function idOf(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await selectRows<{ id: string }>(t.db, query);
  return row?.id ?? '';
}

describe('user_group_counts and user_group_channel_counts', () => {
  it('starts equal to a count of the seeded memberships', async () => {
    const figures = await counted();
    expect(Object.keys(figures).length).toBeGreaterThan(1);
    expect(await kept()).toEqual(figures);
    const byChannel = await countedByChannel();
    expect(Object.keys(byChannel).length).toBeGreaterThan(1);
    expect(await keptByChannel()).toEqual(byChannel);
  });

  it('follows memberships, follows, user changes, soft and hard deletes and company moves', async () => {
    const acme = await idOf(sql`select id from companies where company_id = 'acme'`);
    const [first, second] = await selectRows<{ id: string }>(
      t.db,
      sql`select id from content_providers where company_id = ${acme} order by id limit 2`,
    );
    const channel = first?.id ?? '';
    const other = second?.id ?? '';
    const [plain, ofChannel] = await selectRows<{ id: string }>(
      t.db,
      sql`insert into user_groups (company_id, content_provider_id, name)
        values (${acme}, null, 'Counted plain'), (${acme}, ${channel}, 'Counted channel')
        returning id`,
    );
    const groups = sql.raw(`array['${plain?.id}'::uuid, '${ofChannel?.id}'::uuid]`);

    // Users, their follows and their memberships written by one statement, as the seed does:
    // each pair (membership, follow) must count once, not once per side.
    await t.db.execute(sql`with added as (
        insert into mobile_users (company_id, email, is_active, version, registered)
        select ${acme}, 'grp' || g || '@acme.test', g % 2, 1, true
        from generate_series(1, 150) g returning id, email
      ), follows as (
        insert into channel_followers (mobile_user_id, content_provider_id)
        select id, ${channel}::uuid from added where email like 'grp1%' or email like 'grp2%'
      )
      insert into user_group_members (group_id, mobile_user_id)
      select (${groups})[1 + (length(email) % 2)], id from added
      union all select ${ofChannel?.id ?? ''}::uuid, id from added where email like 'grp3%'
        and length(email) % 2 = 0`);
    await expectBothExact();

    // Push tokens decide who counts as reached by push (registered with a live token).
    await t.db.execute(sql`insert into mobile_user_devices (company_id, mobile_user_id,
        push_token, platform)
      select company_id, id, 'grp-' || id::text, 'ios' from mobile_users
      where email like 'grp%@acme.test' and length(email) % 3 <> 0`);
    await expectBothExact();
    await t.db.execute(sql`delete from mobile_user_devices where mobile_user_id in
      (select id from mobile_users where email like 'grp1%@acme.test')`);
    await expectBothExact();

    // Follows after the memberships, and memberships after the follows, in later statements.
    await t.db.execute(sql`insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${channel}::uuid from mobile_users where email like 'grp4%@acme.test'`);
    await t.db.execute(sql`insert into user_group_members (group_id, mobile_user_id)
      select ${ofChannel?.id ?? ''}::uuid, id from mobile_users where email like 'grp1%@acme.test'
      on conflict do nothing`);
    // Both in one transaction, in two statements.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into user_group_members (group_id, mobile_user_id)
        select ${ofChannel?.id ?? ''}::uuid, id from mobile_users where email like 'grp5%@acme.test'
        on conflict do nothing`);
      await tx.execute(sql`insert into channel_followers (mobile_user_id, content_provider_id)
        select id, ${channel}::uuid from mobile_users where email like 'grp5%@acme.test'
        on conflict do nothing`);
    });
    await expectBothExact();

    await t.db.execute(
      sql`update mobile_users set is_deleted = 1 where email like 'grp6%@acme.test'`,
    );
    await t.db.execute(
      sql`update mobile_users set is_deleted = 0 where email like 'grp66%@acme.test'`,
    );
    await t.db.execute(sql`delete from mobile_users where email like 'grp7%@acme.test'`);
    await t.db.execute(sql`delete from channel_followers where mobile_user_id in
      (select id from mobile_users where email like 'grp2%@acme.test')`);
    await t.db.execute(sql`update channel_followers set content_provider_id = ${other}
      where content_provider_id = ${channel} and mobile_user_id in
        (select id from mobile_users where email like 'grp4%@acme.test')`);
    await t.db.execute(sql`delete from user_group_members where mobile_user_id in
      (select id from mobile_users where email like 'grp8%@acme.test')`);
    await t.db.execute(sql`update mobile_users
      set company_id = (select id from companies where company_id = 'globex')
      where email like 'grp9%@acme.test'`);
    await t.db.execute(sql`update mobile_users set first_name = 'Unchanged counts'
      where email like 'grp10%@acme.test'`);
    await t.db.execute(sql`update mobile_users set phone = '+15550001', registered = false,
      platform = 'Android', is_active = 1 - is_active where email like 'grp11%@acme.test'`);
    await t.db.execute(
      sql`update user_groups set content_provider_id = ${other} where id = ${plain?.id ?? ''}`,
    );
    await expectBothExact();

    // A group moved to another company counts that company's members only (none here).
    await t.db.execute(sql`update user_groups
      set company_id = (select id from companies where company_id = 'globex')
      where id = ${plain?.id ?? ''}`);
    await expectBothExact();
    await t.db.execute(
      sql`update user_groups set company_id = ${acme} where id = ${plain?.id ?? ''}`,
    );
    await expectBothExact();

    await t.db.execute(sql`delete from user_groups where id = ${ofChannel?.id ?? ''}`);
    await expectBothExact();
  });

  it('is rolled back with the change that moved it', async () => {
    const before = await kept();
    const beforeByChannel = await keptByChannel();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update mobile_users set is_deleted = 1`);
        await tx.execute(sql`delete from user_group_members`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await kept()).toEqual(before);
    expect(await keptByChannel()).toEqual(beforeByChannel);
  });
});
