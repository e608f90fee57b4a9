import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../contract/campaigns';
import type { ReviewMode } from '../../../contract/messageReviewState';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { adminUsers } from '../../db/schema/admins';
import { companies } from '../../db/schema/companies';
import { outboxEmails } from '../../db/schema/outbox';
import { ACME, SUPER, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
});
afterAll(() => t.close());

const nextYear = new Date().getUTCFullYear() + 1;

const campaign = (overrides: Record<string, unknown> = {}) => ({
  title: 'Member of the month',
  message: 'Congratulations to our member of the month!',
  schedule_date: `${nextYear}-06-01`,
  schedule_time: '10:00',
  repeat: false,
  target: ['all'],
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

async function created(slug: string, payload = campaign()): Promise<Campaign> {
  const response = await k.call(SUPER, 'POST', `/messages/campaign/${slug}`, { payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Campaign }>().data;
}

async function edited(id: string, slug: string, payload = campaign()): Promise<Campaign> {
  const response = await k.call(SUPER, 'PUT', `/messages/campaign/${id}/${slug}`, { payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Campaign }>().data;
}

/** An organisation admin approves it, as the approvals page does. */
async function approve(id: string) {
  const response = await k.call(ACME, 'POST', `/messages/${id}/review/approve`, { payload: {} });
  expect(response.statusCode).toBe(200);
}

describe('award campaigns under review before sending', () => {
  it('is stored awaiting approval when the organisation always requires it, and says so in the list and the read', async () => {
    await requireReview('acme', 'always');
    const answer = await created('acme', campaign({ title: 'Awaiting an approver' }));
    const submitter = await adminId(SUPER);
    expect(answer.review).toMatchObject({
      state: 'pending',
      submittedBy: { _id: submitter },
      reviewedBy: null,
      reviewedAt: null,
      comment: null,
    });
    expect(answer.review?.submittedBy?.name).toMatch(/\S/);
    expect(Date.parse(answer.review?.submittedAt ?? '')).not.toBeNaN();
    expect(await k.message(answer._id)).toMatchObject({
      reviewState: 'pending',
      reviewSubmittedBy: submitter,
    });

    const one = await k.call(SUPER, 'GET', `/messages/campaign/${answer._id}`);
    expect(one.json<{ data: Campaign }>().data.review).toMatchObject({ state: 'pending' });
    const list = await k.call(SUPER, 'GET', '/messages/campaigns/acme');
    const listed = list.json<{ data: Campaign[] }>().data.find((c) => c._id === answer._id);
    expect(listed?.review).toMatchObject({ state: 'pending', submittedBy: { _id: submitter } });

    // The organisation's approvers are told by email, with the link to review it.
    const email = await t.emailTo(ACME);
    expect(email.subject).toBe('A message awaits your approval: Awaiting an approver');
    expect(email.text).toContain(`/messages/reviews/${answer._id}`);
  });

  it('goes back to awaiting approval, the editor its submitter, when an approved one is edited', async () => {
    await requireReview('acme', 'always');
    const answer = await created('acme');
    const approver = await adminId(ACME);
    await approve(answer._id);
    const approved = await k.call(SUPER, 'GET', `/messages/campaign/${answer._id}`);
    expect(approved.json<{ data: Campaign }>().data.review).toMatchObject({
      state: 'approved',
      reviewedBy: { _id: approver },
    });

    // Even with review since turned off: what the approver passed is not what goes out now.
    await requireReview('acme', 'off');
    const changed = await edited(answer._id, 'acme', campaign({ title: 'Member of the year' }));
    expect((await t.emailTo(ACME)).subject).toBe(
      'A message awaits your approval: Member of the year',
    );
    expect(changed.review).toMatchObject({
      state: 'pending',
      submittedBy: { _id: await adminId(SUPER) },
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(await k.message(answer._id)).toMatchObject({
      title: 'Member of the year',
      reviewState: 'pending',
      reviewedBy: null,
    });
  });

  it('changes nothing while the organisation requires no review, and an edit then needs none', async () => {
    await requireReview('acme', 'off');
    const answer = await created('acme', campaign({ title: 'Needs nobody' }));
    expect(answer.review).toBeNull();
    expect(await k.message(answer._id)).toMatchObject({
      reviewState: null,
      reviewSubmittedBy: null,
      reviewSubmittedAt: null,
    });
    const changed = await edited(answer._id, 'acme', campaign({ title: 'Renamed' }));
    expect(changed.review).toBeNull();
    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, ACME));
    expect(emails.filter((e) => /Needs nobody|Renamed/.test(e.subject))).toEqual([]);
  });

  it('needs approval when its organisation later requires it and it is edited', async () => {
    await requireReview('acme', 'off');
    const answer = await created('acme');
    await requireReview('acme', 'always');
    const changed = await edited(answer._id, 'acme');
    expect(changed.review).toMatchObject({ state: 'pending' });
  });

  it("decides 'above' on the members of its channel on its platforms", async () => {
    // Every acme member is on the default channel: a threshold of 0 holds any campaign with one.
    await requireReview('acme', 'above', 0);
    expect((await created('acme')).review).toMatchObject({ state: 'pending' });
    await requireReview('acme', 'above', 100_000_000);
    expect((await created('acme')).review).toBeNull();
  });

  it("follows each organisation's own rule: another organisation's campaigns and lists are untouched", async () => {
    await requireReview('acme', 'always');
    await requireReview('globex', 'off');
    const acme = await created('acme', campaign({ title: 'Acme award' }));
    const globex = await created('globex', campaign({ title: 'Globex award' }));
    expect(acme.review).toMatchObject({ state: 'pending' });
    expect(globex.review).toBeNull();
    const list = await k.call(SUPER, 'GET', '/messages/campaigns/globex');
    const globexList = list.json<{ data: Campaign[] }>().data;
    expect(globexList.map((c) => c._id)).not.toContain(acme._id);
    expect(globexList.every((c) => c.review === null)).toBe(true);
  });
});
