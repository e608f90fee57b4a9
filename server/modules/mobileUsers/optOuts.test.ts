import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_USER_CSV_HEADER } from '../../../contract/mobileUsersCsv';
import type { OptOut } from '../../../contract/optOuts';
import { contentProviders } from '../../db/schema/channels';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { consentHistoryOf, optOutsOf, recordOptOut } from '../optOuts/public';
import { usersKit, type UsersKit } from './testKit';

const ADMIN = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL_ADMIN = 'channel@acme.test';
const OPTED_OUT = MOBILE_USER_CSV_HEADER.indexOf('Opted out');

let t: TestApp;
let kit: UsersKit;
let acme: string;
let globex: string;
/** The channel admin's channel, which the member follows, and another acme channel. */
let own: { id: string; name: string };
let other: { id: string; name: string };
/** An acme member with four opt-outs, one with none, and a globex member with one. */
let member: string;
let quiet: string;
let globexMember: string;

async function newMember(companyId: string, email: string, follows: string[] = []) {
  const [row] = await t.db
    .insert(u)
    .values({ companyId, email, firstName: 'Opt', lastName: 'Out', registered: true })
    .returning({ id: u.id });
  if (!row) throw new Error('member not created');
  if (follows.length > 0) {
    await t.db
      .insert(channelFollowers)
      .values(follows.map((contentProviderId) => ({ mobileUserId: row.id, contentProviderId })));
  }
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  kit = usersKit(t);
  acme = await kit.companyId('acme');
  globex = await kit.companyId('globex');
  const ownId = await kit.channelOf(CHANNEL_ADMIN);
  const channels = await t.db
    .select({ id: contentProviders.id, name: contentProviders.clientName })
    .from(contentProviders)
    .where(and(eq(contentProviders.companyId, acme), eq(contentProviders.isDeleted, 0)))
    .orderBy(asc(contentProviders.clientName));
  own = channels.find((channel) => channel.id === ownId) ?? { id: ownId, name: '' };
  const others = channels.filter((channel) => channel.id !== ownId);
  other = others[0] ?? own;
  expect(other.id).not.toBe(own.id);

  member = await newMember(acme, 'opted.out@acme-members.test', [own.id]);
  quiet = await newMember(acme, 'opted.in@acme-members.test', [own.id]);
  globexMember = await newMember(globex, 'opted.out@globex-members.test');
  const change = { companyId: acme, mobileUserId: member };
  // One by one, so each stands from its own instant and the order is the recording's.
  await recordOptOut(t.db, {
    ...change,
    channelId: null,
    delivery: 'sms',
    source: 'sms',
    detail: 'STOP',
  });
  await recordOptOut(t.db, { ...change, channelId: null, delivery: 'email', source: 'email' });
  await recordOptOut(t.db, { ...change, channelId: other.id, delivery: 'all', source: 'app' });
  await recordOptOut(t.db, { ...change, channelId: own.id, delivery: 'push', source: 'app' });
  await recordOptOut(t.db, {
    companyId: globex,
    mobileUserId: globexMember,
    channelId: null,
    delivery: 'push',
    source: 'app',
  });
});
afterAll(() => t.close());

const picked = (ids: string[]) => ({ selectionType: 'ids' as const, userIds: ids, limit: 100 });

const optOutsIn = (users: { _id: string; optOuts: OptOut[] }[], id: string) =>
  users.find((user) => user._id === id)?.optOuts;

