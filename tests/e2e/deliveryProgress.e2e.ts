import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/demo';
import { startFcmStandIn, type FcmStandIn } from '../../server/providers/testing/providerStandIns';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/*
 * A send to a few thousand app users through a real push provider: FCM HTTP v1, a local stand-in
 * with latency, behind the same adapter production uses, at 400 pushes a second so the send
 * takes several seconds. The shared end-to-end server keeps pushes in the outbox (no provider),
 * as other specs expect; this spec runs an API of its own with FCM configured, on a database it
 * seeds first, and sends the console's calls to it (the console is built for the shared API's
 * address, so its requests are passed on unchanged to this one).
 */

const USERS = 3000;
const RATE = 400;
const ownApiPort = Number(new URL(API_URL).port) + 21;
const ownApiUrl = `http://localhost:${ownApiPort}`;

let dataDir: string;
let fcm: FcmStandIn;
let server: ChildProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The demo, and USERS android app users with a push token following the channel admin's channel. */
async function seedDatabase(dir: string): Promise<void> {
  const database = await openPglite({ dataDir: join(dir, 'pglite') });
  try {
    await database.migrate();
    await seedDemo(database.db);
    await database.db.execute(sql`with channel as (
        select a.company_id, a.content_provider_id as id from admin_users a
        where a.email = 'channel@acme.test'),
      u as (
        insert into mobile_users (company_id, first_name, last_name, platform, phone)
        select c.company_id, 'Crowd', 'Member ' || g, 'android', '+1556' || lpad(g::text, 7, '0')
        from channel c, generate_series(1, ${USERS}::int) g returning id, company_id),
      follows as (
        insert into channel_followers (mobile_user_id, content_provider_id)
        select u.id, c.id from u, channel c)
      insert into mobile_user_devices (company_id, mobile_user_id, push_token, platform,
        app_version)
      select u.company_id, u.id, 'crowd-' || u.id::text, 'android', '4.2.0' from u`);
  } finally {
    await database.close();
  }
}

/** A Firebase service account whose token_uri is the stand-in's. */
async function writeServiceAccount(dir: string, tokenUri: string): Promise<string> {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = join(dir, 'service-account.json');
  await writeFile(
    file,
    JSON.stringify({
      type: 'service_account',
      project_id: 'tidings-e2e',
      private_key_id: randomBytes(20).toString('hex'),
      private_key: rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: 'e2e@tidings-e2e.iam.gserviceaccount.com',
      client_id: '100000000000000000002',
      token_uri: tokenUri,
    }),
  );
  return file;
}

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
  throw new Error('the API with FCM did not answer in time');
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tidings-e2e-fcm-'));
  fcm = await startFcmStandIn({ latencyMs: 40, urlHost: 'localhost' });
  const [serviceAccount] = await Promise.all([
    writeServiceAccount(dataDir, fcm.tokenUri),
    seedDatabase(dataDir),
  ]);
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(ownApiPort),
      // The shared console's port: its origin is the one this API lets call it.
      PORT: new URL(CONSOLE_URL).port,
      VITE_API_URL: ownApiUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED: 'demo',
      FCM_SERVICE_ACCOUNT_FILE: serviceAccount,
      FCM_API_URL: fcm.url,
      FCM_RATE_PER_SECOND: String(RATE),
      NODE_EXTRA_CA_CERTS: fcm.caFile ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForApi(Date.now() + 60_000);

  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The console calls the shared API's address; this spec's API answers instead.
  await context.route(`${API_URL}/**`, async (route) => {
    const url = route.request().url().replace(API_URL, ownApiUrl);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  page = await context.newPage();
  await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGINT');
    await exited;
  }
  await fcm?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('a send to a few thousand app users', () => {
  it('shows its progress and rate on the message page and ends as sent', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('Ballot opens');
    await page.getByLabel('Push message').fill('The ballot is open until Friday');
    await page.getByLabel('Rich message').fill('<p>Vote in the app.</p>');
    await page.getByRole('button', { name: 'Review and send' }).click();
    await page
      .getByRole('dialog', { name: 'Send this message?' })
      .getByRole('button', { name: 'Send message' })
      .click();
    const link = page.getByRole('link', { name: 'See it in the message history' });
    await link.waitFor();
    const messageId = ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(`${CONSOLE_URL}/messages/history/${messageId}`);
    // The same page on a phone, polling beside it.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${CONSOLE_URL}/messages/history/${messageId}`);
    const card = page.getByRole('region', { name: /Delivery/ });
    const push = card.getByRole('progressbar', { name: /^Push: / });
    // Under way: part of the pushes handed to FCM, at a rate, with the time left.
    await card.getByText('Sending', { exact: true }).waitFor({ timeout: 15_000 });
    await card.getByText(/ a second$/).waitFor({ timeout: 15_000 });
    const midway = Number(await push.getAttribute('aria-valuenow'));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(100);
    await card.getByText(/^about .* left$/).waitFor();
    const rate = Number(
      ((await card.getByText(/ a second$/).textContent()) ?? '').split(' ')[0]?.replace(/,/g, ''),
    );
    expect(rate).toBeGreaterThan(RATE / 4);
    expect(rate).toBeLessThan(RATE * 2);
    await snapshot(page, 'delivery-sending-1280');
    await snapshot(phone, 'delivery-sending-390');

    // Over, without a reload: every push handed over, the receipt counts read again.
    await card.getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });
    const label = (await push.getAttribute('aria-label')) ?? '';
    const [handed, total] = (/Push: ([\d,]+) of ([\d,]+) handed/.exec(label) ?? [])
      .slice(1)
      .map((n) => Number(n.replace(/,/g, '')));
    expect(total).toBeGreaterThanOrEqual(USERS);
    expect(handed).toBe(total);
    expect(fcm.stats().accepted).toBeGreaterThanOrEqual(USERS);
    await expect
      .poll(() => page.getByRole('list', { name: 'Receipt counts' }).textContent())
      .toMatch(/[3-9],\d{3}\s*Recipients/);
    await snapshot(page, 'delivery-sent-1280');
    await phone
      .getByRole('region', { name: /Delivery/ })
      .getByText('Sent', { exact: true })
      .waitFor();
    await snapshot(phone, 'delivery-sent-390');
    await phone.close();

    await page.goto(`${CONSOLE_URL}/messages/history`);
    const row = page.getByRole('row', { name: /Ballot opens/ });
    await expect.poll(() => row.textContent()).not.toMatch(/Sending/);
  });
});
