import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { selectRows } from '../rows';

const FIRST = `array['Ava','Ben','Cara','Dev','Eli','Fay','Gil','Hana','Ivo','Jun','Kai','Lena','Milo','Nia','Omar','Pia','Quinn','Rosa','Sam','Tess']`;
const LAST = `array['Alvarez','Brooks','Chen','Diaz','Evans','Fischer','Garcia','Hughes','Ito','Jones','Khan','Lopez','Moreau','Novak','Okafor','Park']`;
const GROUPS = 20;

/** Tables a bulk load writes; their secondary indexes are cheaper built once afterwards. */
const BULK_TABLES = [
  'mobile_users',
  'mobile_user_search',
  'channel_followers',
  'user_group_members',
];

/**
 * Indexes kept through the load: the counter triggers (migrations 0018 and 0022) look up each
 * new membership's follows and each new follow's memberships by user, and without these every
 * chunk's lookups would scan the whole table.
 */
const KEPT_INDEXES = ['channel_followers_user_idx', 'user_group_members_user_group_idx'];

/**
 * Drops the non-unique indexes of the bulk-loaded tables and returns their definitions, so they
 * can be built once after the load instead of maintained row by row. Unique ones (the keys) and
 * the ones the triggers need stay.
 */
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

export interface LargeSeedOptions {
  companyId: string;
  slug: string;
  users: number;
  primaryChannelId: string;
  hybridChannelId: string;
  chunk?: number;
  log?: (line: string) => void;
}

/**
 * Fills one company with generated app users, entirely inside PostgreSQL (generate_series), so a
 * million rows take seconds rather than a million round trips. Each user gets a deterministic
 * spread of platforms, statuses, versions, custom fields, channels and groups from its number.
 */
export async function seedLargeCompany(db: Database, options: LargeSeedOptions) {
  const log = options.log ?? (() => {});
  const chunk = options.chunk ?? 100_000;
  const run = Date.now().toString(36);
  const bulk = options.users >= 100_000;
  const dropped = bulk ? await dropSecondaryIndexes(db) : [];

  const groups = await selectRows<{ id: string }>(
    db,
    sql`insert into user_groups (company_id, name, description)
      select ${options.companyId}, 'Large group ' || ${run} || '-' || n, 'Generated for load tests'
      from generate_series(1, ${GROUPS}) n returning id`,
  );
  const groupIds = sql.raw(`array[${groups.map((g) => `'${g.id}'::uuid`).join(',')}]`);
  const primary = sql`${options.primaryChannelId}::uuid`;
  const hybrid = sql`${options.hybridChannelId}::uuid`;

  // One statement per chunk writes the users and everything hanging off them, so no pass ever
  // has to find the new users again among the company's existing ones.
  for (let start = 1; start <= options.users; start += chunk) {
    const end = Math.min(options.users, start + chunk - 1);
    await db.execute(sql`
      with u as (
        insert into mobile_users (company_id, userid, email, first_name, last_name, phone, platform,
          is_active, version, registered, is_recovered, is_paid, funded_provider, state, zipcode,
          country, type, custom_fields, im_disabled, is_daily_deal, date_created)
        select ${options.companyId}, ${`L${run}-`} || g,
          lower((${sql.raw(FIRST)})[1 + g % 20] || '.' || (${sql.raw(LAST)})[1 + (g / 20) % 16]) || '.' || ${run} || g || '@' || ${options.slug} || '-members.test',
          (${sql.raw(FIRST)})[1 + g % 20], (${sql.raw(LAST)})[1 + (g / 20) % 16],
          '+1' || lpad((g % 10000000000)::text, 10, '0'),
          case when g % 20 < 11 then 'ios' when g % 20 < 19 then 'android' else 'web' end,
          case when g % 10 = 0 then 0 else 1 end,
          case when g % 10 < 7 then 2 else 1 end,
          g % 5 <> 0, g % 50 = 0, g % 3 = 0,
          case when g % 10 = 3 then 'co-op' end,
          (array['CA','NY','TX','IL','WA'])[1 + g % 5], lpad((g % 99999)::text, 5, '0'), 'US',
          (array['member','member','member','retiree','apprentice'])[1 + g % 5],
          jsonb_build_object('Local', (array['12','47','101'])[1 + g % 3], 'Shift', (array['Day','Night'])[1 + g % 2]),
          g % 10 = 1, g % 5 = 2,
          now() - ((g::bigint * 7919) % 31536000) * interval '1 second'
        from generate_series(${start}::int, ${end}::int) g
        returning id, (substring(userid from '[0-9]+$'))::int as g
      ), followers as (
        insert into channel_followers (mobile_user_id, content_provider_id)
        select id, ${primary} from u where g % 2 = 0
        union all select id, ${hybrid} from u where g % 10 < 3
      ), members as (
        insert into user_group_members (group_id, mobile_user_id)
        select (${groupIds})[1 + g % ${GROUPS}], id from u where g % 4 <> 0
        union all select (${groupIds})[1 + (g / 7) % ${GROUPS}], id from u
          where g % 9 = 0 and (g % 4 = 0 or (g / 7) % ${GROUPS} <> g % ${GROUPS})
      ), conversations as (
        insert into chat_conversations (content_provider_id, mobile_user_id, last_message_at)
        select ${primary}, id, now() - (g % 1000) * interval '1 minute' from u where g % 500 = 0
        returning id, last_message_at
      )
      insert into chat_messages (conversation_id, from_channel, body, sent_at, read_at)
      select c.id, n % 2 = 1, 'Message ' || n, c.last_message_at - (5 - n) * interval '3 minutes',
        case when n < 4 then c.last_message_at end
      from conversations c cross join generate_series(0, 4) n`);
    log(`  ${end.toLocaleString('en-US')} users with channels, groups and chat`);
  }

  if (dropped.length > 0) {
    log('  building indexes...');
    await db.execute(sql`set maintenance_work_mem = '256MB'`).catch(() => undefined);
    for (const definition of dropped) await db.execute(sql.raw(definition));
  }
  // A vacuum as well as fresh statistics: it marks the new pages all-visible, as they are in a
  // table at rest, so index-only scans (deep pages, the fan-out walk) need not visit the table.
  await db.execute(sql.raw(`vacuum (analyze) ${BULK_TABLES.join(', ')}`));
}
