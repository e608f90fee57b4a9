import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let page: Page;

const WIDTHS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  page = await context.newPage();
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

/** Serious and critical axe violations of the page, as readable lines. */
async function seriousViolations(target: Page = page): Promise<string[]> {
  const results = await new AxeBuilder({ page: target })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Scrolled to the end: how far the page runs on past the footer, and how far short of the end
 * the side menu's colour stops (0 below 1200 px, where the menu is a drawer out of view).
 */
function pageEnds(target: Page) {
  return target.evaluate(() => {
    const scrollHeight = document.scrollingElement?.scrollHeight ?? 0;
    window.scrollTo(0, scrollHeight);
    const bottomOf = (selector: string) =>
      (document.querySelector(selector)?.getBoundingClientRect().bottom ?? 0) + window.scrollY;
    const sidebar = document.querySelector('.app-sidebar')?.getBoundingClientRect();
    const drawer = !sidebar || sidebar.right <= 0;
    // The sticky menu is a screen tall; .app-body paints its column the rest of the way.
    const body = document.querySelector('.app-body');
    const painted = body !== null && getComputedStyle(body).backgroundImage !== 'none';
    const menuBottom = Math.max(bottomOf('.app-sidebar'), painted ? bottomOf('.app-body') : 0);
    return {
      pastFooter: Math.round(scrollHeight - bottomOf('.app-footer')),
      menuShortBy: drawer ? 0 : Math.round(scrollHeight - menuBottom),
      longPage: scrollHeight > window.innerHeight,
    };
  });
}

const SCREENS = [
  {
    path: '/dashboard',
    ready: (p: Page) => p.locator('.users-chart canvas').waitFor(),
  },
  {
    path: '/messages/send-notifications',
    ready: async (p: Page) => {
      // A company admin chooses the channel first; then the reach shows.
      const channel = p.getByLabel('Channel');
      await p.getByRole('option', { name: /Acme/ }).first().waitFor({ state: 'attached' });
      await channel.selectOption({ index: 1 });
      await p
        .getByRole('region', { name: 'Reach' })
        .getByText(/users? reached/)
        .waitFor();
    },
  },
  {
    path: '/messages/history',
    ready: (p: Page) => p.getByRole('table', { name: 'Messages' }).waitFor(),
  },
  {
    path: '/links/types/list',
    ready: (p: Page) =>
      p
        .getByRole('list', { name: 'Screen banners in their order' })
        .or(p.getByRole('heading', { name: 'No screen banners yet' }))
        .waitFor(),
  },
  {
    path: '/subscriptions',
    ready: (p: Page) => p.getByRole('table', { name: 'Subscriptions' }).waitFor(),
  },
] as const;

describe('the console at desktop and phone widths', () => {
  for (const size of WIDTHS) {
    it(`ends at the footer, with the menu down to it, at ${size.width} px`, async () => {
      await page.setViewportSize(size);
      await page.goto(`${CONSOLE_URL}/dashboard`);
      await page.locator('.users-chart canvas').waitFor();
      const ends = await pageEnds(page);
      process.stdout.write(`dashboard ${size.width}px: ${JSON.stringify(ends)}\n`);
      expect(Math.abs(ends.pastFooter)).toBeLessThanOrEqual(1);
      expect(Math.abs(ends.menuShortBy)).toBeLessThanOrEqual(1);
      expect(ends.longPage).toBe(true);
      await snapshot(page, `layout-dashboard-${size.width}`);
    });

    it(`has no serious accessibility violation at ${size.width} px`, async () => {
      await page.setViewportSize(size);
      const found: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(`${CONSOLE_URL}${screen.path}`);
        await screen.ready(page);
        found.push(...(await seriousViolations()).map((line) => `${screen.path} ${line}`));
        const name = screen.path.split('/').filter(Boolean).join('-');
        await snapshot(page, `layout-${name}-${size.width}`);
      }
      expect(found).toEqual([]);
    });
  }
});

/** How far each table of the page scrolls sideways (0: it fits its card). */
const tableOverflows = (target: Page) =>
  target.evaluate(() =>
    [...document.querySelectorAll('.crud-table-wrap')].map(
      (wrap) => wrap.scrollWidth - wrap.clientWidth,
    ),
  );

describe("a platform admin's screens", () => {
  let admin: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: WIDTHS[0] });
    admin = await context.newPage();
    await signIn(admin, 'super@tidings.test', DEMO_PASSWORD);
    await admin.waitForURL(`${CONSOLE_URL}/dashboard`);
  });

  it('fits the price plans and the links tables at 1280 px, their actions in view', async () => {
    await admin.setViewportSize(WIDTHS[0]);
    await admin.goto(`${CONSOLE_URL}/priceplans`);
    await admin.getByRole('button', { name: 'Delete Enterprise' }).waitFor();
    expect(await tableOverflows(admin)).toEqual([0]);
    await snapshot(admin, 'layout-priceplans-platform-1280');
    await admin.goto(`${CONSOLE_URL}/links`);
    await admin.getByRole('button', { name: 'Delete Federation news' }).waitFor();
    expect(await tableOverflows(admin)).toEqual([0]);
    await snapshot(admin, 'layout-links-platform-1280');
  });

  for (const size of WIDTHS) {
    it(`has no serious accessibility violation on /other-settings at ${size.width} px`, async () => {
      await admin.setViewportSize(size);
      await admin.goto(`${CONSOLE_URL}/other-settings`);
      await admin.getByRole('link', { name: /Replica Builds/ }).waitFor();
      expect(await seriousViolations(admin)).toEqual([]);
      await snapshot(admin, `layout-other-settings-platform-${size.width}`);
    });
  }
});
