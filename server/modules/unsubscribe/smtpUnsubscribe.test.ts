import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { loadConfig } from '../../config';
import { selectRows } from '../../db/rows';
import { createDeliveryProviders } from '../../providers/createDeliveryProviders';
import type { DeliveryProviders } from '../../providers/delivery';
import type { EmailProvider } from '../../providers/email/emailProvider';
import { createSmtpEmail } from '../../providers/email/smtpEmail';
import { createDeliveryWorker, createDispatcher } from '../delivery/public';
import { addOccurrence, createMessage, drain } from '../delivery/testKit';
import { unsubscribeLinksFor } from './public';
import { consentOf, emailAudience, TEST_SECRETS_KEY } from './testKit';

/**
 * A message email's whole way, through a real SMTP server on this machine: the engine sends it
 * by the SMTP provider with RFC 8058's headers and a footer link; the one-click POST to the
 * header's URL records the opt-out; the next message skips the member by email.
 */
interface Received {
  to: string[];
  raw: string;
}

const API_URL = 'https://api.tidings.test';
const CONSOLE_URL = 'https://console.tidings.test';
const received: Received[] = [];
let server: SMTPServer;
let t: TestApp;
let email: EmailProvider;
let providers: DeliveryProviders;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  t = await createTestApp({ env: { SECRETS_KEY: TEST_SECRETS_KEY } });
  email = createSmtpEmail(`smtp://127.0.0.1:${port}`, 'Tidings <no-reply@tidings.test>');
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'none' });
  providers = await createDeliveryProviders(config.delivery, email, {
    unsubscribeLinks: unsubscribeLinksFor(new TextEncoder().encode(TEST_SECRETS_KEY), {
      apiUrl: `${API_URL}/`,
      consoleUrl: CONSOLE_URL,
    }),
  });
}, 60_000);
afterAll(async () => {
  await email.close?.();
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends the channel an email-only message now through the SMTP provider: the occurrence's id. */
async function sendEmailNow(audience: { company: string; channel: string }) {
  const at = new Date();
  const message = await createMessage(t.db, {
    companyId: audience.company,
    contentProviderId: audience.channel,
    deliveryMode: 'email',
    title: 'Ballot opens Monday',
    pushMessage: 'Vote from Monday 9am.',
  });
  const occurrence = await addOccurrence(t.db, message, at);
  await drain(
    createDeliveryWorker({
      db: t.db,
      clock: () => at,
      workerId: 'smtp-test',
      batchSize: 100,
      providers,
      consoleUrl: CONSOLE_URL,
    }),
  );
  await createDispatcher({ db: t.db, clock: () => at, providers, maxAttempts: 3 }).runOnce();
  return occurrence;
}

/** A raw message's header fields (unfolded, by lower-case name) and its decoded text body. */
function parse(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers.get('content-transfer-encoding') ?? ''))
    body = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, body };
}

describe('a message email through a real SMTP server', () => {
  it('carries one-click unsubscribe headers and a footer link; one click stops the next email', async () => {
    const audience = await emailAudience(t.db, 2);
    const [leaver, stayer] = audience.users;
    await sendEmailNow(audience);
    expect(received.flatMap((mail) => mail.to).sort()).toHaveLength(2);
    const leaverAddress = `member0-${audience.company.slice(0, 8)}@members.test`;
    const mail = received.find((one) => one.to.includes(leaverAddress));
    if (!mail) throw new Error('no email to the member');
    const { headers, body } = parse(mail.raw);
    expect(headers.get('subject')).toBe('Ballot opens Monday');
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/[^>]+)>$/.exec(headers.get('list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(new RegExp(`^${API_URL}/unsubscribe/[A-Za-z0-9_-]{43}$`));
    const token = oneClick?.split('/').pop() ?? '';
    expect(body).toContain('Vote from Monday 9am.');
    expect(body).toContain(
      `To stop these emails, unsubscribe: ${CONSOLE_URL}/unsubscribe/${token}`,
    );

    // The mail client's one click: a form POST to the header's URL, no sign-in.
    const click = await t.app.inject({
      method: 'POST',
      url: new URL(oneClick ?? '').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect(click.json()).toMatchObject({ data: { unsubscribed: true, changed: true } });
    expect(await consentOf(t.db, leaver ?? '')).toEqual({
      optOuts: [{ channel: audience.channel, delivery: 'email', source: 'email' }],
      events: [{ channel: audience.channel, opted_out: true, detail: 'one-click' }],
    });

    // The next message reaches the other member by email and skips the one who left.
    received.length = 0;
    const next = await sendEmailNow(audience);
    expect(received.map((one) => one.to)).toEqual([
      [`member1-${audience.company.slice(0, 8)}@members.test`],
    ]);
    const reach = await selectRows<{ user: string; channel: string }>(
      t.db,
      sql`select mobile_user_id::text as user, channel from message_receipts
        where occurrence_id = ${next}`,
    );
    expect(new Map(reach.map((row) => [row.user, row.channel]))).toEqual(
      new Map([
        [stayer, 'email'],
        [leaver, 'none'],
      ]),
    );
  });
});
