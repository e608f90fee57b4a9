import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetailResponse } from '../../contract/messages';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

async function apiGet<T>(path: string): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.get(`${API_URL}${path}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('a Vocast', () => {
  it('a channel admin sends the demo audio file to the channel, and its bytes play', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('A word from the chair');
    await page.getByLabel('Push message').fill('Listen to this week’s message');
    await page.getByLabel('Type').selectOption('Vocast');
    const picker = page.getByLabel('Audio file');
    await expect
      .poll(() => picker.locator('option').allInnerTexts())
      .toContain('Welcome message (0:03)');
    await picker.selectOption({ label: 'Welcome message (0:03)' });
    await snapshot(page, 'vocast-compose-1280');
    expect(await seriousViolations()).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(
      () => (document.querySelector('.app-sidebar')?.getBoundingClientRect().right ?? 0) <= 0,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await snapshot(page, 'vocast-compose-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    const link = page.getByRole('link', { name: 'See it in the message history' });
    await link.waitFor();
    const messageId = ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';

    const { message } = (await apiGet<MessageDetailResponse>(`/messages/acme/message/${messageId}`))
      .data;
    expect(message).toMatchObject({ type: 'Vocast', upload: { title: 'Welcome message' } });
    const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
    const content = await page.request.get(`${API_URL}${message.upload?.contentUrl ?? ''}`, {
      headers: { Authorization: `Bearer ${token ?? ''}`, Range: 'bytes=0-1023' },
    });
    expect(content.status()).toBe(206);
    expect(content.headers()['content-type']).toBe('audio/mpeg');
  });
});
