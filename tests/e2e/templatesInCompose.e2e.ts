import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/**
 * A template used from compose, in the browser against the demo: an admin saves a template with
 * a merge field and a Spanish version, starts a message from it (asked before it replaces the
 * draft's words), sends it, then changes the template: the sent message keeps its words.
 */
const NAME = 'Picket line notice';
const TITLE = 'Picket line on Monday';
const PUSH = 'Hi {{ firstname | default: "member" }}, join the picket line at 7.';
const HTML = '<p>Meet at the main gate.</p>';
const CHANGED_TITLE = 'Picket line moved to Tuesday';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  // A context of its own: the accessibility check runs only on a context's pages.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

/** Waits until the open dialogs have faded in, so a screenshot shows them as people see them. */
const settled = () =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.modal')].every((m) => getComputedStyle(m).opacity === '1'),
  );

/** The picker's serious accessibility problems, if any. */
async function pickerViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('.template-picker')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const noSideScroll = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openPicker() {
  await page.getByRole('button', { name: 'Use a template' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a template' });
  await picker.getByRole('searchbox', { name: 'Search templates' }).fill('picket');
  await picker.getByRole('button', { name: new RegExp(NAME) }).waitFor();
  await expect.poll(() => picker.getByRole('group').getByRole('button').count()).toBe(1);
  return picker;
}

async function saveTemplate(texts: { title: string; push: string; spanishTitle: string }) {
  await page.getByLabel('Title (English)').fill(texts.title);
  await page.getByLabel('Push text (English)').fill(texts.push);
  await page.getByLabel('Title (Spanish)').fill(texts.spanishTitle);
}

describe('a template used from compose', () => {
  it('fills compose, sends, and the sent message keeps its words when the template changes', async () => {
    // The template: a merge field in its push text, and a Spanish version.
    await page.goto(`${CONSOLE_URL}/messages/templates/create`);
    await page.getByLabel('Name', { exact: true }).fill(NAME);
    await page.getByLabel('HTML body (English)').fill(HTML);
    await page.getByRole('button', { name: 'Add a language' }).click();
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Spanish' });
    await saveTemplate({
      title: TITLE,
      push: PUSH,
      spanishTitle: 'Piquete el lunes',
    });
    await page.getByLabel('Push text (Spanish)').fill('Hola {{ firstname | default: "socio" }}.');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL(`${CONSOLE_URL}/messages/templates`);

    // Compose with a word already written: picking asks before replacing it.
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('My draft');
    await snapshot(page, 'templates-compose-1280');
    const picker = await openPicker();
    const item = picker.getByRole('button', { name: new RegExp(NAME) });
    expect(await item.innerText()).toContain(TITLE);
    expect(await item.innerText()).toContain('Also in Spanish');
    // The dialog as seen, not the whole page: a page-long shot leaves the backdrop behind.
    await settled();
    await page.screenshot({ path: 'test-results/templates-compose-picker-1280.png' });
    expect(await pickerViolations()).toEqual([]);
    await item.click();
    const ask = page.getByRole('dialog', { name: 'Replace what you wrote with the template?' });
    await ask.getByRole('button', { name: 'Replace' }).click();
    await ask.waitFor({ state: 'detached' });

    expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
    expect(await page.getByLabel('Push message').inputValue()).toBe(PUSH);
    expect(await page.getByLabel('Rich message').inputValue()).toBe(HTML);
    const tabs = page.getByRole('tablist', { name: 'Languages' });
    await tabs.getByRole('tab', { name: /Spanish/ }).click();
    expect(
      await page.getByRole('tabpanel', { name: 'Spanish text' }).getByLabel('Title').inputValue(),
    ).toBe('Piquete el lunes');
    await tabs.getByRole('tab', { name: /English/ }).click();

    const channel = page.getByLabel('Channel', { exact: true });
    await channel.locator('option', { hasText: 'Acme News' }).waitFor({ state: 'attached' });
    await channel.selectOption({ label: 'Acme News' });
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('link', { name: 'See it in the message history' }).click();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const detailUrl = page.url();
    await page.getByText(PUSH).waitFor();
    await page.getByText('Meet at the main gate.').waitFor();

    // The template changes; the sent message does not.
    await page.goto(`${CONSOLE_URL}/messages/templates`);
    await page.getByRole('link', { name: NAME, exact: true }).click();
    await page.getByLabel('Title (Spanish)').waitFor();
    await saveTemplate({
      title: CHANGED_TITLE,
      push: 'The picket line moved.',
      spanishTitle: 'Piquete el martes',
    });
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.waitForURL(`${CONSOLE_URL}/messages/templates`);

    await page.goto(detailUrl);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByText(PUSH).waitFor();
    expect(await page.getByText('The picket line moved.').count()).toBe(0);
    expect(await page.getByText(CHANGED_TITLE).count()).toBe(0);
  }, 90_000);

  it('fits a phone: the picker and the filled texts at 390 px', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await phone.newPage();
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    const picker = await openPicker();
    await settled();
    expect(await noSideScroll()).toBe(true);
    const box = await picker.getByRole('button', { name: new RegExp(NAME) }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: 'test-results/templates-compose-picker-390.png' });
    await picker.getByRole('button', { name: new RegExp(NAME) }).click();
    await picker.waitFor({ state: 'detached' });
    // The first test changed the template: a new message takes its words as they are now.
    expect(await page.getByLabel('Title').inputValue()).toBe(CHANGED_TITLE);
    expect(await noSideScroll()).toBe(true);
    await page.getByRole('heading', { name: 'Message', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/templates-compose-filled-390.png' });
    await phone.close();
  }, 60_000);

  it("a channel admin starts a sequence step from the organisation's template", async () => {
    const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await own.newPage();
    await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard|\/messages/);
    await page.goto(`${CONSOLE_URL}/messages/sequence/create`);
    await page.getByRole('button', { name: 'Use a template' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a template' });
    const ballot = picker.getByRole('button', { name: /Ballot reminder/ });
    expect(await ballot.innerText()).toContain('Organization');
    await ballot.click();
    await picker.waitFor({ state: 'detached' });
    // The demo's Ballot reminder (server/db/seed/messageTemplates.ts).
    expect(await page.getByLabel('Title').inputValue()).toBe('Have you voted yet?');
    expect(await page.getByLabel('Push message').inputValue()).toMatch(/^The ballot closes/);
    await own.close();
  }, 60_000);
});
