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

async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const noSideScroll = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('app builds and provisioning', () => {
  it('a request sent from the public form lands in the lists, and the platform admin moves it on', async () => {
    await page.goto(`${CONSOLE_URL}/provision/acme`);
    await page.getByRole('heading', { name: 'Request a new app' }).waitFor();
    const form = page.getByRole('form', { name: 'Provisioning request' });
    expect(await seriousViolations()).toEqual([]);

    // Bad input is refused in the form, field by field.
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => form.getByText('Enter your organisation’s name.').isVisible())
      .toBe(true);

    await form.getByLabel('Your organisation').fill('Riverside Nurses Local 7');
    await form.getByLabel('App name').fill('Riverside Nurses');
    await form.getByLabel('Android (Google Play)').uncheck();
    await form.getByLabel('iOS bundle id').fill('org.riverside.nurses');
    await form.getByLabel('Your name').fill('Harriet Osei');
    await form.getByLabel('Your email').fill('harriet@riverside.example');
    await form.getByLabel('Anything else').fill('Live before the spring conference, please.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: 'Request received' }).waitFor();
    expect(await page.getByRole('status').innerText()).toContain('Requested');
    await snapshot(page, 'provision-sent');

    // The company admin finds it in the provisioning list, searchable.
    await context.clearCookies();
    const admin = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await admin.newPage();
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/other-settings/provisioning`);
    await page.getByRole('searchbox', { name: 'Search provisioning requests' }).fill('riverside');
    const row = page.getByRole('row', { name: /Riverside Nurses/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Requested');
    // Only the platform admin moves a status.
    expect(await page.getByRole('button', { name: /Change the status of/ }).count()).toBe(0);
    expect(await noSideScroll()).toBe(true);
    await admin.close();

    const platform = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await platform.newPage();
    await signIn(page, 'super@tidings.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/other-settings/provisioning`);
    await page.getByRole('button', { name: 'Change the status of Riverside Nurses' }).click();
    const dialog = page.getByRole('dialog', { name: 'Status of Riverside Nurses' });
    await dialog.getByLabel('In progress').check();
    await dialog.getByRole('button', { name: 'Save status' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('row', { name: /Riverside Nurses/ }).innerText())
      .toContain('In progress');
    await snapshot(page, 'provisioning-moved');
    await platform.close();
    page = await context.newPage();
  });

  it('a replica build edit saves and shows the stored key only by its last characters', async () => {
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/other-settings/replica-builds`);
    const row = page.getByRole('row', { name: /Acme Members/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('0 of 4 set');
    expect(await seriousViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Edit Acme Members' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Acme Members' });
    await dialog.getByLabel('iOS version').fill('4.3.0');
    await dialog.getByLabel('Android push key (FCM)').fill('AAAA-e2e-push-key-51d7');
    await dialog.getByRole('button', { name: 'Save build' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toContain('1 of 4 set');
    expect(await row.innerText()).toContain('iOS 4.3.0');

    // After a reload the key is stored, shown masked, and an empty field keeps it.
    await page.reload();
    await page.getByRole('button', { name: 'Edit Acme Members' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Acme Members' });
    const keyField = dialog.getByLabel('Android push key (FCM)');
    expect(await keyField.inputValue()).toBe('');
    await dialog.getByText('Stored: ••••51d7').waitFor();
    expect(await page.content()).not.toContain('AAAA-e2e-push-key-51d7');
    await snapshot(page, 'replica-build-masked');
    await dialog.getByRole('button', { name: 'Save build' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('row', { name: /Acme Members/ }).innerText())
      .toContain('1 of 4 set');
  });
});
