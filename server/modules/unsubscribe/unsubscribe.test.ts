import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { recordOptOut } from '../optOuts/public';
import { UNSUBSCRIBE_RATE_LIMITS } from './service';
import { consentOf, emailAudience, emailReceipts, TEST_SECRETS_KEY, testTokens } from './testKit';

let t: TestApp;
let audience: Awaited<ReturnType<typeof emailAudience>>;
let receipts: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { SECRETS_KEY: TEST_SECRETS_KEY } });
  audience = await emailAudience(t.db, 5);
  receipts = await emailReceipts(t.db, audience);
}, 60_000);
afterAll(() => t.close());

/** The n-th member's id and the token of their receipt's unsubscribe link. */
function member(n: number) {
  const user = audience.users[n] ?? '';
  const receipt = receipts.get(user);
  if (!receipt) throw new Error(`member ${n} got no email`);
  return { user, token: testTokens.tokenFor(receipt) };
}

const get = (token: string, remoteAddress = '10.70.0.1') =>
  t.app.inject({ method: 'GET', url: `/unsubscribe/${token}`, remoteAddress });

describe('an unsubscribe link', () => {
  it('shows whose emails it stops and changes nothing when opened', async () => {
    const { user, token } = member(0);
    const first = await get(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      data: {
        organisation: expect.stringMatching(/^Company t/) as string,
        channel: expect.stringMatching(/^Channel /) as string,
        unsubscribed: false,
      },
    });
    // Mail scanners open links: a second look still changes nothing.
    expect((await get(token)).json()).toMatchObject({ data: { unsubscribed: false } });
    expect(await consentOf(t.db, user)).toEqual({ optOuts: [], events: [] });
  });

  it("records the member's email opt-out from the channel once; a second use answers the same", async () => {
    const { user, token } = member(1);
    const first = await t.app.inject({ method: 'POST', url: `/unsubscribe/${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      data: { unsubscribed: true, changed: true },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { unsubscribed: true, changed: false } });
    expect(await consentOf(t.db, user)).toEqual({
      optOuts: [{ channel: audience.channel, delivery: 'email', source: 'email' }],
      events: [{ channel: audience.channel, opted_out: true, detail: 'link' }],
    });
    expect((await get(token)).json()).toMatchObject({ data: { unsubscribed: true } });
  });

  it("takes a mail client's RFC 8058 one-click POST, a form, and says how in the consent history", async () => {
    const { user, token } = member(2);
    const response = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { unsubscribed: true, changed: true } });
    expect((await consentOf(t.db, user)).events).toEqual([
      { channel: audience.channel, opted_out: true, detail: 'one-click' },
    ]);
  });

  it('answers already unsubscribed, writing nothing, when an organisation-wide opt-out stands', async () => {
    const { user, token } = member(3);
    await recordOptOut(t.db, {
      companyId: audience.company,
      mobileUserId: user,
      channelId: null,
      delivery: 'all',
      source: 'app',
    });
    expect((await get(token)).json()).toMatchObject({ data: { unsubscribed: true } });
    const response = await t.app.inject({ method: 'POST', url: `/unsubscribe/${token}` });
    expect(response.json()).toMatchObject({ data: { unsubscribed: true, changed: false } });
    expect((await consentOf(t.db, user)).events).toHaveLength(1);
  });

  it('is not found when forged, altered, or a bare receipt id; nothing is written', async () => {
    const { user, token } = member(4);
    const receipt = receipts.get(user) ?? '';
    // The first character, not the last: base64url's last character may hold unused bits, so
    // A and B there can decode to the same bytes and the altered link would still be valid.
    const first = token.startsWith('A') ? 'B' : 'A';
    const forged = [
      `${first}${token.slice(1)}`,
      receipt,
      Buffer.from(receipt.replaceAll('-', '').repeat(2), 'hex').toString('base64url'),
      'not-a-token',
    ];
    for (const bad of forged) {
      const read = await get(bad, '10.70.0.2');
      expect(read.statusCode, bad).toBe(404);
      expect(read.json()).toMatchObject({ code: 'not_found' });
      const write = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe/${bad}`,
        remoteAddress: '10.70.0.2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(write.statusCode, bad).toBe(404);
    }
    expect(await consentOf(t.db, user)).toEqual({ optOuts: [], events: [] });
  });

  it('refuses an address that keeps trying links that are not ours', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= UNSUBSCRIBE_RATE_LIMITS.invalidPerAddress; i++)
      statuses.push((await get(`forged-${i}`, '10.70.0.3')).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Valid links from that address (a mail provider's) still work.
    expect((await get(member(0).token, '10.70.0.3')).statusCode).toBe(200);
  });

  it('answers a broken body 400 and changes nothing', async () => {
    const { user, token } = member(0);
    const response = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      payload: { 'List-Unsubscribe': 7 },
    });
    expect(response.statusCode).toBe(400);
    expect(await consentOf(t.db, user)).toEqual({ optOuts: [], events: [] });
  });
});
