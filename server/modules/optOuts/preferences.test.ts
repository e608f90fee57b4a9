import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceCount } from '../../../contract/messages';
import type { AppPreferences } from '../../../contract/optOuts';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { channelFollowers, mobileUsers } from '../../db/schema/mobileUsers';
import { memberConsentEvents } from '../../db/schema/optOuts';
import { issueAppToken } from '../devices/testKit';
import { ACME, messagesTestKit, type MessagesTestKit } from '../messages/testKit';
import { recordOptIn, recordOptOut } from './public';

let t: TestApp;
let k: MessagesTestKit;
let acme: string;
let primary: string;
let secondary: string;
let member: string;
let token: string;
let strangerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  acme = await t.companyIdOf('acme');
  primary = await k.channel('acme', 'PRIMARY');
  secondary = await k.channel('acme', 'SECONDARY');
  const [row] = await t.db
    .insert(mobileUsers)
    .values({ companyId: acme, firstName: 'Olu', phone: '+15557654321', registered: false })
    .returning({ id: mobileUsers.id });
  member = row?.id ?? '';
  await t.db.insert(channelFollowers).values({ mobileUserId: member, contentProviderId: primary });
  token = await issueAppToken(t.db, { mobileUserId: member, companyId: acme });
  const [stranger] = await t.db
    .insert(mobileUsers)
    .values({ companyId: await t.companyIdOf('globex'), firstName: 'Gus' })
    .returning({ id: mobileUsers.id });
  strangerToken = await issueAppToken(t.db, {
    mobileUserId: stranger?.id ?? '',
    companyId: await t.companyIdOf('globex'),
  });
});
afterAll(() => t.close());

async function preferences(method: 'GET' | 'PUT', payload?: object, as = token) {
  const response = await t.app.inject({
    method,
    url: '/app/preferences',
    headers: { authorization: `Bearer ${as}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<{ data: AppPreferences }>() };
}

const events = () =>
  t.db
    .select()
    .from(memberConsentEvents)
    .where(eq(memberConsentEvents.mobileUserId, member))
    .orderBy(memberConsentEvents.at);

describe('/app/preferences', () => {
  it("answers the member's channels, no opt-outs and the organisation's quiet hours", async () => {
    await t.db
      .update(companies)
      .set({ quietHoursStart: 21 * 60, quietHoursEnd: 7 * 60 + 30 })
      .where(eq(companies.id, acme));
    const { status, body } = await preferences('GET');
    expect(status).toBe(200);
    expect(body.data.optOuts).toEqual([]);
    expect(body.data.quietHours).toBeNull();
    expect(body.data.companyQuietHours).toEqual({ start: '21:00', end: '07:30' });
    const channels = body.data.channels.map((channel) => channel._id);
    expect(channels).toContain(primary);
    expect(channels).toContain(await k.channel('acme', 'DEFAULT'));
    expect(channels).not.toContain(secondary);
  });

  it('sets and lifts opt-outs, each change in the consent history', async () => {
    const set = await preferences('PUT', {
      optOuts: [
        { channelId: null, delivery: 'sms' },
        { channelId: primary, delivery: 'all' },
      ],
      quietHours: { start: '22:00', end: '06:00' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.optOuts).toEqual([
      expect.objectContaining({
        channelId: null,
        channelName: null,
        delivery: 'sms',
        source: 'app',
      }),
      expect.objectContaining({ channelId: primary, delivery: 'all', source: 'app' }),
    ]);
    expect(set.body.data.quietHours).toEqual({ start: '22:00', end: '06:00' });

    const lifted = await preferences('PUT', { optOuts: [{ channelId: null, delivery: 'sms' }] });
    expect(lifted.body.data.optOuts.map((o) => o.delivery)).toEqual(['sms']);
    // Quiet hours left out of the body stay as they were.
    expect(lifted.body.data.quietHours).toEqual({ start: '22:00', end: '06:00' });
    // The two opt-outs were made in one change, at one instant: compare them as a set.
    const history = (await events()).map((e) => [e.delivery, e.optedOut, e.source]);
    expect(history.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['sms', true, 'app'],
        ['all', true, 'app'],
      ]),
    );
    expect(history.slice(2)).toEqual([['all', false, 'app']]);
    // The same choices again change nothing.
    await preferences('PUT', { optOuts: [{ channelId: null, delivery: 'sms' }] });
    expect(await events()).toHaveLength(3);
  });

  it('keeps a STOP texted back, which only START lifts', async () => {
    await preferences('PUT', { optOuts: [], quietHours: null });
    await recordOptOut(t.db, {
      companyId: acme,
      mobileUserId: member,
      channelId: null,
      delivery: 'sms',
      source: 'sms',
      detail: 'STOP',
    });
    const { body } = await preferences('PUT', { optOuts: [] });
    expect(body.data.optOuts).toEqual([
      expect.objectContaining({ delivery: 'sms', source: 'sms' }),
    ]);
    expect(body.data.quietHours).toBeNull();
  });

  it("refuses a channel the member does not hear from, and another organisation's", async () => {
    const { status, body } = await preferences('PUT', {
      optOuts: [{ channelId: secondary, delivery: 'push' }],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'validation_error',
      details: [{ field: 'optOuts/0/channelId' }],
    });
    const stranger = await preferences(
      'PUT',
      {
        optOuts: [{ channelId: primary, delivery: 'push' }],
      },
      strangerToken,
    );
    expect(stranger.status).toBe(400);
    expect((await preferences('GET', undefined, strangerToken)).body.data.optOuts).toEqual([]);
  });

  it('answers 401 without an app token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/preferences' });
    expect(response.statusCode).toBe(401);
  });

  it("moves compose's reach: one fewer by SMS, said to have opted out", async () => {
    await t.db
      .update(contentProviders)
      .set({ unregisteredMemberMessaging: true })
      .where(eq(contentProviders.id, primary));
    const count = async () => {
      const response = await k.call(ACME, 'POST', '/messages/audience', {
        payload: {
          cpId: primary,
          device: 'all',
          audience: { kind: 'users', filter: { selectionType: 'ids', userIds: [member] } },
          deliveryMode: 'sms',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: AudienceCount }>().data;
    };
    // The STOP of the test before still stands; START lifts it, and the reach is back.
    expect(await count()).toMatchObject({ sms: 0, none: 1, optedOut: { sms: 1 } });
    await recordOptIn(t.db, {
      companyId: acme,
      mobileUserId: member,
      channelId: null,
      delivery: 'sms',
      source: 'sms',
      detail: 'START',
    });
    expect(await count()).toMatchObject({ sms: 1, none: 0, optedOut: { sms: 0 } });
  });
});
