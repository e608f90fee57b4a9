import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tilePng } from '../../server/db/seed/brandingImages';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn } from './browser';

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

const snapshot = (name: string) =>
  page.screenshot({ path: `test-results/${name}.png`, fullPage: true });

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

describe('organisations', () => {
  it('the platform admin creates one with a logo and colours, finds it, and deactivates it with undo', async () => {
    await signIn(page, 'super@tidings.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/organizations/create`);
    await page.getByRole('heading', { name: 'New organization' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Initech Staff Union');
    await expect
      .poll(() => page.getByLabel('Organization ID').inputValue())
      .toBe('initech-staff-union');
    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'initech.png',
      mimeType: 'image/png',
      buffer: tilePng(64, '#aa5500'),
    });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByLabel('Admin colour', { exact: true }).fill('#aa5500');
    await page.getByLabel('Menu colour', { exact: true }).fill('#203040');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Name of link 1').fill('Handbook');
    await page.getByLabel('Address of link 1').fill('https://example.com/handbook');
    // The preview's sidebar takes the menu colour as it is typed.
    await expect
      .poll(() =>
        page.getByTestId('preview-sidebar').evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(32, 48, 64)');
    expect(await seriousViolations()).toEqual([]);
    await snapshot('organizations-create-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    expect(await noSideScroll()).toBe(true);
    await snapshot('organizations-create-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.waitForURL(`${CONSOLE_URL}/organizations`);
    await page.getByLabel('Search organizations').fill('initech');
    const row = page.getByRole('row', { name: /Initech Staff Union/ });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Active');
    expect(await seriousViolations()).toEqual([]);
    await snapshot('organizations-list-1280');

    await page.getByRole('button', { name: 'Deactivate Initech Staff Union' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Initech Staff Union?' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => row.innerText()).toContain('Inactive');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => row.innerText()).toContain('Active');
    expect(await row.innerText()).not.toContain('Inactive');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await page.getByLabel('Search organizations').fill('');
    expect(await noSideScroll()).toBe(true);
    await snapshot('organizations-list-390');
  });

  it('a company admin changes the menu colour in Company Settings and the sidebar follows without a reload', async () => {
    await signIn(page, 'admin@globex.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    // In-app navigation (no page load), so the window's marker shows a reload would.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/settings');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Company Settings' }).waitFor();
    await page.getByLabel('Menu colour', { exact: true }).waitFor();
    const marker = await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      return true;
    });
    expect(marker).toBe(true);

    await page.getByLabel('Menu colour', { exact: true }).fill('#7a1f3d');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Company settings saved.').waitFor();
    const sidebar = page.locator('aside.app-sidebar');
    await expect
      .poll(() => sidebar.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(122, 31, 61)');
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    expect(await seriousViolations()).toEqual([]);
    await snapshot('company-settings-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    expect(await noSideScroll()).toBe(true);
    await snapshot('company-settings-390');
  });
});
