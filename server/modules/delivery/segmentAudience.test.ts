import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SegmentRule } from '../../../contract/segments';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import type { StoredAudience } from '../../db/schema/messages';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { segments } from '../../db/schema/segments';
import { countAudience } from './audienceRepository';
import { loadSendingChannel } from './sendingChannelRepository';
import { rowsOf } from './sqlRowsRepository';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
  receiptChannels,
  runSequencesAt,
} from './testKit';

/*
 * A message whose audience is a saved segment: the rule is read and evaluated when the send goes
 * out, not when the message was written (docs/decisions.md, "Segments as the audience").
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const DAY_SHIFT: SegmentRule = {
  match: 'all',
  conditions: [{ field: 'customField', name: 'Shift', values: ['Day'] }],
};

async function saveSegment(companyId: string, rule: SegmentRule, channelId: string | null = null) {
  const [row] = await database.db
    .insert(segments)
    .values({ companyId, channelId, name: 'Day shift', rule })
    .returning({ id: segments.id });
  if (!row) throw new Error('no segment');
  return row.id;
}

const segmentOf = (segmentId: string): StoredAudience => ({
  kind: 'users',
  filter: { segmentId },
});

async function reachNow(companyId: string, channelId: string, audience: StoredAudience) {
  const channel = await loadSendingChannel(database.db, companyId, channelId);
  if (!channel) throw new Error('no channel');
  return (await countAudience(database.db, { channel, device: 'all', audience })).total;
}

async function sendNow(companyId: string, channelId: string, audience: StoredAudience) {
  const at = new Date();
  const message = await createMessage(database.db, {
    companyId,
    contentProviderId: channelId,
    audience,
  });
  const occurrence = await addOccurrence(database.db, message, at);
  await deliverDue(database.db, at);
  return [...(await receiptChannels(database.db, occurrence)).keys()].sort();
}

async function world() {
  const { db } = database;
  const company = await createCompany(db);
  const channel = await createChannel(db, company, { isCompanyDefault: true });
  const day = await addUser(db, company, { customFields: { Shift: 'Day' } });
  const night = await addUser(db, company, { customFields: { Shift: 'Night' } });
  return { company, channel, day, night };
}

describe('a saved segment as the audience', () => {
  it('counts the members the rule holds for now, and only the company’s', async () => {
    const { company, channel } = await world();
    const other = await createCompany(database.db);
    await addUser(database.db, other, { customFields: { Shift: 'Day' } });
    const segment = await saveSegment(company, DAY_SHIFT);
    expect(await reachNow(company, channel, segmentOf(segment))).toBe(1);
    expect(await reachNow(company, channel, { kind: 'all' })).toBe(2);
  });

  it('evaluates the rule when the send goes out: a member who qualifies after compose is sent it', async () => {
    const { db } = database;
    const { company, channel, day, night } = await world();
    const segment = await saveSegment(company, DAY_SHIFT);
    const audience = segmentOf(segment);
    const message = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      audience,
    });
    // As compose counted it.
    expect(await reachNow(company, channel, audience)).toBe(1);

    // Between saving and sending: one member changes shift, one joins on the day shift.
    await db
      .update(mobileUsers)
      .set({ customFields: { Shift: 'Day' } })
      .where(eq(mobileUsers.id, night));
    const joined = await addUser(db, company, { customFields: { Shift: 'Day' } });
    const leaver = await addUser(db, company, { customFields: { Shift: 'Night' } });

    const at = new Date();
    const occurrence = await addOccurrence(db, message, at);
    await deliverDue(db, at);
    const reached = [...(await receiptChannels(db, occurrence)).keys()].sort();
    expect(reached).toEqual([day, night, joined].sort());
    expect(reached).not.toContain(leaver);
  });

  it('reads the rule as it is at the send: an edited rule applies to the next send', async () => {
    const { db } = database;
    const { company, channel, night } = await world();
    const segment = await saveSegment(company, DAY_SHIFT);
    await db
      .update(segments)
      .set({
        rule: {
          match: 'all',
          conditions: [{ field: 'customField', name: 'Shift', values: ['Night'] }],
        },
      })
      .where(eq(segments.id, segment));
    expect(await sendNow(company, channel, segmentOf(segment))).toEqual([night]);
  });

  it('sends to nobody when the segment was deleted before the send', async () => {
    const { db } = database;
    const { company, channel } = await world();
    const segment = await saveSegment(company, DAY_SHIFT);
    await db.delete(segments).where(eq(segments.id, segment));
    expect(await sendNow(company, channel, segmentOf(segment))).toEqual([]);
    expect(await reachNow(company, channel, segmentOf(segment))).toBe(0);
  });

  it('never reaches another company’s members through its segment id', async () => {
    const { company: mine, channel } = await world();
    const { company: theirs } = await world();
    const theirSegment = await saveSegment(theirs, DAY_SHIFT);
    expect(await sendNow(mine, channel, segmentOf(theirSegment))).toEqual([]);
  });

  it('holds a channel’s segment to that channel’s followers', async () => {
    const { db } = database;
    const { company, channel, day } = await world();
    const club = await createChannel(db, company, {});
    const follower = await addUser(db, company, {
      customFields: { Shift: 'Day' },
      follows: [club],
    });
    const segment = await saveSegment(company, DAY_SHIFT, club);
    // Sent through the organisation's default channel, the segment still holds only club's followers.
    expect(await sendNow(company, channel, segmentOf(segment))).toEqual([follower]);
    expect(
      await sendNow(company, channel, segmentOf(await saveSegment(company, DAY_SHIFT))),
    ).toEqual([day, follower].sort());
  });

  it('narrows the other filters the audience holds', async () => {
    const { db } = database;
    const { company, channel } = await world();
    const android = await addUser(db, company, {
      customFields: { Shift: 'Day' },
      platform: 'android',
    });
    const segment = await saveSegment(company, DAY_SHIFT);
    const audience: StoredAudience = {
      kind: 'users',
      filter: { segmentId: segment, platForm: 'android' },
    };
    expect(await sendNow(company, channel, audience)).toEqual([android]);
  });

  it('sends a sequence step only to followers the segment holds when the step goes out', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    const joinedAt = new Date(Date.now() - 2 * 86_400_000);
    const day = await addUser(db, company, {
      customFields: { Shift: 'Day' },
      follows: [channel],
      followedAt: joinedAt,
    });
    await addUser(db, company, {
      customFields: { Shift: 'Night' },
      follows: [channel],
      followedAt: joinedAt,
    });
    const segment = await saveSegment(company, DAY_SHIFT);
    const step = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      kind: 'sequence',
      intervalDays: 1,
      label: 'Day one',
      audience: segmentOf(segment),
    });
    const [occurrence] = await rowsOf(
      db,
      sql`insert into message_occurrences (message_id, due_at, state, watermark)
        values (${step}, now(), 'sequence', now() - interval '30 days') returning id::text as id`,
    );
    await runSequencesAt(db, new Date());
    const reached = [...(await receiptChannels(db, String(occurrence?.id))).keys()];
    expect(reached).toEqual([day]);
  });
});
