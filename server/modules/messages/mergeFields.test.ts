import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipientMessage } from '../../../contract/recipientMessages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { messages } from '../../db/schema/messages';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { ACME, CHANNEL, SUPER, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  // A custom field acme's members carry, and one only globex's do.
  const [acmeUser] = await k.users('acme', 1);
  const [globexUser] = await k.users('globex', 1);
  if (!acmeUser || !globexUser) throw new Error('both organisations have members');
  await t.db
    .update(mobileUsers)
    .set({ customFields: sql`custom_fields || '{"Local": "12"}'::jsonb` })
    .where(eq(mobileUsers.id, acmeUser));
  await t.db
    .update(mobileUsers)
    .set({ customFields: sql`custom_fields || '{"Branch": "North"}'::jsonb` })
    .where(eq(mobileUsers.id, globexUser));
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  type: 'Regular Message',
  title: 'Meeting moved',
  push_message: 'The meeting is now on Friday',
  message: '<p>See you <b>Friday</b></p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'all' },
  cpId: primary,
  ...overrides,
});

const messageCount = async () => (await t.db.select({ id: messages.id }).from(messages)).length;

describe('merge fields at compose', () => {
  it('sends with built-in and custom fields of its own organisation, and fallbacks', async () => {
    const response = await k.call(ACME, 'POST', '/messages/', {
      payload: body({
        title: 'Hi {{ firstname | default: "member" }}',
        push_message: 'Local {{ custom.Local | default: "none" }} of {{ organisation }}',
        message: '<p>Dear {{ firstname | default: "member" }} {{ lastname }}</p>',
      }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a field members do not have, naming it under its field, storing nothing', async () => {
    const before = await messageCount();
    const typo = await k.call(ACME, 'POST', '/messages/', {
      payload: body({ push_message: 'Hi {{ frstname }}' }),
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({
      code: 'validation_error',
      details: [
        { field: 'push_message', message: expect.stringContaining('{{ frstname }}') as string },
      ],
    });
    // Another organisation's custom field is not this one's.
    const foreign = await k.call(ACME, 'POST', '/messages/', {
      payload: body({ message: '<p>{{ custom.Branch }}</p>' }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      details: [{ field: 'message', message: expect.stringContaining('custom.Branch') as string }],
    });
    expect(await messageCount()).toBe(before);
  });

  it('refuses tags and filters beyond the five, in sequences and campaigns too', async () => {
    const tag = await k.call(ACME, 'POST', '/messages/', {
      payload: body({ title: '{% for x in (1..9) %}x{% endfor %}' }),
    });
    expect(tag.json()).toMatchObject({ details: [{ field: 'title' }] });
    const step = await k.call(CHANNEL, 'POST', '/messages/sequence', {
      payload: {
        label: 'Welcome',
        interval: 1,
        module: 'onboarding',
        title: 'Welcome {{ firstname | append: "!" }}',
        pushMessage: 'Glad you joined',
        message: '<p>Welcome</p>',
        isActive: true,
      },
    });
    expect(step.statusCode).toBe(400);
    expect(step.json()).toMatchObject({ details: [{ field: 'title' }] });
    const campaign = await k.call(SUPER, 'POST', '/messages/campaign/acme', {
      payload: {
        title: 'Member of the month',
        message: 'Well done {{ nickname }}',
        schedule_date: `${new Date().getUTCFullYear() + 1}-06-01`,
        schedule_time: '10:00',
        repeat: false,
        target: ['ios', 'android'],
        userTimeZone: 'America/New_York',
      },
    });
    expect(campaign.statusCode).toBe(400);
    expect(campaign.json()).toMatchObject({
      details: [{ message: expect.stringContaining('nickname') as string }],
    });
  });
});

describe("the member's page", () => {
  it('shows the message written for its recipient, their values escaped in the HTML', async () => {
    const [user] = await k.users('acme', 1);
    if (!user) throw new Error('acme has members');
    await t.db
      .update(mobileUsers)
      .set({ firstName: '<img src=x onerror=alert(1)>', lastName: '{{7*7}}' })
      .where(eq(mobileUsers.id, user));
    const sent = await k.sentMessage('acme', primary, [{ userId: user }]);
    await t.db
      .update(messages)
      .set({
        title: 'For {{ lastname }}',
        pushMessage: 'Hi {{ firstname }}',
        message: '<p>Dear {{ firstname }} of {{ channel }}</p>',
      })
      .where(eq(messages.id, sent.message.id));
    const receipt = sent.receipts[0];
    if (!receipt) throw new Error('no receipt');
    const page = await t.app.inject({ method: 'GET', url: `/api/channel/sms/${receipt.id}` });
    expect(page.statusCode).toBe(200);
    const { data } = page.json<{ data: RecipientMessage }>();
    expect(data.title).toBe('For {{7*7}}');
    expect(data.push_message).toBe('Hi <img src=x onerror=alert(1)>');
    expect(data.message).toBe('<p>Dear &lt;img src=x onerror=alert(1)&gt; of Acme News</p>');
  });
});
