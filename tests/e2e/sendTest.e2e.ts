import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageListResponse } from '../../contract/messages';
import type { MobileUserListResponse } from '../../contract/mobileUsers';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn } from './browser';
import { mailTo } from './mail';

/**
 * "Send a test" in the browser against the demo: acme's admin (Ada, who has no app user of her
 * own in the demo) tests a personal message on herself and on a member with the app; the test
 * email arrives written for her, marked [Test], and the history holds no message.
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

/** The dialog over the page as the screen shows it (a full-page shot leaves the dialog behind). */
async function shot(name: string): Promise<void> {
  // After the dialog's fade: a shot taken during it shows the dialog half drawn.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `test-results/${name}.png` });
}

afterAll(async () => {
  await context.close();
  await browser.close();
});

/** A call to the API as the signed-in admin. */
async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.fetch(`${API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

describe('send a test', () => {
  it('sends the draft to me and to a test member, marked [Test], and counts it nowhere', async () => {
    const stamp = String(Date.now()).slice(-6);
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    const channel = page.getByLabel('Channel', { exact: true });
    await channel.locator('option', { hasText: 'Acme News' }).waitFor({ state: 'attached' });
    await channel.selectOption({ label: 'Acme News' });
    await page.getByLabel('Title').fill(`Rota ${stamp} for {{ firstname }}`);
    await page.getByLabel('Push message').fill('Hi {{ firstname }}, the rota is out');
    await page.getByLabel('Rich message').fill('<p>Dear {{ firstname | default: "member" }},</p>');

    await page.getByRole('button', { name: 'Send a test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a test' });
    expect(await dialog.getByRole('radio', { name: /Send to me/ }).isChecked()).toBe(true);
    await shot('send-test-dialog-1280');
    await dialog.getByRole('button', { name: 'Send test' }).click();
    // Ada has no app user with her email in the demo: the test goes to her email alone.
    await dialog.getByRole('status').getByText('Sent to admin@acme.test.').waitFor();
    await shot('send-test-sent-1280');

    const mail = await mailTo('admin@acme.test');
    expect(mail).toContain(`[Test] Rota ${stamp} for Ada`);
    expect(mail).toContain('Dear Ada,');

    // A member with the app: their devices get the push. The oldest demo member with a device
    // and no opt-out: members other specs add later may have none, and other specs remove one.
    const { users } = await api<MobileUserListResponse['data']>('POST', '/user/mobile-users/new', {
      sortField: 'dateCreated',
      sortDirection: 'asc',
      userType: 'registered',
      userStatus: 'active',
      onlyActiveUsers: true,
      offset: 0,
      limit: 20,
    });
    let member: (typeof users)[number] | undefined;
    for (const candidate of users.filter((user) => user.optOuts.length === 0)) {
      const devices = await api<unknown[]>('GET', `/user/mobile-users/${candidate._id}/devices`);
      if (devices.length > 0) {
        member = candidate;
        break;
      }
    }
    if (!member) throw new Error('the demo has registered members with a device');
    await dialog.getByRole('radio', { name: 'Send to a test member' }).check();
    await dialog.getByLabel('Search app users').fill(member.email ?? member.lastname);
    const members = dialog.getByRole('list', { name: 'Test members' });
    // The search answers after a pause: choose once the list shows only the member searched.
    await expect
      .poll(async () => {
        const texts = await members.getByRole('listitem').allTextContents();
        return (
          texts.length > 0 && texts.every((text) => text.includes(member.email ?? member.lastname))
        );
      })
      .toBe(true);
    await members.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^Sent to \d+ devices?/)
      .waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(
      () => (document.querySelector('.app-sidebar')?.getBoundingClientRect().right ?? 0) <= 0,
    );
    await shot('send-test-member-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Counted nowhere: the history holds no message with this title.
    const history = await api<MessageListResponse['data']>(
      'GET',
      `/messages/all?offset=0&limit=5&search=Rota%20${stamp}`,
    );
    expect(history.total).toBe(0);
  });
});
