import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SequenceStep } from '../../../contract/sequences';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { addUser, runSequencesAt } from '../delivery/testKit';
import { CHANNEL, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe('a step written through the API', () => {
  it("is sent by the engine's sequence runner to a follower once their interval has passed", async () => {
    const primary = await k.channel('acme', 'PRIMARY');
    const response = await k.call(CHANNEL, 'POST', '/messages/sequence', {
      payload: {
        label: 'Day 2',
        interval: 2,
        module: 'onboarding',
        title: 'Two days in',
        pushMessage: 'How is it going?',
        message: '<p>Hello</p>',
        isActive: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const step = response.json<{ data: SequenceStep }>().data;
    const joined = new Date();
    const newcomer = await addUser(t.db, await t.companyIdOf('acme'), {
      follows: [primary],
      followedAt: joined,
    });

    const run = (at: Date) => runSequencesAt(t.db, at);
    await run(new Date(joined.getTime() + DAY_MS));
    const [standing] = await k.occurrencesOf(step._id);
    const early = await t.db.query.messageReceipts.findMany({
      where: (r, { eq }) => eq(r.occurrenceId, standing?.id ?? ''),
    });
    expect(early.some((r) => r.mobileUserId === newcomer)).toBe(false);

    await run(new Date(joined.getTime() + 3 * DAY_MS));
    const later = await t.db.query.messageReceipts.findMany({
      where: (r, { eq }) => eq(r.occurrenceId, standing?.id ?? ''),
    });
    expect(later.filter((r) => r.mobileUserId === newcomer)).toHaveLength(1);
  });
});
