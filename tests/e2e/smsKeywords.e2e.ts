import { describe, expect, it } from 'vitest';
import { signedTwilioRequest } from '../../server/providers/sms/twilioWebhookSigner';
import { API_URL } from './browser';

/**
 * Twilio's inbound SMS webhook against the running server, as Twilio reaches it: signed with the
 * account token run.ts gives the server (TWILIO_AUTH_TOKEN) over the public address
 * (VITE_API_URL, here with its port) that Twilio's console would be given. The members' opt-outs
 * themselves are checked by server/modules/smsInbound/smsInbound.test.ts.
 */
const TOKEN = 'e2e-token';
const WEBHOOK = `${API_URL.replace(/\/+$/, '')}/webhooks/twilio/sms`;
// A phone no demo member has, so the demo's own opt-outs stay as seeded.
const PHONE = '+15550187654';
let sids = 0;

function text(body: string, sid = `SM${String(Date.now())}${String(++sids).padStart(4, '0')}`) {
  const params = {
    MessageSid: sid,
    SmsSid: sid,
    AccountSid: 'ACe2e',
    From: PHONE,
    To: '+15550000000',
    Body: body,
    NumMedia: '0',
  };
  const signed = signedTwilioRequest(TOKEN, WEBHOOK, params);
  return {
    params,
    send: (headers: Record<string, string> = {}) =>
      fetch(WEBHOOK, {
        method: 'POST',
        body: signed.payload,
        headers: { ...signed.headers, ...headers },
      }),
  };
}

describe("Twilio's inbound SMS webhook", () => {
  it('answers STOP, HELP and START with their confirmations, a replay with nothing', async () => {
    const stop = text('Stop');
    const stopped = await stop.send();
    expect(stopped.status).toBe(200);
    expect(stopped.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await stopped.text()).toContain(
      '<Message>You have been unsubscribed and will receive no more texts from Tidings. Reply START to resubscribe.</Message>',
    );

    const replay = await stop.send();
    expect(await replay.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');

    const help = await text('HELP').send();
    expect(await help.text()).toContain('Reply STOP to unsubscribe');

    const started = await text('START').send();
    expect(await started.text()).toContain('You have been resubscribed to texts from Tidings.');
  });

  it('refuses a text another token signed, or none did', async () => {
    const forged = text('STOP');
    const wrong = await forged.send({ 'x-twilio-signature': 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'error_twilio_signature' });
    const unsigned = await fetch(WEBHOOK, {
      method: 'POST',
      body: new URLSearchParams(forged.params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.status).toBe(403);
  });
});
