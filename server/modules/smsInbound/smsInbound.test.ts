import { eq, sql } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { memberConsentEvents, memberOptOuts } from '../../db/schema/optOuts';
import { smsInboundMessages, smsStops } from '../../db/schema/smsInbound';
import { signedTwilioRequest, twilioSignature } from '../../providers/sms/twilioWebhookSigner';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
  outboxProviders,
  receiptChannels,
} from '../delivery/testKit';

const TOKEN = 'twilio-auth-token-of-the-test';
const PLATFORM_NUMBER = '+15550009999';
const PUBLIC_API = 'https://api.tidings.test';
const WEBHOOK = `${PUBLIC_API}/webhooks/twilio/sms`;
const twilioEnv = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_FROM: PLATFORM_NUMBER,
  // With a trailing slash, as an operator may write it.
  VITE_API_URL: `${PUBLIC_API}/`,
  TWILIO_SENDER_NAME: 'Acme Union',
  TWILIO_HELP_CONTACT: 'help@acme.test',
};

const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const message = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${text}</Message></Response>`;
const UNSUBSCRIBED = message(
  'You have been unsubscribed and will receive no more texts from Acme Union. Reply START to resubscribe.',
);
const RESUBSCRIBED = message(
  'You have been resubscribed to texts from Acme Union. Reply STOP to unsubscribe, HELP for help.',
);

let t: TestApp;
let sids = 0;
beforeAll(async () => {
  t = await createTestApp({ env: twilioEnv, deliveryProviders: outboxProviders() });
});
afterAll(() => t.close());

/** Twilio's form for a text from `from`, with every field it sends that the signature covers. */
function inbound(from: string, body: string, sid = `SM${String(++sids).padStart(32, '0')}`) {
  return {
    ToCountry: 'US',
    SmsMessageSid: sid,
    NumMedia: '0',
    SmsSid: sid,
    SmsStatus: 'received',
    Body: body,
    FromCountry: 'US',
    To: PLATFORM_NUMBER,
    NumSegments: '1',
    MessageSid: sid,
    AccountSid: twilioEnv.TWILIO_ACCOUNT_SID,
    From: from,
    ApiVersion: '2010-04-01',
  };
}

/** A text as Twilio posts it, signed with the account's token unless told otherwise. */
function text(
  params: Record<string, string>,
  options: { token?: string; url?: string; headers?: Record<string, string>; app?: TestApp } = {},
) {
  const signed = signedTwilioRequest(options.token ?? TOKEN, options.url ?? WEBHOOK, params);
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: '/webhooks/twilio/sms',
    payload: signed.payload,
    headers: { ...signed.headers, ...options.headers },
  });
}

const optOutsOf = (userId: string) =>
  t.db
    .select({
      companyId: memberOptOuts.companyId,
      channelId: memberOptOuts.contentProviderId,
      delivery: memberOptOuts.delivery,
      source: memberOptOuts.source,
    })
    .from(memberOptOuts)
    .where(eq(memberOptOuts.mobileUserId, userId));

const eventsOf = (userId: string) =>
  t.db
    .select({
      optedOut: memberConsentEvents.optedOut,
      delivery: memberConsentEvents.delivery,
      source: memberConsentEvents.source,
      detail: memberConsentEvents.detail,
    })
    .from(memberConsentEvents)
    .where(eq(memberConsentEvents.mobileUserId, userId))
    .orderBy(memberConsentEvents.at, memberConsentEvents.id);

const stopsOf = (phone: string) => t.db.select().from(smsStops).where(eq(smsStops.phone, phone));

async function optOutRows() {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(memberOptOuts);
  return row?.n ?? 0;
}

/** Two organisations, each with a member texting from the phone, written differently. */
async function membersWithPhone(digits: string) {
  const acme = await createCompany(t.db);
  const globex = await createCompany(t.db);
  const channel = await createChannel(t.db, acme, { sms: true, creditsMonth: 10 });
  const spaced = `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  return {
    acme,
    globex,
    channel,
    inAcme: await addUser(t.db, acme, { registered: false, phone: spaced, follows: [channel] }),
    inGlobex: await addUser(t.db, globex, { registered: false, phone: digits }),
    deleted: await addUser(t.db, acme, { registered: false, phone: `+${digits}`, isDeleted: 1 }),
    other: await addUser(t.db, acme, {
      registered: false,
      phone: '+15550100999',
      follows: [channel],
    }),
  };
}

describe('the Twilio webhook signer', () => {
  it("signs Twilio's documented example as Twilio does, and the twilio package agrees", () => {
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    const signature = twilioSignature('12345', url, params);
    expect(signature).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(twilio.validateRequest('12345', signature, url, params)).toBe(true);
    expect(twilio.validateRequest('12345', signature, url, { ...params, Digits: '1235' })).toBe(
      false,
    );
  });
});