describe('POST /user/mobile-users/new: members opt-outs', () => {
  it("carries each member's standing opt-outs, oldest first, as optOutsOf reads them", async () => {
    const data = await kit.list(ADMIN, picked([member, quiet]));
    const expected = (await optOutsOf(t.db, acme, [member])).get(member);
    expect(expected).toHaveLength(4);
    expect(optOutsIn(data.users, member)).toEqual(expected);
    expect(
      optOutsIn(data.users, member)?.map((o) => [o.delivery, o.source, o.channelName]),
    ).toEqual([
      ['sms', 'sms', null],
      ['email', 'email', null],
      ['all', 'app', other.name],
      ['push', 'app', own.name],
    ]);
    for (const optOut of optOutsIn(data.users, member) ?? []) {
      expect(Number.isNaN(Date.parse(optOut.since))).toBe(false);
    }
    expect(optOutsIn(data.users, quiet)).toEqual([]);
  });

  it("never shows another company's member or their opt-outs", async () => {
    const acmeData = await kit.list(ADMIN, picked([member, globexMember]));
    expect(acmeData.users.map((user) => user._id)).toEqual([member]);
    const globexData = await kit.list(GLOBEX, picked([member, globexMember]));
    expect(globexData.users.map((user) => user._id)).toEqual([globexMember]);
    expect(optOutsIn(globexData.users, globexMember)?.map((o) => o.delivery)).toEqual(['push']);
  });

  it("shows a channel admin the opt-outs from every channel and from its own, not another's", async () => {
    const data = await kit.list(CHANNEL_ADMIN, picked([member]));
    expect(optOutsIn(data.users, member)?.map((o) => [o.delivery, o.channelId])).toEqual([
      ['sms', null],
      ['email', null],
      ['push', own.id],
    ]);
  });

  it('reads the same opt-outs on the one-user answers of the writes', async () => {
    const response = await kit.request(ADMIN, 'PUT', `/user/mobile-users/${member}/deals`, {
      isDailyDeal: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { optOuts: OptOut[] } }>().data.optOuts).toHaveLength(4);
  });
});

describe('no admin route sets or lifts an opt-out', () => {
  it('ignores opt-outs sent with an update, and has no opt-outs update', async () => {
    const before = (await optOutsOf(t.db, acme, [member, quiet])).get(member);
    const history = await consentHistoryOf(t.db, acme, member);
    const sent = await kit.request(ADMIN, 'PUT', `/user/mobile-users/${quiet}/groups`, {
      groups: [],
      optOuts: [{ channelId: null, delivery: 'all' }],
    });
    expect(sent.statusCode).toBe(200);
    const cleared = await kit.request(ADMIN, 'PUT', `/user/mobile-users/${member}/groups`, {
      groups: [],
      optOuts: [],
    });
    expect(cleared.statusCode).toBe(200);
    for (const what of ['opt-outs', 'optOuts', 'preferences']) {
      const response = await kit.request(ADMIN, 'PUT', `/user/mobile-users/${member}/${what}`, {
        optOuts: [],
      });
      expect(response.statusCode).toBe(400);
    }
    const after = await optOutsOf(t.db, acme, [member, quiet]);
    expect(after.get(member)).toEqual(before);
    expect(after.get(quiet)).toBeUndefined();
    expect(await consentHistoryOf(t.db, acme, member)).toEqual(history);
  });
});

describe('POST /user/mobile-users/download-csv: the Opted out column', () => {
  async function exported(email: string, ids: string[]) {
    const response = await kit.request(email, 'POST', '/user/mobile-users/download-csv', {
      selectionType: 'ids',
      userIds: ids,
    });
    expect(response.statusCode, response.body).toBe(200);
    const records: string[][] = parse(response.body, { bom: true });
    expect(records[0]).toEqual([...MOBILE_USER_CSV_HEADER]);
    return new Map(records.slice(1).map((row) => [row[0] ?? '', row]));
  }

  it('lists every-channel opt-outs first, then each channel by name, empty for none', async () => {
    const rows = await exported(ADMIN, [member, quiet, globexMember]);
    expect([...rows.keys()].sort()).toEqual([
      'opted.in@acme-members.test',
      'opted.out@acme-members.test',
    ]);
    const byName = [
      [own.name, `push:${own.name}`],
      [other.name, `all:${other.name}`],
    ]
      .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, cell]) => cell);
    expect(rows.get('opted.out@acme-members.test')?.[OPTED_OUT]).toBe(
      ['email', 'sms', ...byName].join('; '),
    );
    expect(rows.get('opted.in@acme-members.test')?.[OPTED_OUT]).toBe('');
  });

  it("leaves another channel's opt-outs out of a channel admin's file", async () => {
    const rows = await exported(CHANNEL_ADMIN, [member]);
    expect(rows.get('opted.out@acme-members.test')?.[OPTED_OUT]).toBe(
      `email; sms; push:${own.name}`,
    );
  });

  it("gives a globex member's opt-outs to globex only", async () => {
    const rows = await exported(GLOBEX, [globexMember, member]);
    expect([...rows.keys()]).toEqual(['opted.out@globex-members.test']);
    expect(rows.get('opted.out@globex-members.test')?.[OPTED_OUT]).toBe('push');
  });
});
