import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

/**
 * Rich push in the browser against the demo: an admin composes a push with an image and two
 * buttons, sees them in the phone preview, sends it, and finds them in the message details. The
 * image's https address is answered by the page's route (this network reaches no CDN).
 */
const IMAGE = 'https://images.tidings.test/ballot.png';
const BANNER = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300">
  <rect width="600" height="300" fill="#2f6f9f"/>
  <text x="300" y="170" font-size="56" text-anchor="middle" fill="#fff">Ballot open</text>
</svg>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route(`${IMAGE}*`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: BANNER }),
  );
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

describe('rich push', () => {
  it('composes a push with an image and two buttons, previews, sends and shows them', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('Ballot open');
    await page.getByLabel('Push message').fill('Vote before Friday');
    await page.getByLabel('Rich message').fill('<p>The ballot closes on Friday.</p>');
    await page.getByLabel('Image address').fill(IMAGE);
    await page.getByRole('button', { name: 'Add a button' }).click();
    await page.getByLabel('Button 1 label').fill('Vote now');
    await page.getByLabel('Button 1 link').fill('https://union.tidings.test/vote');
    await page.getByRole('button', { name: 'Add a button' }).click();
    await page.getByLabel('Button 2 label').fill('Open ballot');
    await page.getByLabel('Button 2 link').fill('acmeunion://ballot/7');
    const channel = page.getByLabel('Channel', { exact: true });
    await channel.locator('option', { hasText: 'Acme News' }).waitFor({ state: 'attached' });
    await channel.selectOption({ label: 'Acme News' });

    const push = page.getByRole('region', { name: 'Push notification' });
    const image = push.getByRole('img', { name: 'Push image' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(IMAGE);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await push.getByRole('list', { name: 'Push buttons' }).innerText()).toMatch(
      /Vote now\s+Open ballot/,
    );
    await snapshot(page, 'rich-push-compose-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'rich-push-compose-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('link', { name: 'See it in the message history' }).click();
    await page.getByRole('heading', { name: 'Ballot open', level: 1 }).waitFor();

    const shown = page.getByRole('img', { name: 'Push image' });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toBe(IMAGE);
    const buttons = page.getByRole('list', { name: 'Push buttons' });
    expect(await buttons.getByRole('listitem').allInnerTexts()).toEqual([
      'Vote now: https://union.tidings.test/vote',
      'Open ballot: acmeunion://ballot/7',
    ]);
    await snapshot(page, 'rich-push-details-1280');
  });

  it('says in the form that a javascript: button link is refused', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByRole('button', { name: 'Add a button' }).click();
    await page.getByLabel('Button 1 label').fill('Run');
    await page.getByLabel('Button 1 link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Review and send' }).click();
    await page
      .getByText(
        "Enter a link starting with https:// or the app's own scheme (such as acmeunion://).",
      )
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
