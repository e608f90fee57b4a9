import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider } from '../oidc/localOidcProvider';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let idp: Awaited<ReturnType<typeof startLocalOidcProvider>>;
const CLIENT = { clientId: 'tidings-globex', clientSecret: 'globex-e2e-client-secret-41d8' };

beforeAll(async () => {
  browser = await launchChromium();
  idp = await startLocalOidcProvider([{ ...CLIENT, redirectUri: `${API_URL}/auth/sso/callback` }]);
});
afterAll(async () => {
  await browser.close();
  await idp.stop();
});

describe('single sign-on', () => {
  it('is set up in Company Settings, then signs an admin in through the provider', async () => {
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await admin.newPage();
    await signIn(page, 'admin@globex.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/settings`);
    const section = page.getByRole('region', { name: 'Single sign-on' });
    await section.getByLabel('Issuer').fill(idp.issuer);
    await section.getByLabel('Client ID').fill(CLIENT.clientId);
    await section.getByLabel('Client secret').fill(CLIENT.clientSecret);
    await section.getByLabel('Offered').check();
    expect(await section.getByLabel('Redirect URI to register at your provider').inputValue()).toBe(
      `${API_URL}/auth/sso/callback`,
    );
    await section.getByRole('button', { name: 'Save single sign-on' }).click();
    await section.getByText('Stored, ending in …41d8').waitFor();
    await section.scrollIntoViewIfNeeded();
    await snapshot(page, 'company-settings-sso-1280');
    await admin.close();

    // Signed out, on the organization's login page: the provider's button, then its sign-in.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await visitor.newPage();
    await login.goto(`${CONSOLE_URL}/globex`);
    const button = login.getByRole('link', { name: 'Sign in with single sign-on' });
    await button.waitFor();
    await snapshot(login, 'company-login-sso-1280');
    await login.setViewportSize({ width: 390, height: 844 });
    await snapshot(login, 'company-login-sso-390');
    await button.click();
    await login.waitForURL(`${idp.issuer}/**`);
    await login.locator('input[name="login"]').fill('admin@globex.test');
    await login.locator('input[name="password"]').fill('any');
    await login.getByRole('button', { name: 'Sign-in' }).click();
    await login.getByRole('button', { name: 'Continue' }).click();
    await login.waitForURL(`${CONSOLE_URL}/dashboard`);
    // Signed in as the provider's admin: the dashboard shows the organisation's counts, and the
    // session is the console's own (no embedded mode).
    await login.getByText('Subscribers', { exact: false }).first().waitFor();
    expect(new URL(login.url()).search).not.toContain('autoLogin');
    expect((await visitor.cookies()).map((cookie) => cookie.name)).toContain('user-token');
    await snapshot(login, 'dashboard-after-sso-390');
    await visitor.close();
  }, 60_000);
});
