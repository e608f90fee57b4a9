import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

const callWith = (secret: string) =>
  fetch(`${API_URL}/company`, { headers: { authorization: `Bearer ${secret}` } });

describe('API keys', () => {
  it('an admin makes a key, copies its secret shown once, and revokes it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: CONSOLE_URL });
    const page = await context.newPage();
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/settings/api-keys`);
    await page.getByRole('heading', { name: 'API keys', exact: true }).waitFor();

    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill('Membership CRM');
    await dialog.getByLabel('Messages', { exact: true }).check();
    await dialog.getByLabel('App users', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
    await shown.getByText('This is the only time').waitFor();
    await shown.getByRole('button', { name: 'Copy' }).click();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^tid_live_[\w-]{43}$/);
    expect(await shown.getByLabel('API key').inputValue()).toBe(secret);
    await snapshot(page, 'api-keys-secret-1280');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    expect((await callWith(secret)).status).toBe(200);

    // The list shows the prefix only: the secret is gone from the page.
    const row = page.getByRole('row', { name: /Membership CRM/ }).first();
    await row.waitFor();
    expect(await page.content()).not.toContain(secret.slice(17));
    await snapshot(page, 'api-keys-list-1280');

    await row.getByRole('button', { name: 'Revoke the key Membership CRM' }).click();
    await page.getByRole('dialog', { name: /Revoke the key Membership CRM/ }).waitFor();
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await row.getByText('Revoked', { exact: true }).waitFor();
    expect((await callWith(secret)).status).toBe(401);
    await context.close();
  }, 60_000);
});
