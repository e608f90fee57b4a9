import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberExport } from '../../contract/memberData';
import type { MobileUserListResponse } from '../../contract/mobileUsers';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn } from './browser';

/**
 * A member's data in the browser against the demo: acme's admin adds a member, downloads their
 * data from the users page's row menu, then erases them; the row leaves the list and a search
 * finds them nowhere.
 */
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
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** The dialog over the page as the screen shows it, after its fade. */
async function shot(name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `test-results/${name}.png` });
}

/** A call to the API as the signed-in admin. */
async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.fetch(`${API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

describe("a member's data", () => {
  it('downloads a member’s data, then erases them from the users page', async () => {
    const stamp = String(Date.now()).slice(-6);
    const email = `erin.${stamp}@erasure.test`;
    await api('POST', '/user/mobile-users/create', {
      email,
      firstname: 'Erin',
      lastname: `Eraseme${stamp}`,
    });
    const name = `Erin Eraseme${stamp}`;

    await page.goto(`${CONSOLE_URL}/users?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: 'Download data' }).click();
    const dataDialog = page.getByRole('dialog', { name: `Data of ${name}` });
    await dataDialog.waitFor();
    await shot('member-data-dialog-1280');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dataDialog.getByRole('button', { name: `Download JSON of ${name}` }).click(),
    ]);
    const path = await download.path();
    const exported = JSON.parse(await readFile(path, 'utf8')) as MemberExport;
    expect(exported.member).toMatchObject({ email, firstname: 'Erin' });
    expect(download.suggestedFilename()).toBe(`member-data-${exported.member._id}.json`);
    await dataDialog.getByRole('button', { name: 'Close' }).last().click();
    await dataDialog.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: 'Erase member…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${name}?` });
    await dialog.getByText('This cannot be undone.').waitFor();
    const erase = dialog.getByRole('button', { name: 'Erase member' });
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
    await shot('member-erase-dialog-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('member-erase-dialog-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await erase.click();
    await page.getByText(`${name}'s data was erased.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await shot('member-erased-list-1280');

    const { users } = await api<MobileUserListResponse['data']>('POST', '/user/mobile-users/new', {
      searchString: email,
    });
    expect(users).toEqual([]);
  });
});
