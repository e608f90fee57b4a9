import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_FIELDS, type SortField } from '../../../contract/mobileUsers';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { idsOf, usersKit, type UsersKit } from './testKit';

const ADMIN = 'admin@acme.test';

let t: TestApp;
let kit: UsersKit;
let acme: SQL;
beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
  acme = await kit.liveOf('acme');
});
afterAll(() => t.close());

/** What each sort field orders by: names without regard to case. */
const ORDER: Record<SortField, SQL> = {
  dateCreated: sql`${u.dateCreated}`,
  firstname: sql`lower(${u.firstName})`,
  lastname: sql`lower(${u.lastName})`,
  name: sql`lower(${u.firstName} || ' ' || ${u.lastName})`,
  email: sql`lower(${u.email})`,
  platForm: sql`${u.platform}`,
  version: sql`${u.version}`,
  isActive: sql`${u.isActive}`,
  registered: sql`${u.registered}`,
};

describe('POST /user/mobile-users/new: sorting', () => {
  it('sorts newest first by default, ties broken by id', async () => {
    const expected = await kit.idsWhere(acme, desc(u.dateCreated), desc(u.id));
    const data = await kit.list(ADMIN);
    expect(idsOf(data.users)).toEqual(expected.slice(0, 10));
  });

  it.each(SORT_FIELDS.flatMap((field) => [[field, 'asc'] as const, [field, 'desc'] as const]))(
    'sorts by %s %s',
    async (sortField, sortDirection) => {
      const by = sortDirection === 'asc' ? asc : desc;
      const expected = await kit.idsWhere(acme, by(ORDER[sortField]), by(u.id));
      const data = await kit.list(ADMIN, { sortField, sortDirection, limit: 100 });
      expect(idsOf(data.users)).toEqual(expected.slice(0, 100));
      // The order is not the default one, so a route that ignored sortField would fail here.
      if (sortField !== 'dateCreated') {
        const byDate = await kit.idsWhere(acme, by(u.dateCreated), by(u.id));
        expect(idsOf(data.users)).not.toEqual(byDate.slice(0, 100));
      }
    },
  );

  it('gives flags in order', async () => {
    const data = await kit.list(ADMIN, { sortField: 'isActive', sortDirection: 'asc', limit: 100 });
    const flags = data.users.map((user) => user.isActive);
    expect(flags).toEqual([...flags].sort());
    expect(new Set(flags).size).toBe(2);
  });

  it('refuses a sort field or direction outside the allow-list', async () => {
    for (const body of [
      { sortField: 'password' },
      { sortField: 'search_text' },
      { sortField: 'dateCreated; drop table mobile_users' },
      { sortDirection: 'sideways' },
    ]) {
      const response = await kit.request(ADMIN, 'POST', '/user/mobile-users/new', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_error');
    }
  });
});

describe('POST /user/mobile-users/new: paging', () => {
  const order = async () => kit.idsWhere(acme, desc(u.dateCreated), desc(u.id));

  it('skips `offset` rows, or `skipAmount` rows, and takes `limit`', async () => {
    const all = await order();
    const byOffset = await kit.list(ADMIN, { offset: 5, limit: 5 });
    expect(idsOf(byOffset.users)).toEqual(all.slice(5, 10));
    const bySkip = await kit.list(ADMIN, { skipAmount: 7, limit: 3 });
    expect(idsOf(bySkip.users)).toEqual(all.slice(7, 10));
    // Both given: offset wins.
    const both = await kit.list(ADMIN, { offset: 2, skipAmount: 9, limit: 2 });
    expect(idsOf(both.users)).toEqual(all.slice(2, 4));
  });

  it('takes 10 rows by default and at most 100', async () => {
    const all = await order();
    expect((await kit.list(ADMIN)).users).toHaveLength(Math.min(10, all.length));
    expect((await kit.list(ADMIN, { limit: 100 })).users).toHaveLength(Math.min(100, all.length));
    expect((await kit.list(ADMIN, { limit: 1 })).users).toHaveLength(1);
    for (const body of [
      { limit: 0 },
      { limit: 101 },
      { offset: -1 },
      { skipAmount: -3 },
      { limit: 2.5 },
    ]) {
      const response = await kit.request(ADMIN, 'POST', '/user/mobile-users/new', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers an empty page past the end, with the counts still there', async () => {
    const all = await order();
    const data = await kit.list(ADMIN, { offset: all.length, limit: 10 });
    expect(data.users).toEqual([]);
    expect(data.totalFilteredUsers).toBe(all.length);
    const last = await kit.list(ADMIN, { offset: all.length - 1, limit: 10 });
    expect(idsOf(last.users)).toEqual(all.slice(-1));
  });
});
