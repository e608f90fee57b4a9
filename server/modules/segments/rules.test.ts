import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SegmentCondition, SegmentRule } from '../../../contract/segments';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { countMembers, firstMembers, roundEstimate } from './repository';
import { buildWorld, expectedMembers, type World } from './testKit';

let t: TestApp;
let world: World;
let other: World;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.db, 'segrules');
  other = await buildWorld(t.db, 'segother', 60);
}, 60_000);
afterAll(async () => t.close());

const one = (condition: SegmentCondition): SegmentRule => ({
  match: 'all',
  conditions: [condition],
});

/** Every kind of condition, each with what it reads; the channel and group ids come from the world. */
function conditions(w: World): [string, SegmentCondition][] {
  return [
    ['status active', { field: 'status', values: ['active'] }],
    ['status suspended', { field: 'status', values: ['suspended'] }],
    ['registered', { field: 'registration', values: ['registered'] }],
    ['unregistered', { field: 'registration', values: ['unregistered'] }],
    ['platform android (any case)', { field: 'platform', values: ['Android'] }],
    ['platform ios or web', { field: 'platform', values: ['ios', 'web'] }],
    ['in group 1', { field: 'group', values: [w.groups[0]] }],
    ['in either group', { field: 'group', values: [...w.groups] }],
    ['follows channel 2', { field: 'channel', values: [w.channels[1]] }],
    ['Local 12 or 47', { field: 'customField', name: 'Local', values: ['12', '47'] }],
    ['Shift set', { field: 'customField', name: 'Shift' }],
    ['language es or not set', { field: 'language', values: ['es', ''] }],
    ['language pt-BR', { field: 'language', values: ['pt-BR'] }],
    ['zone Oslo', { field: 'timeZone', values: ['Europe/Oslo'] }],
    ['zone not reported', { field: 'timeZone', values: [''] }],
    ['registered after', { field: 'registeredAt', after: '2026-06-01' }],
    ['registered between', { field: 'registeredAt', after: '2026-03-01', before: '2026-09-01' }],
    ['registered in 60 days', { field: 'registeredAt', withinDays: 60 }],
    ['received in 30 days', { field: 'engagement', event: 'received', withinDays: 30 }],
    ['opened in 30 days', { field: 'engagement', event: 'opened', withinDays: 30 }],
    ['confirmed in 30 days', { field: 'engagement', event: 'confirmed', withinDays: 30 }],
    ['answered yes in 60 days', { field: 'engagement', event: 'feedbackYes', withinDays: 60 }],
    ['answered no ever', { field: 'engagement', event: 'feedbackNo' }],
    ['not opened in 30 days', { field: 'engagement', event: 'notOpened', withinDays: 30 }],
    ['received the message', { field: 'engagement', event: 'received', messageId: w.messageId }],
    [
      'opened the message in 20 days',
      { field: 'engagement', event: 'opened', withinDays: 20, messageId: w.messageId },
    ],
    ['confirmed the message', { field: 'engagement', event: 'confirmed', messageId: w.messageId }],
    [
      'answered the message yes',
      { field: 'engagement', event: 'feedbackYes', messageId: w.messageId },
    ],
    [
      'answered the message no',
      { field: 'engagement', event: 'feedbackNo', messageId: w.messageId },
    ],
    [
      'did not open the message in 30 days',
      { field: 'engagement', event: 'notOpened', withinDays: 30, messageId: w.messageId },
    ],
  ];
}

const base = (w: World, channelId: string | null = null) => ({ companyId: w.companyId, channelId });

async function expectCount(rule: SegmentRule, channelId: string | null = null) {
  const expected = expectedMembers(world, rule, channelId).length;
  const counted = await countMembers(t.db, base(world, channelId), rule, world.now);
  expect(counted, JSON.stringify(rule)).toMatchObject({ count: expected, exact: true });
  return expected;
}

