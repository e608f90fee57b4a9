import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tilePng } from '../../server/db/seed/brandingImages';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

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

async function atPhoneWidth(name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  expect(await noSideScroll()).toBe(true);
  await snapshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const NAME = 'Acme Night Shift Alerts';
const COPY = `${NAME} (copy)`;
/** The new channel's text credits left once bought on its pricing panel. */
let creditsBought = 0;

describe('channels', () => {
  it('a company admin creates a channel with an image and SMS, duplicates it, deactivates and deletes the copy', async () => {
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    // The side menu's Channels group opens on List.
    const sidebar = page.locator('aside.app-sidebar');
    await sidebar.getByRole('button', { name: 'Channels' }).click();
    await sidebar.getByRole('link', { name: 'List' }).click();
    await page.getByRole('heading', { name: 'Channels', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New channel' }).click();
    await page.getByRole('heading', { name: 'New channel' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill(NAME);
    await page.getByLabel('Contact name').fill('Rosa Diaz');
    await page.getByLabel('Contact email').fill('night.shift@acme.test');
    await page.getByLabel('Channel image', { exact: true }).setInputFiles({
      name: 'night-shift.png',
      mimeType: 'image/png',
      buffer: tilePng(64, '#1d4ed8'),
    });
    await page.getByRole('img', { name: 'Channel image preview' }).waitFor();
    await page.getByLabel('Text (SMS) unregistered members').check();
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Name of link 1').fill('Rota');
    await page.getByLabel('Address of link 1').fill('https://example.com/rota');
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'channels-create-1280');
    await atPhoneWidth('channels-create');

    await page.getByRole('button', { name: 'Create channel' }).click();
    await page.waitForURL(`${CONSOLE_URL}/content-provider/list`);
    await page.getByText(`${NAME} created.`).waitFor();
    await page.getByLabel('Search channels').fill('night shift');
    const row = page.getByRole('row', { name: new RegExp(NAME) }).first();
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Secondary');
    expect(await row.locator('.channel-image-cell img').count()).toBe(1);
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'channels-list-1280');

    // The copy: asked for its name, it gets the settings but never followers.
    await page.getByRole('button', { name: `Duplicate ${NAME}` }).click();
    const duplicate = page.getByRole('dialog', { name: `Duplicate ${NAME}` });
    expect(await duplicate.getByLabel('Name of the copy').inputValue()).toBe(COPY);
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByText(`${COPY} created.`).waitFor();
    const copyRow = page.getByRole('row', { name: new RegExp(`${COPY.replace(/[()]/g, '\\$&')}`) });
    await copyRow.waitFor();
    await expect.poll(() => copyRow.innerText()).toMatch(/\b0\b/);

    await page.getByRole('button', { name: `Deactivate ${COPY}` }).click();
    await expect.poll(() => copyRow.innerText()).toContain('Inactive');
    await page.getByRole('button', { name: `Delete ${COPY}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${COPY}?` });
    await confirm.getByRole('button', { name: 'Delete channel' }).click();
    await page.getByText(`${COPY} deleted.`).waitFor();
    await expect.poll(() => copyRow.count()).toBe(0);
    expect(await row.count()).toBe(1);
    await atPhoneWidth('channels-list');

    // The form reads the channel back as saved.
    await page.getByRole('link', { name: `Edit ${NAME}` }).click();
    await page.getByRole('heading', { name: `Edit ${NAME}` }).waitFor();
    expect(await page.getByLabel('Text (SMS) unregistered members').isChecked()).toBe(true);
    expect(await page.getByLabel('Name of link 1').inputValue()).toBe('Rota');
    await snapshot(page, 'channels-edit-1280');
  });

  it('buys text credits for the new channel on its pricing panel, from the list', async () => {
    await page.goto(`${CONSOLE_URL}/content-provider/list`);
    await page.getByLabel('Search channels').fill('night shift');
    await page.getByRole('link', { name: `Pricing of ${NAME}` }).click();
    await page.waitForURL(/\/content-provider\/pricing-panel\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: `${NAME}: pricing` }).waitFor();
    const creditsLeft = async () =>
      Number(((await page.getByTestId('credits-left').textContent()) ?? '').replace(/\D/g, ''));
    const before = await creditsLeft();
    await page.getByLabel('Bundles').nth(1).fill('2');
    await page.getByRole('button', { name: 'Buy text credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy 1,000 off-app text credits?' });
    await dialog.getByRole('button', { name: /^Buy for USD\s30\.00$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(creditsLeft).toBe(before + 1000);
    creditsBought = before + 1000;
  });

  it('the compose page offers the new channel and counts SMS where a channel allows it, Off where not', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    const channel = page.getByLabel('Channel', { exact: true });
    await expect.poll(() => channel.locator('option').allInnerTexts()).toContain(NAME);
    expect(await channel.locator('option').allInnerTexts()).not.toContain(COPY);
    const reach = page.getByRole('region', { name: 'Reach' });
    const sms = reach.locator('dt', { hasText: 'SMS' }).locator('xpath=following-sibling::dd');

    await channel.selectOption({ label: 'Acme News' });
    await expect.poll(() => sms.innerText()).toBe('Off');
    // A new channel has no followers yet: nobody to reach, but SMS is on (a count, not Off).
    await channel.selectOption({ label: NAME });
    await expect.poll(() => reach.textContent()).toMatch(/(^|\D)0 users reached/);
    expect(await sms.innerText()).toBe('0');
    // It spends the credits bought on its panel.
    await expect
      .poll(() => reach.textContent())
      .toContain(`0 needed, ${creditsBought.toLocaleString('en-US')} remaining`);
    // The demo channel that texts members without the app reaches some of them by SMS.
    await channel.selectOption({ label: 'Acme Partners' });
    await expect
      .poll(async () => Number((await sms.innerText()).replace(/,/g, '')))
      .toBeGreaterThan(0);
    await expect.poll(() => reach.textContent()).toMatch(/SMS credits: [1-9][\d,]* needed/);
    await snapshot(page, 'channels-compose-1280');
  });
});
