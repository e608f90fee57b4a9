import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePreview } from '../../../contract/messagePreview';
import type { MessageDetailResponse, SentMessageResponse } from '../../../contract/messages';
import type { RecipientMessage } from '../../../contract/recipientMessages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { companies } from '../../db/schema/companies';
import { messages, messageVariants } from '../../db/schema/messages';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { deliverDue } from '../delivery/testKit';
import { ACME, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let everyone: string;
/** Four acme members: Spanish, English, no language, Polish. */
let members: { spanish: string; english: string; unset: string; polish: string };
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  // The organisation's default channel speaks to every member, so the four are its audience.
  everyone = await k.channel('acme', 'DEFAULT');
  // Four active members a push reaches, so each has an outbox row to look at.
  const reachable = await t.db
    .select({ id: mobileUsers.id })
    .from(mobileUsers)
    .where(
      and(
        eq(mobileUsers.companyId, await t.companyIdOf('acme')),
        eq(mobileUsers.isDeleted, 0),
        eq(mobileUsers.isActive, 1),
        eq(mobileUsers.registered, true),
        eq(mobileUsers.hasPushToken, true),
        // The demo gives some members opt-outs or quiet hours of their own; a send skips or holds them.
        sql`not exists (select 1 from member_opt_outs o where o.mobile_user_id = ${mobileUsers.id})`,
        sql`not exists (select 1 from member_quiet_hours q where q.mobile_user_id = ${mobileUsers.id})`,
      ),
    )
    .orderBy(mobileUsers.id)
    .limit(4);
  const [spanish, english, unset, polish] = reachable.map((row) => row.id);
  if (!spanish || !english || !unset || !polish) throw new Error('acme has four members');
  members = { spanish, english, unset, polish };
  const speaks = (id: string, language: string | null) =>
    t.db.update(mobileUsers).set({ language }).where(eq(mobileUsers.id, id));
  await speaks(spanish, 'es');
  await speaks(english, 'en');
  await speaks(unset, null);
  await speaks(polish, 'pl');
});
afterAll(() => t.close());

const ids = () => Object.values(members);

const body = (overrides: Record<string, unknown> = {}) => ({
  type: 'Regular Message',
  title: 'Meeting moved',
  push_message: 'The meeting is on Friday',
  message: '<p>See you <b>Friday</b></p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  deliveryMode: 'push',
  audience: { kind: 'users', filter: { selectionType: 'ids', userIds: ids() } },
  cpId: everyone,
  variants: [
    {
      language: 'es',
      title: 'Reunión movida',
      push_message: 'La reunión es el viernes {{ firstname }}',
      message: '<p>Nos vemos el <b>viernes</b><script>x</script></p>',
    },
    {
      language: 'FR',
      title: 'Réunion déplacée',
      push_message: 'La réunion est vendredi',
      message: '<p>À vendredi</p>',
    },
  ],
  ...overrides,
});

const variant = (overrides: Record<string, unknown>) => ({
  language: 'de',
  title: 'Treffen',
  push_message: 'Am Freitag',
  message: '',
  ...overrides,
});

async function send(payload: Record<string, unknown>) {
  return k.call(ACME, 'POST', '/messages/', { payload });
}

const messageCount = async () => (await t.db.select({ id: messages.id }).from(messages)).length;

/** Each receipt of the message: the language it records, its outbox title and body. */
async function delivered(messageId: string) {
  const rows = await selectRows<Record<string, unknown>>(
    t.db,
    sql`select r.id::text as id, r.mobile_user_id::text as user, r.language, o.title, o.body
      from message_receipts r join message_occurrences oc on oc.id = r.occurrence_id
      left join delivery_outbox o on o.receipt_id = r.id
      where oc.message_id = ${messageId}`,
  );
  return new Map(rows.map((row) => [String(row.user), row]));
}

