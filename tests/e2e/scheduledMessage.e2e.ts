import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetailResponse } from '../../contract/messages';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  // The schedule is wall-clock time in the sender's zone: the browser says which.
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
  });
  page = await context.newPage();
  await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

async function messageDetail(messageId: string): Promise<MessageDetailResponse['data']> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.get(`${API_URL}/messages/acme/message/${messageId}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MessageDetailResponse).data;
}

/** The first whole minute at least 40 s away, in UTC: far enough to be in the future on submit. */
function nextMinute(): { at: Date; date: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  const iso = at.toISOString();
  return { at, date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

describe('a scheduled message', () => {
  it('waits for its time, then goes out to its audience', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('Rota reminder');
    await page.getByLabel('Push message').fill('The new rota starts at the top of the minute');
    await page.getByLabel('Rich message').fill('<p>See you there.</p>');
    await page.getByRole('radiogroup', { name: 'Audience' }).getByText('Groups').click();
    await page.getByRole('checkbox', { name: /Night shift/ }).check();
    await page.getByRole('radiogroup', { name: 'When' }).getByText('Once').click();
    const due = nextMinute();
    await page.getByLabel('Date', { exact: true }).fill(due.date);
    await page.getByLabel('Time', { exact: true }).fill(due.time);
    await snapshot(page, 'messages-schedule-1280');

    await page.getByRole('button', { name: 'Review and schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this message?' });
    await dialog.getByRole('button', { name: 'Schedule message' }).click();
    const link = page.getByRole('link', { name: 'See it in the message history' });
    await link.waitFor();
    const messageId = ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

    // Before its time nobody has it.
    const before = await messageDetail(messageId);
    expect(Date.now()).toBeLessThan(due.at.getTime());
    expect(before.totalReceipts).toBe(0);
    expect(before.message.nextSendAt).not.toBeNull();

    // When the minute comes the scheduler turns it into a sending and the worker fans it out.
    await expect
      .poll(async () => (await messageDetail(messageId)).totalReceipts, {
        timeout: 150_000,
        interval: 2_000,
      })
      .toBeGreaterThan(0);
    expect(Date.now()).toBeGreaterThanOrEqual(due.at.getTime());
    const after = await messageDetail(messageId);
    expect(after.message.status).toBe(0);
    expect(after.message.nextSendAt).toBeNull();

    await page.goto(`${CONSOLE_URL}/messages/history/${messageId}`);
    await page.getByRole('table', { name: 'Receipts' }).waitFor();
    await snapshot(page, 'messages-scheduled-sent-1280');
  }, 240_000);
});
