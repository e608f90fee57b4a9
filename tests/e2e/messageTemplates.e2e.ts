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

describe('message templates', () => {
  it('an admin creates a template with a Spanish version, finds it, edits it, deletes it and undoes the delete', async () => {
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);

    // From the menu to the list, which holds acme's demo templates.
    await page.getByRole('link', { name: 'Message Templates' }).first().click();
    await page.waitForURL(`${CONSOLE_URL}/messages/templates`);
    const table = page.getByRole('table', { name: 'Message templates' });
    await table.getByRole('row', { name: /Ballot reminder/ }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'message-templates-list-1280');

    // A new template with a Spanish version; a wrong merge field is named under its field.
    await page.getByRole('link', { name: 'New template' }).click();
    await page.waitForURL(`${CONSOLE_URL}/messages/templates/create`);
    await page.getByLabel('Name', { exact: true }).fill('Overtime ballot');
    await page.getByLabel('Title (English)').fill('Overtime ballot opens today');
    await page.getByLabel('Push text (English)').fill('Hi {{ frstname }}, vote on overtime.');
    await page.getByLabel('HTML body (English)').fill('<p>Vote on the overtime offer.</p>');
    await page.getByRole('button', { name: 'Add a language' }).click();
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Spanish' });
    await page.getByLabel('Title (Spanish)').fill('Hoy abre la votación');
    await page.getByLabel('Push text (Spanish)').fill('Hola {{ firstname }}, vota hoy.');
    await page.getByLabel('HTML body (Spanish)').fill('<p>Vota sobre las horas extra.</p>');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByText(/uses the merge field \{\{ frstname \}\}/).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapshot(page, 'message-templates-editor-1280');
    await page
      .getByLabel('Push text (English)')
      .fill('Hi {{ firstname | default: "member" }}, vote on overtime.');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL(`${CONSOLE_URL}/messages/templates`);

    // Found by search, with both languages.
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('overtime');
    const row = table.getByRole('row', { name: /Overtime ballot/ });
    await row.waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await row.innerText()).toContain('English, Spanish');

    // Edited: renamed, and the Spanish version kept.
    await row.getByRole('link', { name: 'Edit Overtime ballot' }).click();
    await page.getByLabel('Title (Spanish)').waitFor();
    expect(await page.getByLabel('Title (Spanish)').inputValue()).toBe('Hoy abre la votación');
    await page.getByLabel('Name', { exact: true }).fill('Overtime ballot 2026');
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.waitForURL(`${CONSOLE_URL}/messages/templates`);
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('overtime');
    const renamed = table.getByRole('row', { name: /Overtime ballot 2026/ });
    await renamed.waitFor();

    // Deleted at once, and back with Undo.
    await renamed.getByRole('button', { name: 'Delete Overtime ballot 2026' }).click();
    await page.getByText('No templates match this search').waitFor();
    const toast = page.getByRole('status').filter({ hasText: 'Overtime ballot 2026 deleted.' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await table.getByRole('row', { name: /Overtime ballot 2026/ }).waitFor();
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('overtime');
    await table.getByRole('row', { name: /Overtime ballot 2026/ }).waitFor();
  }, 90_000);

  it('fits a phone: the list and the editor at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/messages/templates`);
    await page.getByRole('link', { name: 'Ballot reminder', exact: true }).waitFor();
    expect(await noSideScroll()).toBe(true);
    await snapshot(page, 'message-templates-list-390');
    await page.getByRole('link', { name: 'Ballot reminder', exact: true }).click();
    await page.getByLabel('Title (Spanish)').waitFor();
    // The demo's Ballot reminder carries a push image and a button (server/db/seed).
    const richPush = page.getByRole('region', { name: 'Image and buttons' });
    expect(await richPush.getByLabel('Image address').inputValue()).toMatch(/^https:\/\//);
    expect(await richPush.getByLabel('Button 1 label').inputValue()).toBe('Vote now');
    expect(await noSideScroll()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapshot(page, 'message-templates-editor-390');
  }, 60_000);
});
