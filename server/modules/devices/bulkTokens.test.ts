import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { WHOLE_COMPANY } from '../../db/wholeCompany';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The size class migration 0079 noted for a table in this session ('' before any). */
async function sizeClass(db: Database, table: string): Promise<string> {
  const [row] = await selectRows<{ size_class: string | null }>(
    db,
    sql`select current_setting(${`tidings.rows_class_${table}`}, true) as size_class`,
  );
  return row?.size_class ?? '';
}

/** acme's push reach as the counters keep it and as counted from its members, by channel. */
async function reach(db: Database, companyId: string) {
  const kept = await selectRows<{ channel: string; users: string }>(
    db,
    sql`select content_provider_id::text as channel, sum(users)::text as users
      from mobile_user_reach_counts where company_id = ${companyId} and registered
      group by 1 having sum(users) <> 0 order by 1`,
  );
  const counted = await selectRows<{ channel: string; users: string }>(
    db,
    sql`select channel, count(*)::text as users from (
        select ${WHOLE_COMPANY}::text as channel from mobile_users
        where company_id = ${companyId} and is_deleted = 0 and registered and has_push_token
        union all
        select f.content_provider_id::text from mobile_users u
        join channel_followers f on f.mobile_user_id = u.id
        where u.company_id = ${companyId} and u.is_deleted = 0 and u.registered
          and u.has_push_token) reachable
      group by 1 order by 1`,
  );
  return { kept, counted };
}

/** The wave's members whose push-token flag is off. */
async function withoutPushToken(db: Database): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from mobile_users
      where email like 'wave%@acme.test' and not has_push_token`,
  );
  return row?.n ?? -1;
}

describe('bulk token changes on a connection that made small ones', () => {
  it('plans the member triggers for each size of statement, and keeps the reach right', async () => {
    const [acme] = await selectRows<{ id: string; channel: string }>(
      t.db,
      sql`select c.id, p.id as channel from companies c
        join content_providers p on p.company_id = c.id
        where c.company_id = 'acme' and p.is_deleted = 0 order by p.id limit 1`,
    );
    const companyId = acme?.id ?? '';
    // One connection throughout: the plans and the size classes belong to the session.
    await t.db.transaction(async (tx) => {
      const db: Database = tx;
      await db.execute(sql`delete from mobile_user_devices where id = (
          select id from mobile_user_devices where company_id = ${companyId} limit 1)`);
      expect(await sizeClass(db, 'mobile_user_devices')).toBe('0');

      // 1,200 new registered members following a channel, then a token for each: a release
      // wave, one statement each.
      await db.execute(sql`with added as (
          insert into mobile_users (company_id, email, platform, registered, is_active)
          select ${companyId}, 'wave' || g || '@acme.test', 'android', true, 1
          from generate_series(1, 1200) g returning id)
        insert into channel_followers (mobile_user_id, content_provider_id)
        select id, ${acme?.channel ?? ''}::uuid from added`);
      await db.execute(sql`insert into mobile_user_devices (company_id, mobile_user_id,
          push_token, platform)
        select ${companyId}, id, 'wave-token-' || id, 'android' from mobile_users
        where email like 'wave%@acme.test'`);
      expect(await sizeClass(db, 'mobile_users')).toBe('2');
      expect(await sizeClass(db, 'mobile_user_devices')).toBe('2');

      // The provider renews every token in place: nobody's push reach changes.
      await db.execute(sql`update mobile_user_devices set push_token = push_token || '-renewed'
        where push_token like 'wave-token-%'`);
      expect(await withoutPushToken(db)).toBe(0);
      // Phones change hands in one statement: the first 100 members' tokens pass to the next
      // 100, who keep theirs too. The first 100 lose their push reach.
      await db.execute(sql`update mobile_user_devices d set mobile_user_id = b.id
        from mobile_users a, mobile_users b
        where d.mobile_user_id = a.id and a.email like 'wave%@acme.test'
          and split_part(substr(a.email, 5), '@', 1)::int <= 100
          and b.email = 'wave' || (split_part(substr(a.email, 5), '@', 1)::int + 100)
            || '@acme.test'`);
      expect(await withoutPushToken(db)).toBe(100);
      const moved = await reach(db, companyId);
      expect(moved.kept).toEqual(moved.counted);

      // Their tokens go in one statement: 1,200 members lose their push reach.
      await db.execute(sql`delete from mobile_user_devices where push_token like 'wave-token-%'`);
      expect(await sizeClass(db, 'mobile_user_devices')).toBe('2');
      expect(await sizeClass(db, 'mobile_users')).toBe('2');
      // And one member's edit afterwards is planned small again.
      await db.execute(sql`update mobile_users set first_name = 'Wave'
        where email = 'wave1@acme.test'`);
      expect(await sizeClass(db, 'mobile_users')).toBe('0');

      const { kept, counted } = await reach(db, companyId);
      expect(counted.length).toBeGreaterThan(1);
      expect(kept).toEqual(counted);
    });
  });
});
