import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { contentProviders } from '../db/schema/channels';
import { companies } from '../db/schema/companies';
import { seedDemo } from '../db/seed/demo';
import { seedLargeCompany } from '../db/seed/large';
import { loadEnvFile } from '../loadEnvFile';

/** `npm run seed:large -- --users 1000000 --company acme`: load-test data for one company. */
loadEnvFile();
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    company: { type: 'string', default: 'acme' },
  },
});
const users = Number(values.users);
if (!Number.isInteger(users) || users < 1)
  throw new Error('--users must be a positive whole number');

const config = loadConfig();
const database = config.databaseUrl
  ? openPostgres(config.databaseUrl, 2)
  : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
const say = (line: string) => process.stdout.write(`${line}\n`);
try {
  const started = Date.now();
  await database.migrate();
  await seedDemo(database.db);
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
    log: say,
  });
  say(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
