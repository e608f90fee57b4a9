import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

// An admin no other spec signs in as: setting up the app changes how they sign in.
const EMAIL = 'editor@acme.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** The app's code, `offsetSteps` 30-second steps from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

describe('an authenticator app', () => {
  it('is set up from the profile, then signs in with its code', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, EMAIL, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${CONSOLE_URL}/user/profile`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = page.getByTestId('authenticator-secret');
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await snapshot(page, 'authenticator-setup-1280');
    await page.getByLabel('Code from the app').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText(/10 of your recovery codes are left/).waitFor();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // Signed out, to the organisation's sign-in page.
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, EMAIL, DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    const code = page.getByRole('textbox', { name: 'Code' });
    await code.waitFor();
    await snapshot(page, 'authenticator-code-390');
    // The setup took this step's code: the next step's is within the window.
    await code.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await context.close();
  });
});
