import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetailResponse } from '../../contract/messages';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
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

const HOUR_MS = 3_600_000;

/**
 * A wall time the first zone (UTC+14) reaches at the first whole minute at least 60 s away (room
 * for a busy machine to fill the form first): the sending starts then, while every other zone's
 * time is still hours ahead.
 */
function firstZoneSoon(): { start: Date; date: string; time: string } {
  const start = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const wall = new Date(start.getTime() + 14 * HOUR_MS).toISOString();
  return { start, date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

describe("a send in each recipient's local time", () => {
  it('shows the zones it spans, then starts when the first zone reaches its time', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('Good morning');
    await page.getByLabel('Push message').fill('The day starts with the rota');
    await page.getByLabel('Rich message').fill('<p>Morning.</p>');
    await page.getByRole('radiogroup', { name: 'Audience' }).getByText('Groups').click();
    await page.getByRole('checkbox', { name: /Night shift/ }).check();
    await page.getByRole('radiogroup', { name: 'When' }).getByText('Once').click();
    const due = firstZoneSoon();
    await page.getByLabel('Date', { exact: true }).fill(due.date);
    await page.getByLabel('Time', { exact: true }).fill(due.time);
    await page.getByLabel('At this time in each recipient’s local time').check();
    const reach = page.getByRole('region', { name: 'Reach' });
    await expect
      .poll(async () => (await reach.textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/Spans \d+ time zones?/);
    await snapshot(page, 'messages-local-time-1280');

    await page.getByRole('button', { name: 'Review and schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this message?' });
    await expect
      .poll(async () => (await dialog.textContent()) ?? '')
      .toContain(`Once on ${due.date} at ${due.time} local time`);
    await dialog.getByRole('button', { name: 'Schedule message' }).click();
    const link = page.getByRole('link', { name: 'See it in the message history' });
    await link.waitFor();
    const messageId = ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

    const before = await messageDetail(messageId);
    expect(Date.now()).toBeLessThan(due.start.getTime());
    expect(before.totalReceipts).toBe(0);
    expect(before.message.localTime).toBe(true);

    // The scheduler starts it when UTC+14 reaches the time; the fan-out writes every receipt.
    await expect
      .poll(async () => (await messageDetail(messageId)).totalReceipts, {
        timeout: 150_000,
        interval: 2_000,
      })
      .toBeGreaterThan(0);
    expect(Date.now()).toBeGreaterThanOrEqual(due.start.getTime());

    await page.goto(`${CONSOLE_URL}/messages/history/${messageId}`);
    await page.getByRole('table', { name: 'Receipts' }).waitFor();
    await expect
      .poll(async () => (await page.locator('main').textContent()) ?? '')
      .toContain(`at ${due.time} local time`);
    await snapshot(page, 'messages-local-time-sent-1280');
  }, 240_000);
});
