import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceCount, MessageDetail, MessageSummary } from '../../../contract/messages';
import type { SegmentRule } from '../../../contract/segments';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { selectRows } from '../../db/rows';
import { segments } from '../../db/schema/segments';
import { userGroupMembers } from '../../db/schema/userGroups';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { deliverDue } from '../delivery/testKit';
import { idsOf, usersKit, type UsersKit } from './testKit';

/*
 * A saved segment in the users filter (`segmentId`): the list, its summary, the CSV export, the
 * bulk actions and a message's audience of kind 'users' (docs/decisions.md, "Segments as the
 * audience").
 */

const ADMIN = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL_ADMIN = 'channel@acme.test';

const ANDROID: SegmentRule = {
  match: 'all',
  conditions: [{ field: 'platform', values: ['android'] }],
};

let t: TestApp;
let kit: UsersKit;
let acme: SQL;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
  acme = await kit.liveOf('acme');
  acmeId = await kit.companyId('acme');
});
afterAll(() => t.close());

async function saveSegment(
  companyId: string,
  rule: SegmentRule,
  channelId: string | null = null,
  name = 'Android members',
) {
  const [row] = await t.db
    .insert(segments)
    .values({ companyId, channelId, name, rule })
    .returning({ id: segments.id });
  if (!row) throw new Error('no segment');
  return row.id;
}

const androidOnly = sql`lower(${u.platform}) = 'android'`;
const newestFirst = [desc(u.dateCreated), desc(u.id)];

