import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../contract/auth';
import { adminUsers } from '../../db/schema/admins';
import { companies } from '../../db/schema/companies';
import { channelFollowers, mobileUsers } from '../../db/schema/mobileUsers';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dashboardAs(email: string, companyHeader?: string): Promise<Dashboard> {
  const token = await t.tokenFor(email);
  const response = await t.app.inject({
    method: 'GET',
    url: '/user/dashboard/acme/4',
    headers: { ...bearer(token), ...(companyHeader ? { companyID: companyHeader } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Dashboard }>().data;
}

async function activeUsersOf(slug: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(mobileUsers)
    .innerJoin(companies, eq(companies.id, mobileUsers.companyId))
    .where(
      and(eq(companies.companyId, slug), eq(mobileUsers.isActive, 1), eq(mobileUsers.isDeleted, 0)),
    );
  return row?.n ?? 0;
}

describe('GET /user/dashboard/{companyID}/{userGroup}', () => {
  it("counts a company admin's own company only", async () => {
    const acme = await dashboardAs('admin@acme.test');
    expect(acme.subscribers).toBe(await activeUsersOf('acme'));
    expect(acme.iosSubscribers + acme.androidSubscribers).toBe(acme.subscribers);
    expect(acme.companies).toBe(1);
    expect(acme.channels).toBe(4);
    const globex = await dashboardAs('admin@globex.test');
    expect(globex.subscribers).toBe(await activeUsersOf('globex'));
  });

  it('ignores the company header of a company admin', async () => {
    const own = await dashboardAs('admin@globex.test');
    const withHeader = await dashboardAs('admin@globex.test', 'acme');
    expect(withHeader).toEqual(own);
  });

  it("lets the platform admin choose a company by header, or see every company's", async () => {
    const acme = await dashboardAs('super@tidings.test', 'acme');
    expect(acme.subscribers).toBe(await activeUsersOf('acme'));
    const all = await dashboardAs('super@tidings.test');
    expect(all.subscribers).toBe((await activeUsersOf('acme')) + (await activeUsersOf('globex')));
    expect(all.companies).toBe(2);
  });

  it("counts only a channel's followers for a channel admin", async () => {
    const [admin] = await t.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, 'channel@acme.test'));
    const [followers] = await t.db
      .select({ n: count() })
      .from(channelFollowers)
      .innerJoin(mobileUsers, eq(mobileUsers.id, channelFollowers.mobileUserId))
      .where(
        and(
          eq(channelFollowers.contentProviderId, admin?.contentProviderId ?? ''),
          eq(mobileUsers.isActive, 1),
          eq(mobileUsers.isDeleted, 0),
        ),
      );
    const dashboard = await dashboardAs('channel@acme.test');
    expect(dashboard.subscribers).toBe(followers?.n);
    expect(dashboard.subscribers).toBeLessThan(await activeUsersOf('acme'));
    expect(dashboard.channels).toBe(1);
  });

  it('gives 30 days and 12 months of new users, summing to what was created in them', async () => {
    const dashboard = await dashboardAs('admin@acme.test');
    expect(dashboard.dashboardUsers).toHaveLength(30);
    expect(dashboard.dashboardUsersYear).toHaveLength(12);
    const [recent] = await t.db
      .select({ n: count() })
      .from(mobileUsers)
      .innerJoin(companies, eq(companies.id, mobileUsers.companyId))
      .where(
        and(
          eq(companies.companyId, 'acme'),
          eq(mobileUsers.isDeleted, 0),
          sql`${mobileUsers.dateCreated} >= current_date - 29`,
        ),
      );
    expect(dashboard.dashboardUsers.reduce((sum, day) => sum + day.count, 0)).toBe(recent?.n);
  });
});
