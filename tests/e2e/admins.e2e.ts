import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const NEW_EMAIL = 'nadia.new@acme.test';
const NEW_PASSWORD = 'Nadia-chose-1';

describe('admins', () => {
  it('invites an acme admin with a narrower role, who sets a password and signs in at /acme', async () => {
    await signIn(page, 'super@tidings.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);

    await page.goto(`${CONSOLE_URL}/user/admins`);
    await page.getByRole('table', { name: 'Admins' }).waitFor();
    await page.getByRole('link', { name: 'New admin' }).click();
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('New');
    await page.getByLabel('Email').fill(NEW_EMAIL);
    await page.getByLabel('Organisation').selectOption({ label: 'Acme Workers Union' });
    await page.getByLabel('Role').selectOption({ label: 'Content editor' });
    await snapshot(page, 'admins-create-1280');
    await page.getByRole('button', { name: 'Create admin' }).click();
    await page.waitForURL(`${CONSOLE_URL}/user/admins`);
    await page.getByRole('searchbox', { name: 'Search admins' }).fill('nadia');
    const row = page.getByRole('row', { name: /Nadia New/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Content editor');
    await snapshot(page, 'admins-list-1280');

    const mail = await mailTo(NEW_EMAIL);
    // The server's CONSOLE_URL may name another port than this run's console: keep the path.
    const path = /https?:\/\/[^/\s]+(\/password\/reset\/invite\/\S+)/.exec(mail)?.[1];
    expect(path).toBeTruthy();
    const link = `${CONSOLE_URL}${path ?? ''}`;
    await context.clearCookies();

    const invited = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await invited.newPage();
    try {
      await phone.goto(link);
      await phone.getByText(NEW_EMAIL).waitFor();
      await phone.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await phone.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await snapshot(phone, 'admins-invite-390');
      await phone.getByRole('button', { name: /password/i }).click();
      await phone.getByRole('status').waitFor();

      // The link works once.
      await phone.goto(link);
      await phone.getByText('Link already expired.').waitFor();

      await phone.goto(`${CONSOLE_URL}/acme`);
      await phone.getByLabel('Email').fill(NEW_EMAIL);
      await phone.getByLabel('Password').fill(NEW_PASSWORD);
      await phone.getByRole('button', { name: 'Sign in' }).click();
      await phone.waitForURL(`${CONSOLE_URL}/dashboard`);
      await snapshot(phone, 'admins-invited-dashboard-390');
    } finally {
      await invited.close();
    }
  });

  it('keeps the admins list and the roles screen within a phone’s width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    for (const path of ['/user/admins', '/user/roles']) {
      await page.goto(`${CONSOLE_URL}${path}`);
      await page.getByRole('table').first().waitFor();
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(wide, path).toBe(false);
    }
    await snapshot(page, 'roles-390');
  });
});
