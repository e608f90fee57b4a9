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
  'mobile_user_search_sample',
  'mobile_user_search_small_sample',
  'channel_followers',
  'user_group_members',
  'mobile_user_devices',
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

/**
 * Builds the dropped indexes, `parallel` at a time, the GIN ones (the slowest) first, each in
 * a transaction of its own with more memory than PostgreSQL's default 64 MB, so a GIN build
 * gathers its entries in fewer passes.
 */
async function buildIndexes(db: Database, definitions: string[], parallel: number) {
  const isGin = (definition: string) => (definition.includes('USING gin') ? 0 : 1);
  const queue = [...definitions].sort((a, b) => isGin(a) - isGin(b));
  const build = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const definition = next;
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
        await tx.execute(sql.raw(definition));
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, build));
}

export interface LargeSeedOptions {
  companyId: string;
  slug: string;
  users: number;
  primaryChannelId: string;
  hybridChannelId: string;
  chunk?: number;
  /** Drop and rebuild the secondary indexes around the load (default: from 100,000 users). */
  bulk?: boolean;
  /**
   * Chunks written at once, each on a connection of its own (PostgreSQL; PGlite has one). The
   * counter triggers lock their rows in one order, so two chunks wait on each other briefly
   * at their ends instead of deadlocking.
   */
  parallel?: number;
  log?: (line: string) => void;
}

/**
 * Fills one company with generated app users, entirely inside PostgreSQL (generate_series), so a
 * million rows take seconds rather than a million round trips. Each user gets a deterministic
 * spread of platforms, statuses, versions, custom fields, channels and groups from its number.
 */
export async function seedLargeCompany(db: Database, options: LargeSeedOptions) {
  const log = options.log ?? (() => {});
  // Some trigger statements still read a whole table once a chunk (a hash join PostgreSQL finds
  // cheaper than 100,000 lookups): fewer, larger chunks read it fewer times.
  const chunk = options.chunk ?? (options.users >= 2_000_000 ? 500_000 : 100_000);
  const startedAt = Date.now();
  const run = startedAt.toString(36);
  const bulk = options.bulk ?? options.users >= 100_000;
  // Ids in the order the users are written, laid out as UUIDv7 (the run's start in ms, then the
  // user's number), so each chunk appends to the id indexes of the users and of every table
  // keyed by them. Random ids (the app's own) put each chunk's keys on pages all over indexes
  // larger than shared_buffers: every page read back and written whole to the WAL after each
  // checkpoint, a chunk took 12 s at the start and 25 s at 2.5 million users. The last two hex
  // digits are a hash of the number, not its own last digits: the search samples hold the users
  // whose id ends in 0 and in 00 (migrations 0044 and 0088), and a digit following the number
  // would give them only the names of every sixteenth user (five first names in twenty), so
  // common names went uncounted there.
  const idPrefix = `${startedAt.toString(16).padStart(12, '0')}70008`;
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
  const starts: number[] = [];
  for (let start = 1; start <= options.users; start += chunk) starts.push(start);
  let written = 0;
  // The counter and search triggers join each chunk's rows to mobile_users and the follows. On
  // statistics from before the load PostgreSQL takes those tables for small and hashes them
  // whole, seven scans of mobile_users a chunk: a chunk took 11 s at the start and 35 s at 3.5
  // million users. Fresh statistics each time the users double make it look rows up by key, at
  // the same cost at any size (autovacuum would analyze too, when it is on, but not as often).
  let analyzeAt = chunk;
  const writeChunks = async () => {
    for (let start = starts.shift(); start !== undefined; start = starts.shift()) {
      const end = Math.min(options.users, start + chunk - 1);
      await writeChunk(start, end);
      written += end - start + 1;
      log(`  ${written.toLocaleString('en-US')} users with channels, groups and chat`);
      if (written >= analyzeAt && starts.length > 0) {
        analyzeAt = written * 2;
        await db.execute(sql.raw(`analyze ${BULK_TABLES.join(', ')}`));
      }
    }
  };
  const writeChunk = (start: number, end: number) =>
    db.execute(sql`
      with u as (
        insert into mobile_users (id, company_id, userid, email, first_name, last_name, phone,
          platform, is_active, version, registered, is_recovered, is_paid, funded_provider, state,
          zipcode, country, type, custom_fields, im_disabled, is_daily_deal, date_created,
          has_push_token)
        select (${idPrefix} || lpad(to_hex(g), 13, '0') || lpad(to_hex(((g * 2654435761) >> 16) & 255), 2, '0'))::uuid, ${options.companyId},
          ${`L${run}-`} || g,
          lower((${sql.raw(FIRST)})[1 + g % 20] || '.' || (${sql.raw(LAST)})[1 + (g / 20) % 16]) || '.' || ${run} || g || '@' || ${options.slug} || '-members.test',
          (${sql.raw(FIRST)})[1 + g % 20], (${sql.raw(LAST)})[1 + (g / 20) % 16],
          '+1' || lpad((g % 10000000000)::text, 10, '0'),
          case when g % 20 < 11 then 'ios' when g % 20 < 19 then 'android' else 'web' end,
          case when g % 10 = 0 then 0 else 1 end,
          case when g % 10 < 7 then 2 else 1 end,
          g % 5 <> 0, g % 50 = 0, false,
          case when g % 10 = 3 then 'co-op' end,
          (array['CA','NY','TX','IL','WA'])[1 + g % 5], lpad((g % 99999)::text, 5, '0'), 'US',
          (array['member','member','member','retiree','apprentice'])[1 + g % 5],
          jsonb_build_object('Local', (array['12','47','101'])[1 + g % 3], 'Shift', (array['Day','Night'])[1 + g % 2]),
          g % 10 = 1, g % 5 = 2,
          now() - ((g::bigint * 7919) % 31536000) * interval '1 second',
          -- Registered users have the app's push token, but one in fifty whose app is gone.
          g % 5 <> 0 and g % 50 <> 1
        from generate_series(${start}::int, ${end}::int) g
        returning id, company_id, platform, has_push_token, date_created,
          (substring(userid from '[0-9]+$'))::int as g
      ), devices as (
        -- has_push_token is written with the user, so the tokens' trigger finds nothing to flip.
        insert into mobile_user_devices (company_id, mobile_user_id, push_token, platform,
          app_version, created_at, last_seen_at)
        select company_id, id, 'large-' || id::text, platform, '4.2.' || (g % 3), date_created,
          date_created
        from u where has_push_token
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
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 1) }, writeChunks));

  if (dropped.length > 0) {
    log(`  building ${dropped.length} indexes...`);
    await buildIndexes(db, dropped, Math.max(1, options.parallel ?? 1));
  }
  // A vacuum as well as fresh statistics: it marks the new pages all-visible, as they are in a
  // table at rest, so index-only scans (deep pages, the fan-out walk) need not visit the table.
  await db.execute(sql.raw(`vacuum (analyze) ${BULK_TABLES.join(', ')}`));
  await vacuumRewrittenTables(db);
}

/**
 * The counter tables the load's triggers updated once per chunk: a few thousand live rows
 * behind a hundred thousand dead ones at ten million, which every dashboard read walked (3 ms a
 * query instead of 0.3). Autovacuum clears them where it runs; the seed does not wait for it.
 */
async function vacuumRewrittenTables(db: Database): Promise<void> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select quote_ident(relname) as name from pg_stat_user_tables
      where schemaname = 'public' and n_dead_tup > 0 order by relname`,
  );
  if (tables.length === 0) return;
  await db.execute(sql.raw(`vacuum (analyze) ${tables.map(({ name }) => name).join(', ')}`));
}

