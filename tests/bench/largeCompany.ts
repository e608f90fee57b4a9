import { count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../server/db/client';
import { contentProviders } from '../../server/db/schema/channels';
import { companies } from '../../server/db/schema/companies';
import { mobileUsers } from '../../server/db/schema/mobileUsers';
import { seedDemo } from '../../server/db/seed/demo';
import { seedLargeCompany } from '../../server/db/seed/large';

/**
 * The bench database made ready: migrated, the demo seeded, and acme filled up to `users` app
 * users (seeded once and reused: only the ones missing are added). Answers acme's id.
 */
export function largeAcme(
  database: DatabaseHandle,
  users: number,
  say: (line: string) => void,
): Promise<string> {
  return largeCompany(database, 'acme', users, say);
}

/** As `largeAcme`, for any of the demo's organisations (globex: a second one beside acme). */
export async function largeCompany(
  database: DatabaseHandle,
  slug: string,
  users: number,
  say: (line: string) => void,
): Promise<string> {
  const { db } = database;
  await database.migrate();
  await seedDemo(db);
  const [acme] = await db.select().from(companies).where(eq(companies.companyId, slug));
  if (!acme) throw new Error(`no organisation ${slug}`);
  const [have] = await db
    .select({ n: count() })
    .from(mobileUsers)
    .where(eq(mobileUsers.companyId, acme.id));
  const missing = users - (have?.n ?? 0);
  if (missing > 0) {
    const channels = await db
      .select()
      .from(contentProviders)
      .where(eq(contentProviders.companyId, acme.id));
    const started = performance.now();
    say(`seeding ${missing.toLocaleString('en-US')} app users...`);
    await seedLargeCompany(db, {
      companyId: acme.id,
      slug,
      users: missing,
      primaryChannelId: channels.find((c) => c.isLocal)?.id ?? '',
      hybridChannelId: channels.find((c) => c.allowRegistration)?.id ?? '',
    });
    say(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return acme.id;
}
