import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tilePng } from '../../server/db/seed/brandingImages';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';
import { mailTo } from './mail';

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

const ORGANISATION = 'Hooli Nurses Guild';
const SLUG = 'hooli-nurses-guild';
const ADMIN_EMAIL = 'gavin.admin@hooli.test';
const ADMIN_PASSWORD = 'Gavin-chose-1';
const MENU_COLOUR = '#1d3557';

describe('onboarding an organisation', () => {
  it('the platform admin creates it and its admin, who sets a password and signs in to a branded console; the audit log shows both steps', async () => {
    await signIn(page, 'super@tidings.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);

    // The organisation, with a logo and colours.
    await page.goto(`${CONSOLE_URL}/organizations/create`);
    await page.getByLabel('Name', { exact: true }).fill(ORGANISATION);
    await expect.poll(() => page.getByLabel('Organization ID').inputValue()).toBe(SLUG);
    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'hooli.png',
      mimeType: 'image/png',
      buffer: tilePng(64, '#0a7d4f'),
    });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByLabel('Admin colour', { exact: true }).fill('#0a7d4f');
    await page.getByLabel('Menu colour', { exact: true }).fill(MENU_COLOUR);
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.waitForURL(`${CONSOLE_URL}/organizations`);

    // Its first admin, invited by email.
    await page.goto(`${CONSOLE_URL}/user/admins/create`);
    await page.getByLabel('First name').fill('Gavin');
    await page.getByLabel('Last name').fill('Belson');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Organisation').selectOption({ label: ORGANISATION });
    await page.getByRole('button', { name: 'Create admin' }).click();
    await page.waitForURL(`${CONSOLE_URL}/user/admins`);

    const mail = await mailTo(ADMIN_EMAIL);
    const path = /https?:\/\/[^/\s]+(\/password\/reset\/invite\/\S+)/.exec(mail)?.[1];
    expect(path).toBeTruthy();

    const invited = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await invited.newPage();
    try {
      await admin.goto(`${CONSOLE_URL}${path ?? ''}`);
      await admin.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
      await admin.getByLabel('Confirm new password').fill(ADMIN_PASSWORD);
      await admin.getByRole('button', { name: /password/i }).click();
      await admin.getByRole('status').waitFor();

      // The organisation's own sign-in page, then its branded console.
      await admin.goto(`${CONSOLE_URL}/${SLUG}`);
      await admin.getByLabel('Email').fill(ADMIN_EMAIL);
      await admin.getByLabel('Password').fill(ADMIN_PASSWORD);
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await admin.waitForURL(`${CONSOLE_URL}/dashboard`);
      const logo = admin.getByRole('banner').getByRole('img').first();
      await expect.poll(() => logo.getAttribute('src')).toMatch(/\/files\//);
      const sidebar = admin.getByRole('navigation', { name: 'Main menu' });
      await expect
        .poll(() =>
          sidebar.evaluate((el) => {
            // The menu colour paints the sidebar's panel, which may be an ancestor of the list.
            for (let node: Element | null = el; node; node = node.parentElement) {
              const colour = getComputedStyle(node).backgroundColor;
              if (colour !== 'rgba(0, 0, 0, 0)') return colour;
            }
            return '';
          }),
        )
        .toBe('rgb(29, 53, 87)');
      await snapshot(admin, 'onboarding-branded-dashboard-1280');
    } finally {
      await invited.close();
    }

    // The audit log names both steps and links to what they made.
    await page.goto(`${CONSOLE_URL}/audit-log`);
    const entries = page.getByRole('table', { name: /Audit log entries/ });
    await expect
      .poll(() => entries.innerText())
      .toMatch(new RegExp(`Created organisation\\s+Organisation: ${ORGANISATION}`));
    expect(await entries.innerText()).toMatch(/Created admin\s+Admin: Gavin Belson/);
    await snapshot(page, 'onboarding-audit-log-1280');
  });
});
