import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  // channel@acme.test is a channel admin (userGroup 2) of acme's PRIMARY channel, which the
  // demo seed gives a few IM conversations.
  await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterEach(() => context.close());

const conversationList = () => page.getByRole('list', { name: 'Conversations' });
const conversations = () => conversationList().getByRole('button');

async function openChatPage(): Promise<void> {
  await page.goto(`${CONSOLE_URL}/users/im`);
  await page.getByRole('heading', { name: 'Chat (IM) History' }).waitFor();
  await conversations().first().waitFor();
}

/** Serious and critical axe violations, as readable lines for the failure message. */
async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The name a conversation button shows first. */
async function participant(index: number): Promise<string> {
  return ((await conversations().nth(index).locator('.chat-item-name').textContent()) ?? '').trim();
}

describe('Chat (IM) History', () => {
  it('reads a conversation, marks it read and downloads its audit', async () => {
    await page.getByRole('button', { name: 'Users', exact: true }).click();
    await page.getByRole('link', { name: 'Chat (IM) History' }).click();
    await page.waitForURL(`${CONSOLE_URL}/users/im`);
    await conversations().first().waitFor();

    // The seed leaves the newest line of some conversations unread: open one of those.
    const unread = conversations().filter({ hasText: /unread message/ });
    expect(await unread.count()).toBeGreaterThan(0);
    await snapshot(page, 'chat-1280-list');
    const name = ((await unread.first().locator('.chat-item-name').textContent()) ?? '').trim();
    const item = conversationList().getByRole('button', { name: new RegExp(`^${name}`) });
    await item.click();

    const thread = page.getByRole('region', { name: `Messages with ${name}` });
    await thread.waitFor();
    await expect.poll(() => item.getAttribute('aria-current')).toBe('true');
    await expect.poll(() => item.textContent()).not.toMatch(/unread message/);
    const bubbles = (await thread.locator('.chat-bubble').allTextContents()).map((text) =>
      text.slice(text.indexOf(': ') + 2),
    );
    expect(bubbles.length).toBeGreaterThanOrEqual(3);
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'chat-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download audit' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^conversation-[0-9a-f-]{36}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Sent (UTC),From,Message,Read (UTC)');
    expect(lines).toHaveLength(bubbles.length + 1);
    for (const [index, body] of bubbles.entries()) expect(lines[index + 1]).toContain(body);
    expect(lines.slice(1).some((line) => line.includes(name))).toBe(true);
    await page.getByText(/^Downloaded conversation-.+\.csv\.$/).waitFor();

    // The read mark was stored: a fresh load shows no unread count for this conversation.
    await page.reload();
    await conversations().first().waitFor();
    expect(await item.textContent()).not.toMatch(/unread message/);
  });

  it('on a phone shows the list, then the thread with a way back', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChatPage();
    await snapshot(page, 'chat-390-list');
    const name = await participant(0);

    await conversations().first().click();
    const thread = page.getByRole('region', { name: `Messages with ${name}` });
    await thread.waitFor();
    expect(await conversationList().isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe(name);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'chat-390-thread');

    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await conversationList().waitFor();
    expect(await thread.isVisible()).toBe(false);
  });

  it('opens a conversation from the keyboard', async () => {
    await openChatPage();
    await conversations().first().focus();
    await page.keyboard.press('Tab');
    const name = await participant(1);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: `Messages with ${name}` }).waitFor();
    expect(await conversations().nth(1).getAttribute('aria-current')).toBe('true');
  });
});