describe('a message with variants by language', () => {
  it("gives each member their language's variant, and the others the message's own text", async () => {
    const sent = await send(body());
    expect(sent.statusCode).toBe(200);
    const { message } = sent.json<SentMessageResponse>().data;
    await deliverDue(t.db, new Date(Date.now() + 1000));

    const rows = await delivered(message._id);
    expect(rows.size).toBe(4);
    expect(rows.get(members.spanish)).toMatchObject({
      language: 'es',
      title: 'Reunión movida',
      body: 'La reunión es el viernes {{ firstname }}',
    });
    for (const member of [members.english, members.unset, members.polish]) {
      expect(rows.get(member)).toMatchObject({
        language: null,
        title: 'Meeting moved',
        body: 'The meeting is on Friday',
      });
    }

    // The detail answers the own language, the variants (cleaned, in the listed spelling) and
    // the language each receipt got.
    const detail = await k.call(ACME, 'GET', `/messages/acme/message/${message._id}?limit=100`);
    const { message: stored, receipts } = detail.json<MessageDetailResponse>().data;
    expect(stored.language).toBe('en');
    expect(stored.variants).toEqual([
      {
        language: 'es',
        title: 'Reunión movida',
        push_message: 'La reunión es el viernes {{ firstname }}',
        message: '<p>Nos vemos el <b>viernes</b></p>',
      },
      {
        language: 'fr',
        title: 'Réunion déplacée',
        push_message: 'La réunion est vendredi',
        message: '<p>À vendredi</p>',
      },
    ]);
    const spanishReceipt = String(rows.get(members.spanish)?.id);
    const languages = new Map(receipts.map((receipt) => [receipt._id, receipt.language]));
    expect(languages.get(spanishReceipt)).toBe('es');
    expect(languages.get(String(rows.get(members.polish)?.id))).toBe('en');

    // The member's page shows the variant, its merge fields filled for them.
    const [spanish] = await t.db
      .select({ firstName: mobileUsers.firstName })
      .from(mobileUsers)
      .where(eq(mobileUsers.id, members.spanish));
    const page = await t.app.inject({ method: 'GET', url: `/api/channel/sms/${spanishReceipt}` });
    expect(page.statusCode).toBe(200);
    const { data } = page.json<{ data: RecipientMessage }>();
    expect(data).toMatchObject({
      title: 'Reunión movida',
      push_message: `La reunión es el viernes ${spanish?.firstName ?? ''}`,
      message: '<p>Nos vemos el <b>viernes</b></p>',
    });
    const english = String(rows.get(members.english)?.id);
    const own = await t.app.inject({ method: 'GET', url: `/api/channel/sms/${english}` });
    expect(own.json<{ data: RecipientMessage }>().data.title).toBe('Meeting moved');
  });

  it('stores the own language as the organisation default at the time of sending', async () => {
    const acme = await t.companyIdOf('acme');
    await t.db.update(companies).set({ defaultLanguage: 'fr' }).where(eq(companies.id, acme));
    try {
      const refused = await send(body());
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ details: [{ field: 'variants.1.language' }] });
      const sent = await send(body({ variants: [variant({ language: 'en' })] }));
      expect(sent.statusCode).toBe(200);
      const { message } = sent.json<SentMessageResponse>().data;
      const [row] = await t.db
        .select({ language: messages.language })
        .from(messages)
        .where(eq(messages.id, message._id));
      expect(row?.language).toBe('fr');
    } finally {
      await t.db.update(companies).set({ defaultLanguage: 'en' }).where(eq(companies.id, acme));
    }
  });

  it('refuses a variant in the default language, twice, unlisted or blank, naming it, storing nothing', async () => {
    const before = await messageCount();
    const cases: [Record<string, unknown>[], string][] = [
      [[variant({ language: 'en' })], 'variants.0.language'],
      [[variant({}), variant({ language: 'DE' })], 'variants.1.language'],
      [[variant({}), variant({ language: 'xx-YY' })], 'variants.1.language'],
      [[variant({ title: '   ' })], 'variants.0.title'],
      [[variant({}), variant({ language: 'it', push_message: ' ' })], 'variants.1.push_message'],
    ];
    for (const [variants, field] of cases) {
      const response = await send(body({ variants }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', details: [{ field }] });
    }
    const many = Array.from({ length: 21 }, () => variant({}));
    expect((await send(body({ variants: many }))).statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
    expect(
      await t.db
        .select()
        .from(messageVariants)
        .where(sql`language = 'de'`),
    ).toEqual([]);
  });

  it("refuses a variant's merge field members do not have, under the variant's field", async () => {
    const before = await messageCount();
    const response = await send(
      body({
        variants: [variant({}), variant({ language: 'it', message: '<p>{{ frstname }}</p>' })],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      details: [
        { field: 'variants.1.message', message: expect.stringContaining('frstname') as string },
      ],
    });
    const scheduled = await k.call(ACME, 'POST', '/messages/schedule', {
      payload: body({
        variants: [variant({ title: 'Hallo {{ nickname }}' })],
        scheduleType: 'once',
        schedule_date: `${new Date().getUTCFullYear() + 1}-06-01`,
        schedule_time: '10:00',
        userTimeZone: 'Europe/Berlin',
      }),
    });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json()).toMatchObject({ details: [{ field: 'variants.0.title' }] });
    expect(await messageCount()).toBe(before);
  });

  it('keeps the variants of a scheduled message for when it goes out', async () => {
    const scheduled = await k.call(ACME, 'POST', '/messages/schedule', {
      payload: body({
        scheduleType: 'once',
        schedule_date: `${new Date().getUTCFullYear() + 1}-06-01`,
        schedule_time: '10:00',
        userTimeZone: 'Europe/Berlin',
      }),
    });
    expect(scheduled.statusCode).toBe(200);
    const { message } = scheduled.json<SentMessageResponse>().data;
    const stored = await t.db
      .select({ language: messageVariants.language })
      .from(messageVariants)
      .where(eq(messageVariants.messageId, message._id))
      .orderBy(messageVariants.language);
    expect(stored.map((row) => row.language)).toEqual(['es', 'fr']);
  });
});

describe('the preview by language', () => {
  it("counts the audience's members by language, those without one under the default", async () => {
    const response = await k.call(ACME, 'POST', '/messages/preview', {
      payload: {
        cpId: everyone,
        device: 'all',
        audience: { kind: 'users', filter: { selectionType: 'ids', userIds: ids() } },
        title: 'Hi',
        push_message: 'Hello',
        message: '',
      },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: MessagePreview }>();
    expect(data.languages).toEqual([
      { language: 'en', members: 2 },
      { language: 'es', members: 1 },
      { language: 'pl', members: 1 },
    ]);
    expect(data.defaultLanguage).toBe('en');
  });
});
