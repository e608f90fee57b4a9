import AxeBuilder from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/*
 * The development mailbox lists what the API keeps while no SMTP server is set. The shared
 * end-to-end server sends email to a catcher (SMTP_URL), so it has no mailbox: this spec runs an
 * API of its own without SMTP_URL, on a fresh data folder it seeds with the demo, and sends the
 * console's calls to it (the console is built for the shared API's address).
 */

const ownApiPort = Number(new URL(API_URL).port) + 25;
const ownApiUrl = `http://localhost:${ownApiPort}`;
const INVITED = 'mina.mailbox@acme.test';

let dataDir: string;
let server: ChildProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function waitForApi(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${ownApiUrl}/health/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API without SMTP did not answer in time');
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tidings-e2e-mailbox-'));
  // Email stays in the outbox: no SMTP server, whatever the shell has set.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'SMTP_URL'));
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      API_PORT: String(ownApiPort),
      // The shared console's port: its origin is the one this API lets call it.
      PORT: new URL(CONSOLE_URL).port,
      VITE_API_URL: ownApiUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED: 'demo',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForApi(Date.now() + 90_000);

  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The console calls the shared API's address; this spec's API answers instead.
  await context.route(`${API_URL}/**`, async (route) => {
    const url = route.request().url().replace(API_URL, ownApiUrl);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  page = await context.newPage();
  await signIn(page, 'super@tidings.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
}, 150_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGINT');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 30_000);

const noSidewaysScroll = (target: Page) =>
  target.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );

describe('the development mailbox', () => {
  it('the mailbox shows an invitation created a second earlier while the server runs', async () => {
    await page.goto(`${CONSOLE_URL}/user/admins/create`);
    await page.getByLabel('First name').fill('Mina');
    await page.getByLabel('Last name').fill('Mailbox');
    await page.getByLabel('Email').fill(INVITED);
    await page.getByLabel('Organisation').selectOption({ label: 'Acme Workers Union' });
    await page.getByRole('button', { name: 'Create admin' }).click();
    await page.waitForURL(`${CONSOLE_URL}/user/admins`);

    // From the side menu, under Settings.
    const menu = page.getByRole('navigation', { name: /menu/i }).first();
    const settings = menu.getByRole('button', { name: 'Settings' });
    if ((await settings.getAttribute('aria-expanded')) === 'false') await settings.click();
    await menu.getByRole('link', { name: 'Mailbox' }).click();
    await page.waitForURL(`${CONSOLE_URL}/mailbox`);

    const invitation = page.getByRole('article', { name: new RegExp(INVITED.replace('.', '\\.')) });
    await invitation.waitFor({ timeout: 10_000 });
    const link = invitation.getByRole('link', { name: /\/password\/reset\/invite\// });
    expect(await link.getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/password\/reset\/invite\/\S+$/,
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await noSidewaysScroll(page)).toBe(true);

    // Texts only, then back to everything with a search.
    // The kind lives in the address: the click navigates, and the radio follows once it has.
    await page.getByRole('radio', { name: 'Emails' }).click({ force: true });
    await page.waitForURL(/kind=email/);
    await invitation.waitFor();
    await page.getByRole('searchbox', { name: 'Search the mailbox' }).fill('mina.mailbox');
    await page.waitForURL(/search=mina\.mailbox/);
    await invitation.waitFor();
    await snapshot(page, 'mailbox-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(
      () => (document.querySelector('.app-sidebar')?.getBoundingClientRect().right ?? 0) <= 0,
    );
    await invitation.waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await snapshot(page, 'mailbox-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${CONSOLE_URL}/mailbox`);
    await page.getByRole('list', { name: 'Emails and texts, newest first' }).waitFor();
    await snapshot(page, 'mailbox-all-1280');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
