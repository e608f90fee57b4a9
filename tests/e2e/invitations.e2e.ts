import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';
import { mailTo } from './mail';

const INVITEE = 'nia.newcomer@example.com';
const INVITEE_PASSWORD = 'Newcomer-pass-1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The server's CONSOLE_URL may name another port than this run's console: keep the path. */
const onThisConsole = (url: string) => `${CONSOLE_URL}${new URL(url).pathname}`;

describe('channel invitation links', () => {
  it('an admin makes a link; a newcomer registers through it, confirms and signs in as channel admin', async () => {
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@acme.test', DEMO_PASSWORD);
    await admin.waitForURL(`${CONSOLE_URL}/dashboard`);
    await admin.goto(`${CONSOLE_URL}/other-settings/invitation-links`);
    await admin.getByRole('heading', { name: 'Invitation links', exact: true }).waitFor();

    await admin.getByRole('button', { name: 'New link' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New invitation link' });
    await dialog.getByLabel('Channel').selectOption({ label: 'Acme Community' });
    await dialog.getByLabel('Valid for (days)').fill('14');
    await dialog.getByLabel('A number of registrations').check();
    await dialog.getByLabel('How many people may register').fill('3');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = admin.getByRole('row', { name: /Acme Community/ }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('0 of 3');
    const url = await row.locator('code').innerText();
    expect(url).toMatch(/\/acme\/[\w-]{43}$/);

    // The QR code previews and downloads.
    await row.getByRole('button', { name: /QR code of the link/ }).click();
    const qr = admin.getByRole('dialog', { name: /QR code for Acme Community/ });
    await qr.getByRole('img', { name: /QR code of the invitation/ }).waitFor();
    const download = admin.waitForEvent('download');
    await qr.getByRole('button', { name: 'Download the QR code as PNG' }).click();
    expect((await download).suggestedFilename()).toMatch(/^invitation-.+\.png$/);
    await snapshot(admin, 'invitations-qr-1280');
    await qr.getByRole('button', { name: 'Close' }).click();
    await snapshot(admin, 'invitations-list-1280');

    // A newcomer opens the link on a phone, in a browser of its own.
    const newcomerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await newcomerContext.newPage();
    await phone.goto(onThisConsole(url));
    await phone.getByRole('heading', { name: 'Join Acme Community' }).waitFor();
    expect(
      await phone.getByText('You will become: Channel admin of Acme Community').isVisible(),
    ).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await snapshot(phone, 'invitations-register-390');

    // Bad input is refused in the form first.
    await phone.getByRole('button', { name: 'Register' }).click();
    await phone.getByText('Enter your first name.').waitFor();

    await phone.getByLabel('First name').fill('Nia');
    await phone.getByLabel('Last name').fill('Newcomer');
    await phone.getByLabel('Email').fill(INVITEE);
    await phone.getByLabel('Password', { exact: true }).fill(INVITEE_PASSWORD);
    await phone.getByLabel('Confirm password').fill(INVITEE_PASSWORD);
    await phone.getByRole('button', { name: 'Register' }).click();
    await phone.getByRole('heading', { name: 'Check your email' }).waitFor();
    await snapshot(phone, 'invitations-check-email-390');

    const mail = await mailTo(INVITEE);
    const confirmUrl = /https?:\/\/\S+\/confirm/.exec(mail)?.[0];
    expect(confirmUrl).toBeTruthy();
    await phone.goto(onThisConsole(confirmUrl ?? ''));
    await phone.getByRole('heading', { name: 'Your account is confirmed' }).waitFor();
    await snapshot(phone, 'invitations-confirmed-390');

    await phone.getByRole('link', { name: 'Sign in' }).click();
    await phone.getByLabel('Email').fill(INVITEE);
    await phone.getByLabel('Password').fill(INVITEE_PASSWORD);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.waitForURL(`${CONSOLE_URL}/dashboard`);
    // A channel admin's navbar names its channel.
    await phone.getByText('Acme Community').first().waitFor();
    await newcomerContext.close();

    // The admin's list counts one open and one registration.
    await admin.reload();
    const counted = admin.getByRole('row', { name: /Acme Community/ }).first();
    await counted.waitFor();
    const cells = await counted.getByRole('cell').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining(['1 of 3', '1', '1']));

    // The funnel shows one invited (opened), registered, confirmed and active in the console.
    await admin.getByRole('link', { name: 'Funnel' }).click();
    await admin.getByRole('heading', { name: 'Invitation funnel' }).waitFor();
    await admin.getByLabel('Channel').selectOption({ label: 'Acme Community' });
    const linkRow = admin.getByRole('row', { name: /Acme Community/ });
    await linkRow.waitFor();
    for (const step of ['opened', 'registered', 'confirmed', 'active']) {
      expect(await admin.getByTestId(`funnel-${step}`).innerText()).toBe('1');
    }
    expect(await linkRow.getByRole('cell').allInnerTexts()).toEqual(['1', '0', '1', '1', '1']);
    await admin.getByRole('img', { name: /Invitation funnel per week/ }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await snapshot(admin, 'invitations-funnel-1280');
    const csv = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    expect((await csv).suggestedFilename()).toMatch(/^invitation-funnel-.+\.csv$/);
    // On a phone: loaded at that width, as a phone would.
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload();
    await admin.getByRole('img', { name: /Invitation funnel per week/ }).waitFor();
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await snapshot(admin, 'invitations-funnel-390');
    await adminContext.close();
  });

  it('says clearly when a link was withdrawn, and fits a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${CONSOLE_URL}/acme/demo-acme-news-invitation-revoked-0002`);
    await page.getByRole('heading', { name: 'This invitation does not work' }).waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('withdrawn');
    expect(
      await page.getByText('Ask the admin who sent it for a new invitation link.').count(),
    ).toBe(1);
    await snapshot(page, 'invitations-revoked-390');
    await context.close();
  });
});
