import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../contract/devices';
import type { MobileUserListResponse } from '../../contract/mobileUsers';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** A call to the API as the signed-in admin. */
async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.fetch(`${API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A demo member whose app registered its device, found through the API: not the list's first
 * row, which other specs' new members and sorts change, nor the oldest few, which the send-a-test
 * spec picks. Their email finds them alone on the users page.
 */
async function memberWithDevice(): Promise<string> {
  const { users } = await api<MobileUserListResponse['data']>('POST', '/user/mobile-users/new', {
    userType: 'registered',
    sortField: 'dateCreated',
    sortDirection: 'asc',
    limit: 40,
  });
  for (const user of users.slice(5)) {
    const devices = await api<Device[]>('GET', `/user/mobile-users/${user._id}/devices`);
    if (user.email && devices.some((device) => device.appVersion === '4.2.0')) return user.email;
  }
  throw new Error('the demo gives registered members a device');
}

describe("an app user's devices", () => {
  it('shows a registered user’s device and removes it after a confirmation', async () => {
    // The demo gives every registered app user the device their app registered.
    const email = await memberWithDevice();
    await page.goto(`${CONSOLE_URL}/users?q=${encodeURIComponent(email)}`);
    const first = page.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
    await first.waitFor();
    const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Select /, '');

    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: 'Devices' }).click();
    const dialog = page.getByRole('dialog', { name: `Devices of ${name}` });
    const table = dialog.getByRole('table', { name: `Devices of ${name}` });
    await table.waitFor();
    expect(await table.getByText('4.2.0').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this device?' });
    await confirm.getByRole('button', { name: 'Remove device' }).click();
    await page.getByText(/device was removed\./).waitFor();
    await dialog.getByText(`No devices. Pushes cannot reach ${name}`, { exact: false }).waitFor();

    // Opened again, the list comes from the server: the device is gone there too.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: 'Devices' }).click();
    await page
      .getByRole('dialog', { name: `Devices of ${name}` })
      .getByText('No devices.', { exact: false })
      .waitFor();
  });
});
