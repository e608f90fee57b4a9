import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
  page = await context.newPage();
  await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

describe('an A/B test', () => {
  it('is composed with two variants, sent, and its result shown with the winner chosen', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title', { exact: true }).fill('Rota for next week');
    await page.getByLabel('Push message', { exact: true }).fill('The new rota is out');
    await page.getByLabel('Rich message').fill('<p>See the rota.</p>');
    await page.getByLabel('Test variants on a share of the audience first').check();
    const variantA = page.getByRole('group', { name: 'Variant A' });
    // Variant A starts as the message's own texts.
    expect(await variantA.getByLabel('Title').inputValue()).toBe('Rota for next week');
    const variantB = page.getByRole('group', { name: 'Variant B' });
    await variantB.getByLabel('Title').fill('Your shifts next week');
    await variantB.getByLabel('Push message').fill('Check your shifts now');
    await page.getByLabel('Share of the audience (%)').fill('50');
    await page.getByText('Let me choose').click();
    await snapshot(page, 'ab-test-compose-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'ab-test-compose-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Review and send' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send message' }).click();
    const link = page.getByRole('link', { name: 'See it in the message history' });
    await link.waitFor();
    await link.click();

    // The message's page says a test runs and leads to its result.
    await page.getByText('A/B test', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'See the result' }).click();
    await page.getByRole('heading', { name: 'A/B test result' }).waitFor();
    const cardB = page.locator('[aria-label="Variant B"]');
    await cardB.getByText('Your shifts next week').waitFor();
    await expect
      .poll(async () => (await page.getByRole('status').first().textContent()) ?? '', {
        timeout: 30_000,
      })
      .toMatch(/not meaningful yet|have not gone out yet/);
    await snapshot(page, 'ab-test-result-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await cardB.getByText('Your shifts next week').waitFor();
    await snapshot(page, 'ab-test-result-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The sender sends B to the rest.
    await page.getByRole('button', { name: 'Send B to the rest' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send B to the rest' }).click();
    await page.getByText('Winner', { exact: true }).waitFor();
    // Chosen once: no variant is offered any more.
    await expect
      .poll(() => page.getByRole('button', { name: /^Send [A-D] to the rest$/ }).count())
      .toBe(0);
    await page.getByRole('link', { name: 'The message to the rest of the audience' }).waitFor();
    await snapshot(page, 'ab-test-result-chosen-1280');
  }, 120_000);
});
