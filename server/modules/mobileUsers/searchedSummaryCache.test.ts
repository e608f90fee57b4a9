import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MobileUserSummary } from '../../../contract/mobileUsers';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { createMobileUserList, type MobileUserList } from './listRepository';
import { createSearchedSummaryCache, type SearchedCounts } from './searchedSummaryCache';

let t: TestApp;
let list: MobileUserList;
let acme: Scope;
let platform: Scope;
beforeAll(async () => {
  t = await createTestApp();
  list = createMobileUserList(t.db);
  const companyId = await t.companyIdOf('acme');
  acme = { kind: 'company', adminId: 'test', companyId, companySlug: 'acme' };
  platform = { kind: 'platform', adminId: 'test', companyId: null, companySlug: null };
});
afterAll(() => t.close());

const COUNTS: SearchedCounts = {
  totalFilteredUsers: 1,
  registeredCount: 1,
  unregisteredCount: 0,
  activeCount: 1,
  suspendedCount: 0,
  usersForMessagingCount: 1,
  registeredUsersForMessagingCount: 1,
  unregisteredUsersForMessagingCount: 0,
};

async function summary(scope: Scope, searchString: string): Promise<MobileUserSummary> {
  const { users, ...counts } = await list.list(scope, { searchString, limit: 1 });
  expect(users.length).toBeLessThanOrEqual(1);
  return counts;
}

/** An app user of a company whose search text holds `term`, by its slug. */
async function userMatching(slug: string, term: string): Promise<string> {
  const companyId = await t.companyIdOf(slug);
  const [row] = await t.db
    .select({ id: u.id })
    .from(u)
    .where(
      and(
        eq(u.companyId, companyId),
        eq(u.isDeleted, 0),
        eq(u.isActive, 1),
        sql`${u.searchText} like ${`%${term}%`}`,
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no active ${slug} user matching ${term}`);
  return row.id;
}

const setActive = (id: string, isActive: number) =>
  t.db.update(u).set({ isActive }).where(eq(u.id, id));

describe('searched summaries kept in memory', () => {
  it('answers a repeated search from memory with the same counts', async () => {
    const first = await summary(acme, 'an');
    expect(first.totalFilteredUsers).toBeGreaterThan(0);
    const hits = list.searchedCounts.hits;
    expect(await summary(acme, 'an')).toEqual(first);
    expect(list.searchedCounts.hits).toBe(hits + 1);
  });

  it('counts again once a user of the company changes, and shows the change', async () => {
    const before = await summary(acme, 'an');
    const id = await userMatching('acme', 'an');
    await setActive(id, 0);
    const hits = list.searchedCounts.hits;
    const after = await summary(acme, 'an');
    expect(list.searchedCounts.hits).toBe(hits);
    expect(after.activeCount).toBe(before.activeCount - 1);
    expect(after.suspendedCount).toBe(before.suspendedCount + 1);
    await setActive(id, 1);
    expect(await summary(acme, 'an')).toEqual(before);
  });

  it("keeps a company's counts when another company changes, not the platform's", async () => {
    await summary(acme, 'an');
    const before = await summary(platform, 'an');
    const id = await userMatching('globex', 'an');
    await setActive(id, 0);
    const hits = list.searchedCounts.hits;
    await summary(acme, 'an');
    expect(list.searchedCounts.hits).toBe(hits + 1);
    const after = await summary(platform, 'an');
    expect(list.searchedCounts.hits).toBe(hits + 1);
    expect(after.suspendedCount).toBe(before.suspendedCount + 1);
    await setActive(id, 1);
  });

  it('counts again when a change rolled back was never seen, and keeps the version', async () => {
    const before = await summary(acme, 'an');
    const id = await userMatching('acme', 'an');
    await t.db
      .transaction(async (tx) => {
        await tx.update(u).set({ isActive: 0 }).where(eq(u.id, id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const hits = list.searchedCounts.hits;
    expect(await summary(acme, 'an')).toEqual(before);
    expect(list.searchedCounts.hits).toBe(hits + 1);
  });

  it('sees a renamed user join the search', async () => {
    const before = await summary(acme, 'zebedee');
    expect(before.totalFilteredUsers).toBe(0);
    const id = await userMatching('acme', 'an');
    await t.db.update(u).set({ lastName: 'Zebedee' }).where(eq(u.id, id));
    expect((await summary(acme, 'zebedee')).totalFilteredUsers).toBe(1);
  });
});

describe('one count at a time for the same search', () => {
  it('lets a request asking what another is counting wait for that answer', async () => {
    const cache = createSearchedSummaryCache();
    let counted = 0;
    let finish: (counts: SearchedCounts) => void = () => {};
    const count = () => {
      counted += 1;
      return new Promise<SearchedCounts>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.shared('lena', '7', count);
    const second = cache.shared('lena', '7', count);
    // Another version of the data, or another search, is counted on its own.
    void cache.shared('lena', '8', () => Promise.resolve(COUNTS));
    void cache.shared('rosa', '7', () => Promise.resolve(COUNTS));
    expect(counted).toBe(1);
    finish(COUNTS);
    expect(await first).toBe(COUNTS);
    expect(await second).toBe(COUNTS);
    expect(cache.joined).toBe(1);
    // Once answered, the next request counts again (the cache itself keeps answers).
    const third = cache.shared('lena', '7', count);
    expect(counted).toBe(2);
    finish(COUNTS);
    await third;
  });

  it('counts a search asked by several requests at once only once', async () => {
    const { joined, hits } = list.searchedCounts;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => list.list(acme, { searchString: 'at once', limit: 1 })),
    );
    // Each request waited for the first one's count or, arriving after it, read its answer.
    const counted = 4 - (list.searchedCounts.joined - joined) - (list.searchedCounts.hits - hits);
    expect(counted).toBe(1);
    expect(new Set(answers.map((answer) => answer.totalFilteredUsers)).size).toBe(1);
  });
});
