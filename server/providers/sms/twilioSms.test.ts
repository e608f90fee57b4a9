import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer } from '../testing/recordingServer';
import { sendAll, TEST_LIMITS } from '../testing/sendAll';
import { createTwilioSms } from './twilioSms';

/** Twilio's Messages API against a local server. */
let server: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  server = await startHttpServer((request) => {
    const to = new URLSearchParams(request.body).get('To');
    if (to === '+1000') return { status: 400, body: { code: 21211, message: 'Invalid To' } };
    if (to === '+1999') return { status: 500, body: { message: 'oops' } };
    return { status: 201, body: { sid: 'SM1', status: 'queued' } };
  });
});
afterAll(() => server.close());

describe('Twilio SMS provider', () => {
  it('posts each text form-encoded with basic auth, and sorts failures', async () => {
    const sms = createTwilioSms({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15550000000',
      apiUrl: server.url,
      limits: TEST_LIMITS,
    });
    const results = await sendAll(sms, [
      { receiptId: 'r1', address: '+15551234567', title: 'Hi', body: 'Read https://c.test/m/r1' },
      { receiptId: 'r2', address: '+1000', title: 'Hi', body: 'x' },
      { receiptId: 'r3', address: '+1999', title: 'Hi', body: 'x' },
    ]);
    expect(results[0]).toEqual({ receiptId: 'r1', ok: true });
    expect(results[1]).toMatchObject({ receiptId: 'r2', ok: false, permanent: true });
    expect(results[2]).toMatchObject({ receiptId: 'r3', ok: false, permanent: false });

    const first = server.received.find(
      (r) => new URLSearchParams(r.body).get('To') === '+15551234567',
    );
    expect(first?.method).toBe('POST');
    expect(first?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(first?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(first?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(first?.body))).toEqual({
      To: '+15551234567',
      From: '+15550000000',
      Body: 'Read https://c.test/m/r1',
    });
  });
});
