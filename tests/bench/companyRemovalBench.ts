import { sql } from 'drizzle-orm';
import { openPostgres } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { contentProviders } from '../../server/db/schema/channels';
import { companies } from '../../server/db/schema/companies';
import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { seedLargeCompany } from '../../server/db/seed/large';
import { startApiServer } from './apiServer';
import { largeAcme } from './largeCompany';

/**
 * `npm run bench:company-removal`: an organisation of BENCH_REMOVAL_USERS members (a million by
 * default: channels followed, groups, chats, as `seed:large` writes them) deactivated and deleted
 * by the platform admin through the API, beside acme with BENCH_USERS members (seeded once and
 * reused), on PostgreSQL (DATABASE_URL, stock settings). Timed: the DELETE as the console waits
 * for it. Checked: nothing of the organisation is left, and acme's counters are as they were.
 */
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const REMOVED = Number(process.env.BENCH_REMOVAL_USERS ?? 1_000_000);
const TARGET_SECONDS = 120;
const say = (line: string) => process.stdout.write(`${line}\n`);
const figure = (n: number) => n.toLocaleString('en-US');

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:company-removal runs on PostgreSQL: set DATABASE_URL');

const database = openPostgres(databaseUrl, 2);
const { db } = database;

/** acme's kept counts, summed table by table: what a removal of another organisation keeps. */
async function acmeCounters(acme: string) {
  const [row] = await selectRows<Record<string, string>>(
    db,
    sql`select
      (select coalesce(sum(users), 0) from channel_user_counts where company_id = ${acme}) as channels,
      (select coalesce(sum(users), 0) from dashboard_user_counts where company_id = ${acme}) as dashboard,
      (select coalesce(sum(users), 0) from mobile_user_reach_counts where company_id = ${acme}) as reach,
      (select coalesce(sum(c.users), 0) from user_group_counts c
        join user_groups g on g.id = c.group_id where g.company_id = ${acme}) as groups,
      (select coalesce(sum(c.users), 0) from user_group_channel_counts c
        join user_groups g on g.id = c.group_id where g.company_id = ${acme}) as group_channels`,
  );
  return JSON.stringify(row);
}

async function api(url: string, path: string, init: RequestInit & { token?: string }) {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.message ?? ''}`);
  return body.data;
}

const NAME = 'Removal Bench Union';

/** An organisation a run that stopped before its DELETE left behind, seeded in full. */
async function leftByEarlierRun() {
  const [row] = await selectRows<{ id: string; slug: string; members: number }>(
    db,
    sql`select c.id, c.company_id as slug,
        (select count(*)::int from mobile_users u where u.company_id = c.id) as members
      from companies c where c.name = ${NAME} order by c.date_created desc limit 1`,
  );
  return row && row.members >= REMOVED ? row : null;
}

/** A deactivated organisation with two channels, filled with REMOVED members. */
async function seedOrganisation() {
  const slug = `removal-${Date.now().toString(36)}`;
  const [company] = await db
    .insert(companies)
    .values({ companyId: slug, name: NAME, isActive: 0 })
    .returning({ id: companies.id });
  if (!company) throw new Error('could not make the organisation');
  const channel = async (isLocal: boolean, allowRegistration: boolean, suffix: string) => {
    const [row] = await db
      .insert(contentProviders)
      .values({
        companyId: company.id,
        clientName: `Removal ${suffix}`,
        email: `${suffix}@${slug}.test`,
        isLocal,
        allowRegistration,
        isCompanyDefault: isLocal,
        inviteId: `${slug}-${suffix}`,
      })
      .returning({ id: contentProviders.id });
    if (!row) throw new Error('could not make a channel');
    return row.id;
  };
  const primaryChannelId = await channel(true, false, 'primary');
  const hybridChannelId = await channel(false, true, 'hybrid');
  say(`seeding ${figure(REMOVED)} members into ${slug}...`);
  await seedLargeCompany(db, {
    companyId: company.id,
    slug,
    users: REMOVED,
    primaryChannelId,
    hybridChannelId,
    parallel: 2,
    log: say,
  });
  return { id: company.id, slug };
}

try {
  const acme = await largeAcme(database, USERS, say);
  const organisation = (await leftByEarlierRun()) ?? (await seedOrganisation());
  const { slug } = organisation;
  await db.execute(sql`vacuum analyze mobile_users`);
  const before = await acmeCounters(acme);

  const port = 4700 + Math.floor(Math.random() * 200);
  const server = await startApiServer({ DATABASE_URL: databaseUrl }, port);
  let seconds = 0;
  let peak: number | null = null;
  try {
    const login = await api(server.url, '/user/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'super@tidings.test', password: DEMO_PASSWORD }),
    });
    const started = performance.now();
    await api(server.url, `/company/${slug}`, { method: 'DELETE', token: login?.token });
    seconds = (performance.now() - started) / 1000;
    peak = await server.peakRssMb();
  } finally {
    // A refused call must not leave the API running behind the bench.
    await server.stop();
  }

  const [left] = await selectRows<{ n: number }>(
    db,
    sql`select ((select count(*) from mobile_users where company_id = ${organisation.id})
      + (select count(*) from companies where id = ${organisation.id}))::int as n`,
  );
  const kept = (await acmeCounters(acme)) === before;
  say(`\n${figure(REMOVED)} members removed with their organisation, acme at ${figure(USERS)}:`);
  say('| figure | measured | target | met |');
  say('|---|---|---|---|');
  say(
    `| DELETE /company/{id} | ${seconds.toFixed(1)} s (${figure(Math.round(REMOVED / seconds))} members a second) | < ${TARGET_SECONDS} s | ${seconds < TARGET_SECONDS ? 'yes' : 'NO'} |`,
  );
  say(`| rows of it left | ${left?.n ?? '?'} | 0 | ${left?.n === 0 ? 'yes' : 'NO'} |`);
  say(
    `| acme's counters | ${kept ? 'as before' : 'CHANGED'} | as before | ${kept ? 'yes' : 'NO'} |`,
  );
  say(`| API peak RSS | ${peak?.toFixed(0) ?? '?'} MB | | |`);
  if (left?.n !== 0 || !kept) process.exitCode = 1;
} finally {
  await database.close();
}
