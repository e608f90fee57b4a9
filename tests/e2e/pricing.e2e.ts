import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let channelContext: BrowserContext;
let adminContext: BrowserContext;
let channelAdmin: Page;
let companyAdmin: Page;
let panelPath = '';

beforeAll(async () => {
  browser = await launchChromium();
  channelContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  channelAdmin = await channelContext.newPage();
  companyAdmin = await adminContext.newPage();
  await signIn(channelAdmin, 'channel@acme.test', DEMO_PASSWORD);
  await channelAdmin.waitForURL(`${CONSOLE_URL}/dashboard`);
  await signIn(companyAdmin, 'admin@acme.test', DEMO_PASSWORD);
  await companyAdmin.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

/** "1,380 left" as the number. */
async function creditsLeft(page: Page): Promise<number> {
  const text = await page.getByTestId('credits-left').textContent();
  return Number((text ?? '').replace(/[^0-9]/g, ''));
}

/** Every whole number in a text, thousands separators and all: "1,250 of 2,100" as [1250, 2100]. */
function numbersIn(text: string | null): number[] {
  return (text ?? '').match(/\d[\d,]*/g)?.map((n) => Number(n.replace(/,/g, ''))) ?? [];
}

/** Serious and critical axe violations of the page, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Both widths of one screen, for a person to look at. */
async function snapshots(page: Page, name: string): Promise<void> {
  await snapshot(page, `pricing-${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(
    () => (document.querySelector('.app-sidebar')?.getBoundingClientRect().right ?? 0) <= 0,
  );
  await snapshot(page, `pricing-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('channel pricing', () => {
  it("a channel admin follows ADD OR UPGRADE to its own channel's panel, where only organisation admins buy without a card", async () => {
    // The dashboard's subscribers and what is left of the allowance, then the panel's figures.
    const tile = channelAdmin
      .getByRole('list', { name: 'Counters' })
      .getByRole('listitem')
      .filter({ has: channelAdmin.getByRole('heading', { name: 'Subscribers', exact: true }) });
    const subscribers = numbersIn(await tile.locator('.stat-value').textContent());
    const [available, allowed] = numbersIn(await tile.getByText(/ available$/).textContent());
    await channelAdmin.getByRole('link', { name: 'ADD OR UPGRADE' }).click();
    await channelAdmin.waitForURL(/\/content-provider\/pricing-panel\/[0-9a-f-]{36}$/);
    panelPath = new URL(channelAdmin.url()).pathname;
    await channelAdmin.getByRole('heading', { name: /: pricing$/ }).waitFor();
    const appUsers = channelAdmin
      .getByRole('listitem')
      .filter({ has: channelAdmin.getByRole('heading', { name: 'App users' }) });
    const [used, panelAllowed] = numbersIn(await appUsers.locator('p.h3').textContent());
    expect([used, panelAllowed]).toEqual([subscribers[0], allowed]);
    expect(available).toBe((panelAllowed ?? 0) - (used ?? 0));
    await channelAdmin.getByRole('table', { name: 'Credit ledger' }).waitFor();
    // Without card payments a channel admin neither buys nor grants, and is told whom to ask.
    await channelAdmin.getByText('This organization takes no card payments').waitFor();
    expect(await channelAdmin.getByRole('button', { name: 'Grant free' }).count()).toBe(0);
    expect(await channelAdmin.getByRole('button', { name: 'Buy text credits' }).count()).toBe(0);
    await snapshots(channelAdmin, 'channel-admin');
  });

  it('a company admin buys text credits: the confirmation names amount and price, the balance and ledger follow', async () => {
    await companyAdmin.goto(`${CONSOLE_URL}${panelPath}`);
    await companyAdmin.getByTestId('credits-left').waitFor();
    const before = await creditsLeft(companyAdmin);
    const bundles = companyAdmin.getByLabel('Bundles').nth(1);
    await bundles.fill('2');
    await companyAdmin.getByRole('button', { name: 'Buy text credits' }).click();
    const dialog = companyAdmin.getByRole('dialog', { name: 'Buy 1,000 off-app text credits?' });
    await dialog.waitFor();
    // Amounts come from Intl: "USD" and the number are held together by a no-break space.
    expect(await dialog.textContent()).toMatch(
      /2 bundles: 1,000 off-app text credits for USD\s30\.00/,
    );
    // The dialog has finished sliding in before the picture.
    await companyAdmin.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.modal-dialog') ?? document.body).transform ===
        'none',
    );
    await snapshot(companyAdmin, 'pricing-confirm-1280');
    await dialog.getByRole('button', { name: /^Buy for USD\s30\.00$/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => creditsLeft(companyAdmin)).toBe(before + 1000);
    const newest = companyAdmin
      .getByRole('table', { name: 'Credit ledger' })
      .locator('tbody tr')
      .first();
    await expect.poll(() => newest.textContent()).toContain('+1,000');
    const row = (await newest.textContent()) ?? '';
    expect(row).toContain('Purchase');
    expect(row).toMatch(/USD\s30\.00/);
    expect(row).toContain((before + 1000).toLocaleString('en-US'));
    expect(await seriousViolations(companyAdmin)).toEqual([]);
    await snapshots(companyAdmin, 'company-admin');
  });

  it('the compose page shows the credits an SMS send may use, as the panel does', async () => {
    await channelAdmin.goto(`${CONSOLE_URL}${panelPath}`);
    await channelAdmin.getByTestId('credits-left').waitFor();
    const left = await creditsLeft(channelAdmin);
    await channelAdmin.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await channelAdmin.getByRole('radiogroup', { name: 'Audience' }).getByText('Groups').click();
    await channelAdmin.getByRole('checkbox', { name: /Night shift/ }).check();
    const reach = channelAdmin.getByRole('region', { name: 'Reach' });
    await expect
      .poll(() => reach.textContent())
      .toMatch(new RegExp(`SMS credits: \\d+ needed, ${left.toLocaleString('en-US')} remaining`));
  });
});
