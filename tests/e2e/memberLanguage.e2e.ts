import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The first member's language as the demo gave it ('' for the default), put back at the end. */
let demoLanguage = '';

// globex's admin, so acme's screens the other specs look at keep their English default.
beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, 'admin@globex.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const defaultLanguage = () => page.getByRole('combobox', { name: 'Default language' });

async function saveDefaultLanguage(label: string) {
  await page.goto(`${CONSOLE_URL}/settings`);
  await defaultLanguage().selectOption({ label });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Company settings saved.').waitFor();
}

/** The first user of the list (newest first, so the same one after a reload), and their name. */
async function firstUser(): Promise<string> {
  await page.goto(`${CONSOLE_URL}/users`);
  const first = page.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
  await first.waitFor();
  return ((await first.getAttribute('aria-label')) ?? '').replace(/^Select /, '');
}

async function openLanguageDialog(name: string): Promise<Locator> {
  await page
    .getByRole('button', { name: `Actions for ${name}` })
    .first()
    .click();
  await page.getByRole('button', { name: 'Edit language' }).click();
  const dialog = page.getByRole('dialog', { name: `Language of ${name}` });
  await dialog.getByRole('combobox', { name: 'Language' }).waitFor();
  // Shown once it has faded in, so a screenshot shows it as people see it.
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('.modal') ?? document.body).opacity === '1',
  );
  return dialog;
}

const firstRowHeader = () => page.getByRole('rowheader').first();

describe("a member's language and the organisation's default", () => {
  it('sets the default, edits a member’s language, and both are kept after a reload', async () => {
    await page.goto(`${CONSOLE_URL}/settings`);
    await defaultLanguage().waitFor();
    expect(await defaultLanguage().inputValue()).toBe('en');
    await page
      .getByText(
        'Messages are written in this language first; members without a language of their own get it.',
      )
      .waitFor();
    await snapshot(page, 'memberLanguage-setting-1280');
    await saveDefaultLanguage('French');

    const name = await firstUser();
    const dialog = await openLanguageDialog(name);
    demoLanguage = await dialog.getByRole('combobox', { name: 'Language' }).inputValue();
    // The organisation's default is offered by its name.
    expect(
      await dialog.getByRole('option', { name: 'Organisation default (French)' }).count(),
    ).toBe(1);
    await dialog.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Ukrainian' });
    await snapshot(page, 'memberLanguage-dialog-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Language of ${name} saved.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await firstRowHeader().getByText('Ukrainian').waitFor();

    await page.reload();
    await firstRowHeader().getByText('Ukrainian').waitFor();
    const again = await openLanguageDialog(name);
    expect(await again.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('uk');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    await page.goto(`${CONSOLE_URL}/settings`);
    await page.reload();
    await defaultLanguage().waitFor();
    expect(await defaultLanguage().inputValue()).toBe('fr');
  });

  it('fits a phone: the setting and the dialog at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${CONSOLE_URL}/settings`);
    await defaultLanguage().waitFor();
    const box = await defaultLanguage().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await snapshot(page, 'memberLanguage-setting-390');
    // The section alone too: a whole phone-wide page is too long to judge the field by.
    await page
      .locator('.card', { has: defaultLanguage() })
      .screenshot({ path: 'test-results/memberLanguage-setting-390-section.png' });

    const name = await firstUser();
    const dialog = await openLanguageDialog(name);
    const select = await dialog.getByRole('combobox', { name: 'Language' }).boundingBox();
    expect(select && select.x >= 0 && select.x + select.width <= 390).toBe(true);
    await snapshot(page, 'memberLanguage-dialog-390');

    // Back as the demo had them: the member's own language, the organisation in English.
    await dialog.getByRole('combobox', { name: 'Language' }).selectOption(demoLanguage);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Language of ${name} saved.`).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveDefaultLanguage('English');
  });
});
