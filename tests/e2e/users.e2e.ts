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
  await page.getByRole('heading', { name: 'App users' }).waitFor();
  await page
    .getByRole('checkbox', { name: /^Select / })
    .first()
    .waitFor();
});
afterEach(() => context.close());

/** The number a summary counter shows. */
async function counter(label: string): Promise<number> {
  const item = page
    .getByRole('list', { name: 'User counts' })
    .locator('li', { hasText: label })
    .first();
  const text = (await item.textContent()) ?? '';
  const match = new RegExp(`${label}\\s*([\\d,]+)`).exec(text);
  return Number((match?.[1] ?? 'NaN').replaceAll(',', ''));
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

  it('suspends a user and the counters change', async () => {
    const active = await counter('Active');
    const firstName = ((await rows().first().getAttribute('aria-label')) ?? '').replace(
      /^Select /,
      '',
    );
    await page.getByRole('button', { name: `Actions for ${firstName}` }).click();
    const action = page.getByRole('button', { name: /^(Suspend|Activate)$/ });
    const suspending = (await action.textContent())?.trim() === 'Suspend';
    await action.click();
    await expect.poll(() => counter('Active')).toBe(suspending ? active - 1 : active + 1);
    await snapshot(page, 'users-1280');
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
