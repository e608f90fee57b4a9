import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe("an app user's devices", () => {
  it('shows a registered user’s device and removes it after a confirmation', async () => {
    // The demo gives every registered app user the device their app registered.
    await page.goto(`${CONSOLE_URL}/users?type=registered`);
    const first = page.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
    await first.waitFor();
    const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Select /, '');

    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: 'Devices' }).click();
    const dialog = page.getByRole('dialog', { name: `Devices of ${name}` });
    const table = dialog.getByRole('table', { name: `Devices of ${name}` });
    await table.waitFor();
    expect(await table.getByText('4.2.0').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this device?' });
    await confirm.getByRole('button', { name: 'Remove device' }).click();
    await page.getByText(/device was removed\./).waitFor();
    await dialog.getByText(`No devices. Pushes cannot reach ${name}`, { exact: false }).waitFor();

    // Opened again, the list comes from the server: the device is gone there too.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: 'Devices' }).click();
    await page
      .getByRole('dialog', { name: `Devices of ${name}` })
      .getByText('No devices.', { exact: false })
      .waitFor();
  });
});
