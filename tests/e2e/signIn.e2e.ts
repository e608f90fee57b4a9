import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONSOLE_URL,
  DEMO_PASSWORD as PASSWORD,
  launchChromium,
  signIn,
  snapshot,
} from './browser';

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

describe('sign-in', () => {
  it('signs in admin@acme.test and lands on the dashboard', async () => {
    await signIn(page, 'admin@acme.test', PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.getByText('Ada Admin').first().waitFor();
    await page.getByText('Subscribers', { exact: false }).first().waitFor();
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['user-token', 'companyID']));
    await snapshot(page, 'dashboard-1280');
  });

  it('shows the invalid_credentials message for a wrong password', async () => {
    await signIn(page, 'admin@acme.test', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'oops! that email / password combination is not valid.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    await snapshot(page, 'login-error-1280');
  });

  it('sends an unauthenticated visit to /login with the redirect kept, and back after sign-in', async () => {
    await page.goto(`${CONSOLE_URL}/dashboard?tab=week`);
    await page.waitForURL(/\/login\?/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/dashboard?tab=week');
    await page.getByLabel('Email').fill('admin@globex.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${CONSOLE_URL}/dashboard?tab=week`);
  });

  it('holds its layout on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${CONSOLE_URL}/login`);
    await page.getByLabel('Email').waitFor();
    await snapshot(page, 'login-390');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await signIn(page, 'channel@acme.test', PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Followers of Acme News').waitFor();
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(wide).toBe(false);
    await snapshot(page, 'dashboard-390');
  });
});