describe('segment rules against a count made apart from the SQL', () => {
  it('counts every kind of condition, and its negation, as the rows say', async () => {
    const all = conditions(world);
    const nonTrivial: string[] = [];
    for (const [label, condition] of all) {
      const n = await expectCount(one(condition));
      await expectCount(one({ ...condition, negate: true }));
      if (n > 0) nonTrivial.push(label);
    }
    // The world holds members for each condition, so a count of 0 everywhere cannot pass.
    expect(nonTrivial.length).toBeGreaterThan(all.length - 3);
  });

  it('combines conditions with all and any', async () => {
    const c = conditions(world).map(([, condition]) => condition);
    for (let i = 0; i + 2 < c.length; i += 3) {
      const trio = [c[i], { ...c[i + 1], negate: true }, c[i + 2]] as SegmentCondition[];
      await expectCount({ match: 'all', conditions: trio });
      await expectCount({ match: 'any', conditions: trio });
    }
  });

  it('matches groups of conditions, negated or not, inside all and any', async () => {
    const rule: SegmentRule = {
      match: 'all',
      conditions: [{ field: 'status', values: ['active'] }],
      groups: [
        {
          match: 'any',
          conditions: [
            { field: 'customField', name: 'Shift', values: ['Night'] },
            { field: 'platform', values: ['android'] },
          ],
        },
        {
          match: 'all',
          negate: true,
          conditions: [
            { field: 'engagement', event: 'confirmed', withinDays: 30 },
            { field: 'language', values: ['en'] },
          ],
        },
      ],
    };
    expect(await expectCount(rule)).toBeGreaterThan(0);
    await expectCount({ ...rule, match: 'any' });
    await expectCount({
      match: 'any',
      conditions: [],
      groups: [
        { match: 'all', conditions: [{ field: 'group', values: [world.groups[1]] }] },
        {
          match: 'any',
          negate: true,
          conditions: [{ field: 'engagement', event: 'received', withinDays: 45 }],
        },
      ],
    });
  });

  it('counts everyone for an empty rule, and over a channel only its followers', async () => {
    const live = world.members.filter((m) => m.isDeleted === 0).length;
    expect(await expectCount({ match: 'all', conditions: [] })).toBe(live);
    await expectCount({ match: 'any', conditions: [] });
    const rule = one({ field: 'platform', values: ['ios'] });
    const followers = await expectCount(rule, world.channels[0]);
    expect(followers).toBeLessThan(expectedMembers(world, rule).length);
  });

  it("never counts another company's members, whatever the rule names", async () => {
    const rule = one({ field: 'group', values: [...other.groups] });
    expect(await countMembers(t.db, base(world), rule, world.now)).toMatchObject({ count: 0 });
    const everyone = await countMembers(
      t.db,
      base(other),
      { match: 'all', conditions: [] },
      world.now,
    );
    expect(everyone.count).toBe(other.members.filter((m) => m.isDeleted === 0).length);
  });

  it('lists the first members newest first, each one the rule holds for', async () => {
    const rule: SegmentRule = {
      match: 'all',
      conditions: [{ field: 'engagement', event: 'opened', withinDays: 60, negate: true }],
    };
    const expected = expectedMembers(world, rule)
      .sort((a, b) => b.dateCreated.getTime() - a.dateCreated.getTime())
      .slice(0, 10)
      .map((m) => m.id);
    const members = await firstMembers(t.db, base(world), rule, world.now, 10);
    expect(members.map((m) => m._id)).toEqual(expected);
  });

  it('rounds an estimate to three figures', () => {
    expect(roundEstimate(48_213.7)).toBe(48_200);
    expect(roundEstimate(999)).toBe(999);
    expect(roundEstimate(1_234_567)).toBe(1_230_000);
  });

  it('answers an estimate, said as not exact, when the exact count is over its budget', async () => {
    if (process.env.TEST_DB !== 'pg') return;
    const rule = one({ field: 'status', values: ['active'] });
    // A budget of 1 ms: the count is cancelled and a sample answers instead.
    const counted = await countMembers(t.db, base(world), rule, world.now, 0.001);
    expect(counted.exact === false || counted.count === expectedMembers(world, rule).length).toBe(
      true,
    );
  });
});
