import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../contract/campaigns';
import type { ReviewMode } from '../../../contract/messageReviewState';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { companies } from '../../db/schema/companies';
import { messageOccurrences, messageReceipts } from '../../db/schema/messages';
import { zonedWallTimeToUtc } from '../../lib/schedule';
import { ACME, SUPER, messagesTestKit, type MessagesTestKit } from '../messages/testKit';
import { runScheduler } from './schedulerRepository';
import { deliverDue } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
});
afterAll(() => t.close());

const nextYear = new Date().getUTCFullYear() + 1;
const ZONE = 'America/New_York';

const campaign = (day: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Member of the month',
  message: 'Congratulations to our member of the month!',
  schedule_date: `${nextYear}-${day}`,
  schedule_time: '10:00',
  repeat: false,
  target: ['all'],
  userTimeZone: ZONE,
  ...overrides,
});

async function requireReview(slug: string, mode: ReviewMode) {
  await t.db.update(companies).set({ reviewMode: mode }).where(eq(companies.companyId, slug));
}

async function created(slug: string, payload: ReturnType<typeof campaign>): Promise<Campaign> {
  const response = await k.call(SUPER, 'POST', `/messages/campaign/${slug}`, { payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Campaign }>().data;
}

/** An organisation admin approves it, as the approvals page does. */
async function approve(id: string) {
  const response = await k.call(ACME, 'POST', `/messages/${id}/review/approve`, { payload: {} });
  expect(response.statusCode).toBe(200);
}

/** The engine at `at`: the scheduler turns what is due into occurrences, the worker sends them. */
async function runEngine(at: Date) {
  await runScheduler({ db: t.db, clock: () => at });
  await deliverDue(t.db, at);
}

async function receiptsOf(messageId: string): Promise<number> {
  const occurrences = await k.occurrencesOf(messageId);
  if (occurrences.length === 0) return 0;
  const rows = await t.db
    .select({ id: messageReceipts.id })
    .from(messageReceipts)
    .where(
      inArray(
        messageReceipts.occurrenceId,
        occurrences.map((o) => o.id),
      ),
    );
  return rows.length;
}

const dueAt = (day: string) => zonedWallTimeToUtc(`${nextYear}-${day}`, '10:00', ZONE);
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

describe('an award campaign awaiting review in the delivery engine', () => {
  it('does not go out at its time while awaiting approval, and goes once approved', async () => {
    await requireReview('acme', 'always');
    const answer = await created('acme', campaign('03-01'));
    expect(answer.review).toMatchObject({ state: 'pending' });
    const due = dueAt('03-01');

    await runEngine(minutesAfter(due, 1));
    await runEngine(minutesAfter(due, 30));
    expect(await receiptsOf(answer._id)).toBe(0);
    expect((await k.message(answer._id)).sent).toBe(0);

    await approve(answer._id);
    await runEngine(minutesAfter(due, 60));
    expect(await receiptsOf(answer._id)).toBeGreaterThan(0);
    expect((await k.message(answer._id)).sent).toBeGreaterThan(0);
  });

  it('does not go out after an approved campaign is edited, until approved again', async () => {
    await requireReview('acme', 'always');
    const answer = await created('acme', campaign('04-01'));
    await approve(answer._id);
    const edit = await k.call(SUPER, 'PUT', `/messages/campaign/${answer._id}/acme`, {
      payload: campaign('04-02', { title: 'Member of the month, corrected' }),
    });
    expect(edit.json<{ data: Campaign }>().data.review).toMatchObject({ state: 'pending' });
    const due = dueAt('04-02');

    await runEngine(minutesAfter(due, 1));
    expect(await receiptsOf(answer._id)).toBe(0);

    await approve(answer._id);
    await runEngine(minutesAfter(due, 2));
    expect(await receiptsOf(answer._id)).toBeGreaterThan(0);
  });

  it('goes out at its time when the organisation requires no review', async () => {
    await requireReview('acme', 'off');
    const answer = await created('acme', campaign('05-01'));
    expect(answer.review).toBeNull();
    await runEngine(minutesAfter(dueAt('05-01'), 1));
    expect(await receiptsOf(answer._id)).toBeGreaterThan(0);
    const [occurrence] = await t.db
      .select({ state: messageOccurrences.state })
      .from(messageOccurrences)
      .where(eq(messageOccurrences.messageId, answer._id));
    expect(occurrence?.state).toBe('done');
  });
});
