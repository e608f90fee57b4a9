import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

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

const preview = () => page.getByRole('figure', { name: "Preview of the app's home screen" });
const previewModules = () =>
  preview().getByRole('list', { name: 'Home screen modules' }).locator('li').allInnerTexts();
/** The colour the app's first module is painted with, as the browser computed it. */
const firstModuleColor = () =>
  preview()
    .locator('.app-module-first')
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe('app settings', () => {
  it('a channel admin changes the colours and the home screen order, sees the preview follow, publishes, and the app reads the new version', async () => {
    await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);

    // Colours: the preview follows the typed colour.
    await page.goto(`${CONSOLE_URL}/other-settings?setting=color-selection`);
    const primary = page.getByLabel('Primary', { exact: true });
    await expect.poll(() => primary.inputValue()).toBe('#7c3aed');
    await expect.poll(firstModuleColor).toBe('rgb(124, 58, 237)');
    await primary.fill('#c2410');
    await primary.blur();
    await page.getByText('Use a colour as # followed by six hex digits.').waitFor();
    // A half-typed colour leaves the preview on the last good one.
    expect(await firstModuleColor()).toBe('rgb(124, 58, 237)');
    await primary.fill('#c2410c');
    await expect.poll(firstModuleColor).toBe('rgb(194, 65, 12)');
    expect(await seriousViolations()).toEqual([]);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Color Selection saved. Publish to make it live in the app.').waitFor();
    await snapshot(page, 'app-settings-colors-1280');

    // Home screen order, from the side menu's Settings: Member benefits moves up by keyboard.
    await page.getByRole('link', { name: 'Home Screen Layout' }).click();
    await page.waitForURL(`${CONSOLE_URL}/other-settings?setting=home-screen-layout`);
    await expect
      .poll(previewModules)
      .toEqual([
        'Messages',
        'App content (links)',
        'Content folders (banners)',
        'Member benefits',
        'Channels',
        'Audio and video',
      ]);
    const handle = page.getByRole('button', { name: 'Move Member benefits, place 4' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.getByText('Member benefits would move to place 4.').waitFor({ state: 'attached' });
    const movedUp = page.getByText('Member benefits would move to place 3.');
    for (let tries = 0; tries < 5 && (await movedUp.count()) === 0; tries += 1) {
      await page.keyboard.press('ArrowUp');
      await movedUp.waitFor({ state: 'attached', timeout: 3000 }).catch(() => undefined);
    }
    await page.keyboard.press('Space');
    await expect
      .poll(previewModules)
      .toEqual([
        'Messages',
        'App content (links)',
        'Member benefits',
        'Content folders (banners)',
        'Channels',
        'Audio and video',
      ]);
    // Hiding a module takes it off the phone at once.
    await page.getByLabel('Show Audio and video').uncheck();
    await expect.poll(async () => (await previewModules()).includes('Audio and video')).toBe(false);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Home Screen Layout saved. Publish to make it live in the app.').waitFor();

    // Publish, after a confirmation that shows what changes.
    await page.getByTestId('publish-button').click();
    const dialog = page.getByRole('dialog', { name: 'Publish this configuration?' });
    await dialog.getByRole('cell', { name: '#c2410c' }).waitFor();
    await dialog.getByRole('rowheader', { name: 'Home Screen Layout' }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    const published = page.waitForResponse((r) => r.url().endsWith('/publish'));
    await dialog.getByRole('button', { name: 'Publish' }).click();
    const response = await published;
    expect(response.status()).toBe(200);
    await page.getByText('Published: the app now reads the new version.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('The draft is the live version: nothing differs.').waitFor();
    await page.getByText(/Live: version 2, published by Chen Channel/).waitFor();

    // The app's document: the new version, with an ETag that answers 304.
    const channelId = /app-config\/([0-9a-f-]{36})\/publish/.exec(response.url())?.[1];
    const documentUrl = `${API_URL}/app-config/acme/${channelId}`;
    const served = await fetch(documentUrl);
    expect(served.status).toBe(200);
    const document = (await served.json()) as {
      version: number;
      settings: Record<string, { primary?: string; modules?: { id: string; visible: boolean }[] }>;
    };
    expect(document.version).toBe(2);
    expect(document.settings['color-selection']?.primary).toBe('#c2410c');
    expect(document.settings['home-screen-layout']?.modules?.slice(0, 4)).toEqual([
      { id: 'messages', visible: true },
      { id: 'links', visible: true },
      { id: 'benefits', visible: true },
      { id: 'banners', visible: true },
    ]);
    const etag = served.headers.get('etag') ?? '';
    expect((await fetch(documentUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // Phones: the form, the publish panel and the preview with no side scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(previewModules).toContain('Member benefits');
    await expect.poll(noSideScroll).toBe(true);
    await snapshot(page, 'app-settings-layout-390');
  });

  it('an organisation admin sees every setting and the other settings screens', async () => {
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/other-settings`);
    await page.getByRole('link', { name: /Replica Builds/ }).waitFor();
    await page.getByRole('link', { name: /Card Payments \(Stripe\)/ }).waitFor();
    await preview().waitFor();
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'app-settings-overview-1280');
    await page.getByRole('link', { name: /^Tags/ }).click();
    await page.waitForURL(`${CONSOLE_URL}/other-settings?setting=tags`);
    const newTag = page.getByLabel('New tag');
    await newTag.fill('   ');
    await expect
      .poll(() => page.getByRole('button', { name: 'Add', exact: true }).isDisabled())
      .toBe(true);
    await newTag.fill('Shop stewards');
    await newTag.press('Enter');
    await preview().getByText('Shop stewards').waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(noSideScroll).toBe(true);
  });
});
