import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AuditLogFilter } from '../../contract/auditLog';
import { openPostgres, type DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { seedDemo } from '../../server/db/seed/demo';
import { createAuditLogRepository } from '../../server/modules/auditLog/repository';
import type { Scope } from '../../server/plugins/tenancy';
import { startApiServer } from './apiServer';
import { ms, percentile, timeEach } from './stats';

/**
 * `npm run bench:audit`: the audit log at 10 million entries on PostgreSQL. Fills its own database
 * (AUDIT_BENCH_URL, default tidings_audit_bench on 127.0.0.1) with generate_series, a year of
 * monthly partitions, then times the first page of each filter kind (company-scoped and across
 * every company) as bare repository calls and through the HTTP API, and a CSV export.
 */
const URL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/tidings_audit_bench';
const url = process.env.AUDIT_BENCH_URL ?? URL_DEFAULT;
const ENTRIES = Number(process.env.AUDIT_ENTRIES ?? 10_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const API_PORT = Number(process.env.AUDIT_BENCH_API_PORT ?? 4541);
const MONTHS = 12;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function ensureDatabase(): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await admin.end();
  }
}

const count = async (database: DatabaseHandle) =>
  (await selectRows<{ n: string }>(database.db, sql`select count(*)::text as n from audit_log`))[0]
    ?.n ?? '0';

/**
 * ENTRIES rows over the last MONTHS months: 60% in acme (the demo company, so the API can be
 * asked as its admin), the rest over 40 other companies; 200 admins, acme's real ones among
 * them; target types, methods and a 1% share of refusals spread as a console's use would.
 */