/** The company the channel list bench fills (`seed:large -- --channels N`). */
export const CHANNELS_BENCH_COMPANY = 'channels-bench';

const CHANNEL_WORDS = `array['Local','Chapter','Branch','Region','Shop floor','Retirees','Apprentices','Stewards','Health & Safety','Contract']`;

export interface LargeChannelsOptions {
  companyId: string;
  slug: string;
  /** Channels to make in the company. */
  channels: number;
  /** Follows to spread over them (about: each generated user follows about eleven channels). */
  followers: number;
  log?: (line: string) => void;
}

/**
 * Fills one company with many channels and many follows, for the channel list at scale: the
 * channels in one statement, app users by seedLargeCompany (two of the channels as its primary
 * and hybrid), then ten more follows per user spread unevenly over the channels (a few large,
 * most small), one chunk of users per statement, so the counter triggers run per statement.
 */
export async function seedLargeChannels(db: Database, options: LargeChannelsOptions) {
  const log = options.log ?? (() => {});
  const run = Date.now().toString(36);
  const made = await selectRows<{ id: string }>(
    db,
    sql`insert into content_providers (company_id, client_name, contact_name, email, is_local,
        allow_registration, price_plan, off_app_text_credits_month,
        off_app_text_credits_used_current_month, purchased_off_app_text_credits_remaining,
        date_created)
      select ${options.companyId},
        (${sql.raw(CHANNEL_WORDS)})[1 + g % 10] || ' ' || g || ' ' || ${run},
        (${sql.raw(FIRST)})[1 + g % 20] || ' ' || (${sql.raw(LAST)})[1 + (g / 20) % 16],
        'channel' || g || '.' || ${run} || '@' || ${options.slug} || '.test',
        g % 7 = 0, g % 5 = 0, 'standard', (g % 4) * 500, (g % 4) * 120, g % 300,
        now() - (g % 1000) * interval '1 hour'
      from generate_series(1, ${options.channels}::int) g
      returning id`,
  );
  const ids = made.map((row) => row.id);
  if (ids.length < 2) throw new Error('--channels must be 2 or more');
  log(`  ${ids.length.toLocaleString('en-US')} channels`);
  const perUser = 10;
  // About 3% of the drawn follows repeat one already drawn for the user and are dropped.
  const users = Math.max(1, Math.round(options.followers / (perUser * 0.97 + 0.8)));
  await seedLargeCompany(db, {
    companyId: options.companyId,
    slug: options.slug,
    users,
    primaryChannelId: ids[0] ?? '',
    hybridChannelId: ids[1] ?? '',
    bulk: true,
    log,
  });
  const channelArray = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const chunk = 20_000;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const [last] = await selectRows<{ id: string | null; n: unknown }>(
      db,
      sql`with u as (
          select id from mobile_users where company_id = ${options.companyId} and id > ${after}::uuid
          order by id limit ${chunk}
        ), follows as (
          insert into channel_followers (mobile_user_id, content_provider_id)
          select distinct u.id,
            (${channelArray})[1 + floor(power(random(), 2.5) * ${ids.length})::int]
          from u cross join generate_series(1, ${perUser}) k
          on conflict do nothing
        )
        select (select id::text from u order by id desc limit 1) as id, count(*) as n from u`,
    );
    if (!last?.id || Number(last.n) === 0) break;
    after = last.id;
    log(`  follows for users up to ${after.slice(0, 8)}...`);
  }
  await db.execute(
    sql`vacuum (analyze) channel_followers, content_providers, channel_usage_counters`,
  );
}
