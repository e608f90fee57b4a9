import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { contentProviders } from '../db/schema/channels';
import { companies } from '../db/schema/companies';
import { seedDemo } from '../db/seed/demo';
import { CHANNELS_BENCH_COMPANY } from '../db/seed/large';
import { seedLargeChannels, seedLargeCompany } from '../db/seed/large';
import { seedLargeFunnel } from '../db/seed/largeFunnel';
import { loadEnvFile } from '../loadEnvFile';

/**
 * `npm run seed:large -- --users 1000000 --company acme`: load-test data for one company (its
 * app users, and 20 invitation links with a year of funnel counters on its primary channel).
 * `--channels 10000 --followers 1000000` (with `--users 0` to skip the users) fills the company
 * `channels-bench` with that many channels and follows, for the channel list bench. `--parallel 2`
 * (the default) writes two chunks at once on PostgreSQL and builds two indexes at once.
 */
loadEnvFile();
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    company: { type: 'string', default: 'acme' },
    channels: { type: 'string', default: '0' },
    followers: { type: 'string', default: '1000000' },
    // Chunks written at once on PostgreSQL (PGlite has one connection): 300,000 members took
    // 84 s with two against 97 s with one on a 2-core machine.
    parallel: { type: 'string', default: '2' },
  },
});
const users = Number(values.users);
if (!Number.isInteger(users) || users < 0)
  throw new Error('--users must be a whole number (0: none)');
const channelCount = Number(values.channels);
const followers = Number(values.followers);
if (!Number.isInteger(channelCount) || channelCount < 0 || !Number.isInteger(followers))
  throw new Error('--channels and --followers must be whole numbers');

const parallel = Number(values.parallel);
if (!Number.isInteger(parallel) || parallel < 1) throw new Error('--parallel must be 1 or more');

const config = loadConfig();
const database = config.databaseUrl
  ? openPostgres(config.databaseUrl, Math.max(2, parallel))
  : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
const say = (line: string) => process.stdout.write(`${line}\n`);
try {
  const started = Date.now();
  await database.migrate();
  await seedDemo(database.db);
  if (channelCount > 0) {
    const slug = CHANNELS_BENCH_COMPANY;
    const [existing] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.companyId, slug));
    if (existing) throw new Error(`${slug} is seeded already: use a fresh database`);
    const [made] = await database.db
      .insert(companies)
      .values({ companyId: slug, name: 'Channels Bench Federation' })
      .returning({ id: companies.id });
    if (!made) throw new Error(`could not make ${slug}`);
    say(`Seeding ${channelCount} channels and about ${followers} follows into ${slug}...`);
    await seedLargeChannels(database.db, {
      companyId: made.id,
      slug,
      channels: channelCount,
      followers,
      log: say,
    });
  }
  if (users > 0) await seedUsers();
  say(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}

async function seedUsers() {
  const [company] = await database.db
    .select()
    .from(companies)
    .where(eq(companies.companyId, values.company));
  if (!company) throw new Error(`no company ${values.company}`);
  const channel = async (local: boolean, registration: boolean) => {
    const [row] = await database.db
      .select({ id: contentProviders.id })
      .from(contentProviders)
      .where(
        and(
          eq(contentProviders.companyId, company.id),
          eq(contentProviders.isLocal, local),
          eq(contentProviders.allowRegistration, registration),
        ),
      );
    if (!row) throw new Error('the company has no PRIMARY or HYBRID channel');
    return row.id;
  };
  say(
    `Seeding ${users.toLocaleString('en-US')} app users into ${company.companyId} (${database.kind})...`,
  );
  await seedLargeCompany(database.db, {
    companyId: company.id,
    slug: company.companyId,
    users,
    primaryChannelId: await channel(true, false),
    hybridChannelId: await channel(false, true),
    parallel: database.kind === 'postgres' ? parallel : 1,
    log: say,
  });
  say('Seeding 20 invitation links with a year of funnel counters for the primary channel...');
  await seedLargeFunnel(database.db, {
    companyId: company.id,
    channelId: await channel(true, false),
  });
}
