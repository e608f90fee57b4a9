import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterEach(() => context.close());

const entries = () => page.getByRole('table', { name: /Audit log entries/ });

describe('the audit log', () => {
  it('shows the change an admin just made, its values before and after, and links to it', async () => {
    // The change: a group created, then re-described.
    await page.goto(`${CONSOLE_URL}/users/groups/create`);
    await page.getByLabel('Name').fill('Audited in the browser');
    await page.getByLabel('Description').fill('Before');
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByText('Audited in the browser created.').waitFor();
    await page.getByRole('link', { name: 'Edit Audited in the browser' }).click();
    await page.getByLabel('Description').fill('After');
    await page.getByRole('button', { name: 'Save group' }).click();
    await page.getByText('Audited in the browser saved.').waitFor();

    // The audit screen, from the menu.
    await page.goto(`${CONSOLE_URL}/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Settings' }).click();
    await menu.getByRole('link', { name: 'Audit Log' }).click();
    await page.waitForURL(`${CONSOLE_URL}/audit-log`);
    const newest = entries().getByRole('row').nth(1);
    await expect.poll(() => newest.innerText()).toContain('Changed user group');
    expect(await newest.innerText()).toContain('Ada Admin');

    await newest.getByRole('button', { name: /Show details/ }).click();
    // The row and its fields in words, not table and column names.
    const changes = page.getByRole('table', {
      name: 'Changed: user group “Audited in the browser”',
    });
    const description = changes.getByRole('row', { name: /Description/ });
    expect(await description.innerText()).toMatch(/Before\s+After/);

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.screenshot({ path: 'test-results/audit-log-1280.png', fullPage: true });

    // Filtered to roles nothing matches; cleared, the entry is back.
    await page.getByLabel('Target').selectOption('role');
    await page.getByText('No entries match').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();

    await newest.getByRole('link', { name: 'Audited in the browser' }).click();
    await page.waitForURL(/\/users\/groups\/edit\/0\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel('Description').inputValue()).toBe('After');
  });

  it('lays the screen out at 390 pixels wide without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${CONSOLE_URL}/audit-log`);
    await entries().waitFor();
    await page
      .getByRole('button', { name: /Show details/ })
      .first()
      .click();
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits).toBe(true);
    await page.screenshot({ path: 'test-results/audit-log-390.png', fullPage: true });
  });
});
