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
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(() => context.close());

const liveCount = () => page.getByTestId('segment-live-count');

/**
 * Searches the segments list and waits until every row shown matches: the rows of the list
 * before the search stay on screen until its answer arrives, and a click on one of them then
 * can land while the table is redrawn.
 */
async function searchSegments(term: string) {
  await page.getByRole('searchbox', { name: 'Search segments' }).fill(term);
  await expect
    .poll(async () => {
      const rows = await page.locator('table tbody tr').allInnerTexts();
      return rows.length > 0 && rows.every((row) => row.includes(term));
    })
    .toBe(true);
}

describe('saved segments', () => {
  it('an admin builds a segment with a live count, saves it, sees its count, edits it and deletes it', async () => {
    // Names of their own on each try: a retried spec finds the first try's segments still there.
    const made = Date.now().toString(36);
    const created = `E2E night shift ${made}`;
    const renamed = `E2E not nights ${made}`;
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);

    // Under Users in the menu, beside Groups.
    await page.getByRole('button', { name: 'Users', exact: true }).click();
    await page.getByRole('link', { name: 'Segments' }).first().click();
    await page.waitForURL(`${CONSOLE_URL}/segments`);
    await page.getByRole('link', { name: 'Night shift, Android' }).first().waitFor();
    await page.getByRole('link', { name: 'New segment' }).click();
    await page.waitForURL(`${CONSOLE_URL}/segments/new`);

    // The new rule starts as active members; narrowing it to the night shift lowers the count.
    await liveCount()
      .getByText(/members? now/)
      .waitFor();
    const everyone = await liveCount().innerText();
    await page.getByRole('button', { name: 'Add condition', exact: true }).click();
    await page.getByLabel('Condition', { exact: true }).nth(1).selectOption('customField');
    await page.getByLabel('Custom field', { exact: true }).selectOption('Shift');
    await page.getByRole('checkbox', { name: 'Night' }).check();
    await expect.poll(() => liveCount().innerText()).not.toBe(everyone);
    const nights = Number((await liveCount().innerText()).replace(/\D/g, ''));
    expect(nights).toBeGreaterThan(0);
    await snapshot(page, 'segments-editor');

    await page.getByLabel('Name').fill(created);
    await page.getByRole('button', { name: 'Create segment' }).click();
    await page.waitForURL(`${CONSOLE_URL}/segments`);
    await searchSegments(created);
    const row = page.getByRole('row', { name: created });
    await expect.poll(() => row.innerText()).toContain(nights.toLocaleString('en-US'));
    await snapshot(page, 'segments-list');

    // Edit: not on the night shift any more, under a new name.
    await row.getByRole('link', { name: created, exact: true }).click();
    await page.waitForURL(/\/segments\/[0-9a-f-]{36}$/);
    await liveCount()
      .getByText(/members? now/)
      .waitFor();
    await page.getByLabel('Is or is not', { exact: true }).nth(1).selectOption('not');
    await page.getByLabel('Name').fill(renamed);
    await expect.poll(() => liveCount().innerText()).not.toContain(`${nights} `);
    await page.getByRole('button', { name: 'Save segment' }).click();
    await page.waitForURL(`${CONSOLE_URL}/segments`);
    await searchSegments(renamed);
    const edited = page.getByRole('row', { name: renamed });

    // Delete, confirmed in the dialog.
    await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('button', { name: 'Delete segment' }).click();
    await page.getByText('No segments match this search').waitFor();
  });
});
