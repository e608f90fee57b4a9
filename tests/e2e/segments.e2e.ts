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

describe('saved segments', () => {
  it('an admin builds a segment with a live count, saves it, sees its count, edits it and deletes it', async () => {
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

    await page.getByLabel('Name').fill('E2E night shift');
    await page.getByRole('button', { name: 'Create segment' }).click();
    await page.waitForURL(`${CONSOLE_URL}/segments`);
    await page.getByRole('searchbox', { name: 'Search segments' }).fill('E2E night');
    const row = page.getByRole('row', { name: /E2E night shift/ });
    await expect.poll(() => row.innerText()).toContain(nights.toLocaleString('en-US'));
    await snapshot(page, 'segments-list');

    // Edit: not on the night shift any more, under a new name.
    await row.getByRole('link', { name: 'E2E night shift', exact: true }).click();
    await liveCount()
      .getByText(/members? now/)
      .waitFor();
    await page.getByLabel('Is or is not', { exact: true }).nth(1).selectOption('not');
    await page.getByLabel('Name').fill('E2E not nights');
    await expect.poll(() => liveCount().innerText()).not.toContain(`${nights} `);
    await page.getByRole('button', { name: 'Save segment' }).click();
    await page.waitForURL(`${CONSOLE_URL}/segments`);
    await page.getByRole('searchbox', { name: 'Search segments' }).fill('E2E not');
    const edited = page.getByRole('row', { name: /E2E not nights/ });
    await edited.waitFor();

    // Delete, confirmed in the dialog.
    await edited.getByRole('button', { name: 'Delete E2E not nights' }).click();
    await page.getByRole('button', { name: 'Delete segment' }).click();
    await page.getByText('No segments match this search').waitFor();
  });
});
