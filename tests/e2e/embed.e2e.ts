import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium } from './browser';

/*
 * A host app on another origin frames the console with a sign-in code its server got from the
 * API (README, "Embedding the console"). run.ts lists the host's origin in EMBED_ORIGINS.
 */
const HOST_PORT = Number(process.env.E2E_EMBED_HOST_PORT ?? '4309');
const HOST_URL = `http://127.0.0.1:${HOST_PORT}`;
// The same page from an origin EMBED_ORIGINS does not list.
const UNLISTED_HOST_URL = `http://localhost:${HOST_PORT}`;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The host page: its own heading and the console in a frame; `?src=` names the frame's URL. */
function hostPage(src: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host app</title>
<style>body{margin:0;font-family:sans-serif}iframe{border:0;width:100%;height:90vh}</style></head>
<body><h1>Union app</h1><iframe title="Tidings console" src="${escapeAttribute(src)}"></iframe></body></html>`;
}

let host: Server;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  host = createServer((request, response) => {
    const src = new URL(request.url ?? '/', HOST_URL).searchParams.get('src') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(src));
  });
  await new Promise<void>((resolve) => host.listen(HOST_PORT, resolve));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => host.close(resolve));
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(() => context.close());

/** What the host's server does: holding the admin's session, it asks the API for a code. */
async function codeFrom(email: string): Promise<string> {
  const signIn = await fetch(`${API_URL}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  const issued = await fetch(`${API_URL}/user/login/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ type: 'autoLogin' }),
  });
  expect(issued.status).toBe(200);
  return ((await issued.json()) as { data: { token: string } }).data.token;
}

const consoleUrlWith = (code: string, redirect = '/dashboard') =>
  `${CONSOLE_URL}/login?${new URLSearchParams({ autoLogin: '1', code, redirect }).toString()}`;

/** The host page as it shows, frame and all (a full-page capture can miss the frame). */
async function shot(name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/${name}.png` });
}

async function openHost(hostUrl: string, src: string): Promise<Frame> {
  await page.goto(`${hostUrl}/?src=${encodeURIComponent(src)}`);
  await page.getByRole('heading', { name: 'Union app' }).waitFor();
  const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the host page has no frame');
  return frame;
}

describe('the embedded console', () => {
  it('opens signed in, without navbar or sidebar, in another site’s frame', async () => {
    const frame = await openHost(HOST_URL, consoleUrlWith(await codeFrom('admin@acme.test')));

    await frame.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(frame.url()).pathname).toBe('/dashboard');
    expect(new URL(frame.url()).searchParams.get('autoLogin')).toBe('1');
    await expect(frame.getByRole('navigation', { name: 'Main menu' }).count()).resolves.toBe(0);
    await expect(frame.getByRole('banner').count()).resolves.toBe(0);
    await shot('embed-dashboard-1280');

    // The session is the frame's own: the console's cookies stay empty.
    const cookies = await context.cookies(CONSOLE_URL);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('user-token');

    await page.setViewportSize({ width: 390, height: 844 });
    await frame.waitForFunction(() => window.innerWidth === 390);
    await shot('embed-dashboard-390');
  });

  it('opens the page the host asked for', async () => {
    const frame = await openHost(
      HOST_URL,
      consoleUrlWith(await codeFrom('admin@acme.test'), '/users'),
    );
    await frame.waitForURL(/\/users\?autoLogin=1$/);
    await frame.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await expect(frame.getByRole('navigation', { name: 'Main menu' }).count()).resolves.toBe(0);
  });

  it('shows the sign-in page for a code already used', async () => {
    const code = await codeFrom('admin@acme.test');
    const first = await openHost(HOST_URL, consoleUrlWith(code));
    await first.getByRole('heading', { name: 'Dashboard' }).waitFor();

    const again = await openHost(HOST_URL, consoleUrlWith(code));
    await again.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect(
      again.getByText('Link already expired. Sign in to continue.').count(),
    ).resolves.toBe(1);
    expect(new URL(again.url()).pathname).toBe('/login');
    await shot('embed-used-code-1280');
  });

  it('shows the sign-in page for a code that was never issued', async () => {
    const frame = await openHost(HOST_URL, consoleUrlWith('A'.repeat(43)));
    await frame.getByRole('heading', { name: 'Sign in' }).waitFor();
    await frame.getByText('Link already expired. Sign in to continue.').waitFor();
  });

  it('lets only the listed host frame the console', async () => {
    const policy = (await fetch(`${CONSOLE_URL}/login`)).headers.get('content-security-policy');
    expect(policy).toContain(`frame-ancestors 'self' ${HOST_URL}`);
    expect(policy).not.toContain(UNLISTED_HOST_URL);

    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    const frame = await openHost(
      UNLISTED_HOST_URL,
      consoleUrlWith(await codeFrom('admin@acme.test')),
    );
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(frame.getByRole('heading', { name: 'Dashboard' }).count()).resolves.toBe(0);
  });
});
