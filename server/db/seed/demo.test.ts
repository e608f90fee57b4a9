import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelTypeOf } from '../../../contract/channelType';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { adminUsers } from '../schema/admins';
import { contentProviders } from '../schema/channels';
import { companies } from '../schema/companies';
import { mobileUsers } from '../schema/mobileUsers';
import { DEMO_ACCOUNTS } from './admins';
import { seedDemo } from './demo';

// The test database is a copy of a template that was already seeded once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const total = async (
  table: typeof adminUsers | typeof companies | typeof mobileUsers | typeof contentProviders,
) => (await t.db.select({ n: count() }).from(table))[0]?.n;

describe('demo seed', () => {
  it('holds every demo account', async () => {
    const emails = (await t.db.select({ email: adminUsers.email }).from(adminUsers)).map(
      (r) => r.email,
    );
    expect(emails.sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
  });

  it('gives acme and globex a channel of every type', async () => {
    for (const slug of ['acme', 'globex']) {
      const channels = await t.db
        .select({ channel: contentProviders })
        .from(contentProviders)
        .innerJoin(companies, eq(companies.id, contentProviders.companyId))
        .where(eq(companies.companyId, slug));
      const types = channels.map(({ channel }) =>
        channelTypeOf({
          is_local: channel.isLocal,
          isCompanyDefault: channel.isCompanyDefault,
          allowRegistration: channel.allowRegistration,
        }),
      );
      expect(types.sort()).toEqual(['DEFAULT', 'HYBRID', 'PRIMARY', 'SECONDARY']);
    }
  });

  it('seeds nothing the second time', async () => {
    const before = [await total(companies), await total(adminUsers), await total(mobileUsers)];
    expect(await seedDemo(t.db)).toBe(false);
    expect([await total(companies), await total(adminUsers), await total(mobileUsers)]).toEqual(
      before,
    );
  });
});
