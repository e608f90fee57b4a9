import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/**
 * A saved segment as the audience, in the browser against the demo: the users page's filter
 * saved as a segment, narrowed in the Segments page to members who have not confirmed anything
 * in 30 days, a message composed to it and sent, its detail naming the segment with the count
 * the send reached, and the send on the analytics page (docs/decisions.md, "Segments as the
 * audience").
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

/** The organisation's messages sent and recipients as the analytics page's tiles show them. */
async function analyticsTotals(): Promise<{ sends: number; recipients: number }> {
  await page.goto(`${CONSOLE_URL}/analytics`);
  await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
  const tile = (label: string) =>
    page.locator('.analytics-tiles .card', { hasText: label }).locator('dd.h4');
  await tile('Recipients').waitFor();
  const read = async (label: string) =>
    Number(((await tile(label).textContent()) ?? '').replace(/\D/g, ''));
  return { sends: await read('Messages sent'), recipients: await read('Recipients') };
}

describe('a saved segment as the audience', () => {
  const name = `Active Android members ${Date.now()}`;

  it('saves the users page filter as a segment and filters the list by it', async () => {
    await page.goto(`${CONSOLE_URL}/users?status=active&platform=android`);
    await page.getByRole('table', { name: 'App users' }).waitFor();
    await page.getByRole('button', { name: 'Save as segment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as segment' });
    await dialog.getByText('Status: Active').waitFor();
    await dialog.getByText('Platform: Android').waitFor();
    await dialog.getByLabel('Name').fill(name);
    await snapshot(page, 'users-save-segment-1280');
    await dialog.getByRole('button', { name: 'Save segment' }).click();
    await dialog.getByText(`Saved “${name}”`, { exact: false }).waitFor();
    const href = await dialog.getByRole('link', { name: 'Open the segment' }).getAttribute('href');
    expect(href).toMatch(/^\/segments\/[0-9a-f-]{36}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // In the Segments page: and has not confirmed anything in the last 30 days.
    await page.goto(`${CONSOLE_URL}${href ?? ''}`);
    const liveCount = page.getByTestId('segment-live-count');
    await liveCount.getByText(/members? now/).waitFor();
    const conditions = await page.getByLabel('Condition', { exact: true }).count();
    await page.getByRole('button', { name: 'Add condition', exact: true }).click();
    await page.getByLabel('Condition', { exact: true }).nth(conditions).selectOption('engagement');
    await page.getByLabel('What the member did').selectOption('confirmed');
    await page.getByLabel('Within the last days').fill('30');
    await page.getByLabel('Is or is not', { exact: true }).nth(conditions).selectOption('not');
    await liveCount.getByText(/members? now/).waitFor();
    await snapshot(page, 'segment-not-confirmed-1280');
    await page.getByRole('button', { name: 'Save segment' }).click();
    await page.waitForURL(`${CONSOLE_URL}/segments`);

    // The list narrowed by the new segment alone holds only active Android members.
    await page.goto(`${CONSOLE_URL}/users`);
    const segment = page.getByRole('combobox', { name: 'Segment' });
    await segment.locator('option', { hasText: name }).waitFor({ state: 'attached' });
    const value = await segment.locator('option', { hasText: name }).getAttribute('value');
    await segment.selectOption(value ?? '');
    await page.waitForURL(/[?&]segment=/);
    const table = page.getByRole('table', { name: 'App users' });
    // The unfiltered rows stay on screen until the segment's page arrives, so wait for it.
    await expect
      .poll(async () => {
        const rows = await table.locator('tbody tr').allInnerTexts();
        return rows.length > 0 && rows.every((row) => /Android/i.test(row));
      })
      .toBe(true);
    await snapshot(page, 'users-segment-filter-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'users-segment-filter-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('sends a message to the segment, shows the segment with the count it reached, and counts it in analytics', async () => {
    const before = await analyticsTotals();
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('We miss you');
    await page.getByLabel('Push message').fill('Open the app to see what is new');
    await page.getByLabel('Rich message').fill('<p>News for you.</p>');
    // The organisation's default channel: five of the segment's eleven demo members follow it,
    // where Acme News has one, whom any confirmation elsewhere in the run takes out of the segment.
    const channel = page.getByLabel('Channel', { exact: true });
    await channel
      .locator('option', { hasText: 'Acme Announcements' })
      .waitFor({ state: 'attached' });
    await channel.selectOption({ label: 'Acme Announcements' });
    await page.getByRole('radiogroup', { name: 'Audience' }).getByText('A saved segment').click();
    const picker = page.getByRole('combobox', { name: 'Saved segment' });
    const option = picker.locator('option', { hasText: name });
    await option.waitFor({ state: 'attached' });
    await picker.selectOption((await option.getAttribute('value')) ?? '');
    const reach = page.getByRole('region', { name: 'Reach' });
    await reach.getByText(/\d+ users? reached/).waitFor();
    await snapshot(page, 'compose-segment-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'compose-segment-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByText('The members of the chosen saved segment').waitFor();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('link', { name: 'See it in the message history' }).click();
    await page.getByRole('heading', { name: 'We miss you' }).waitFor();

    // Once the engine has sent it, the detail says how many the segment reached.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'We miss you' }).waitFor();
          return page.getByText(/^Segment: /).innerText();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toMatch(new RegExp(`^Segment: ${name} — reached [1-9][\\d,]*$`));
    await snapshot(page, 'message-detail-segment-1280');
    const reached = Number(
      (await page.getByText(/^Segment: /).innerText())
        .replace(/^.* reached /, '')
        .replace(/,/g, ''),
    );

    // The analytics page counts the send and the members it reached among the organisation's.
    const after = await analyticsTotals();
    expect(after.sends).toBeGreaterThanOrEqual(before.sends + 1);
    expect(after.recipients).toBeGreaterThanOrEqual(before.recipients + reached);
    await snapshot(page, 'analytics-after-segment-send-1280');
  });
});
