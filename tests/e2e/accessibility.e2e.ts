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
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(() => context.close());

/** Serious and critical axe violations, as readable lines for the failure message. */
async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Tabs through the page and returns the accessible names of everything that took focus. */
async function tabStops(count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    names.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        return (
          el.getAttribute('aria-label') ??
          el.textContent ??
          el.getAttribute('name') ??
          ''
        ).trim();
      }),
    );
  }
  return names;
}

describe('accessibility', () => {
  it('the login page has no serious violation and is usable by keyboard', async () => {
    await page.goto(`${CONSOLE_URL}/login`);
    await page.getByLabel('Email').waitFor();
    expect(await seriousViolations()).toEqual([]);
    await page.getByLabel('Email').focus();
    await page.keyboard.type('admin@acme.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
  });

  it('the dashboard has no serious violation and its menu is reachable by keyboard', async () => {
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    const stops = await tabStops(25);
    expect(stops.join('|')).toContain('Send Message');
    expect(stops.join('|')).toContain('Ada Admin');
  });

  it('the profile page has no serious violation', async () => {
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/user/profile`);
    await page.getByLabel('First name').waitFor();
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'profile-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByLabel('First name').waitFor();
    await page.getByRole('button', { name: 'Open navigation' }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'profile-390');
  });

  for (const email of ['admin@acme.test', 'super@tidings.test']) {
    it(`the users and groups pages have no serious violation at 1280 and 390 px (${email})`, async () => {
      await signIn(page, email, DEMO_PASSWORD);
      await page.waitForURL(`${CONSOLE_URL}/dashboard`);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.goto(`${CONSOLE_URL}/users`);
        await page
          .getByRole('checkbox', { name: /^Select (?!all)/ })
          .first()
          .waitFor();
        expect(await seriousViolations()).toEqual([]);
        await page.goto(`${CONSOLE_URL}/users/groups`);
        await page.getByRole('table', { name: 'User groups' }).waitFor();
        expect(await seriousViolations()).toEqual([]);
      }
    });
  }
});
