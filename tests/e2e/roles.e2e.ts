import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleAdmin } from '../../server/modules/auth/testKit';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';
import { startOwnApi, type OwnApi } from './ownApi';

/*
 * An admin given a narrower role, in Chromium. The role is made and given in the database, as
 * no screen makes roles yet. The running server's embedded database cannot be written by a
 * second process, so this spec serves the console's API calls from an API of its own, built
 * in-process by the same buildApp on a database it migrates, seeds and extends itself.
 */

const NARROW = 'narrow@acme.test';

let api: OwnApi;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  api = await startOwnApi((db) =>
    createRoleAdmin(db, {
      email: NARROW,
      company: 'acme',
      roleID: 'messages-and-users',
      keys: ['messages', 'userList'],
    }).then(() => undefined),
  );
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await api.serve(context);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context.close();
  await browser.close();
  await api.close();
});

/** Every link and group name of the side menu, all groups opened. */
async function menuNames(): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return nav
    .locator('.sidebar-group-toggle, a.sidebar-link')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => !node.closest('.sidebar-section'))
        .map((node) => (node.querySelector('.sidebar-label') ?? node).textContent?.trim() ?? ''),
    );
}

/** A call to the API from the page, with the session's token, as the console makes them. */
function callFromPage(method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ apiUrl, method, path, body }) => {
      const token = /(?:^|; )user-token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${decodeURIComponent(token)}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { apiUrl: API_URL, method, path, body },
  );
}

describe('an admin with a narrower role', () => {
  it('sees only the menu entries of its keys', async () => {
    await signIn(page, NARROW, DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    const names = await menuNames();
    expect(names).toEqual([
      'Home',
      'Send Message',
      'Message History',
      // The approvals queue is every messages key holder's; approving takes approveMessages.
      'Approvals',
      // Analytics reads the message history's key; Segments the users list's.
      'Analytics',
      'Message Templates',
      'Users',
      'List',
      'Segments',
    ]);
    for (const missing of ['Upload Content', 'Groups', 'Admins', 'Channels', 'Settings']) {
      expect(names).not.toContain(missing);
    }
    await snapshot(page, 'role-narrow-menu-1280');
  });

  it('is shown the not-allowed page on a screen of a key it lacks', async () => {
    await page.goto(`${CONSOLE_URL}/users/groups`);
    await page.getByRole('heading', { name: 'You are not allowed to open this page' }).waitFor();
    await snapshot(page, 'role-narrow-not-allowed-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'You are not allowed to open this page' }).waitFor();
    await snapshot(page, 'role-narrow-not-allowed-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('is refused by the API too, with 403 and the key it lacks', async () => {
    const refused = await callFromPage('POST', '/user/groups/', { name: 'Not mine to make' });
    expect(refused).toEqual({
      status: 403,
      body: {
        code: 'forbidden',
        message: "Your role does not include the 'userGroup' access this needs.",
        requestId: expect.any(String) as string,
      },
    });
    // What its screens need still answers: the compose page reads the groups.
    expect((await callFromPage('GET', '/user/groups/')).status).toBe(200);
  });
});
