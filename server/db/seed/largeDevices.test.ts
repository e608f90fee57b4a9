import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../rows';
import { seedLargeCompany } from './large';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the large seed', () => {
  it("gives registered users their app's push token, all but one in fifty", async () => {
    const companyId = await t.companyIdOf('globex');
    const channels = await selectRows<{ id: string }>(
      t.db,
      sql`select id::text from content_providers where company_id = ${companyId} order by id limit 2`,
    );
    await seedLargeCompany(t.db, {
      companyId,
      slug: 'globex',
      users: 500,
      primaryChannelId: channels[0]?.id ?? '',
      hybridChannelId: channels[1]?.id ?? channels[0]?.id ?? '',
      bulk: false,
    });
    const [row] = await selectRows<{ registered: number; with_token: number; devices: number }>(
      t.db,
      sql`select count(*) filter (where registered)::int as registered,
          count(*) filter (where registered and has_push_token)::int as with_token,
          (select count(*)::int from mobile_user_devices d join mobile_users m
            on m.id = d.mobile_user_id where m.userid like 'L%') as devices
        from mobile_users where company_id = ${companyId} and userid like 'L%'`,
    );
    expect(row?.registered).toBe(400);
    expect(row?.with_token).toBe(390);
    expect(row?.devices).toBe(390);
  });

  it('writes chunks two at once and builds the dropped indexes again, counters right', async () => {
    const companyId = await t.companyIdOf('acme');
    const channels = await selectRows<{ id: string }>(
      t.db,
      sql`select id::text from content_providers where company_id = ${companyId} order by id limit 2`,
    );
    const indexes = () =>
      selectRows<{ name: string }>(
        t.db,
        sql`select indexname as name from pg_indexes where schemaname = current_schema()
          and tablename in ('mobile_users', 'mobile_user_search', 'channel_followers')
          order by 1`,
      );
    const before = await indexes();
    await seedLargeCompany(t.db, {
      companyId,
      slug: 'acme',
      users: 700,
      chunk: 200,
      parallel: 2,
      bulk: true,
      primaryChannelId: channels[0]?.id ?? '',
      hybridChannelId: channels[1]?.id ?? channels[0]?.id ?? '',
    });
    expect(await indexes()).toEqual(before);
    const [row] = await selectRows<{ seeded: number; kept: number; counted: number }>(
      t.db,
      sql`select
          (select count(*)::int from mobile_users
            where company_id = ${companyId} and userid like 'L%') as seeded,
          (select sum(users)::int from mobile_user_counts where company_id = ${companyId}) as kept,
          (select count(*)::int from mobile_users
            where company_id = ${companyId} and is_deleted = 0) as counted`,
    );
    expect(row?.seeded).toBe(700);
    expect(row?.kept).toBe(row?.counted);
  });
});
