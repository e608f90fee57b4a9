import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let folder: string;

beforeAll(async () => {
  browser = await launchChromium();
  folder = await mkdtemp(join(tmpdir(), 'tidings-import-'));
});
afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterEach(() => context.close());

/** The emails of the app users the API finds for `search`, asked with the page's session. */
async function emailsMatching(search: string): Promise<string[]> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.post(`${API_URL}/user/mobile-users/new`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: { searchString: search, onlyActiveUsers: false, offset: 0, limit: 100 },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { users: { email: string | null }[] } };
  return body.data.users.map((user) => user.email ?? '');
}

describe('importing app users from a CSV with one bad row', () => {
  it('previews the bad line, writes nothing until confirmed, then adds only the good rows', async () => {
    const tag = `imp${Date.now()}`;
    const good = [`ivy.${tag}@example.test`, `ike.${tag}@example.test`];
    const file = join(folder, `members-${tag}.csv`);
    await writeFile(
      file,
      [
        'email,firstname,lastname',
        `${good[0]},Ivy,Importer`,
        `bad.${tag}-at-example.test,Bad,Row`,
        `${good[1]},Ike,Importer`,
        '',
      ].join('\r\n'),
    );

    await page.goto(`${CONSOLE_URL}/users`);
    await page.getByRole('heading', { name: 'App users', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import app users' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Check file' }).click();

    await dialog.getByText('2 users ready to import').waitFor();
    await dialog.getByText('1 problem to fix; those lines will be skipped').waitFor();
    const problems = dialog.getByRole('table', { name: /Lines left out/ }).locator('tbody tr');
    expect(await problems.count()).toBe(1);
    expect(await problems.first().locator('td').allTextContents()).toEqual([
      '3',
      'email',
      'is not an email address',
    ]);
    expect(await emailsMatching(tag)).toEqual([]);

    await dialog.getByRole('button', { name: 'Import 2 users' }).click();
    await dialog.getByText('Imported 2 users.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByPlaceholder('Search by name or email').fill(tag);
    await page.waitForURL(new RegExp(`q=${tag}`));
    // Only the two good rows match, once the debounced search has answered.
    await expect
      .poll(async () => {
        const rows = await page.locator('tbody tr').allTextContents();
        return rows.length === 2 && good.every((email) => rows.some((row) => row.includes(email)));
      })
      .toBe(true);
    const rows = await page.locator('tbody tr').allTextContents();
    expect(rows.some((row) => row.includes(`bad.${tag}`))).toBe(false);
    expect((await emailsMatching(tag)).sort()).toEqual([...good].sort());
  });
});