describe('segmentId in the users filter', () => {
  it('narrows the list and every summary count to the segment’s members', async () => {
    const segment = await saveSegment(acmeId, ANDROID);
    const expected = await kit.idsWhere(and(acme, androidOnly), ...newestFirst);
    expect(expected.length).toBeGreaterThan(0);
    const data = await kit.list(ADMIN, { segmentId: segment, limit: 100 });
    expect(data.totalFilteredUsers).toBe(expected.length);
    expect(idsOf(data.users)).toEqual(expected.slice(0, 100));
    expect(data.totalUsers).toBe(await kit.countUsers(acme));
    expect(data.activeCount).toBe(await kit.countUsers(acme, androidOnly, eq(u.isActive, 1)));
    expect(data.registeredCount).toBe(
      await kit.countUsers(acme, androidOnly, eq(u.registered, true)),
    );
    expect(data.countsEstimated).toBeFalsy();
  });

  it('is ANDed with the rest of the filter, also where kept counters would answer otherwise', async () => {
    const segment = await saveSegment(acmeId, ANDROID);
    // Status alone is answered from the counters; with a segment it must be counted.
    const active = await kit.list(ADMIN, { segmentId: segment, userStatus: 'active' });
    expect(active.totalFilteredUsers).toBe(
      await kit.countUsers(acme, androidOnly, eq(u.isActive, 1)),
    );
    // One group and a search each have kept counts of their own.
    const [member] = await kit.idsWhere(and(acme, androidOnly), ...newestFirst);
    const [other] = await kit.idsWhere(and(acme, sql`not (${androidOnly})`), ...newestFirst);
    const group = await kit.addGroup('acme', 'Segment check', [member ?? '', other ?? '']);
    const grouped = await kit.list(ADMIN, { segmentId: segment, groups: [group] });
    expect(idsOf(grouped.users)).toEqual([member]);
    expect(grouped.totalFilteredUsers).toBe(1);
    const row = await kit.userRow(member ?? '');
    const searched = await kit.list(ADMIN, { segmentId: segment, searchString: row.lastName });
    expect(searched.users.every((user) => user.platForm?.toLowerCase() === 'android')).toBe(true);
    expect(searched.totalFilteredUsers).toBe(searched.users.length);
  });

  it('exports only the segment’s members as CSV', async () => {
    const segment = await saveSegment(acmeId, ANDROID);
    const response = await kit.request(ADMIN, 'POST', '/user/mobile-users/download-csv', {
      segmentId: segment,
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines.length - 1).toBe(await kit.countUsers(acme, androidOnly));
  });

  it('adds the segment’s members to a group in bulk', async () => {
    const segment = await saveSegment(acmeId, ANDROID);
    const group = await kit.addGroup('acme', 'Android bulk', []);
    const response = await kit.request(ADMIN, 'POST', '/user/groups/bulk-manage-users', {
      groupId: group,
      action: 'add',
      filter: { segmentId: segment },
    });
    expect(response.statusCode, response.body).toBe(200);
    const members = await t.db
      .select({ id: userGroupMembers.mobileUserId })
      .from(userGroupMembers)
      .where(eq(userGroupMembers.groupId, group));
    expect(members.length).toBe(await kit.countUsers(acme, androidOnly));
  });

  it('answers 404 for another company’s segment, never its members', async () => {
    const theirs = await saveSegment(await kit.companyId('globex'), ANDROID);
    for (const [method, url, payload] of [
      ['POST', '/user/mobile-users/new', { segmentId: theirs }],
      ['POST', '/user/mobile-users/download-csv', { segmentId: theirs }],
    ] as const) {
      const response = await kit.request(ADMIN, method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    // And the other way round: globex's admin cannot read acme's segment.
    const mine = await saveSegment(acmeId, ANDROID);
    const response = await kit.request(GLOBEX, 'POST', '/user/mobile-users/new', {
      segmentId: mine,
    });
    expect(response.statusCode).toBe(404);
  });

  it('lets a channel admin use the organisation’s segments and its own channel’s, not another channel’s', async () => {
    const channel = await kit.channelOf(CHANNEL_ADMIN);
    const [otherChannel] = await selectRows<{ id: string }>(
      t.db,
      sql`select id::text as id from content_providers
        where company_id = ${acmeId} and id <> ${channel} and is_deleted = 0 limit 1`,
    );
    const organisation = await saveSegment(acmeId, ANDROID);
    const own = await saveSegment(acmeId, ANDROID, channel);
    const foreign = await saveSegment(acmeId, ANDROID, otherChannel?.id ?? null);
    const followers = sql`exists (select 1 from channel_followers f
      where f.mobile_user_id = ${u.id} and f.content_provider_id = ${channel})`;
    const expected = await kit.countUsers(acme, androidOnly, followers);
    for (const segmentId of [organisation, own]) {
      const data = await kit.list(CHANNEL_ADMIN, { segmentId });
      expect(data.totalFilteredUsers).toBe(expected);
    }
    const refused = await kit.request(CHANNEL_ADMIN, 'POST', '/user/mobile-users/new', {
      segmentId: foreign,
    });
    expect(refused.statusCode).toBe(404);
    // A company admin using a channel's segment gets only that channel's followers.
    const data = await kit.list(ADMIN, { segmentId: own });
    expect(data.totalFilteredUsers).toBe(expected);
  });

  it('refuses a segment id that is not a uuid with 400', async () => {
    const response = await kit.request(ADMIN, 'POST', '/user/mobile-users/new', {
      segmentId: 'not-a-uuid',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('a message to a saved segment', () => {
  const body = (audience: object) => ({
    type: 'Regular Message',
    title: 'Android update',
    push_message: 'Update the app',
    message: '<p>Please update</p>',
    device: 'all',
    isReadRequired: true,
    enableFeedback: false,
    audience,
  });

  async function defaultChannel() {
    const [row] = await selectRows<{ id: string }>(
      t.db,
      sql`select id::text as id from content_providers
        where company_id = ${acmeId} and is_company_default and is_deleted = 0`,
    );
    return row?.id ?? '';
  }

  it('counts the audience, sends to the members at send time, and its detail shows the segment and its reach', async () => {
    const segment = await saveSegment(acmeId, ANDROID, null, 'Android at send');
    const cpId = await defaultChannel();
    const audience = { kind: 'users', filter: { segmentId: segment } };
    const counted = await kit.request(ADMIN, 'POST', '/messages/audience', {
      cpId,
      device: 'all',
      audience,
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const total = counted.json<{ data: AudienceCount }>().data.total;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(await kit.countUsers(acme, androidOnly, eq(u.isActive, 1)));

    const sent = await kit.request(ADMIN, 'POST', '/messages/', { ...body(audience), cpId });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json<{ data: { message: MessageSummary } }>().data.message;
    expect(message.segment).toEqual({ _id: segment, name: 'Android at send', reached: null });

    // A member who becomes an Android user after compose is reached too.
    const [convert] = await kit.idsWhere(
      and(acme, eq(u.isActive, 1), eq(u.registered, true), sql`lower(${u.platform}) = 'ios'`),
      ...newestFirst,
    );
    await t.db
      .update(u)
      .set({ platform: 'android' })
      .where(eq(u.id, convert ?? ''));
    await deliverDue(t.db, new Date());
    const receipts = (
      await selectRows<{ user: string }>(
        t.db,
        sql`select r.mobile_user_id::text as user from message_receipts r
          join message_occurrences o on o.id = r.occurrence_id where o.message_id = ${message._id}`,
      )
    ).map((row) => row.user);
    expect(receipts).toContain(convert);
    const nonAndroid = await kit.idsWhere(and(acme, sql`lower(${u.platform}) <> 'android'`));
    expect(receipts.filter((id) => nonAndroid.includes(id))).toEqual([]);

    const detail = await kit.request(ADMIN, 'GET', `/messages/acme/message/${message._id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const shown = detail.json<{ data: { message: MessageDetail } }>().data.message;
    expect(shown.segment).toEqual({
      _id: segment,
      name: 'Android at send',
      reached: receipts.length,
    });
    expect(shown.audience).toEqual(audience);
  });

  it('answers 404 for a compose audience naming another company’s segment', async () => {
    const theirs = await saveSegment(await kit.companyId('globex'), ANDROID);
    const cpId = await defaultChannel();
    const audience = { kind: 'users', filter: { segmentId: theirs } };
    for (const [url, payload] of [
      ['/messages/audience', { cpId, device: 'all', audience }],
      ['/messages/', { ...body(audience), cpId }],
    ] as const) {
      const response = await kit.request(ADMIN, 'POST', url, payload);
      expect(response.statusCode, url).toBe(404);
    }
  });
});
