import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
  await page.goto(`${CONSOLE_URL}/users`);
  await page.getByRole('heading', { name: 'App users', exact: true }).waitFor();
});
afterEach(() => context.close());

/** Opens the sync dialog and reads the union's list (the demo's member file for acme). */
async function reviewDifference(): Promise<Locator> {
  await page.getByRole('button', { name: 'Union tools' }).click();
  await page.getByRole('button', { name: 'Sync from union' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync from the union' });
  await dialog.getByRole('button', { name: "Check the union's list" }).click();
  await dialog.getByText(/Nothing has been written yet/).waitFor();
  return dialog;
}

const countOf = (dialog: Locator, label: string) =>
  dialog
    .getByRole('list', { name: 'Changes at a glance' })
    .locator('li', { hasText: label })
    .locator('.union-count-value')
    .innerText();

/** A dialog is fixed to the window: what the window shows is what a person sees. */
const snapshot = (name: string) => page.screenshot({ path: `test-results/${name}.png` });

/** Serious and critical axe violations in the open dialog (the page behind is dimmed). */
async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('.modal.show')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const noSideScroll = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('syncing the app users from the union', () => {
  it('lays the three dialogs out at 1280 and 390 pixels wide', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const sync = await reviewDifference();
      expect(await noSideScroll()).toBe(true);
      expect(await seriousViolations()).toEqual([]);
      await snapshot(`union-sync-${width}`);
      await sync
        .getByRole('button', { name: /Cancel|Close/ })
        .first()
        .click();

      await page.getByRole('button', { name: 'Add user' }).click();
      const create = page.getByRole('dialog', { name: 'Add an app user' });
      await create.getByRole('button', { name: 'Add user' }).click();
      await create.getByText('Enter an email or a phone number.').first().waitFor();
      expect(await noSideScroll()).toBe(true);
      expect(await seriousViolations()).toEqual([]);
      await snapshot(`create-user-${width}`);
      await create.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Union tools' }).click();
      await page.getByRole('button', { name: 'Compare with union' }).click();
      const check = page.getByRole('dialog', { name: 'Compare with the union' });
      await check.getByRole('tab', { name: /^Not in the app/ }).click();
      await check.getByRole('table', { name: 'Union members not saved as app users' }).waitFor();
      expect(await noSideScroll()).toBe(true);
      expect(await seriousViolations()).toEqual([]);
      await snapshot(`ua-check-${width}`);
      await check.getByRole('button', { name: 'Close' }).last().click();
      await check.waitFor({ state: 'hidden' });
    }
  });

  it('opens the sync from the keyboard and closes it with Escape', async () => {
    await page.getByRole('button', { name: 'Union tools' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sync from union' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
      'Sync from union',
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sync from the union' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the difference, applies it once confirmed, then has nothing left to change', async () => {
    const dialog = await reviewDifference();
    const toAdd = Number((await countOf(dialog, 'To add')).replace(/,/g, ''));
    expect(toAdd).toBeGreaterThan(0);
    await expect(dialog.getByRole('region', { name: /^To add/ }).innerText()).resolves.toMatch(
      /member AC-/,
    );
    await snapshot('union-sync-diff-1280');

    await dialog.getByRole('button', { name: 'Apply changes…' }).click();
    await dialog.getByRole('button', { name: 'Yes, apply changes' }).click();
    await dialog.getByText("The app users now match the union's list.").waitFor();
    await expect(dialog.getByRole('status').innerText()).resolves.toContain(
      `${toAdd} app users added`,
    );
    await snapshot('union-sync-result-1280');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const again = await reviewDifference();
    await again.getByText(/Nothing to change/).waitFor();
    await expect(again.getByRole('button', { name: 'Apply changes…' }).count()).resolves.toBe(0);
  });
});
