import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { skipWholeDays } from './deepPageRepository';
import { createMobileUserList, type MobileUserList } from './listRepository';
import { idsOf, usersKit, type UsersKit } from './testKit';

let t: TestApp;
let kit: UsersKit;
let list: MobileUserList;
let company: Scope & { companyId: string };
let channel: Scope & { companyId: string };
beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
  const companyId = await kit.companyId('acme');
  company = { kind: 'company', adminId: '', companyId, companySlug: 'acme' };
  const channelId = await kit.channelOf('channel@acme.test');
  channel = { kind: 'channel', adminId: '', companyId, companySlug: 'acme', channelId };
  // Whole days are skipped from any offset, so every page of the small demo company takes
  // the path a deep page of a large one takes.
  list = createMobileUserList(t.db, { skipDaysFrom: 1 });
});
afterAll(() => t.close());

/** The scope's users in page order, straight from the table. */
async function expectedIds(scope: Scope, direction: 'asc' | 'desc', isActive: 0 | 1 | null) {
  const by = direction === 'asc' ? asc : desc;
  const conditions: (SQL | undefined)[] = [
    await kit.liveOf('acme'),
    isActive === null ? undefined : eq(u.isActive, isActive),
    scope.kind === 'channel' ? inArray(u.id, kit.followerOf(scope.channelId)) : undefined,
  ];
  return kit.idsWhere(and(...conditions), by(u.dateCreated), by(u.id));
}

const CASES = [
  ['company', 'desc', null],
  ['company', 'asc', null],
  ['company', 'desc', 1],
  ['company', 'asc', 0],
  ['channel', 'desc', null],
  ['channel', 'asc', 1],
] as const;

async function checkEveryPage() {
  for (const [who, direction, isActive] of CASES) {
    const scope = who === 'company' ? company : channel;
    const expected = await expectedIds(scope, direction, isActive);
    expect(expected.length).toBeGreaterThan(5);
    const userStatus = isActive === null ? undefined : isActive === 1 ? 'active' : 'suspended';
    for (let offset = 0; offset <= expected.length + 3; offset += 3) {
      const data = await list.list(scope, {
        offset,
        limit: 7,
        sortDirection: direction,
        userStatus,
      });
      expect(idsOf(data.users), `${who} ${direction} ${isActive} at ${offset}`).toEqual(
        expected.slice(offset, offset + 7),
      );
    }
  }
}

describe('a deep page of the users list, reached by whole days', () => {
  it('skips the days before the page and walks only the rest of the offset', async () => {
    const skip = await skipWholeDays(t.db, company, 'desc', 40, null);
    expect(skip).not.toBeNull();
    expect(skip?.offset).toBeLessThan(40);
    expect(skip?.offset).toBeGreaterThanOrEqual(0);
    expect(await skipWholeDays(t.db, company, 'desc', 0, null)).toBeNull();
  });

  it('gives every page the plain offset gives, by company and channel, status and direction', async () => {
    await checkEveryPage();
  });

  it('stays exact when a day loses all its users and others are suspended', async () => {
    const expected = await expectedIds(company, 'desc', null);
    const [middle] = expected.slice(30, 31);
    const [row] = await t.db
      .select({ day: sql<string>`(${u.dateCreated} at time zone 'UTC')::date::text` })
      .from(u)
      .where(eq(u.id, middle ?? ''));
    await t.db
      .update(u)
      .set({ isDeleted: 1 })
      .where(sql`(${u.dateCreated} at time zone 'UTC')::date = ${row?.day ?? ''}::date`);
    await t.db
      .update(u)
      .set({ isActive: 0 })
      .where(inArray(u.id, expected.slice(10, 20)));
    await checkEveryPage();
  });
});
