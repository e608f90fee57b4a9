import AxeBuilder from '@axe-core/playwright';
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

/** The page's serious and critical accessibility problems, by rule. */
async function accessibilityProblems(): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('webhooks', () => {
  it('an admin adds an endpoint, copies its secret once, sends a test event, pauses and deletes it', async () => {
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Settings' }).click();
    await menu.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(`${CONSOLE_URL}/settings/webhooks`);

    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    await page.getByLabel('Endpoint URL').fill('https://93.184.216.34/tidings');
    await page.getByLabel('Description (optional)').fill('Membership CRM');
    await page.getByLabel(/Message opened/).check();
    await page.getByLabel(/Member opted out/).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByRole('textbox', { name: 'Signing secret' });
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Membership CRM').waitFor();
    await snapshot(page, 'webhooks');
    expect(await accessibilityProblems()).toEqual([]);

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.getByText('Test event queued.').waitFor();
    await page.getByRole('link', { name: 'Delivery log' }).click();
    await page.getByRole('cell', { name: /Test event/ }).waitFor();
    expect(await accessibilityProblems()).toEqual([]);
    await page.getByRole('link', { name: 'Webhooks' }).first().click();

    await page.getByLabel('Sending').click();
    await page.getByText('Endpoint paused').waitFor();
    await page.getByText('Paused', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete endpoint' }).click();
    await page.getByText('No endpoints yet').waitFor();
  });
});
