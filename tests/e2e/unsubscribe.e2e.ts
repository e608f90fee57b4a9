import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelListResponse } from '../../contract/channels';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/**
 * A message email's unsubscribe, end to end: acme's admin emails Acme Community's members; the
 * email that reaches the catcher carries RFC 8058's headers and a footer link; a member opens the
 * link in the browser (no sign-in), unsubscribes, and opening it again says so.
 */
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await admin.close();
  await browser.close();
});

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = (await admin.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.fetch(`${API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The first email in the catcher whose raw text holds `mark`, quoted-printable decoded. */
async function mailWith(mark: string, timeoutMs = 30_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the specs with npm run test:e2e');
  for (const start = Date.now(); Date.now() - start < timeoutMs;) {
    for (const name of (await readdir(dir)).sort()) {
      const { raw } = JSON.parse(await readFile(join(dir, name), 'utf8')) as { raw: string };
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (text.includes(mark)) return text.replace(/\r\n[ \t]+/g, ' ');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email with ${mark} within ${timeoutMs} ms`);
}

describe('email unsubscribe', () => {
  it('unsubscribes a member from the link in a message email, once', async () => {
    const page = await admin.newPage();
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    const channels = await api<ChannelListResponse>(
      page,
      'GET',
      '/content-provider/acme?noCount=true',
    );
    const community = channels.data.find((channel) => channel.clientName === 'Acme Community');
    if (!community) throw new Error('no Acme Community channel in the demo');
    const stamp = `Picnic ${String(Date.now()).slice(-6)}`;
    await api(page, 'POST', '/messages/', {
      cpId: community._id,
      type: 'Regular Message',
      title: stamp,
      push_message: 'The branch picnic is on Saturday.',
      message: '',
      device: 'all',
      isReadRequired: false,
      enableFeedback: false,
      audience: { kind: 'all' },
      deliveryMode: 'email',
    });

    const mail = await mailWith(stamp);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)?.[1] ?? '';
    expect(oneClick).toMatch(new RegExp(`^${API_URL}/unsubscribe/[A-Za-z0-9_-]{43}$`));
    const pageLink = /To stop these emails, unsubscribe: (\S+)/.exec(mail)?.[1] ?? '';
    expect(pageLink).toBe(`${CONSOLE_URL}/unsubscribe/${oneClick.split('/').pop() ?? ''}`);

    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const member = await browser.newContext({ viewport: { width, height } });
      const view = await member.newPage();
      await view.goto(pageLink);
      if (width === 1280) {
        await view
          .getByRole('heading', { name: 'Unsubscribe from Acme Community emails?' })
          .waitFor();
        await snapshot(view, `unsubscribe-ask-${width}`);
        await view.getByRole('button', { name: 'Unsubscribe' }).click();
        await view.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
        await view.getByText('You are unsubscribed from Acme Community emails.').waitFor();
        await snapshot(view, `unsubscribe-done-${width}`);
      } else {
        // The same link again: already done, nothing to press.
        await view.getByRole('heading', { name: 'Already unsubscribed' }).waitFor();
        expect(await view.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
        await snapshot(view, `unsubscribe-already-${width}`);
        await view.goto(`${CONSOLE_URL}/unsubscribe/not-a-real-link`);
        await view.getByRole('heading', { name: 'This unsubscribe link does not work' }).waitFor();
        await snapshot(view, `unsubscribe-invalid-${width}`);
      }
      await member.close();
    }
    // The mail client's one-click POST to the header's address is harmless after the page's.
    const again = await page.request.post(oneClick, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ data: { unsubscribed: true, changed: false } });
  });
});
