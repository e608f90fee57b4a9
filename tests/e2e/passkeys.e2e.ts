import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleAdmin } from '../../server/modules/auth/testKit';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';
import { startOwnApi, type OwnApi } from './ownApi';

/*
 * Passkeys in Chromium, with its virtual authenticator standing in for a phone's or a laptop's
 * (CDP's WebAuthn domain): one is added from the profile, then asked for after the password,
 * then signs in alone. A passkey changes how its admin signs in, so the admin is this spec's
 * own, on an API of its own.
 */

const EMAIL = 'passkey.e2e@acme.test';

let api: OwnApi;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let authenticatorId = '';

beforeAll(async () => {
  api = await startOwnApi((db) =>
    createRoleAdmin(db, {
      email: EMAIL,
      company: 'acme',
      roleID: 'passkey-e2e',
      keys: ['messages', 'userList'],
    }).then(() => undefined),
  );
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await api.serve(context);
  page = await context.newPage();
  cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  // A platform authenticator that keeps discoverable credentials and verifies its user.
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
}, 120_000);

afterAll(async () => {
  await context.close();
  await browser.close();
  await api.close();
});

/** How many times the virtual authenticator has signed with the passkey (it counts creation too). */
async function signatures(): Promise<number> {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials[0]?.signCount ?? 0;
}

async function signOut(): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}

describe('a passkey', () => {
  it('is added from the profile', async () => {
    await signIn(page, EMAIL, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${CONSOLE_URL}/user/profile`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Work laptop');
    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Add passkey' }).click();
    await page.getByText('Passkey added.').waitFor();
    await page.getByText('Work laptop').waitFor();
    await snapshot(page, 'passkeys-profile-1280');

    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    expect(credentials[0]?.rpId).toBe(new URL(CONSOLE_URL).hostname);
  });

  it('is asked for after the password, and finishes the sign-in', async () => {
    await signOut();
    await page.setViewportSize({ width: 390, height: 844 });
    const before = await signatures();
    await signIn(page, EMAIL, DEMO_PASSWORD);
    // The step opens the browser's prompt by itself; the virtual authenticator answers it.
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(await signatures()).toBe(before + 1);
  });

  it('signs in alone, in the password’s place', async () => {
    await signOut();
    await page.goto(`${CONSOLE_URL}/login`);
    await snapshot(page, 'passkeys-login-390');
    const before = await signatures();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // Signed in: the shell and its account menu, the session's own.
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    await snapshot(page, 'passkeys-signed-in-390');
    expect(await signatures()).toBe(before + 1);
  });

  it('goes when an administrator resets the admin’s two-factor sign-in', async () => {
    await signOut();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${CONSOLE_URL}/user/admins`);
    await page.getByRole('button', { name: 'Reset two-factor sign-in for Nora Narrow' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Reset two-factor sign-in for ${EMAIL}?`).waitFor();
    await snapshot(page, 'two-factor-reset-1280');
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await page.getByText(`Two-factor sign-in is reset for ${EMAIL}.`).waitFor();

    await signOut();
    const before = await signatures();
    await signIn(page, EMAIL, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // The password alone signed in: the passkey was not asked for.
    expect(await signatures()).toBe(before);
  });
});
