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

async function signInAsAcme() {
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
}

describe('channel catalogues', () => {
  it('a company admin creates a category and a group, puts the one in the other, and is refused a duplicate', async () => {
    await signInAsAcme();
    await page.getByRole('button', { name: 'Channels' }).click();
    await page.getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL(`${CONSOLE_URL}/content-provider/categories`);
    await page.getByRole('table', { name: 'Channel categories' }).waitFor();
    expect(await seriousViolations()).toEqual([]);

    await page.getByRole('link', { name: 'New category' }).click();
    await page.waitForURL(`${CONSOLE_URL}/categories/create`);
    await page.getByLabel('Name', { exact: true }).fill('Health and safety');
    await page.getByLabel('Description').fill('Safety reps and workplace hazards.');
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'safety.png',
      mimeType: 'image/png',
      buffer: tilePng(64, '#d97706'),
    });
    await page.getByRole('img', { name: 'Image preview' }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await snapshot('catalogues-category-create-1280');
    await page.getByRole('button', { name: 'Create category' }).click();
    await page.waitForURL(`${CONSOLE_URL}/content-provider/categories`);
    const row = page.getByRole('row', { name: /Health and safety/ });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('No group');

    // The same name in another case is refused with the spec's words, under the name field.
    await page.goto(`${CONSOLE_URL}/categories/create`);
    await page.getByLabel('Name', { exact: true }).fill('health AND safety');
    await page.getByRole('button', { name: 'Create category' }).click();
    await page.getByText('Channel Category Already Exists.').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(page.url()).toBe(`${CONSOLE_URL}/categories/create`);

    // A group, then the category put in it from the group's page.
    await page.goto(`${CONSOLE_URL}/content-provider/groups`);
    await page.getByRole('link', { name: 'New group' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Workplace');
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.waitForURL(`${CONSOLE_URL}/content-provider/groups`);
    await page.getByRole('link', { name: 'Edit Workplace' }).click();
    await page.getByRole('heading', { name: 'Categories in this group' }).waitFor();
    const safety = page.getByRole('switch', { name: /Health and safety/ });
    expect(await safety.isChecked()).toBe(false);
    await safety.click();
    await page.getByText('Health and safety is now in Workplace.').waitFor();
    expect(await safety.isChecked()).toBe(true);
    expect(await seriousViolations()).toEqual([]);
    await snapshot('catalogues-group-edit-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    expect(await noSideScroll()).toBe(true);
    await snapshot('catalogues-group-edit-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${CONSOLE_URL}/content-provider/categories`);
    const moved = page.getByRole('row', { name: /Health and safety/ });
    await expect.poll(() => moved.innerText()).toContain('Workplace');
    await page.goto(`${CONSOLE_URL}/content-provider/groups`);
    const group = page.getByRole('row', { name: /Workplace/ });
    await expect.poll(() => group.innerText()).toMatch(/Workplace\s+1\s+0/);
  });

  it('a company admin creates and edits a member-benefit package, then deletes one after confirming', async () => {
    await signInAsAcme();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Member Benefits' }).click();
    await page.waitForURL(`${CONSOLE_URL}/packages/list`);
    await page.getByRole('table', { name: 'Member benefit packages' }).waitFor();

    await page.getByRole('link', { name: 'New package' }).click();
    await page.getByLabel('Package name').fill('Apprentice');
    await page
      .getByLabel('Benefits')
      .fill('Free membership in the first year.\nA mentor from the branch.');
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.waitForURL(`${CONSOLE_URL}/packages/list`);
    await page.getByRole('row', { name: /Apprentice/ }).waitFor();

    await page.getByRole('link', { name: 'Edit Apprentice' }).click();
    const name = page.getByLabel('Package name');
    await expect.poll(() => name.inputValue()).toBe('Apprentice');
    await name.fill('Apprentice and student');
    await page.getByRole('button', { name: 'Save package' }).click();
    await page.waitForURL(`${CONSOLE_URL}/packages/list`);
    const edited = page.getByRole('row', { name: /Apprentice and student/ });
    await expect.poll(() => edited.innerText()).toContain('A mentor from the branch.');
    expect(await seriousViolations()).toEqual([]);
    await snapshot('packages-list-1280');

    // Deleting asks first; Cancel keeps it, Delete removes it.
    await page.getByRole('button', { name: 'Delete Family' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Family?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('row', { name: /Family/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Family' }).click();
    await dialog.getByRole('button', { name: 'Delete package' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('row', { name: /Family/ }).count()).toBe(0);
    await page.reload();
    await page.getByRole('row', { name: /Apprentice and student/ }).waitFor();
    expect(await page.getByRole('row', { name: /Family/ }).count()).toBe(0);
  });
});
