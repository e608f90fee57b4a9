import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/**
 * Compose's delivery choice and reach, in the browser against the demo: acme's groups are drawn
 * from all its members, about half of whom follow each channel, so 'Shop stewards' holds members
 * who do not follow Acme News.
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

const NOT_FOLLOWING = /^\d+ members? of Shop stewards (do|does) not follow Acme News\.$/;

describe('compose', () => {
  it('names a group that does not follow the channel before sending', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('Branch meeting');
    await page.getByLabel('Push message').fill('The branch meets on Thursday');
    await page.getByLabel('Rich message').fill('<p>Thursday, 7 pm.</p>');
    const channel = page.getByLabel('Channel', { exact: true });
    await channel.locator('option', { hasText: 'Acme News' }).waitFor({ state: 'attached' });
    await channel.selectOption({ label: 'Acme News' });
    await page.getByRole('radiogroup', { name: 'Audience' }).getByText('Groups').click();
    await page.getByRole('checkbox', { name: /Shop stewards/ }).check();

    const reach = page.getByRole('region', { name: 'Reach' });
    const panelLine = reach.getByText(NOT_FOLLOWING);
    await panelLine.waitFor();
    const panelFigures = await reach.getByTestId('reach-summary').innerText();
    expect(panelFigures).toMatch(/\d+ users? reached · \d+ not reachable/);

    // Each delivery choice says whom it reaches and what it costs in text credits.
    const choices = page.getByRole('group', { name: 'How to reach them' });
    await expect
      .poll(() => choices.innerText())
      .toMatch(/Push only\s+Only app users; members without the app get nothing\. Reaches \d+/);
    await snapshot(page, 'compose-delivery-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'compose-delivery-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await choices.getByLabel('Push only').check();
    // The count of the new choice has come back (the debounce, then the request).
    await page.waitForTimeout(500);
    await reach.getByLabel('Counting…').waitFor({ state: 'hidden' });
    const pushOnly = await reach.getByTestId('reach-summary').innerText();

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByText(NOT_FOLLOWING).waitFor();
    expect(await dialog.getByTestId('reach-summary').innerText()).toBe(pushOnly);
    await expect.poll(() => dialog.innerText()).toContain('Push only');
    await snapshot(page, 'compose-confirm-1280');
    await dialog.getByRole('button', { name: 'Send message' }).click();

    const link = page.getByRole('link', { name: 'See it in the message history' });
    await link.click();
    await page.getByRole('heading', { name: 'Branch meeting' }).waitFor();
    await page
      .getByText(
        /members? of Shop stewards (do|does) not follow Acme News, so it did not reach them\./,
      )
      .waitFor();
  });

  it('catches a link that is not https and a past date in the form', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Link (optional)').fill('http://example.com/minutes');
    await page.getByRole('radiogroup', { name: 'When' }).getByText('Once').click();
    await page.getByLabel('Date', { exact: true }).fill('2020-01-01');
    await page.getByLabel('Time', { exact: true }).fill('09:00');
    await page.getByRole('button', { name: 'Review and schedule' }).click();
    await page
      .getByText('Enter a web address starting with https:// (http:// is not accepted).')
      .waitFor();
    await page.getByText('This date and time are already past: choose a later one.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
