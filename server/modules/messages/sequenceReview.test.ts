import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewMode } from '../../../contract/messageReviewState';
import type { SequenceStep } from '../../../contract/sequences';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { adminUsers } from '../../db/schema/admins';
import { companies } from '../../db/schema/companies';
import { messageReceipts } from '../../db/schema/messages';
import { addUser, runSequencesAt } from '../delivery/testKit';
import { ACME, CHANNEL, CHANNEL5, GLOBEX, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  acmeId = await t.companyIdOf('acme');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

const step = (overrides: Record<string, unknown> = {}) => ({
  label: 'Day 2',
  interval: 2,
  module: 'onboarding',
  title: 'Two days in',
  pushMessage: 'How is it going?',
  message: '<p>Hello</p>',
  isActive: true,
  ...overrides,
});

async function requireReview(slug: string, mode: ReviewMode, above = 1000) {
  await t.db
    .update(companies)
    .set({ reviewMode: mode, reviewAbove: above })
    .where(eq(companies.companyId, slug));
}

async function adminId(email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (!row) throw new Error(`no admin ${email}`);
  return row.id;
}

async function created(payload = step()): Promise<SequenceStep> {
  const response = await k.call(CHANNEL, 'POST', '/messages/sequence', { payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SequenceStep }>().data;
}

async function edited(id: string, payload = step()): Promise<SequenceStep> {
  const response = await k.call(CHANNEL, 'PUT', `/messages/sequence/${id}`, { payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SequenceStep }>().data;
}

/** An organisation admin approves it, as the approvals page does. */
async function approve(id: string) {
  const response = await k.call(ACME, 'POST', `/messages/${id}/review/approve`, { payload: {} });
  expect(response.statusCode).toBe(200);
}

/** A new follower of the primary channel, and when their step of `interval` days is due. */
async function newFollower(joined: Date) {
  return addUser(t.db, acmeId, { follows: [primary], followedAt: joined });
}

/** Who the engine has sent the step to so far. */
async function reached(stepId: string): Promise<string[]> {
  const [standing] = await k.occurrencesOf(stepId);
  if (!standing) return [];
  const receipts = await t.db
    .select({ user: messageReceipts.mobileUserId })
    .from(messageReceipts)
    .where(eq(messageReceipts.occurrenceId, standing.id));
  return receipts.map((r) => r.user);
}

describe('sequence steps under review before sending', () => {
  it('holds a new or sent-back step from every follower until it is approved, then reaches those who came due meanwhile', async () => {
    await requireReview('acme', 'always');
    const answer = await created(step({ title: 'Two days in, for review' }));
    expect(answer.review).toMatchObject({
      state: 'pending',
      submittedBy: { _id: await adminId(CHANNEL) },
      reviewedBy: null,
    });
    expect((await t.emailTo(ACME)).subject).toBe(
      'A message awaits your approval: Two days in, for review',
    );
    const listed = await k.call(CHANNEL, 'GET', `/messages/sequence/${primary}`);
    const mine = listed.json<{ data: SequenceStep[] }>().data.find((s) => s._id === answer._id);
    expect(mine?.review).toMatchObject({ state: 'pending' });

    const joined = new Date();
    const newcomer = await newFollower(joined);
    const dueDay = new Date(joined.getTime() + 3 * DAY_MS);
    await runSequencesAt(t.db, dueDay);
    await runSequencesAt(t.db, dueDay);
    expect(await reached(answer._id)).not.toContain(newcomer);

    // Sent back to its sender: still held.
    const sentBack = await k.call(ACME, 'POST', `/messages/${answer._id}/review/return`, {
      payload: { comment: 'Say which app' },
    });
    expect(sentBack.statusCode).toBe(200);
    expect((await k.message(answer._id)).reviewState).toBe('returned');
    await runSequencesAt(t.db, dueDay);
    expect(await reached(answer._id)).not.toContain(newcomer);

    // Its sender edits it: awaiting approval again, the comment kept for the approver.
    const resubmitted = await edited(
      answer._id,
      step({ title: 'Two days in with the app', pushMessage: 'How is the app going?' }),
    );
    expect(resubmitted.review).toMatchObject({ state: 'pending', comment: 'Say which app' });
    expect((await t.emailTo(ACME)).subject).toBe(
      'A message awaits your approval: Two days in with the app',
    );
    await runSequencesAt(t.db, dueDay);
    expect(await reached(answer._id)).not.toContain(newcomer);

    await approve(answer._id);
    await runSequencesAt(t.db, new Date(joined.getTime() + 4 * DAY_MS));
    expect((await reached(answer._id)).filter((user) => user === newcomer)).toHaveLength(1);
  });

  it('goes back to awaiting approval when an approved step is edited, and the runner holds it again', async () => {
    await requireReview('acme', 'always');
    const answer = await created(step({ label: 'Day 5', interval: 5 }));
    await approve(answer._id);
    const changed = await edited(answer._id, step({ label: 'Day 5', interval: 5, title: 'New' }));
    expect(changed.review).toMatchObject({
      state: 'pending',
      submittedBy: { _id: await adminId(CHANNEL) },
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(await k.message(answer._id)).toMatchObject({ title: 'New', reviewState: 'pending' });

    const joined = new Date();
    const newcomer = await newFollower(joined);
    const dueDay = new Date(joined.getTime() + 6 * DAY_MS);
    await runSequencesAt(t.db, dueDay);
    expect(await reached(answer._id)).not.toContain(newcomer);
    await approve(answer._id);
    await runSequencesAt(t.db, dueDay);
    expect(await reached(answer._id)).toContain(newcomer);
  });

  it('changes nothing while the organisation requires no review', async () => {
    await requireReview('acme', 'off');
    const answer = await created(step({ label: 'Day 1', interval: 1, title: 'Needs nobody' }));
    expect(answer.review).toBeNull();
    expect((await t.lastEmailTo(ACME))?.subject ?? '').not.toContain('Needs nobody');
    expect((await edited(answer._id, step({ label: 'Day 1', interval: 1 }))).review).toBeNull();
    const joined = new Date();
    const newcomer = await newFollower(joined);
    await runSequencesAt(t.db, new Date(joined.getTime() + 2 * DAY_MS));
    expect(await reached(answer._id)).toContain(newcomer);
  });

  it("decides 'above' on the channel's followers", async () => {
    await requireReview('acme', 'above', 0);
    await newFollower(new Date());
    expect((await created(step({ label: 'Above none' }))).review).toMatchObject({
      state: 'pending',
    });
    await requireReview('acme', 'above', 100_000_000);
    expect((await created(step({ label: 'Above many' }))).review).toBeNull();
  });

  it('shows a step awaiting approval to no other channel nor organisation', async () => {
    await requireReview('acme', 'always');
    const answer = await created(step({ label: 'Private' }));
    const otherChannel = await k.call(CHANNEL5, 'GET', `/messages/sequence/${primary}`);
    expect(otherChannel.statusCode).toBe(404);
    const otherEdit = await k.call(CHANNEL5, 'PUT', `/messages/sequence/${answer._id}`, {
      payload: step({ label: 'Taken over' }),
    });
    expect(otherEdit.statusCode).toBe(404);
    const otherOrganisation = await k.call(GLOBEX, 'GET', `/messages/sequence/${primary}`);
    expect(otherOrganisation.statusCode).toBe(403);
    expect(await k.message(answer._id)).toMatchObject({
      label: 'Private',
      reviewState: 'pending',
      reviewSubmittedBy: await adminId(CHANNEL),
    });
  });
});
