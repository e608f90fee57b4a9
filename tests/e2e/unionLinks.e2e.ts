import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tilePng } from '../../server/db/seed/brandingImages';
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

const bannerNames = () =>
  page
    .getByRole('list', { name: 'Screen banners in their order' })
    .locator('li .fw-semibold')
    .allInnerTexts();

async function createBanner(name: string, color: string) {
  await page.getByRole('button', { name: 'New banner' }).click();
  const dialog = page.getByRole('dialog', { name: /New banner for/ });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Image', { exact: true }).setInputFiles({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: tilePng(96, color),
  });
  await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
  await dialog.getByRole('button', { name: 'Create banner' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('links and screen banners', () => {
  it('a company admin creates a link, creates two banners, reorders them by keyboard and the order survives a reload', async () => {
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);

    // The links: acme's and the platform's.
    await page.goto(`${CONSOLE_URL}/links`);
    const table = page.getByRole('table', { name: 'Links' });
    await table.getByRole('row', { name: /Federation news/ }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'links-list-1280');

    await page.getByRole('link', { name: 'New link' }).click();
    await page.waitForURL(`${CONSOLE_URL}/links/create`);
    await page.getByLabel('Name', { exact: true }).fill('Pension planner');
    await page.getByLabel('URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Create link' }).click();
    await page.getByText('Enter an http:// or https:// address.').waitFor();
    await page.getByLabel('URL').fill('https://example.com/acme/pension');
    await page.getByLabel('Description').fill('Work out your pension in two minutes.');
    await page.getByLabel('Screen banner').selectOption({ label: 'Acme News: Get help' });
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'links-create-1280');
    await page.getByRole('button', { name: 'Create link' }).click();
    await page.waitForURL(`${CONSOLE_URL}/links`);
    const created = table.getByRole('row', { name: /Pension planner/ });
    await created.waitFor();
    await expect.poll(() => created.innerText()).toContain('Get help');

    // Two banners on a channel that has none yet, then the second moved up by keyboard.
    await page.goto(`${CONSOLE_URL}/links/types/list`);
    await page.getByLabel('Channel').selectOption({ label: 'Acme Community' });
    await page.getByRole('heading', { name: 'No screen banners yet' }).waitFor();
    await createBanner('Workshops', '#b45309');
    await createBanner('Scholarships', '#0f766e');
    await expect.poll(bannerNames).toEqual(['Workshops', 'Scholarships']);
    expect(await seriousViolations()).toEqual([]);

    const handle = page.getByRole('button', { name: 'Move Scholarships, place 2' });
    await handle.focus();
    // Each key waits for what a screen reader hears (dnd-kit's live region) before the next.
    await page.keyboard.press('Space');
    await page.getByText('Scholarships would move to place 2.').waitFor({ state: 'attached' });
    // The sensor reads the rows' places when a key arrives; on a busy machine the first arrow
    // can land before they are measured and move nothing. At the top another arrow is a no-op,
    // so pressing again until it is heard cannot overshoot.
    const movedUp = page.getByText('Scholarships would move to place 1.');
    for (let tries = 0; tries < 5 && (await movedUp.count()) === 0; tries += 1) {
      await page.keyboard.press('ArrowUp');
      await movedUp.waitFor({ state: 'attached', timeout: 3000 }).catch(() => undefined);
    }
    await movedUp.waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('Banner order saved.').waitFor();
    await expect.poll(bannerNames).toEqual(['Scholarships', 'Workshops']);
    await snapshot(page, 'links-banners-1280');

    await page.reload();
    await expect.poll(bannerNames).toEqual(['Scholarships', 'Workshops']);
    expect(await page.getByLabel('Channel').inputValue()).not.toBe('');

    // Phones: the same screens, with no side scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(bannerNames).toEqual(['Scholarships', 'Workshops']);
    await expect.poll(noSideScroll).toBe(true);
    await snapshot(page, 'links-banners-390');
    await page.goto(`${CONSOLE_URL}/links`);
    await table.getByRole('row', { name: /Pension planner/ }).waitFor();
    await expect.poll(noSideScroll).toBe(true);
    await snapshot(page, 'links-list-390');
  });

  it("a channel admin sees its own channel's banners in their seeded order, with images", async () => {
    await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/links/types/list`);
    await expect.poll(bannerNames).toEqual(['Member benefits', 'Training and events', 'Get help']);
    expect(await page.getByLabel('Channel').count()).toBe(0);
    const images = page.locator('.banner-thumb img');
    await expect.poll(() => images.count()).toBe(3);
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});
