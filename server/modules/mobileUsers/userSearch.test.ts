import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COLUMNS = sql.raw('company_id, search_text, is_active, registered, version');

/** The search rows the triggers keep, and the same rows derived from the live users. */
async function kept(): Promise<Record<string, unknown>[]> {
  return selectRows(t.db, sql`select user_id, ${COLUMNS} from mobile_user_search order by user_id`);
}
async function derived(): Promise<Record<string, unknown>[]> {
  return selectRows(
    t.db,
    sql`select id as user_id, ${COLUMNS} from mobile_users where is_deleted = 0 order by id`,
  );
}

/** The channel lists the triggers keep, and the same lists read from channel_followers. */
async function keptChannels(): Promise<Record<string, unknown>[]> {
  return selectRows(
    t.db,
    sql`select user_id, array_to_string(channel_ids, ',') as channels from mobile_user_search
      order by user_id`,
  );
}
async function derivedChannels(): Promise<Record<string, unknown>[]> {
  return selectRows(
    t.db,
    sql`select u.id as user_id, coalesce((select string_agg(f.content_provider_id::text, ','
        order by f.content_provider_id) from channel_followers f where f.mobile_user_id = u.id), '')
        as channels
      from mobile_users u where u.is_deleted = 0 order by u.id`,
  );
}

const acmeId = async () => {
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select id from companies where company_id = 'acme'`,
  );
  return row?.id ?? '';
};

describe('mobile_user_search', () => {
  it('starts with one row for each live seeded user', async () => {
    const rows = await derived();
    expect(rows.length).toBeGreaterThan(10);
    expect(await kept()).toEqual(rows);
    expect(await keptChannels()).toEqual(await derivedChannels());
  });

  it("keeps each user's channels through follows, unfollows, moves, deletion and recovery", async () => {
    const channels = await selectRows<{ id: string }>(
      t.db,
      sql`select id from content_providers order by id limit 2`,
    );
    const [first, second] = channels.map((row) => row.id);
    const acme = await acmeId();
    // Users and their follows written by one statement, as the large seed does.
    await t.db.execute(sql`with added as (
        insert into mobile_users (company_id, email, first_name, last_name)
        select ${acme}, 'chan' || g || '@acme.test', 'Chan' || g, 'Nel' from generate_series(1, 30) g
        returning id, email)
      insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${first} from added where email not like 'chan1%'`);
    expect((await keptChannels()).length).toBeGreaterThan(30);
    expect(await keptChannels()).toEqual(await derivedChannels());

    await t.db.execute(sql`insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${second} from mobile_users where email like 'chan2%@acme.test'`);
    await t.db.execute(sql`delete from channel_followers where content_provider_id = ${first}
      and mobile_user_id in (select id from mobile_users where email like 'chan3%@acme.test')`);
    await t.db.execute(sql`update channel_followers set content_provider_id = ${second}
      where content_provider_id = ${first}
        and mobile_user_id in (select id from mobile_users where email like 'chan4%@acme.test')`);
    await t.db.execute(
      sql`update mobile_users set is_deleted = 1 where email like 'chan5%@acme.test'`,
    );
    await t.db.execute(sql`insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${second} from mobile_users where email like 'chan5%@acme.test'`);
    await t.db.execute(
      sql`update mobile_users set is_deleted = 0 where email like 'chan5%@acme.test'`,
    );
    await t.db.execute(sql`delete from mobile_users where email like 'chan6%@acme.test'`);
    expect(await keptChannels()).toEqual(await derivedChannels());
  });

  it('follows inserts, renames, status, soft delete, recovery, hard delete and company moves', async () => {
    const acme = await acmeId();
    await t.db.execute(sql`insert into mobile_users
      (company_id, email, first_name, last_name, is_active, version, registered, is_deleted)
      select ${acme}, 'find' || g || '@acme.test', 'Given' || g, 'Family', g % 2, 1 + g % 2,
        g % 3 = 0, case when g % 7 = 0 then 1 else 0 end
      from generate_series(1, 200) g`);
    expect(await kept()).toEqual(await derived());

    await t.db.execute(sql`update mobile_users set first_name = 'Renamed', email = null
      where email like 'find1%@acme.test'`);
    await t.db.execute(sql`update mobile_users set is_active = 1 - is_active,
      registered = not registered, version = 3 - version where email like 'find2%@acme.test'`);
    await t.db.execute(
      sql`update mobile_users set is_deleted = 1 where email like 'find3%@acme.test'`,
    );
    await t.db.execute(sql`update mobile_users set is_deleted = 0, last_name = 'Back'
      where email like 'find7%@acme.test' or email like 'find14%@acme.test'`);
    await t.db.execute(sql`delete from mobile_users where email like 'find4%@acme.test'`);
    await t.db.execute(sql`update mobile_users
      set company_id = (select id from companies where company_id = 'globex')
      where email like 'find5%@acme.test'`);
    await t.db.execute(sql`update mobile_users set custom_fields = '{"Local":"9"}'
      where email like 'find6%@acme.test'`);
    expect(await kept()).toEqual(await derived());
  });

  it('is rolled back with the change that moved it', async () => {
    const before = await kept();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update mobile_users set last_name = 'Gone', is_deleted = 1`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await kept()).toEqual(before);
  });
});
