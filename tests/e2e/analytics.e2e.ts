import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngagementReport } from '../../contract/analytics';
import type { MessageDetailResponse, SentMessageResponse } from '../../contract/messages';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

async function api<T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.fetch(`${API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The "Opened" tile's figure as the page shows it. */
async function openedOnPage(target: Page): Promise<number> {
  const tile = target.locator('.analytics-tiles .card', { hasText: 'Opened' });
  const text = (await tile.locator('dd.h4').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

describe('analytics', () => {
  it('moves when a message is sent and opened, and downloads as CSV', async () => {
    await page.goto(`${CONSOLE_URL}/analytics`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.locator('.analytics-tiles').waitFor();
    const before = await openedOnPage(page);
    const report = await api<EngagementReport>('GET', '/analytics/engagement');
    const openedBefore = report.rows.reduce((sum, row) => sum + row.opened, 0);
    expect(before).toBe(openedBefore);

    // A message to the channel's followers, sent as the console sends it.
    const sent = await api<SentMessageResponse['data']>('POST', '/messages/', {
      cpId: report.channelID,
      type: 'Regular Message',
      title: 'Analytics check',
      push_message: 'Counted on the analytics page',
      message: '<p>Hello</p>',
      device: 'all',
      isReadRequired: false,
      enableFeedback: false,
      audience: { kind: 'all' },
    });
    // The engine fans it out; its receipts show on the message's page.
    let receiptId = '';
    await expect
      .poll(
        async () => {
          const detail = await api<MessageDetailResponse['data']>(
            'GET',
            `/messages/acme/message/${sent.message._id}`,
          );
          receiptId = detail.receipts[0]?._id ?? '';
          return receiptId;
        },
        { timeout: 30_000, interval: 500 },
      )
      .not.toBe('');

    // A recipient opens it from their link.
    const recipient = await browser.newPage();
    await recipient.goto(`${CONSOLE_URL}/m/${receiptId}`);
    await recipient.getByText('Analytics check').first().waitFor();
    await recipient.close();

    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('.analytics-tiles').waitFor();
          return openedOnPage(page);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(before + 1);
    await page.getByText('Recipients by delivery channel').waitFor();
    await snapshot(page, 'analytics-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^engagement-.*-by-day\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Day (UTC),Delivery channel,Message type,Messages sent');
    expect(csv).toContain('Regular Message');

    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'analytics-390');

    // The message's own page draws its opens by hour since sending.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${CONSOLE_URL}/messages/history/${sent.message._id}`);
    await page.getByRole('heading', { name: 'Opened and confirmed since sending' }).waitFor();
    await page.getByText(/Within a day of sending, 1 of/).waitFor();
    await page.locator('.engagement-curve canvas').waitFor();
    await snapshot(page, 'analytics-message-curve-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'analytics-message-curve-390');
  });
});
