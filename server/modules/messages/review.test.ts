import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MessageReview,
  MessageReviewDetail,
  ReviewQueueResponse,
} from '../../../contract/messageReview';
import type { MessageListResponse, SentMessageResponse } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { adminUsers } from '../../db/schema/admins';
import { auditLog } from '../../db/schema/auditLog';
import { contentProviders } from '../../db/schema/channels';
import { deliveryOutbox, messageOccurrences } from '../../db/schema/messages';
import { outboxEmails } from '../../db/schema/outbox';
import { roles } from '../../db/schema/roles';
import { deliverDue, runSchedulerAt } from '../delivery/testKit';
import { ACME, CHANNEL, CHANNEL5, GLOBEX, MESSAGING, SUPER, messagesTestKit } from './testKit';
import type { MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  // Whatever the seed left due goes out first, so the engine below works on these tests only.
  await deliverDue(t.db, new Date(Date.now() + 1000));
});
afterAll(() => t.close());

type Sent = SentMessageResponse['data'];
const dataOf = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;
const codeOf = (response: { json: <U>() => U }) => response.json<{ code: string }>().code;

async function requireReview(mode: 'off' | 'always' | 'above', above = 1000) {
  const response = await k.call(ACME, 'POST', '/company-settings', {
    payload: { messageReview: { mode, above } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const compose = (title: string) => ({
  type: 'Regular Message',
  title,
  push_message: `${title}: read this`,
  message: `<p>${title}</p>`,
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'all' },
});

/** Tomorrow's date in UTC, for a once-schedule still ahead. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function sendNow(title: string, email = CHANNEL): Promise<Sent> {
  const body = email === CHANNEL ? compose(title) : { ...compose(title), cpId: primary };
  const response = await k.call(email, 'POST', '/messages/', { payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Sent>(response);
}

async function schedule(title: string): Promise<Sent> {
  const response = await k.call(CHANNEL, 'POST', '/messages/schedule', {
    payload: {
      ...compose(title),
      scheduleType: 'once',
      schedule_date: tomorrow(),
      schedule_time: '09:00',
      userTimeZone: 'UTC',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Sent>(response);
}

const outboxRowsOf = async (messageId: string) => {
  const occurrences = await k.occurrencesOf(messageId);
  if (occurrences.length === 0) return [];
  return t.db
    .select()
    .from(deliveryOutbox)
    .where(
      inArray(
        deliveryOutbox.occurrenceId,
        occurrences.map((o) => o.id),
      ),
    );
};

const emailsAbout = (subject: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(like(outboxEmails.subject, `%${subject}%`));

const decide = (email: string, id: string, step: 'approve' | 'return', comment?: string) =>
  k.call(email, 'POST', `/messages/${id}/review/${step}`, {
    payload: comment === undefined ? {} : { comment },
    ...(email === SUPER ? { company: 'acme' } : {}),
  });

const queueOf = async (email: string, state = 'pending') => {
  const response = await k.call(email, 'GET', `/messages/reviews?state=${state}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<ReviewQueueResponse['data']>(response);
};

const edit = (email: string, id: string, title: string) =>
  k.call(email, 'PUT', `/messages/${id}/review`, {
    payload: { title, push_message: `${title}: read this`, message: `<p>${title}</p>` },
  });

describe('review before sending', () => {
  it('holds a send-now message with no occurrence until another admin approves it, then sends it', async () => {
    await requireReview('always');
    const sent = await sendNow('Held send-now');
    const id = sent.message._id;
    expect(sent.audience.needsReview).toBe(true);
    expect(sent.message.review).toMatchObject({
      state: 'pending',
      submittedBy: { name: expect.any(String) as string },
      reviewedBy: null,
    });
    expect(await k.occurrencesOf(id)).toEqual([]);
    await deliverDue(t.db, new Date(Date.now() + 60_000));
    expect(await outboxRowsOf(id)).toEqual([]);

    // Every approver of the organisation is emailed, never its sender or another organisation.
    const awaiting = await emailsAbout('A message awaits your approval: Held send-now');
    const to = awaiting.map((email) => email.to);
    expect(to).toContain('admin@acme.test');
    expect(to).not.toContain('channel@acme.test');
    expect(to).not.toContain('messaging@acme.test');
    expect(to).not.toContain('admin@globex.test');
    expect(to).not.toContain('inactive@acme.test');
    expect(awaiting[0]?.text).toContain(`http://console.test/messages/reviews/${id}`);

    // The approver's queue and badge; the sender's own list.
    const queue = await queueOf(ACME);
    expect(queue.items.find((item) => item._id === id)).toMatchObject({
      kind: 'message',
      cp_id: primary,
      canApprove: true,
      review: { state: 'pending' },
    });
    expect(queue.awaitingMe).toBeGreaterThanOrEqual(1);
    const mine = await queueOf(CHANNEL, 'mine');
    expect(mine.items.find((item) => item._id === id)?.canApprove).toBe(false);
    expect(mine.awaitingMe).toBe(0);

    // What the approver sees: the message, a preview from it, the reach now.
    const detail = await k.call(ACME, 'GET', `/messages/${id}/review`);
    expect(detail.statusCode, detail.body).toBe(200);
    const read = dataOf<MessageReviewDetail>(detail);
    expect(read.message).toMatchObject({ _id: id, title: 'Held send-now' });
    expect(read.review.state).toBe('pending');
    expect(read.preview.members.length).toBeGreaterThan(0);
    expect(read.preview.members[0]?.title).toBe('Held send-now');
    expect(read.audience.total).toBe(sent.audience.total);
    expect(read.canApprove).toBe(true);

    // The history says so too.
    const history = await k.call(CHANNEL, 'GET', '/messages/all?offset=0&limit=50');
    const listed = dataOf<MessageListResponse['data']>(history).messages.find((m) => m._id === id);
    expect(listed?.review?.state).toBe('pending');
    const page = await k.call(CHANNEL, 'GET', `/messages/acme/message/${id}?limit=1`);
    expect(
      dataOf<{ message: { review?: MessageReview | null } }>(page).message.review,
    ).toMatchObject({ state: 'pending', comment: null });

    const approved = await decide(ACME, id, 'approve', 'Good to go');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(dataOf<MessageReview>(approved)).toMatchObject({
      state: 'approved',
      reviewedBy: { name: expect.any(String) as string },
      comment: 'Good to go',
    });
    expect(await k.occurrencesOf(id)).toHaveLength(1);
    await deliverDue(t.db, new Date(Date.now() + 60_000));
    expect((await outboxRowsOf(id)).length).toBeGreaterThan(0);
    const told = await emailsAbout('Your message was approved: Held send-now');
    expect(told.map((email) => email.to)).toEqual(['channel@acme.test']);

    // Once decided it is not pending: a second decision is a conflict.
    const again = await decide(ACME, id, 'approve');
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'error_review_not_pending']);
  });

  it('holds a scheduled message from the scheduler, and approval lets it go at its time', async () => {
    await requireReview('always');
    const sent = await schedule('Held schedule');
    const id = sent.message._id;
    expect(sent.message.review?.state).toBe('pending');
    const afterDue = new Date(Date.now() + 2 * 86_400_000);
    await runSchedulerAt(t.db, afterDue);
    expect(await k.occurrencesOf(id)).toEqual([]);

    expect((await decide(ACME, id, 'approve')).statusCode).toBe(200);
    // Approved, it is the scheduler's again: not at approval, at its time (here, passed).
    expect(await k.occurrencesOf(id)).toEqual([]);
    await runSchedulerAt(t.db, afterDue);
    expect(await k.occurrencesOf(id)).toHaveLength(1);
  });

  it("with mode 'above' lets a message reaching few go at once, and holds one reaching more", async () => {
    await requireReview('above', 100_000);
    const small = await sendNow('Small enough');
    expect(small.audience.needsReview).toBe(false);
    expect(small.message.review).toBeUndefined();
    expect(await k.occurrencesOf(small.message._id)).toHaveLength(1);
    // A message that needed no review has none to show, decide on or edit through it.
    expect((await k.call(ACME, 'GET', `/messages/${small.message._id}/review`)).statusCode).toBe(
      404,
    );
    const notPending = await decide(ACME, small.message._id, 'approve');
    expect([notPending.statusCode, codeOf(notPending)]).toEqual([409, 'error_review_not_pending']);
    const notEditable = await edit(CHANNEL, small.message._id, 'Not under review');
    expect([notEditable.statusCode, codeOf(notEditable)]).toEqual([
      409,
      'error_review_not_editable',
    ]);

    const count = await k.call(CHANNEL, 'POST', '/messages/audience', {
      payload: { device: 'all', audience: { kind: 'all' } },
    });
    expect(dataOf<Sent['audience']>(count).needsReview).toBe(false);

    await requireReview('above', 0);
    const counted = await k.call(CHANNEL, 'POST', '/messages/audience', {
      payload: { device: 'all', audience: { kind: 'all' } },
    });
    expect(dataOf<Sent['audience']>(counted).needsReview).toBe(true);
    const large = await sendNow('Too many');
    expect(large.message.review?.state).toBe('pending');
    expect(await k.occurrencesOf(large.message._id)).toEqual([]);
  });

  it('refuses self-approval with a clear code, and an admin without the key', async () => {
    await requireReview('always');
    const own = await sendNow('My own', ACME);
    const id = own.message._id;
    const self = await decide(ACME, id, 'approve');
    expect([self.statusCode, codeOf(self)]).toEqual([403, 'error_review_own_message']);
    const selfReturn = await decide(ACME, id, 'return', 'No');
    expect([selfReturn.statusCode, codeOf(selfReturn)]).toEqual([403, 'error_review_own_message']);
    // The admin's own queue does not count it as awaiting them, nor offer it.
    const queue = await queueOf(ACME);
    expect(queue.items.find((item) => item._id === id)?.canApprove).toBe(false);

    // A sender without the approveMessages key (the channel's admin) may read it, not decide.
    const reading = await k.call(CHANNEL, 'GET', `/messages/${id}/review`);
    expect(reading.statusCode, reading.body).toBe(200);
    expect(dataOf<MessageReviewDetail>(reading).canApprove).toBe(false);
    expect((await decide(CHANNEL, id, 'approve')).statusCode).toBe(403);
    expect((await decide(CHANNEL, id, 'return', 'No')).statusCode).toBe(403);
    // The messaging-only role has neither the key nor the review screens.
    expect((await decide(MESSAGING, id, 'approve')).statusCode).toBe(403);
    expect((await k.call(MESSAGING, 'GET', `/messages/${id}/review`)).statusCode).toBe(403);
    expect(await k.occurrencesOf(id)).toEqual([]);

    // The platform admin, for the organisation chosen, approves it.
    const other = await decide(SUPER, id, 'approve');
    expect(other.statusCode, other.body).toBe(200);
    expect(await k.occurrencesOf(id)).toHaveLength(1);
  });

  it('puts an approved message that is edited back to pending, taking back its send', async () => {
    await requireReview('always');
    const sent = await sendNow('Approved then edited');
    const id = sent.message._id;
    expect((await decide(ACME, id, 'approve')).statusCode).toBe(200);
    expect(await k.occurrencesOf(id)).toHaveLength(1);

    const edited = await edit(CHANNEL, id, 'Edited after approval');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(dataOf<MessageReview>(edited)).toMatchObject({
      state: 'pending',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(await k.occurrencesOf(id)).toEqual([]);
    await deliverDue(t.db, new Date(Date.now() + 60_000));
    expect(await outboxRowsOf(id)).toEqual([]);
    expect((await k.message(id)).title).toBe('Edited after approval');
    const again = await emailsAbout('A message awaits your approval: Edited after approval');
    expect(again.map((email) => email.to)).toContain('admin@acme.test');

    // Once it has gone out it can no longer be edited.
    expect((await decide(ACME, id, 'approve')).statusCode).toBe(200);
    await deliverDue(t.db, new Date(Date.now() + 60_000));
    const late = await edit(CHANNEL, id, 'Too late');
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'error_review_not_editable']);
  });

  it('returns a message with a comment to its sender, who edits and resubmits it', async () => {
    await requireReview('always');
    const sent = await schedule('Needs work');
    const id = sent.message._id;
    const empty = await decide(ACME, id, 'return', '   ');
    expect(empty.statusCode).toBe(400);
    const returned = await decide(ACME, id, 'return', 'Say which day, please');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(dataOf<MessageReview>(returned)).toMatchObject({
      state: 'returned',
      comment: 'Say which day, please',
    });
    const told = await emailsAbout('Your message was returned: Needs work');
    expect(told.map((email) => email.to)).toEqual(['channel@acme.test']);
    expect(told[0]?.text).toContain('Say which day, please');
    expect((await queueOf(CHANNEL, 'returned')).items.map((item) => item._id)).toContain(id);
    // A returned message is not awaiting a decision.
    const approveReturned = await decide(ACME, id, 'approve');
    expect([approveReturned.statusCode, codeOf(approveReturned)]).toEqual([
      409,
      'error_review_not_pending',
    ]);
    await runSchedulerAt(t.db, new Date(Date.now() + 2 * 86_400_000));
    expect(await k.occurrencesOf(id)).toEqual([]);

    // Checked as compose checks it.
    const badField = await edit(CHANNEL, id, 'Hello {{ nosuchfield }}');
    expect(badField.statusCode).toBe(400);
    const resubmitted = await edit(CHANNEL, id, 'Needs work: Tuesday');
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(dataOf<MessageReview>(resubmitted).state).toBe('pending');
    expect((await queueOf(ACME)).items.map((item) => item._id)).toContain(id);
    expect((await decide(ACME, id, 'approve')).statusCode).toBe(200);
  });

  it("gives another organisation, or another channel's admin, nothing of it (404)", async () => {
    await requireReview('always');
    const sent = await sendNow('Acme only');
    const id = sent.message._id;
    expect((await queueOf(GLOBEX)).items.map((item) => item._id)).not.toContain(id);
    expect((await queueOf(CHANNEL5)).items.map((item) => item._id)).not.toContain(id);
    for (const email of [GLOBEX, CHANNEL5]) {
      expect((await k.call(email, 'GET', `/messages/${id}/review`)).statusCode).toBe(404);
      expect((await edit(email, id, 'Taken over')).statusCode).toBe(404);
    }
    expect((await decide(GLOBEX, id, 'approve')).statusCode).toBe(404);
    expect((await decide(GLOBEX, id, 'return', 'No')).statusCode).toBe(404);
    expect((await k.message(id)).reviewState).toBe('pending');
    expect((await k.message(id)).title).toBe('Acme only');
  });

  it('checks the SMS credits again at approval, changing nothing when they fall short', async () => {
    await requireReview('always');
    const credits = (month: number) =>
      t.db
        .update(contentProviders)
        .set({
          unregisteredMemberMessaging: true,
          offAppTextCreditsMonth: month,
          offAppTextCreditsUsedCurrentMonth: 0,
          purchasedOffAppTextCreditsRemaining: 0,
        })
        .where(eq(contentProviders.id, primary));
    const before = (
      await t.db.select().from(contentProviders).where(eq(contentProviders.id, primary))
    )[0];
    await credits(1_000_000);
    const response = await k.call(CHANNEL, 'POST', '/messages/', {
      payload: { ...compose('By text'), deliveryMode: 'sms' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = dataOf<Sent>(response);
    expect(sent.audience.creditsNeeded).toBeGreaterThan(0);
    await credits(0);
    const short = await decide(ACME, sent.message._id, 'approve');
    expect([short.statusCode, codeOf(short)]).toEqual([402, 'error_no_text_credits']);
    expect((await k.message(sent.message._id)).reviewState).toBe('pending');
    expect(await k.occurrencesOf(sent.message._id)).toEqual([]);
    await credits(1_000_000);
    expect((await decide(ACME, sent.message._id, 'approve')).statusCode).toBe(200);
    expect(await k.occurrencesOf(sent.message._id)).toHaveLength(1);
    if (before)
      await t.db
        .update(contentProviders)
        .set({
          unregisteredMemberMessaging: before.unregisteredMemberMessaging,
          offAppTextCreditsMonth: before.offAppTextCreditsMonth,
          offAppTextCreditsUsedCurrentMonth: before.offAppTextCreditsUsedCurrentMonth,
          purchasedOffAppTextCreditsRemaining: before.purchasedOffAppTextCreditsRemaining,
        })
        .where(eq(contentProviders.id, primary));
  });

  it('holds a follow-up under the same rule until approved', async () => {
    await requireReview('off');
    // The default channel speaks to every member, as the board's tests send through it.
    const byDefault = await k.channel('acme', 'DEFAULT');
    const users = await k.users('acme', 8);
    const original = await k.sentMessage(
      'acme',
      byDefault,
      users.map((userId) => ({ userId })),
    );
    await requireReview('always');
    const response = await k.call(ACME, 'POST', `/messages/${original.message.id}/follow-up`, {
      payload: { title: 'Please confirm', push_message: 'Still waiting for you' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const followUp = dataOf<Sent>(response);
    expect(followUp.message.review?.state).toBe('pending');
    expect(followUp.audience.needsReview).toBe(true);
    expect(await k.occurrencesOf(followUp.message._id)).toEqual([]);
    const own = await decide(ACME, followUp.message._id, 'approve');
    expect(own.statusCode).toBe(403);
    expect((await decide(SUPER, followUp.message._id, 'approve')).statusCode).toBe(200);
    expect(await k.occurrencesOf(followUp.message._id)).toHaveLength(1);
  });

  it('writes every step in the audit log', async () => {
    await requireReview('always');
    const sent = await sendNow('Audited');
    const id = sent.message._id;
    await decide(ACME, id, 'return', 'Not yet');
    await edit(CHANNEL, id, 'Audited again');
    await decide(ACME, id, 'approve');
    const entries = await t.db
      .select({ route: auditLog.route, method: auditLog.method, status: auditLog.status })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id)))
      .orderBy(desc(auditLog.at));
    const routes = entries.map((entry) => `${entry.method} ${entry.route} ${entry.status}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /messages/ 200',
        'POST /messages/:id/review/return 200',
        'PUT /messages/:id/review 200',
        'POST /messages/:id/review/approve 200',
      ]),
    );
    // Nothing was left pending by these steps.
    expect(
      await t.db.select().from(messageOccurrences).where(eq(messageOccurrences.messageId, id)),
    ).toHaveLength(1);
  });

  it("emails an approver of a channel only of that channel's messages", async () => {
    await requireReview('always');
    const [role] = await t.db
      .insert(roles)
      .values({
        roleId: 'channel-approver',
        name: 'Channel approver',
        companyId: await t.companyIdOf('acme'),
        keys: ['messages', 'approveMessages'],
      })
      .returning({ id: roles.id });
    if (!role) throw new Error('no role');
    await t.db
      .update(adminUsers)
      .set({ roleId: role.id })
      .where(eq(adminUsers.email, 'channel5@acme.test'));
    await sendNow('For the primary channel');
    const primaryMail = await emailsAbout(
      'A message awaits your approval: For the primary channel',
    );
    expect(primaryMail.map((email) => email.to)).not.toContain('channel5@acme.test');

    const hybrid = await k.channel('acme', 'HYBRID');
    const response = await k.call(ACME, 'POST', '/messages/', {
      payload: { ...compose('For the hybrid channel'), cpId: hybrid },
    });
    expect(response.statusCode, response.body).toBe(200);
    const hybridMail = await emailsAbout('A message awaits your approval: For the hybrid channel');
    expect(hybridMail.map((email) => email.to)).toContain('channel5@acme.test');
    // And they may decide on it, their channel's.
    const id = dataOf<Sent>(response).message._id;
    expect((await queueOf(CHANNEL5)).awaitingMe).toBeGreaterThanOrEqual(1);
    expect((await decide(CHANNEL5, id, 'approve')).statusCode).toBe(200);
  });
});