describe('POST /webhooks/twilio/sms', () => {
  it('records STOP for every member with the phone, and a send by SMS then skips them', async () => {
    const m = await membersWithPhone('15550100123');

    const response = await text(inbound('+15550100123', 'STOP'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.body).toBe(UNSUBSCRIBED);

    for (const [member, companyId] of [
      [m.inAcme, m.acme],
      [m.inGlobex, m.globex],
    ] as const) {
      expect(await optOutsOf(member)).toEqual([
        { companyId, channelId: null, delivery: 'sms', source: 'sms' },
      ]);
      expect(await eventsOf(member)).toEqual([
        { optedOut: true, delivery: 'sms', source: 'sms', detail: 'STOP' },
      ]);
    }
    expect(await optOutsOf(m.deleted)).toEqual([]);
    expect(await optOutsOf(m.other)).toEqual([]);
    expect(await stopsOf('15550100123')).toMatchObject([
      { toNumber: PLATFORM_NUMBER, keyword: 'STOP' },
    ]);

    // A real send to the channel's audience: the opted-out member gets no text, the other does.
    const sent = await createMessage(t.db, { companyId: m.acme, contentProviderId: m.channel });
    const occurrence = await addOccurrence(t.db, sent, new Date());
    await deliverDue(t.db, new Date());
    const channels = await receiptChannels(t.db, occurrence);
    expect(channels.get(m.other)).toBe('sms');
    expect(channels.get(m.inAcme) ?? 'none').toBe('none');
  });

  it('lifts the opt-out on START, and a later send texts the member again', async () => {
    const m = await membersWithPhone('15550100124');
    await text(inbound('+15550100124', 'STOP'));

    const response = await text(inbound('+15550100124', 'start'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(RESUBSCRIBED);
    expect(await optOutsOf(m.inAcme)).toEqual([]);
    expect(await optOutsOf(m.inGlobex)).toEqual([]);
    expect(await eventsOf(m.inAcme)).toEqual([
      { optedOut: true, delivery: 'sms', source: 'sms', detail: 'STOP' },
      { optedOut: false, delivery: 'sms', source: 'sms', detail: 'START' },
    ]);
    expect(await stopsOf('15550100124')).toEqual([]);

    const sent = await createMessage(t.db, { companyId: m.acme, contentProviderId: m.channel });
    const occurrence = await addOccurrence(t.db, sent, new Date());
    await deliverDue(t.db, new Date());
    expect((await receiptChannels(t.db, occurrence)).get(m.inAcme)).toBe('sms');
  });

  it('keeps an opt-out of everything the member chose in the app through START', async () => {
    const company = await createCompany(t.db);
    const member = await addUser(t.db, company, { registered: false, phone: '+15550100125' });
    await t.db.insert(memberOptOuts).values({
      companyId: company,
      mobileUserId: member,
      delivery: 'all',
      source: 'app',
    });
    await text(inbound('+15550100125', 'STOP'));
    await text(inbound('+15550100125', 'START'));
    expect(await optOutsOf(member)).toEqual([
      { companyId: company, channelId: null, delivery: 'all', source: 'app' },
    ]);
  });

  it('answers HELP with who sends and how to stop, and records nothing', async () => {
    const company = await createCompany(t.db);
    const member = await addUser(t.db, company, { registered: false, phone: '+15550100126' });
    const before = await optOutRows();
    for (const word of ['HELP', ' info ']) {
      const response = await text(inbound('+15550100126', word));
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(
        message(
          "Acme Union: messages from your organization's member app. Help: help@acme.test. Reply STOP to unsubscribe, START to resubscribe.",
        ),
      );
    }
    expect(await optOutRows()).toBe(before);
    expect(await eventsOf(member)).toEqual([]);
  });

  it("takes Twilio's keywords whole, trimmed, in any case, and answers other texts with nothing", async () => {
    const company = await createCompany(t.db);
    const member = await addUser(t.db, company, { registered: false, phone: '+15550100127' });

    for (const other of ['Stop please', 'STOP.', 'stopp', 'Thanks!', '']) {
      const params = inbound('+15550100127', other);
      const response = await text(params);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(EMPTY);
      const kept = await t.db
        .select()
        .from(smsInboundMessages)
        .where(eq(smsInboundMessages.messageSid, params.MessageSid));
      expect(kept).toEqual([]);
    }
    expect(await optOutsOf(member)).toEqual([]);

    for (const [word, kept] of [
      [' stop ', 'STOP'],
      ['Unsubscribe', 'UNSUBSCRIBE'],
      ['optout', 'OPTOUT'],
    ] as const) {
      await text(inbound('+15550100127', 'UNSTOP'));
      const response = await text(inbound('+15550100127', word));
      expect(response.body).toBe(UNSUBSCRIBED);
      expect(await optOutsOf(member)).toHaveLength(1);
      expect((await eventsOf(member)).at(-1)).toMatchObject({ optedOut: true, detail: kept });
    }
  });

  it('answers STOP from a phone no member has, and opts out whoever has that phone later', async () => {
    const before = await optOutRows();
    const response = await text(inbound('+15550100128', 'QUIT'));
    expect(response.body).toBe(UNSUBSCRIBED);
    expect(await optOutRows()).toBe(before);
    expect(await stopsOf('15550100128')).toMatchObject([{ keyword: 'QUIT' }]);

    // Added afterwards with the phone, in any spelling, or given the phone later.
    const company = await createCompany(t.db);
    const added = await addUser(t.db, company, { registered: false, phone: '+1 555 010 0128' });
    const changed = await addUser(t.db, company, { registered: false, phone: '+15550100777' });
    const unrelated = await addUser(t.db, company, { registered: false, phone: '+15550100778' });
    await t.db.update(mobileUsers).set({ phone: '15550100128' }).where(eq(mobileUsers.id, changed));
    for (const member of [added, changed]) {
      expect(await optOutsOf(member)).toEqual([
        { companyId: company, channelId: null, delivery: 'sms', source: 'sms' },
      ]);
      expect(await eventsOf(member)).toEqual([
        { optedOut: true, delivery: 'sms', source: 'sms', detail: 'QUIT' },
      ]);
    }
    expect(await optOutsOf(unrelated)).toEqual([]);

    // START lifts it, and a member added after that is not opted out.
    await text(inbound('+15550100128', 'START'));
    expect(await optOutsOf(added)).toEqual([]);
    const later = await addUser(t.db, company, { registered: false, phone: '+15550100128' });
    expect(await optOutsOf(later)).toEqual([]);
  });

  it('does a replayed text once: the same MessageSid again answers nothing and changes nothing', async () => {
    const company = await createCompany(t.db);
    const member = await addUser(t.db, company, { registered: false, phone: '+15550100129' });
    const stop = inbound('+15550100129', 'STOP');
    expect((await text(stop)).body).toBe(UNSUBSCRIBED);
    await text(inbound('+15550100129', 'START'));

    const replay = await text(stop);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(EMPTY);
    expect(await optOutsOf(member)).toEqual([]);
    expect(await eventsOf(member)).toHaveLength(2);
  });

  it('refuses a text without a signature, or with one that does not match, with 403', async () => {
    const company = await createCompany(t.db);
    const member = await addUser(t.db, company, { registered: false, phone: '+15550100130' });
    const params = inbound('+15550100130', 'STOP');
    const refusals = [
      // No signature at all.
      await t.app.inject({
        method: 'POST',
        url: '/webhooks/twilio/sms',
        payload: new URLSearchParams(params).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      // Another account's token.
      await text(params, { token: 'another-accounts-token' }),
      // Signed for another address than the public one.
      await text(params, { url: 'http://localhost:4000/webhooks/twilio/sms' }),
      // A signature of other parameters: the body was changed on the way.
      await text(params, {
        headers: {
          'x-twilio-signature': twilioSignature(TOKEN, WEBHOOK, { ...params, Body: 'HELP' }),
        },
      }),
      // Garbage.
      await text(params, { headers: { 'x-twilio-signature': 'not-a-signature' } }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'error_twilio_signature' });
    }
    expect(await optOutsOf(member)).toEqual([]);
    const kept = await t.db
      .select()
      .from(smsInboundMessages)
      .where(eq(smsInboundMessages.messageSid, params.MessageSid));
    expect(kept).toEqual([]);
  });

  it("answers 400 to a signed form without Twilio's fields", async () => {
    const response = await text({ From: '+15550100131', Body: 'STOP' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
    const [stop] = await stopsOf('15550100131');
    expect(stop).toBeUndefined();
  });

  it('checks the signature over the query string Twilio was given', async () => {
    const params = inbound('+15550100132', 'HELP');
    const signed = signedTwilioRequest(TOKEN, `${WEBHOOK}?source=console`, params);
    const response = await t.app.inject({
      method: 'POST',
      url: '/webhooks/twilio/sms?source=console',
      payload: signed.payload,
      headers: signed.headers,
    });
    expect(response.statusCode).toBe(200);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/webhooks/twilio/sms?source=other',
      payload: signed.payload,
      headers: signed.headers,
    });
    expect(moved.statusCode).toBe(403);
  });
});

describe('other configurations', () => {
  it('records STOP and answers an empty response with the replies left to Twilio (TWILIO_KEYWORD_REPLIES=off)', async () => {
    const quiet = await createTestApp({
      env: { ...twilioEnv, TWILIO_KEYWORD_REPLIES: 'off' },
      deliveryProviders: outboxProviders(),
    });
    try {
      const company = await createCompany(quiet.db);
      const member = await addUser(quiet.db, company, {
        registered: false,
        phone: '+15550100133',
      });
      const response = await text(inbound('+15550100133', 'STOP'), { app: quiet });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(EMPTY);
      const rows = await quiet.db
        .select({ delivery: memberOptOuts.delivery })
        .from(memberOptOuts)
        .where(eq(memberOptOuts.mobileUserId, member));
      expect(rows).toEqual([{ delivery: 'sms' }]);
    } finally {
      await quiet.close();
    }
  });

  it('is not there while no Twilio account is configured', async () => {
    const bare = await createTestApp();
    try {
      const response = await text(inbound('+15550100134', 'STOP'), { app: bare });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
