import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../contract/campaigns';
import type { SegmentRule } from '../../../contract/segments';
import type { SequenceStep } from '../../../contract/sequences';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { messages } from '../../db/schema/messages';
import { segments } from '../../db/schema/segments';
import { CHANNEL, SUPER, messagesTestKit, type MessagesTestKit } from './testKit';

/*
 * Award campaigns and sequence steps sent to a saved segment: stored as an audience naming only
 * the segment (the engine reads its rule at each send), answered with its id, and only the
 * organisation's own segments (docs/decisions.md, "Segments as the audience").
 */

let t: TestApp;
let k: MessagesTestKit;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
});
afterAll(() => t.close());

const RULE: SegmentRule = { match: 'all', conditions: [{ field: 'platform', values: ['ios'] }] };

async function saveSegment(slug: string, channelId: string | null = null) {
  const [row] = await t.db
    .insert(segments)
    .values({ companyId: await t.companyIdOf(slug), channelId, name: 'iOS', rule: RULE })
    .returning({ id: segments.id });
  if (!row) throw new Error('no segment');
  return row.id;
}

const nextYear = new Date().getUTCFullYear() + 1;
const campaign = (segmentId?: string) => ({
  title: 'Member of the month',
  message: 'Congratulations!',
  schedule_date: `${nextYear}-06-01`,
  schedule_time: '10:00',
  repeat: false,
  target: ['all'],
  ...(segmentId ? { segmentId } : {}),
});

const step = (segmentId?: string) => ({
  label: 'Welcome',
  interval: 1,
  module: '',
  title: 'Welcome aboard',
  pushMessage: 'Good to have you',
  message: '',
  isActive: true,
  ...(segmentId ? { segmentId } : {}),
});

async function storedAudience(id: string) {
  const [row] = await t.db
    .select({ audience: messages.audience })
    .from(messages)
    .where(eq(messages.id, id));
  return row?.audience;
}

describe('an award campaign to a saved segment', () => {
  it('stores the segment as its audience and answers it; without one, everyone', async () => {
    const segment = await saveSegment('acme');
    const response = await k.call(SUPER, 'POST', '/messages/campaign/acme', {
      payload: campaign(segment),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ data: Campaign }>().data;
    expect(answer.segmentId).toBe(segment);
    expect(await storedAudience(answer._id)).toEqual({
      kind: 'users',
      filter: { segmentId: segment },
    });

    const edited = await k.call(SUPER, 'PUT', `/messages/campaign/${answer._id}/acme`, {
      payload: campaign(),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: Campaign }>().data.segmentId).toBeNull();
    expect(await storedAudience(answer._id)).toEqual({ kind: 'all' });
  });

  it('answers 404 for another organisation’s segment, storing nothing', async () => {
    const theirs = await saveSegment('globex');
    const before = (await t.db.select({ id: messages.id }).from(messages)).length;
    const response = await k.call(SUPER, 'POST', '/messages/campaign/acme', {
      payload: campaign(theirs),
    });
    expect(response.statusCode).toBe(404);
    expect((await t.db.select({ id: messages.id }).from(messages)).length).toBe(before);
  });
});

describe('a sequence step to a saved segment', () => {
  it('stores the segment and answers it; another company’s or channel’s answers 404', async () => {
    const channel = await t.channelOfAdmin(CHANNEL);
    const own = await saveSegment('acme', channel);
    const response = await k.call(CHANNEL, 'POST', '/messages/sequence', { payload: step(own) });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ data: SequenceStep }>().data;
    expect(answer.segmentId).toBe(own);
    expect(await storedAudience(answer._id)).toEqual({ kind: 'users', filter: { segmentId: own } });

    for (const segmentId of [
      await saveSegment('globex'),
      await saveSegment('acme', await k.channel('acme', 'DEFAULT')),
    ]) {
      const refused = await k.call(CHANNEL, 'POST', '/messages/sequence', {
        payload: step(segmentId),
      });
      expect(refused.statusCode).toBe(404);
    }
  });
});
