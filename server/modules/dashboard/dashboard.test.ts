import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../contract/auth';
import type { Channel } from '../../../contract/channels';
import type { MobileUserListBody, MobileUserSummary } from '../../../contract/mobileUsers';
import type { PricingSummary } from '../../../contract/pricing';
import { adminUsers } from '../../db/schema/admins';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { channelFollowers, mobileUsers } from '../../db/schema/mobileUsers';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { channelForm } from '../channels/testKit';

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

async function usersPageAs(
  email: string,
  filter: Partial<MobileUserListBody> = {},
): Promise<MobileUserSummary> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/user/mobile-users/new',
    headers: { ...bearer(await t.tokenFor(email)), companyID: 'acme' },
    payload: { companyID: 'acme', ...filter },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: MobileUserSummary }>().data;
}

async function callAs(email: string, method: 'GET' | 'PUT', url: string) {
  return t.app.inject({
    method,
    url,
    headers: bearer(await t.tokenFor(email)),
    ...(method === 'PUT' ? { payload: {} } : {}),
  });
}

async function pricingOf(email: string, channel: string): Promise<PricingSummary> {
  const response = await callAs(email, 'GET', `/content-provider/pricing/${channel}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PricingSummary }>().data;
}

async function channelItemOf(email: string, channel: string): Promise<Channel> {
  const response = await callAs(email, 'GET', `/content-provider/item/${channel}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Channel }>().data;
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
    expect(acme.iosSubscribers + acme.androidSubscribers + acme.otherSubscribers).toBe(
      acme.subscribers,
    );
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

  it('splits the subscribers into parts that add up, counted as the users page counts them', async () => {
    const acme = await t.companyIdOf('acme');
    const channel = await t.channelOfAdmin('channel@acme.test');
    // Members on the web or with no platform known, one of them not registered in the app.
    const added = await t.db
      .insert(mobileUsers)
      .values([
        { companyId: acme, email: 'web.member@acme.test', platform: 'Web', registered: true },
        { companyId: acme, email: 'roster.member@acme.test', platform: null, registered: false },
        { companyId: acme, email: 'ios.member@acme.test', platform: 'iOS', registered: false },
      ])
      .returning({ id: mobileUsers.id });
    await t.db
      .insert(channelFollowers)
      .values(added.map(({ id }) => ({ mobileUserId: id, contentProviderId: channel })));
    for (const email of ['admin@acme.test', 'channel@acme.test', 'super@tidings.test']) {
      const dashboard = await dashboardAs(email, 'acme');
      expect(dashboard.otherSubscribers).toBeGreaterThanOrEqual(2);
      expect(
        dashboard.iosSubscribers + dashboard.androidSubscribers + dashboard.otherSubscribers,
      ).toBe(dashboard.subscribers);
      expect(dashboard.registeredSubscribers + dashboard.unregisteredSubscribers).toBe(
        dashboard.subscribers,
      );
      // The users page, unfiltered and narrowed to active users, for the same admin.
      const list = await usersPageAs(email);
      expect(list.activeCount).toBe(dashboard.subscribers);
      const active = await usersPageAs(email, { userStatus: 'active' });
      expect(active.registeredCount).toBe(dashboard.registeredSubscribers);
      expect(active.unregisteredCount).toBe(dashboard.unregisteredSubscribers);
      for (const [platForm, figure] of [
        ['ios', dashboard.iosSubscribers],
        ['android', dashboard.androidSubscribers],
      ] as const) {
        expect(
          (await usersPageAs(email, { userStatus: 'active', platForm })).totalFilteredUsers,
        ).toBe(figure);
      }
    }
  });

  it('gives a channel admin the allowance its pricing panel and channel form show', async () => {
    const channel = await t.channelOfAdmin('channel@acme.test');
    const bought = await callAs(
      'admin@acme.test',
      'PUT',
      `/content-provider/update/appusers/${channel}/2`,
    );
    expect(bought.statusCode).toBe(200);
    for (const email of ['channel@acme.test', 'admin@acme.test']) {
      const { appUsers } = await dashboardAs('channel@acme.test');
      const pricing = await pricingOf(email, channel);
      const item = await channelItemOf(email, channel);
      expect(appUsers).toEqual(item.appUsers);
      expect(appUsers).toEqual({
        planCode: pricing.plan.code,
        planName: pricing.plan.name,
        includedAppUsers: pricing.plan.includedAppUsers,
        purchasedAppUsers: pricing.purchasedAppUsers,
        allowed: pricing.appUsersAllowed,
        used: pricing.appUsersUsed,
        wholeCompany: false,
      });
      expect(pricing.purchasedAppUsers).toBeGreaterThanOrEqual(200);
    }
    const dashboard = await dashboardAs('channel@acme.test');
    expect(dashboard.subscribers).toBe(dashboard.appUsers?.used);
  });

  it("counts a default channel's whole organization, on the dashboard as on its pricing panel", async () => {
    const [defaultChannel] = await t.db
      .select({ id: contentProviders.id })
      .from(contentProviders)
      .where(
        and(
          eq(contentProviders.companyId, await t.companyIdOf('acme')),
          eq(contentProviders.isCompanyDefault, true),
        ),
      );
    await t.db
      .update(adminUsers)
      .set({ contentProviderId: defaultChannel?.id ?? '' })
      .where(eq(adminUsers.email, 'channel5@acme.test'));
    const dashboard = await dashboardAs('channel5@acme.test');
    const pricing = await pricingOf('channel5@acme.test', defaultChannel?.id ?? '');
    expect(dashboard.appUsers?.wholeCompany).toBe(true);
    expect(pricing.appUsersWholeCompany).toBe(true);
    expect(dashboard.appUsers?.used).toBe(pricing.appUsersUsed);
    expect(dashboard.appUsers?.allowed).toBe(pricing.appUsersAllowed);
    expect(dashboard.subscribers).toBe(pricing.appUsersUsed);
    expect(dashboard.subscribers).toBe(await activeUsersOf('acme'));
  });

  it('starts a new channel on the free plan, as its form and its pricing panel say', async () => {
    const form = channelForm({ clientName: 'Plan check channel' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/content-provider',
      payload: form.payload,
      headers: { ...bearer(await t.tokenFor('admin@acme.test')), ...form.headers },
    });
    expect(created.statusCode).toBe(201);
    const channel = created.json<{ data: Channel }>().data;
    expect(channel.pricePlan).toBeNull();
    const pricing = await pricingOf('admin@acme.test', channel._id);
    expect(channel.appUsers).toMatchObject({
      planCode: 'free',
      planName: pricing.plan.name,
      allowed: pricing.appUsersAllowed,
      used: 0,
      purchasedAppUsers: 0,
    });
    expect(pricing.plan.name).toBe('Free');
  });

  it('gives 30 days and 12 months of new users, summing to what was created in them', async () => {
    const dashboard = await dashboardAs('admin@acme.test');
    expect(dashboard.dashboardUsers).toHaveLength(30);
    expect(dashboard.dashboardUsersYear).toHaveLength(12);
    // Oldest first, one point a day and a month, ending today (UTC, as the counters file days).
    const today = new Date().toISOString().slice(0, 10);
    const days = dashboard.dashboardUsers.map((point) => point.date);
    expect(days.at(-1)).toBe(today);
    expect(new Set(days).size).toBe(30);
    expect([...days].sort()).toEqual(days);
    const months = dashboard.dashboardUsersYear.map((point) => point.date);
    expect(months.at(-1)).toBe(today.slice(0, 7));
    expect(new Set(months).size).toBe(12);
    expect([...months].sort()).toEqual(months);
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
