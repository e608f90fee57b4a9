import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/**
 * Members' opt-outs as the console shows them, against the demo: three of acme's newest members
 * opted out (a STOP, an email link, a channel muted in the app), and the users page, its
 * read-only dialog and compose's reach say so. Nothing here changes an opt-out.
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

/** A read of the API as the signed-in admin. */
async function asAdmin<T>(path: string, data: object): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'user-token')?.value;
  const response = await page.request.post(`${API_URL}${path}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** After a dialog's fade: a shot taken during it shows the dialog half drawn. */
async function settled(): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

describe("members' opt-outs", () => {
  it('shows them as badges on the users page and read-only in the dialog', async () => {
    // The demo's member who texted STOP, found by email: members other specs add come first.
    const { users } = await asAdmin<{
      users: { email: string | null; optOuts: { source: string; delivery: string }[] }[];
    }>('/user/mobile-users/new', { userType: 'registered', limit: 100 });
    const emailOf = (has: (optOut: { source: string; delivery: string }) => boolean) => {
      const email = users.find((user) => user.optOuts.some(has))?.email;
      if (!email) throw new Error('the demo has members with opt-outs');
      return encodeURIComponent(email);
    };
    // The member who muted Acme Partners in the app.
    await page.goto(`${CONSOLE_URL}/users?q=${emailOf((o) => o.delivery === 'all')}`);
    const muted = page.locator('.opt-out-badge', { hasText: /^Nothing from Acme Partners/ });
    await muted.first().waitFor();
    expect(await muted.first().getAttribute('title')).toMatch(/^Chose in the app on /);
    // The member who texted STOP.
    await page.goto(`${CONSOLE_URL}/users?q=${emailOf((o) => o.source === 'sms')}`);
    const stop = page.locator('.opt-out-badge', { hasText: 'No SMS' }).first();
    await stop.waitFor();
    expect(await stop.getAttribute('title')).toMatch(/^Texted STOP on /);
    await snapshot(page, 'users-opt-outs-1280');

    const row = page.getByRole('row').filter({ has: stop });
    const name = (await row.getByRole('rowheader').locator('.user-name').innerText()).trim();
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: 'Opt-outs (2)' }).click();
    const dialog = page.getByRole('dialog', { name: `Opt-outs of ${name}` });
    await dialog.getByText(/^Texted STOP on /).waitFor();
    await dialog.getByText(/^Unsubscribed by email link on /).waitFor();
    expect(await dialog.innerText()).toContain('Only the member can change these');
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    await settled();
    await page.screenshot({ path: 'test-results/users-opt-outs-dialog-1280.png' });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 390, height: 844 });
    await stop.scrollIntoViewIfNeeded();
    await snapshot(page, 'users-opt-outs-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("names who opted out of SMS in compose's reach and its confirmation", async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('Shift swap');
    await page.getByLabel('Push message').fill('Swaps close on Friday');
    await page.getByLabel('Rich message').fill('<p>Swaps close on Friday.</p>');
    const channel = page.getByLabel('Channel', { exact: true });
    await channel.locator('option', { hasText: 'Acme Partners' }).waitFor({ state: 'attached' });
    await channel.selectOption({ label: 'Acme Partners' });
    const choices = page.getByRole('group', { name: 'How to reach them' });
    await choices.getByLabel('SMS only').check();

    const reach = page.getByRole('region', { name: 'Reach' });
    const optedOut = reach.getByText(/\d+ opted out of SMS/);
    await optedOut.waitFor();
    await snapshot(page, 'compose-opted-out-1280');
    const panelFigures = await reach.getByTestId('reach-summary').innerText();

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByText(/\d+ opted out of SMS/).waitFor();
    expect(await dialog.getByTestId('reach-summary').innerText()).toBe(panelFigures);
    await settled();
    await page.screenshot({ path: 'test-results/compose-opted-out-confirm-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await settled();
    await page.screenshot({ path: 'test-results/compose-opted-out-confirm-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
