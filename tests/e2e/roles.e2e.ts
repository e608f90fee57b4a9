import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPglite, type DatabaseHandle } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/demo';
import { createRoleAdmin } from '../../server/modules/auth/testKit';
import { createOutboxEmail } from '../../server/providers/email/outboxEmail';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/*
 * An admin given a narrower role, in Chromium. The role is made and given in the database, as
 * no screen makes roles yet. The running server's embedded database cannot be written by a
 * second process, so this spec serves the console's API calls from an API of its own, built
 * in-process by the same buildApp on a database it migrates, seeds and extends itself.
 */

const NARROW = 'narrow@acme.test';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  await seedDemo(database.db);
  await createRoleAdmin(database.db, {
    email: NARROW,
    company: 'acme',
    roleID: 'messages-and-users',
    keys: ['messages', 'userList'],
  });
  app = await buildApp({
    db: database.db,
    config: loadConfig({
      NODE_ENV: 'test',
      SEED: 'none',
      CONSOLE_URL,
      CORS_ORIGINS: CONSOLE_URL,
    }),
    email: createOutboxEmail(database.db),
    jwtSecret: randomBytes(32),
    logStream: false,
  });
  await app.ready();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(`${API_URL}/**`, serveFromOwnApi);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context.close();
  await browser.close();
  await app.close();
  await database.close();
});

/** Answers a call of the console with this spec's API. */
async function serveFromOwnApi(route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const body = request.postDataBuffer();
  const response = await app.inject({
    method: request.method() as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: `${url.pathname}${url.search}`,
    headers: request.headers(),
    ...(body ? { payload: body } : {}),
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  await route.fulfill({ status: response.statusCode, headers, body: response.rawPayload });
}

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
