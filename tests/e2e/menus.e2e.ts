import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/auth';
import { buildMenu } from '../../src/routes/menu';
import type { MenuItem } from '../../src/routes/menuTypes';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/** The menu as lines: titles, groups and links with their targets, in order. */
function expectedLines(items: readonly MenuItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (item.separator || item.spacer) return [];
    if (item.title) return [`title ${item.name}`];
    if (item.children?.length) return [`group ${item.name}`, ...expectedLines(item.children)];
    return item.url ? [`link ${item.name} -> ${item.url}`] : [];
  });
}

/** Reads the rendered side menu the same way, after opening every group. */
async function renderedLines(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const entries = nav.locator('.sidebar-title, .sidebar-group-toggle, a.sidebar-link');
  return entries.evaluateAll((nodes) =>
    nodes
      // The featured Links section shares the nav; it is not part of the menu.
      .filter((node) => !node.closest('.sidebar-section'))
      .map((node) => {
        const label = node.querySelector('.sidebar-label') ?? node;
        const name = label.textContent?.trim() ?? '';
        if (node.classList.contains('sidebar-title')) return `title ${name}`;
        if (node.tagName === 'BUTTON') return `group ${name}`;
        return `link ${name} -> ${node.getAttribute('href') ?? ''}`;
      }),
  );
}

async function profileOf(context: BrowserContext): Promise<Profile> {
  const token =
    (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value ?? '';
  const response = await fetch(`${API_URL}/user/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Profile }).data;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

const ACCOUNTS = [
  'super@tidings.test',
  'admin@acme.test',
  'channel@acme.test',
  'channel5@acme.test',
  'subadmin@acme.test',
  'messaging@acme.test',
  'admin@globex.test',
];

describe('each demo account sees exactly its menu', () => {
  it.each(ACCOUNTS)('%s', async (email) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, email, DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    const expected = expectedLines(buildMenu(await profileOf(context)));
    expect(expected.length).toBeGreaterThan(3);
    expect(await renderedLines(page)).toEqual(expected);
    await snapshot(page, `menu-${email.split('@')[0]}-${email.split('@')[1]?.split('.')[0]}`);
    await context.close();
  });

  it('spells out the menu of a channel admin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    const lines = await renderedLines(page);
    expect(lines).toContain('link Message Sequence -> /messages/sequence/list');
    expect(lines).toContain('link Chat (IM) History -> /users/im');
    expect(lines).toContain('link Sub Admins -> /user/admins');
    expect(lines.some((line) => line.includes('/organizations'))).toBe(false);
    await context.close();
  });
});
