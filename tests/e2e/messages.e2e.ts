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

/** The detail as the API answers it to the signed-in channel admin. */
async function messageDetail(messageId: string): Promise<MessageDetailResponse['data']> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.get(`${API_URL}/messages/acme/message/${messageId}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MessageDetailResponse).data;
}

/** Serious and critical axe violations of the page, as readable lines. */
async function seriousViolations(target: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: target })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Times, in the page's own clock, the last audience change (a tick box changed) and the moment
 * the reach figure then shows, so the wait a person sees can be printed.
 */
async function recordReachTiming(target: Page): Promise<void> {
  await target.evaluate(() => {
    const marks = document.body.dataset;
    document.addEventListener(
      'change',
      () => {
        marks.reachChanged = String(performance.now());
        delete marks.reachShown;
      },
      true,
    );
    const reach = document.getElementById('audience-count-title')?.closest('section');
    if (!reach) throw new Error('no reach panel');
    new MutationObserver(() => {
      if (marks.reachChanged && !marks.reachShown && /users? reached/.test(reach.textContent))
        marks.reachShown = String(performance.now());
    }).observe(reach, { childList: true, subtree: true, characterData: true });
  });
}

/** Milliseconds from the last audience change to the reach figure, as the page recorded them. */
async function reachTiming(target: Page): Promise<number> {
  return target.evaluate(() => {
    const { reachChanged, reachShown } = document.body.dataset;
    return Math.round(Number(reachShown) - Number(reachChanged));
  });
}

/** Both widths of one screen, for a person to look at. */
async function snapshots(target: Page, name: string): Promise<void> {
  await snapshot(target, `messages-${name}-1280`);
  await target.setViewportSize({ width: 390, height: 844 });
  // Below 1200 px the side menu becomes a drawer and slides out of view.
  await target.waitForFunction(
    () => (document.querySelector('.app-sidebar')?.getBoundingClientRect().right ?? 0) <= 0,
  );
  await snapshot(target, `messages-${name}-390`);
  await target.setViewportSize({ width: 1280, height: 900 });
}

describe('messaging', () => {
  let messageId = '';

  it('a channel admin sends a message to a group and sees it in the history', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('Night shift vote');
    await page.getByLabel('Push message').fill('Vote on the new rota by Friday');
    await page.getByLabel('Rich message').fill('<p>The new rota starts <b>Monday</b>.</p>');
    await page.getByLabel('Ask recipients to confirm they have read it').check();
    await page.getByLabel('Ask for feedback (Yes or No, with a comment)').check();
    await page.getByRole('radiogroup', { name: 'Audience' }).getByText('Groups').click();
    await recordReachTiming(page);
    await page.getByRole('checkbox', { name: /Night shift/ }).check();
    const recipients = page.getByRole('region', { name: 'Reach' });
    await expect.poll(() => recipients.textContent()).toMatch(/SMS credits: \d+ needed/);
    process.stdout.write(`compose reach: ${await reachTiming(page)} ms\n`);
    await snapshots(page, 'compose');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await expect.poll(() => dialog.textContent()).toContain('The group Night shift');
    await snapshot(page, 'messages-confirm-1280');
    await dialog.getByRole('button', { name: 'Send message' }).click();

    const link = page.getByRole('link', { name: 'See it in the message history' });
    await link.waitFor();
    messageId = ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(`${CONSOLE_URL}/messages/history`);
    const row = page.getByRole('row', { name: /Night shift vote/ }).first();
    await expect.poll(() => row.textContent()).toContain('PushCast');
    await snapshots(page, 'history');
    expect(await seriousViolations(page)).toEqual([]);

    // The fan-out writes the receipts in the background; the detail shows them once written.
    await expect
      .poll(async () => (await messageDetail(messageId)).totalReceipts, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await row.getByRole('link', { name: 'Night shift vote', exact: true }).click();
    await page.getByRole('table', { name: 'Receipts' }).waitFor();
    await snapshots(page, 'detail');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a channel admin searches and filters the history, the filters kept in the address', async () => {
    // Neither the page nor the table scrolls sideways.
    const noSidewaysScroll = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        const table = document.querySelector('.history-table .table-responsive');
        return (
          root.scrollWidth <= root.clientWidth && (!table || table.scrollWidth <= table.clientWidth)
        );
      });
    await page.goto(`${CONSOLE_URL}/messages/history`);
    await page.getByRole('table', { name: 'Messages' }).waitFor();
    expect(await noSidewaysScroll()).toBe(true);

    // The title is this spec's own: other specs send messages about the new rota too.
    await page.getByRole('searchbox', { name: 'Search messages' }).fill('Night shift vote');
    await page.waitForURL(/\?search=Night\+shift\+vote$/);
    const row = page.getByRole('row', { name: /Night shift vote/ });
    await row.waitFor();
    const filters = page.getByRole('form', { name: 'Filter messages' });
    await filters.getByLabel('Delivery').selectOption({ label: 'Push with fallback' });
    await filters.getByLabel('Status').selectOption({ label: 'Sent' });
    await page.waitForURL(/status=sent/);
    await row.waitFor();
    // The address changes first; the filtered page follows when its call answers.
    await expect
      .poll(() => page.getByRole('table', { name: 'Messages' }).getByRole('row').count())
      .toBe(2);
    const sender = filters.getByLabel('Sender');
    await expect.poll(() => sender.locator('option').count()).toBeGreaterThan(1);
    await sender.selectOption({ index: 1 });
    await page.waitForURL(/sender=/);
    await row.waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    await snapshots(page, 'history-filtered');

    await filters.getByLabel('Delivery').selectOption({ label: 'SMS' });
    await page.getByRole('heading', { name: 'No message matches' }).waitFor();
    await snapshot(page, 'messages-history-no-match-1280');

    // Back undoes the last filter; a reload keeps them all.
    await page.goBack();
    await row.waitFor();
    expect(await filters.getByLabel('Delivery').inputValue()).toBe('fallback');
    await page.reload();
    await row.waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search messages' }).inputValue()).toBe(
      'Night shift vote',
    );
    expect(
      await page.getByRole('form', { name: 'Filter messages' }).getByLabel('Status').inputValue(),
    ).toBe('sent');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(`${CONSOLE_URL}/messages/history`);
    // The router renders the cleared filters just after the address changes.
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search messages' }).inputValue())
      .toBe('');
    expect(await noSidewaysScroll()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    // Below 1200 px the side menu becomes a drawer and slides out of view.
    await page.waitForFunction(
      () => (document.querySelector('.app-sidebar')?.getBoundingClientRect().right ?? 0) <= 0,
    );
    await page.getByRole('table', { name: 'Messages' }).waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    // On a phone each row is a card whose values show beside their names.
    const firstRow = page.getByRole('table', { name: 'Messages' }).getByRole('row').nth(1);
    expect(await firstRow.getByRole('cell').first().isVisible()).toBe(true);
    expect(await firstRow.getByRole('button', { name: /^Delete / }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('a recipient opens the message, confirms it and answers yes', async () => {
    const detail = await messageDetail(messageId);
    const receipt = detail.receipts[0];
    if (!receipt) throw new Error('the message has no receipts');

    const recipient = await context
      .browser()
      ?.newContext({ viewport: { width: 390, height: 844 } });
    if (!recipient) throw new Error('no browser');
    const phone = await recipient.newPage();
    await phone.goto(`${CONSOLE_URL}/m/${receipt._id}`);
    await phone.getByRole('heading', { name: 'Night shift vote' }).waitFor();
    await snapshot(phone, 'messages-recipient-390');
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Confirm' }).click();
    await phone.getByText('You confirmed that you have read this message.').waitFor();
    await phone.getByLabel('Comment (optional)').fill('Works for me');
    await phone.getByRole('button', { name: 'Yes' }).click();
    await phone.getByText('Your answer:').waitFor();
    await snapshot(phone, 'messages-recipient-answered-390');
    await phone.setViewportSize({ width: 1280, height: 900 });
    await snapshot(phone, 'messages-recipient-answered-1280');

    // On the next visit the stored answer shows, not the question.
    await phone.reload();
    await phone.getByText('Works for me').waitFor();
    expect(await phone.getByRole('button', { name: 'Yes' }).count()).toBe(0);
    await recipient.close();

    await page.goto(`${CONSOLE_URL}/messages/history/${messageId}?status=opened_confirmed`);
    const row = page.getByRole('row', { name: new RegExp(receipt.userInfo.fullName) });
    await expect.poll(() => row.textContent()).toContain('Opened and confirmed');
    expect(await row.textContent()).toContain('Answered yes');
  });

  it('shows the not-found state for a link that leads nowhere', async () => {
    const stranger = await context.browser()?.newContext({ viewport: { width: 390, height: 844 } });
    if (!stranger) throw new Error('no browser');
    const phone = await stranger.newPage();
    await phone.goto(`${CONSOLE_URL}/m/00000000-0000-4000-8000-000000000000`);
    await phone.getByRole('heading', { name: 'Message not found' }).waitFor();
    await stranger.close();
  });
});
