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
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
  await page.goto(`${CONSOLE_URL}/users`);
  await page.getByRole('heading', { name: 'App users', exact: true }).waitFor();
  await page
    .getByRole('checkbox', { name: /^Select / })
    .first()
    .waitFor();
});
afterEach(() => context.close());

/** The number a summary counter shows (its value, not the detail line under it). */
async function counter(label: string): Promise<number> {
  const item = page
    .getByRole('list', { name: 'User counts' })
    .locator('li', { hasText: label })
    .first();
  const text = (await item.locator('.user-counter-value').textContent()) ?? '';
  return Number(text.replaceAll(',', '').trim() || 'NaN');
}

const rows = () => page.getByRole('checkbox', { name: /^Select (?!all)/ });

describe('the app users list', () => {
  it('filters by status in the URL, searches and pages', async () => {
    const suspended = await counter('Suspended');
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Suspended').click();
    await page.waitForURL(/status=suspended/);
    await expect.poll(() => counter('Matching filters')).toBe(suspended);

    await page.goto(`${CONSOLE_URL}/users`);
    await page.getByPlaceholder('Search by name or email').fill('lena');
    await page.waitForURL(/q=lena/);
    // Every row shown matches, once the debounced search has answered.
    await expect
      .poll(async () => {
        const texts = await page.locator('tbody tr').allTextContents();
        return texts.length > 0 && texts.every((row) => row.toLowerCase().includes('lena'));
      })
      .toBe(true);

    await page.goto(`${CONSOLE_URL}/users`);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await page.goBack();
    await page.waitForURL(`${CONSOLE_URL}/users`);
  });

  it('suspends from the Active tab: the row leaves, the counters move, and Undo restores both', async () => {
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Active').click();
    await page.waitForURL(/status=active/);
    await expect.poll(() => counter('Matching filters')).toBe(await counter('Active'));
    const active = await counter('Active');
    const reachable = await counter('Reachable for messaging');
    const name = ((await rows().first().getAttribute('aria-label')) ?? '').replace(/^Select /, '');

    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: 'Suspend' }).click();

    // The toast closes itself after NOTIFICATION_TIMEOUT_MS; resting the pointer on it holds it
    // open (as it does for a person reading it) while the counters and the snapshot are checked.
    await page.getByText(`${name} is suspended.`).hover();
    await expect.poll(() => counter('Active')).toBe(active - 1);
    expect(await counter('Reachable for messaging')).toBe(reachable - 1);
    expect(await page.getByRole('checkbox', { name: `Select ${name}` }).count()).toBe(0);
    await snapshot(page, 'users-suspended-1280');

    await page.getByRole('button', { name: 'Undo' }).click();

    await page.getByText(`${name} is active again.`).waitFor();
    await page.getByRole('checkbox', { name: `Select ${name}` }).waitFor();
    await expect.poll(() => counter('Active')).toBe(active);
    expect(await counter('Reachable for messaging')).toBe(reachable);
  });

  it('keeps the row menu in view at 1280 px and nothing wider than a phone at 390 px', async () => {
    const menu = page.getByRole('button', { name: /^Actions for / }).first();
    const box = await menu.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
    const overflow = () =>
      page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    expect(await overflow()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open navigation' }).waitFor();
    expect(await overflow()).toBe(0);
    // Every status segment, count included, is inside the page.
    for (const segment of await page
      .getByRole('radiogroup', { name: 'Status' })
      .locator('label')
      .all()) {
      const edge = await segment.boundingBox();
      expect(edge && edge.x + edge.width).toBeLessThanOrEqual(390);
    }
  });

  it('adds three users to a group in one bulk action', async () => {
    for (let i = 0; i < 3; i++) await rows().nth(i).check();
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: /Add to group/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Group').selectOption({ label: 'Night shift' });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/user/groups/bulk-manage-users'))
        requests.push(request.postData() ?? '');
    });
    await dialog.getByRole('button', { name: /^Add 3 users$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(requests).toHaveLength(1);
    expect((JSON.parse(requests[0] ?? '{}') as { userIds?: string[] }).userIds).toHaveLength(3);
  });

  it('downloads a CSV of exactly the filtered users', async () => {
    const expected = await counter('Suspended');
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Suspended').click();
    await page.waitForURL(/status=suspended/);
    await expect.poll(() => counter('Matching filters')).toBe(expected);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download CSV/ }).click(),
    ]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(path, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Email');
    expect(lines.length - 1).toBe(expected);
  });

  it("downloads a message's audit picked from the newest messages", async () => {
    await page.getByRole('button', { name: 'Message audit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download a message audit' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the audit of Safety notice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^message-audit-[0-9a-f-]{36}\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Feedback status');
    expect(lines.length).toBeGreaterThan(1);
    await page.getByText(/^Downloaded message-audit-/).waitFor();
  });
});
