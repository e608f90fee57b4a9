import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';
import { mailTo } from './mail';
import { smsTo } from './sms';

let browser: Browser;
let admin: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await admin.newPage();
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(async () => {
  await admin.close();
  await browser.close();
});

/** A phone's browser, with nobody signed in. */
async function onAPhone(): Promise<{ context: BrowserContext; phone: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return { context, phone: await context.newPage() };
}

const noSideScroll = (on: Page) =>
  on.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('SMS sign-up', () => {
  it('an admin texts a sign-up link; the member signs up on a phone and shows as registered', async () => {
    await page.goto(`${CONSOLE_URL}/users?type=unregistered`);
    await page.getByRole('heading', { name: 'App users', exact: true }).waitFor();
    const first = page.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
    await first.waitFor();
    const label = (await first.getAttribute('aria-label')) ?? '';
    const chosen = label.replace(/^Select /, '');
    await first.check();
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('link', { name: 'Send sign-up SMS' })
      .click();
    await page.getByRole('heading', { name: 'Send sign-up links' }).waitFor();
    const sentAfter = Date.now();
    await page.getByRole('button', { name: 'Send 1 text' }).click();
    await page.getByRole('heading', { name: '1 sign-up link sent' }).waitFor();
    await snapshot(page, 'sms-signup-sent');

    const text = await smsTo(null, /\/acme\/register\/sms\//, 20_000, sentAfter);
    const link = /https?:\/\/\S+\/register\/sms\/[A-Za-z0-9_-]+/.exec(text.body)?.[0] ?? '';
    expect(link.startsWith(CONSOLE_URL)).toBe(true);
    expect(text.body).toContain('Acme');

    const { context, phone } = await onAPhone();
    await phone.goto(link);
    await phone.getByRole('heading', { name: /^Welcome/ }).waitFor();
    expect(await phone.getByText(/We texted this link to/).innerText()).toContain('••••');
    expect(await noSideScroll(phone)).toBe(true);
    await phone.getByRole('link', { name: 'Open in the app' }).waitFor();
    const form = phone.getByRole('form', { name: 'Your details' });
    // Bad input is refused field by field, before anything is sent.
    await form.getByLabel('Email').fill('not an email');
    await form.getByRole('button', { name: 'Complete sign-up' }).click();
    await expect.poll(() => form.getByText('Enter a valid email address.').isVisible()).toBe(true);
    const lastName = `Signup${String(Date.now()).slice(-6)}`;
    await form.getByLabel('First name').fill('Rosa');
    await form.getByLabel('Last name').fill(lastName);
    await form.getByLabel('Email').fill(`${lastName.toLowerCase()}@members.example`);
    await form.getByLabel('Zip code').fill('94110');
    await snapshot(phone, 'sms-signup-form-390');
    await form.getByRole('button', { name: 'Complete sign-up' }).click();
    await phone.getByRole('heading', { name: "You're signed up, Rosa!" }).waitFor();
    await snapshot(phone, 'sms-signup-done-390');

    // The link works once.
    await phone.reload();
    await phone.getByRole('heading', { name: 'You are already signed up' }).waitFor();
    await context.close();

    // The member is registered in the users list, under the name given.
    await page.goto(`${CONSOLE_URL}/users?q=${lastName}`);
    const row = page.getByRole('row', { name: new RegExp(lastName) });
    await row.waitFor();
    expect(await row.innerText()).not.toContain('Unregistered');
    expect(chosen).not.toBe('');
  });
});

describe('sending email verification', () => {
  it('an admin sets the address, the link confirms it once, and the settings show it verified', async () => {
    const address = `news${String(Date.now()).slice(-6)}@acme.test`;
    await page.goto(`${CONSOLE_URL}/settings`);
    await page.getByRole('link', { name: 'Sending email' }).click();
    await page.getByRole('heading', { name: 'Sending email' }).waitFor();
    await page.getByLabel('Send email from').fill(address);
    await page.getByRole('button', { name: 'Send verification' }).click();
    await page.getByText('Waiting for verification').waitFor();

    const mail = await mailTo(address);
    const link = /https?:\/\/\S+\/verify-sending-email\/[0-9a-f-]{36}/.exec(mail)?.[0] ?? '';
    expect(link.startsWith(`${CONSOLE_URL}/acme/verify-sending-email/`)).toBe(true);

    const { context, phone } = await onAPhone();
    await phone.goto(link);
    await phone.getByRole('heading', { name: 'Email address verified' }).waitFor();
    expect(await phone.getByRole('status').innerText()).toContain(address);
    expect(await noSideScroll(phone)).toBe(true);
    await snapshot(phone, 'verify-sending-email-390');
    await phone.reload();
    await phone.getByRole('heading', { name: 'This address is already verified' }).waitFor();
    await context.close();

    await page.reload();
    await page.getByText('Verified', { exact: true }).waitFor();
  });
});

describe('the app links page', () => {
  it("shows a company's links to a browser without the app", async () => {
    const { context, phone } = await onAPhone();
    await phone.goto(`${CONSOLE_URL}/app-links-preview?company=acme`);
    await phone.getByRole('heading', { name: 'App links' }).waitFor();
    expect(await phone.getByRole('link').count()).toBeGreaterThan(0);
    expect(await noSideScroll(phone)).toBe(true);
    await snapshot(phone, 'app-links-390');
    await context.close();
  });
});