async function fill(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const have = Number(await count(database));
  if (have >= ENTRIES) {
    say(`  ${have.toLocaleString('en-US')} entries already there`);
    return;
  }
  await db.execute(sql`select audit_log_ensure_partitions(1, ${MONTHS})`);
  const indexes = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'audit_log' and indexname <> 'audit_log_at_id_pk'`,
  );
  const started = performance.now();
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  const chunk = 1_000_000;
  for (let done = have; done < ENTRIES; done += chunk) {
    const rows = Math.min(chunk, ENTRIES - done);
    await db.execute(sql`
      with acme as (select id from companies where company_id = 'acme'),
        acme_admins as (
          select array_agg(a.id order by a.email) as ids from admin_users a, acme
          where a.company_id = acme.id),
        g as (select i, random() as r, random() as r2, random() as r3 from generate_series(1, ${rows}) i)
      insert into audit_log (at, admin_id, admin_group, company_id, method, route, target_type,
        target_id, outcome, status, changes)
      select
        now() - (random() * ${MONTHS * 30} * interval '1 day'),
        case when g.r < 0.6 then
          (select ids[1 + (g.i % cardinality(ids))] from acme_admins)
        else md5('admin' || (g.i % 200))::uuid end,
        case when g.i % 10 = 0 then 1 else 4 end,
        case when g.r < 0.6 then (select id from acme) else md5('company' || (g.i % 40))::uuid end,
        (array['POST', 'POST', 'PUT', 'PUT', 'DELETE', 'GET'])[1 + floor(g.r2 * 6)::int],
        '/user/groups/:id',
        (array['userGroup', 'message', 'message', 'mobileUser', 'mobileUser', 'admin', 'company', 'channel', 'role'])[1 + floor(g.r3 * 9)::int],
        md5('target' || (g.i % 100000))::uuid::text,
        case when g.i % 100 = 0 then 'refused' else 'succeeded' end,
        case when g.i % 100 = 0 then 403 else 200 end,
        case when g.i % 3 = 0 then '[{"table":"user_groups","op":"update","id":"x","old":{"name":"Old"},"new":{"name":"New"}}]'::jsonb else '[]'::jsonb end
      from g`);
    say(
      `  ${(done + rows).toLocaleString('en-US')} entries (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  const indexed = performance.now();
  // pg_indexes shows a partitioned table's index as made ON ONLY the parent; made on the
  // parent, it is built on every partition.
  for (const index of indexes) {
    await db.execute(sql.raw(index.definition.replace(' ON ONLY ', ' ON ')));
  }
  await db.execute(sql`analyze audit_log`);
  say(
    `  filled in ${((indexed - started) / 1000).toFixed(0)} s, indexed and analysed in ${((performance.now() - indexed) / 1000).toFixed(0)} s`,
  );
}

interface Case {
  name: string;
  scope: Scope;
  filter: (i: number) => AuditLogFilter;
}

function line(name: string, durations: number[]): string {
  return `  ${name.padEnd(44)} p50 ${ms(percentile(durations, 50)).padStart(9)}  p95 ${ms(percentile(durations, 95)).padStart(9)}`;
}

async function main() {
  await ensureDatabase();
  const database = openPostgres(url, 4);
  await database.migrate();
  await seedDemo(database.db);
  say(
    `audit log bench on ${new URL(url).pathname.slice(1)}: ${ENTRIES.toLocaleString('en-US')} entries`,
  );
  await fill(database);
  const { db } = database;
  const [acme] = await selectRows<{ id: string }>(
    db,
    sql`select id from companies where company_id = 'acme'`,
  );
  const admins = await selectRows<{ id: string }>(
    db,
    sql`select id from admin_users where company_id = ${acme?.id ?? null} order by email`,
  );
  if (!acme || admins.length === 0) throw new Error('no acme or no admins');
  const company: Scope = {
    kind: 'company',
    adminId: admins[0]?.id ?? '',
    companyId: acme.id,
    companySlug: 'acme',
  };
  const platform: Scope = { kind: 'platform', adminId: '', companyId: null, companySlug: null };
  const types = [
    'userGroup',
    'message',
    'mobileUser',
    'admin',
    'company',
    'channel',
    'role',
  ] as const;
  const methods = ['POST', 'PUT', 'DELETE', 'GET'] as const;
  const day = 24 * 60 * 60 * 1000;
  const daysAgo = (n: number) => new Date(Date.now() - n * day).toISOString();
  const cases: Case[] = [
    { name: 'company: no filter', scope: company, filter: () => ({}) },
    {
      name: 'company: by person',
      scope: company,
      filter: (i) => ({ admin: admins[i % admins.length]?.id ?? '' }),
    },
    {
      name: 'company: by target type',
      scope: company,
      filter: (i) => ({ targetType: types[i % types.length] }),
    },
    {
      name: 'company: by action',
      scope: company,
      filter: (i) => ({ method: methods[i % methods.length] }),
    },
    { name: 'company: refused only', scope: company, filter: () => ({ outcome: 'refused' }) },
    { name: 'company: last 7 days', scope: company, filter: () => ({ from: daysAgo(7) }) },
    {
      name: 'company: a week 5 months ago',
      scope: company,
      filter: (i) => ({ from: daysAgo(150 + (i % 7)), to: daysAgo(143 + (i % 7)) }),
    },
    {
      name: 'company: person + target + week',
      scope: company,
      filter: (i) => ({
        admin: admins[i % admins.length]?.id ?? '',
        targetType: types[i % types.length],
        from: daysAgo(60),
        to: daysAgo(53),
      }),
    },
    { name: 'platform: every company', scope: platform, filter: () => ({}) },
    {
      name: 'platform: by target type',
      scope: platform,
      filter: (i) => ({ targetType: types[i % types.length] }),
    },
    {
      name: 'platform: by action',
      scope: platform,
      filter: (i) => ({ method: methods[i % methods.length] }),
    },
  ];

  const repository = createAuditLogRepository(db);
  say('\nfirst page (25 entries), bare repository call (SQL and row mapping):');
  for (const item of cases) {
    await repository.page(item.scope, item.filter(0), null, 25);
    const durations = await timeEach(CALLS, (i) =>
      repository.page(item.scope, item.filter(i), null, 25),
    );
    say(line(item.name, durations));
  }
  say('\nsecond page by cursor, company: no filter:');
  const first = await repository.page(company, {}, null, 25);
  const cursor = first.nextCursor?.split(':');
  const durations = await timeEach(CALLS, () =>
    repository.page(
      company,
      {},
      cursor ? { atMicros: cursor[0] ?? '', id: cursor[1] ?? '' } : null,
      25,
    ),
  );
  say(line('company: page 2', durations));

  say('\nthrough the HTTP API (compiled server), as admin@acme.test and super@tidings.test:');
  const api = await startApiServer({ DATABASE_URL: url, DELIVERY_WORKER: 'off' }, API_PORT);
  try {
    const tokenOf = async (email: string) => {
      const response = await fetch(`${api.url}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      const body = (await response.json()) as { data?: { token?: string } };
      if (!body.data?.token) throw new Error(`sign-in of ${email} failed`);
      return body.data.token;
    };
    const tokens = {
      company: await tokenOf('admin@acme.test'),
      platform: await tokenOf('super@tidings.test'),
    };
    for (const item of cases) {
      const token = item.scope.kind === 'platform' ? tokens.platform : tokens.company;
      const get = async (i: number) => {
        const query = new URLSearchParams({ ...item.filter(i), limit: '25' });
        const response = await fetch(`${api.url}/audit-log?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.status !== 200)
          throw new Error(`${item.name}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      await get(0);
      say(line(item.name, await timeEach(CALLS, get)));
    }
    say('\nCSV export (streamed, at most 100,000 rows):');
    for (const [name, query, token] of [
      ['company: deletions', 'method=DELETE', tokens.company],
      ['company: refused only', 'outcome=refused', tokens.company],
    ] as const) {
      const started = performance.now();
      const response = await fetch(`${api.url}/audit-log/csv?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await response.text();
      const rows = text.split('\r\n').length - 2;
      const seconds = (performance.now() - started) / 1000;
      say(
        `  ${name.padEnd(44)} ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(2)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s)`,
      );
    }
  } finally {
    await api.stop();
  }
  const [size] = await selectRows<{ total: string }>(
    db,
    sql`select pg_size_pretty(sum(pg_total_relation_size(inhrelid))) as total from pg_inherits where inhparent = 'audit_log'::regclass`,
  );
  say(`\naudit_log on disk (every partition, with indexes): ${size?.total ?? '?'}`);
  await database.close();
}

await main();
