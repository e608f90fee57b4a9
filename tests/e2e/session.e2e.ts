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
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(() => context.close());

/** Signed in, with the shell loaded: the session timers start once the profile is there. */
async function signedIn(email: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

describe('session behaviour', () => {
  it('bounces messaging@acme.test from /users to /dashboard', async () => {
    await signedIn('messaging@acme.test');
    await page.goto(`${CONSOLE_URL}/users`);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('shows the not-found page for an unknown path', async () => {
    await signedIn('admin@acme.test');
    await page.goto(`${CONSOLE_URL}/no/such/page/here`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('logs out to /acme and clears every cookie but browser-warning', async () => {
    await context.addCookies([{ name: 'browser-warning', value: '0', url: CONSOLE_URL }]);
    await signedIn('admin@acme.test');
    await page.getByRole('button', { name: /Ada Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${CONSOLE_URL}/acme`);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(['browser-warning']);
  });

  it('hides the navbar and sidebar with ?autoLogin', async () => {
    await signedIn('admin@acme.test');
    await page.goto(`${CONSOLE_URL}/dashboard?autoLogin=1`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).count()).resolves.toBe(0);
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
  });

  it('switches organisation as super@tidings.test', async () => {
    await signedIn('super@tidings.test');
    const select = page.getByRole('combobox', { name: /organization/i });
    await select.selectOption({ label: 'Globex Teachers Association' });
    await page.getByText('Loading resources of Globex Teachers Association').waitFor();
    await page.waitForEvent('load');
    const companyCookie = (await context.cookies()).find((cookie) => cookie.name === 'companyID');
    expect(companyCookie?.value).toBe('globex');
    await snapshot(page, 'org-switch-1280');
  });
});

describe('idle session', () => {
  it('shows the idle dialog after 40 minutes and logs out after 20 s more', async () => {
    await page.clock.install();
    await signedIn('admin@acme.test');
    await page.clock.runFor(39 * 60 * 1000);
    await expect(page.getByText('Your session has expired').count()).resolves.toBe(0);
    await page.clock.runFor(60 * 1000 + 500);
    await page.getByText('Your session has expired').waitFor();
    await snapshot(page, 'idle-dialog-1280');
    await page.clock.runFor(21 * 1000);
    await page.waitForURL(`${CONSOLE_URL}/acme`);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('user-token');
  });

  it('keeps the session when Continue is pressed', async () => {
    await page.clock.install();
    await signedIn('admin@acme.test');
    await page.clock.runFor(40 * 60 * 1000 + 500);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.clock.runFor(30 * 1000);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain('user-token');
  });
});

describe('browser warning', () => {
  it('warns a Firefox user once', async () => {
    const firefox = await browser.newContext({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
    });
    const tab = await firefox.newPage();
    await signIn(tab, 'admin@acme.test', DEMO_PASSWORD);
    await tab.waitForURL(`${CONSOLE_URL}/dashboard`);
    const warning = tab.getByText('For best results please use latest version of Chrome browser');
    await warning.waitFor();
    await tab.getByRole('dialog').getByRole('button', { name: /close/i }).first().click();
    await warning.waitFor({ state: 'detached' });
    await tab.reload();
    await tab.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect(warning.count()).resolves.toBe(0);
    const cookie = (await firefox.cookies()).find((c) => c.name === 'browser-warning');
    expect(cookie?.value).toBe('0');
    await firefox.close();
  });
});
