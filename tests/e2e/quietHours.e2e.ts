import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetailResponse } from '../../contract/messages';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let companyAdmin: BrowserContext;
let channelAdmin: BrowserContext;

async function signedInPage(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
  return page;
}

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value ?? '';
}

beforeAll(async () => {
  browser = await launchChromium();
  companyAdmin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  channelAdmin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  // The other specs send without a cap: leave acme's rules as they were.
  const page = companyAdmin.pages()[0];
  if (page)
    await page.request.put(`${API_URL}/delivery-rules`, {
      headers: { Authorization: `Bearer ${await tokenOf(companyAdmin)}` },
      data: { timeZone: 'America/Los_Angeles', quietHours: null, frequencyCap: null },
    });
  await browser.close();
});

async function receiptsOf(page: Page, messageId: string) {
  const response = await page.request.get(`${API_URL}/messages/acme/message/${messageId}`, {
    headers: { Authorization: `Bearer ${await tokenOf(channelAdmin)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MessageDetailResponse).data.totalReceipts;
}

/** Composes a message to the Night shift group and sends it; answers its id. */
async function sendToNightShift(page: Page, title: string, check?: () => Promise<void>) {
  await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Push message').fill(`${title}: see the rota`);
  await page.getByLabel('Rich message').fill('<p>Rota</p>');
  await page.getByRole('radiogroup', { name: 'Audience' }).getByText('Groups').click();
  await page.getByRole('checkbox', { name: /Night shift/ }).check();
  if (check) await check();
  await page.getByRole('button', { name: 'Review and send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this message?' });
  await dialog.getByRole('button', { name: 'Send message' }).click();
  const link = page.getByRole('link', { name: 'See it in the message history' });
  await link.waitFor();
  return ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
}

describe('a frequency cap set in company settings', () => {
  it('lets one message a day through, tells compose, and shows the rest as capped', async () => {
    const settings = await signedInPage(companyAdmin, 'admin@acme.test');
    await settings.goto(`${CONSOLE_URL}/settings`);
    const rules = settings.getByRole('region', { name: 'Delivery rules' });
    await rules.getByLabel('Company time zone').waitFor();
    await rules.getByLabel('Frequency cap: limit how many messages each recipient gets').check();
    await rules.getByLabel('At most (messages)').fill('1');
    await rules.getByLabel('Period').selectOption('day');
    await rules.getByLabel('Quiet hours: hold push and SMS at night').check();
    await snapshot(settings, 'delivery-rules-1280');
    await rules.getByRole('button', { name: 'Save delivery rules' }).click();
    await settings.getByText('Delivery rules saved.').waitFor();

    const compose = await signedInPage(channelAdmin, 'channel@acme.test');
    const first = await sendToNightShift(compose, 'Rota one');
    await expect
      .poll(() => receiptsOf(compose, first), { timeout: 60_000, interval: 1_000 })
      .toBeGreaterThan(0);

    const second = await sendToNightShift(compose, 'Rota two', async () => {
      const reach = compose.getByRole('region', { name: 'Reach' });
      await reach.getByText(/over the frequency cap and will be skipped/).waitFor();
      await compose.getByLabel('Urgent: send during quiet hours too').check();
      await compose
        .getByRole('note')
        .getByText(/will not wait for the company’s quiet hours/)
        .waitFor();
      await snapshot(compose, 'compose-capped-urgent-1280');
    });
    await expect
      .poll(() => receiptsOf(compose, second), { timeout: 60_000, interval: 1_000 })
      .toBeGreaterThan(0);
    await compose.goto(`${CONSOLE_URL}/messages/history/${second}`);
    const receipts = compose.getByRole('table', { name: 'Receipts' });
    await receipts.getByRole('cell', { name: 'Capped' }).first().waitFor();
  }, 180_000);
});
