import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceCount } from '../../contract/messages';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';
import { smsTo } from './sms';

/**
 * The member's side of an opt-out, end to end: a member signs up from a texted link in the app,
 * opts out of SMS in the app's preferences, and the admin's compose reaches one fewer by SMS with
 * the reason said; the SMS send then texts the others and not them.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

/** The API as the signed-in admin. */
async function asAdmin<T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.fetch(`${API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface Member {
  _id: string;
  phone: string | null;
  optOuts?: unknown[];
}

describe('opting out of SMS in the app', () => {
  it('drops the member from an SMS send: compose says so, and the send does not text them', async () => {
    const channels = await asAdmin<{ _id: string; clientName: string }[]>(
      'GET',
      '/content-provider/acme',
    );
    const partners = channels.find((channel) => channel.clientName === 'Acme Partners')?._id ?? '';
    // An unregistered follower of Acme Partners (the channel that texts) with a phone.
    const { users } = await asAdmin<{ users: Member[] }>('POST', '/user/mobile-users/new', {
      objectId: partners,
      userType: 'unregistered',
      userStatus: 'active',
      limit: 50,
    });
    const member = users.find((user) => user.phone && (user.optOuts ?? []).length === 0);
    if (!member?.phone) throw new Error('the demo has an unregistered Acme Partners member');

    // The app: the member signs up from the texted link and gets its app token.
    await asAdmin('POST', '/user/register/sms', { userIds: [member._id] });
    const text = await smsTo(member.phone, /\/acme\/register\/sms\//);
    const token = /\/register\/sms\/([A-Za-z0-9_-]+)/.exec(text.body)?.[1] ?? '';
    const lastName = `Optout${String(Date.now()).slice(-6)}`;
    const done = await page.request.post(`${API_URL}/api/user/register/invite/sms?token=${token}`, {
      data: { firstName: 'Noor', lastName, email: `${lastName}@members.example`, forApp: true },
    });
    expect(done.ok(), await done.text()).toBe(true);
    const appToken = ((await done.json()) as { data: { appToken: string } }).data.appToken;

    const title = `Ballot closes ${lastName}`;
    // An SMS carries the push text and the link: that is what the phones are searched for.
    const pushText = `Vote by Friday noon ${lastName}`;
    const reachOf = () =>
      asAdmin<AudienceCount>('POST', '/messages/audience', {
        cpId: partners,
        device: 'all',
        audience: { kind: 'all' },
        deliveryMode: 'sms',
      });
    const before = await reachOf();

    const optOut = await page.request.put(`${API_URL}/app/preferences`, {
      headers: { Authorization: `Bearer ${appToken}` },
      data: { optOuts: [{ channelId: null, delivery: 'sms' }] },
    });
    expect(optOut.ok(), await optOut.text()).toBe(true);
    const after = await reachOf();
    expect(after.sms).toBe(before.sms - 1);
    expect(after.optedOut.sms).toBe(before.optedOut.sms + 1);

    // Compose shows the same: one more opted out of SMS, among the reasons.
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Push message').fill(pushText);
    await page.getByLabel('Rich message').fill('<p>Vote by Friday noon.</p>');
    const channel = page.getByLabel('Channel', { exact: true });
    await channel.locator('option', { hasText: 'Acme Partners' }).waitFor({ state: 'attached' });
    await channel.selectOption({ label: 'Acme Partners' });
    await page.getByRole('group', { name: 'How to reach them' }).getByLabel('SMS only').check();
    const reach = page.getByRole('region', { name: 'Reach' });
    await reach
      .getByText(new RegExp(`\\b${String(after.optedOut.sms)} opted out of SMS`))
      .waitFor();
    await snapshot(page, 'compose-member-opted-out-1280');

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog
      .getByText(new RegExp(`\\b${String(after.optedOut.sms)} opted out of SMS`))
      .waitFor();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('link', { name: 'See it in the message history' }).waitFor();

    // The others are texted; the member who opted out is not.
    const others = await smsTo(null, new RegExp(pushText));
    expect(others.to).not.toBe(member.phone);
    await page.waitForTimeout(3000);
    await expect(smsTo(member.phone, new RegExp(pushText), 1000)).rejects.toThrow(/no text/);
  });
});
