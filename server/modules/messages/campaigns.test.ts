import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../contract/campaigns';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { messageOccurrences, messages } from '../../db/schema/messages';
import { zonedWallTimeToUtc } from '../../lib/schedule';
import { ACME, CHANNEL, GLOBEX, SUPER, messagesTestKit, type MessagesTestKit } from './testKit';

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
  target: ['ios', 'android'],
  phone: '+1 555 0100',
  url: 'https://example.com/award',
  userTimeZone: 'America/New_York',
  ...overrides,
});

async function create(company: string, payload = campaign(), email = SUPER) {
  return k.call(email, 'POST', `/messages/campaign/${company}`, { payload });
}

async function created(company = 'acme', payload = campaign()): Promise<Campaign> {
  const response = await create(company, payload);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Campaign }>().data;
}

describe('award campaigns', () => {
  it("stores a once campaign for the company's default channel, due at its wall time", async () => {
    const answer = await created();
    expect(answer).toMatchObject({
      companyID: 'acme',
      title: 'Member of the month',
      schedule_date: `${nextYear}-06-01`,
      schedule_time: '10:00',
      repeat: false,
      target: ['ios', 'android'],
      phone: '+1 555 0100',
      url: 'https://example.com/award',
      userTimeZone: 'America/New_York',
      status: 1,
      sent: 0,
      read: 0,
    });
    const stored = await k.message(answer._id);
    expect(stored).toMatchObject({
      kind: 'campaign',
      type: 'AwardNotification',
      contentProviderId: await k.channel('acme', 'DEFAULT'),
      audience: { kind: 'all' },
      device: 'all',
      scheduleType: 'once',
    });
    expect(stored.nextDueAt?.toISOString()).toBe(
      zonedWallTimeToUtc(`${nextYear}-06-01`, '10:00', 'America/New_York').toISOString(),
    );
    expect(await k.occurrencesOf(answer._id)).toEqual([]);
  });

  it('repeats daily from its date, and takes one platform as its device', async () => {
    const answer = await created(
      'acme',
      campaign({ repeat: true, target: ['ios'], userTimeZone: undefined }),
    );
    expect(answer).toMatchObject({
      repeat: true,
      target: ['ios'],
      userTimeZone: 'America/Los_Angeles',
    });
    const stored = await k.message(answer._id);
    expect(stored).toMatchObject({ scheduleType: 'daily', device: 'ios' });
    expect(stored.nextDueAt?.toISOString()).toBe(
      zonedWallTimeToUtc(`${nextYear}-06-01`, '10:00', 'America/Los_Angeles').toISOString(),
    );
  });

  it('lists a company’s campaigns newest first, reads and updates one', async () => {
    const first = await created('acme', campaign({ title: 'First' }));
    const second = await created('acme', campaign({ title: 'Second' }));
    await created('globex', campaign({ title: 'Globex award' }));
    const list = await k.call(SUPER, 'GET', '/messages/campaigns/acme');
    expect(list.statusCode).toBe(200);
    const titles = list.json<{ data: Campaign[] }>().data.map((c) => c.title);
    expect(titles.indexOf('Second')).toBeLessThan(titles.indexOf('First'));
    expect(titles).not.toContain('Globex award');
    const everywhere = await k.call(SUPER, 'GET', '/messages/campaigns/All');
    expect(everywhere.json<{ data: Campaign[] }>().data.map((c) => c.title)).toContain(
      'Globex award',
    );

    const byId = await k.call(SUPER, 'GET', `/messages/campaigns/${await t.companyIdOf('acme')}`);
    expect(byId.json<{ data: Campaign[] }>().data.map((c) => c.title)).toEqual(titles);

    const one = await k.call(SUPER, 'GET', `/messages/campaign/${first._id}`);
    expect(one.json<{ data: Campaign }>().data).toMatchObject({ _id: first._id, title: 'First' });

    const updated = await k.call(SUPER, 'PUT', `/messages/campaign/${second._id}/acme`, {
      payload: campaign({ title: 'Second, renamed', schedule_date: `${nextYear}-07-01` }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ data: Campaign }>().data).toMatchObject({
      title: 'Second, renamed',
      schedule_date: `${nextYear}-07-01`,
    });
    expect((await k.message(second._id)).nextDueAt?.toISOString()).toBe(
      zonedWallTimeToUtc(`${nextYear}-07-01`, '10:00', 'America/New_York').toISOString(),
    );
    const wrongCompany = await k.call(SUPER, 'PUT', `/messages/campaign/${second._id}/globex`, {
      payload: campaign(),
    });
    expect(wrongCompany.statusCode).toBe(404);
  });

  it('deletes a campaign, but not while it is being sent', async () => {
    const answer = await created();
    await t.db
      .insert(messageOccurrences)
      .values({ messageId: answer._id, dueAt: new Date(), state: 'sending' });
    const busy = await k.call(SUPER, 'DELETE', `/messages/campaign/${answer._id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'error_deleting_message' });
    await t.db
      .update(messageOccurrences)
      .set({ state: 'done' })
      .where(eq(messageOccurrences.messageId, answer._id));
    const done = await k.call(SUPER, 'DELETE', `/messages/campaign/${answer._id}`);
    expect(done.statusCode).toBe(200);
    expect(await k.message(answer._id)).toMatchObject({ isDeleted: true, nextDueAt: null });
    expect((await k.call(SUPER, 'GET', `/messages/campaign/${answer._id}`)).statusCode).toBe(404);
  });

  it('refuses a past date, an unknown zone, an unknown company and no company chosen', async () => {
    const before = (await t.db.select({ id: messages.id }).from(messages)).length;
    const past = await create('acme', campaign({ schedule_date: '2020-01-01' }));
    expect(past.json()).toMatchObject({
      code: 'error_schedule_in_past',
      details: [{ field: 'schedule_date' }],
    });
    const zone = await create('acme', campaign({ userTimeZone: 'Atlantis/Capital' }));
    expect(zone.json()).toMatchObject({ code: 'error_invalid_time_zone' });
    expect((await create('nowhere')).statusCode).toBe(404);
    const all = await create('All');
    expect(all.statusCode).toBe(400);
    const badTarget = await create('acme', campaign({ target: ['fax'] }));
    expect(badTarget.statusCode).toBe(400);
    expect((await t.db.select({ id: messages.id }).from(messages)).length).toBe(before);
  });

  it('is for platform admins only: company, channel and globex admins get 403', async () => {
    const answer = await created();
    for (const email of [ACME, CHANNEL, GLOBEX]) {
      const requests = [
        create('acme', campaign(), email),
        k.call(email, 'GET', '/messages/campaigns/acme'),
        k.call(email, 'GET', `/messages/campaign/${answer._id}`),
        k.call(email, 'PUT', `/messages/campaign/${answer._id}/acme`, { payload: campaign() }),
        k.call(email, 'DELETE', `/messages/campaign/${answer._id}`),
      ];
      for (const response of await Promise.all(requests)) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
    }
    expect(await k.message(answer._id)).toMatchObject({
      isDeleted: false,
      title: 'Member of the month',
    });
  });
});
