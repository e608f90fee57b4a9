import { sql } from 'drizzle-orm';
import { USER_GROUP } from '../../contract/adminGroups';
import type { Database } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';

/**
 * The dispatch bench's company: `pushUsers` registered app users, each with one live push token
 * (three in five Android with an FCM-shaped token, two in five iOS with a 64-hex APNs token), and
 * `smsUsers` unregistered users with a phone number, all following one channel that sends SMS to
 * unregistered users and has text credits for thousands of runs. Written inside PostgreSQL
 * (generate_series), a chunk of users per statement with their devices and follows, through the
 * same triggers as any insert, so every kept counter (mobile_user_counts, the reach counts, the
 * search table) is right. One company per size, so sizes can share a database.
 */
export interface DispatchCompany {
  companyId: string;
  slug: string;
  channelId: string;
  adminId: string;
  pushUsers: number;
  /** Of the push users, those on Android (FCM); the rest are on iOS (APNs). */
  androidUsers: number;
  smsUsers: number;
}

/** Users 1..n are on Android when n % 5 is 0, 1 or 2: three in five. */
export function androidOf(pushUsers: number): number {
  const rest = pushUsers % 5;
  return Math.floor(pushUsers / 5) * 3 + Math.min(rest, 2);
}

const READY = 'Dispatch bench';
const SEEDING = 'Dispatch bench (seeding)';

/** Tables the load writes; their secondary indexes are cheaper built once afterwards. */
const BULK_TABLES = [
  'mobile_users',
  'mobile_user_search',
  'mobile_user_search_sample',
  'mobile_user_search_small_sample',
  'channel_followers',
  'mobile_user_devices',
];

/** Indexes the counter triggers look follows and memberships up by while the load runs. */
const KEPT_INDEXES = ['channel_followers_user_idx', 'user_group_members_user_group_idx'];

async function dropSecondaryIndexes(db: Database): Promise<string[]> {
  const indexes = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = any(${`{${BULK_TABLES.join(',')}}`}::text[])
        and indexdef not like 'CREATE UNIQUE%'
        and indexname <> all(${`{${KEPT_INDEXES.join(',')}}`}::text[])`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index if exists "${name}"`));
  return indexes.map((index) => index.definition);
}

async function found(db: Database, slug: string) {
  const [row] = await selectRows<{
    company_id: string;
    name: string;
    channel_id: string | null;
    admin_id: string | null;
  }>(
    db,
    sql`select c.id::text as company_id, c.name,
        (select p.id::text from content_providers p
          where p.company_id = c.id and p.client_name = 'Dispatch bench channel') as channel_id,
        (select a.id::text from admin_users a where a.company_id = c.id limit 1) as admin_id
      from companies c where c.company_id = ${slug}`,
  );
  return row ?? null;
}

/** The company for these sizes: found when an earlier run seeded it whole, else seeded now. */
export async function ensureDispatchCompany(
  db: Database,
  sizes: { pushUsers: number; smsUsers: number },
  log: (line: string) => void = () => {},
): Promise<DispatchCompany> {
  const { pushUsers, smsUsers } = sizes;
  const slug = `dispatch-bench-${pushUsers}-${smsUsers}`;
  const existing = await found(db, slug);
  if (existing?.name === READY && existing.channel_id && existing.admin_id) {
    log(`  reusing ${slug}`);
    return {
      companyId: existing.company_id,
      slug,
      channelId: existing.channel_id,
      adminId: existing.admin_id,
      pushUsers,
      androidUsers: androidOf(pushUsers),
      smsUsers,
    };
  }
  if (existing)
    throw new Error(
      `the company ${slug} was left half seeded by an interrupted run: drop the bench database ` +
        '(or that company) and run again',
    );

  const started = performance.now();
  const [made] = await selectRows<{ company_id: string; channel_id: string; admin_id: string }>(
    db,
    sql`with c as (
        insert into companies (company_id, name) values (${slug}, ${SEEDING}) returning id),
      ch as (
        insert into content_providers (company_id, client_name, contact_name, email,
          unregistered_member_messaging, purchased_off_app_text_credits_remaining)
        select id, 'Dispatch bench channel', 'Bench', ${`channel@${slug}.test`}, true, 1000000000
        from c returning id, company_id),
      a as (
        insert into admin_users (company_id, email, password_hash, first_name, last_name, user_group)
        select id, ${`admin@${slug}.test`}, 'not-a-password-hash', 'Bench', 'Admin',
          ${USER_GROUP.admin} from c returning id)
      select (select id::text from c) as company_id, (select id::text from ch) as channel_id,
        (select id::text from a) as admin_id`,
  );
  if (!made) throw new Error('could not create the dispatch bench company');
  const company = sql`${made.company_id}::uuid`;
  const channel = sql`${made.channel_id}::uuid`;
  const bulk = pushUsers + smsUsers >= 100_000;
  const dropped = bulk ? await dropSecondaryIndexes(db) : [];
  const chunk = 100_000;

  for (let start = 1; start <= pushUsers; start += chunk) {
    const end = Math.min(pushUsers, start + chunk - 1);
    // has_push_token is written with the user, so the tokens' trigger finds nothing to flip.
    await db.execute(sql`
      with u as (
        insert into mobile_users (company_id, userid, first_name, last_name, platform, is_active,
          registered, has_push_token, country, state, date_created)
        select ${company}, 'P' || g, 'Push', 'User ' || g,
          case when g % 5 < 3 then 'android' else 'ios' end, 1, true, true, 'US',
          (array['CA','NY','TX','IL','WA'])[1 + g % 5],
          now() - ((g::bigint * 7919) % 31536000) * interval '1 second'
        from generate_series(${start}::int, ${end}::int) g
        returning id, platform, (substring(userid from 2))::int as g
      ), devices as (
        insert into mobile_user_devices (company_id, mobile_user_id, push_token, platform,
          app_version)
        select ${company}, id,
          case when platform = 'android'
            then 'd' || g || ':APA91b' || md5('a' || g) || md5('b' || g) || md5('c' || g)
              || md5('d' || g)
            else md5('i' || g) || md5('j' || g) end,
          platform, '4.2.0'
        from u
      )
      insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${channel} from u`);
    log(`  ${end.toLocaleString('en-US')} app users with a push token`);
  }
  for (let start = 1; start <= smsUsers; start += chunk) {
    const end = Math.min(smsUsers, start + chunk - 1);
    await db.execute(sql`
      with u as (
        insert into mobile_users (company_id, userid, first_name, last_name, phone, platform,
          is_active, registered, country, state)
        select ${company}, 'S' || g, 'Text', 'Member ' || g,
          '+1555' || lpad(g::text, 7, '0'), 'android', 1, false, 'US',
          (array['CA','NY','TX','IL','WA'])[1 + g % 5]
        from generate_series(${start}::int, ${end}::int) g
        returning id
      )
      insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${channel} from u`);
    log(`  ${end.toLocaleString('en-US')} unregistered members with a phone`);
  }
  if (dropped.length > 0) {
    log('  building indexes...');
    await db.execute(sql`set maintenance_work_mem = '256MB'`).catch(() => undefined);
    for (const definition of dropped) await db.execute(sql.raw(definition));
  }
  await db.execute(sql.raw(`vacuum (analyze) ${BULK_TABLES.join(', ')}`));
  await db.execute(sql`update companies set name = ${READY} where id = ${company}`);
  log(`  seeded ${slug} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return {
    companyId: made.company_id,
    slug,
    channelId: made.channel_id,
    adminId: made.admin_id,
    pushUsers,
    androidUsers: androidOf(pushUsers),
    smsUsers,
  };
}
