import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';
import { smsTo } from './sms';

/**
 * A personal message in the browser against the demo: compose previews it as three members of
 * the audience, names a merge field members do not have, and each member's text arrives written
 * for them (the Twilio look-alike keeps the texts).
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

describe('a personal message', () => {
  it('is previewed as three members and reaches each written for them', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    const channel = page.getByLabel('Channel', { exact: true });
    // Acme Partners texts members without the app.
    await channel.locator('option', { hasText: 'Acme Partners' }).waitFor({ state: 'attached' });
    await channel.selectOption({ label: 'Acme Partners' });
    await page.getByLabel('Title').fill('Steward rota');

    // A typo is named before sending.
    await page.getByLabel('Push message').fill('Hi {{ frstname }}');
    await page
      .getByRole('alert')
      .getByText(/\{\{ frstname \}\}/)
      .waitFor();

    await page.getByLabel('Push message').fill('');
    await page.getByLabel('Push message').click();
    await page.getByRole('button', { name: 'Insert a merge field' }).click();
    await page.getByRole('button', { name: /First name/ }).click();
    await page.getByLabel('Push message').press('End');
    await page.getByLabel('Push message').pressSequentially(', your rota for Thursday is out');
    await expect
      .poll(() => page.getByLabel('Push message').inputValue())
      .toBe('{{ firstname }}, your rota for Thursday is out');
    await page.getByLabel('Rich message').fill('<p>Dear {{ firstname | default: "member" }},</p>');

    const chooser = page.getByRole('radiogroup', { name: 'Preview as' });
    await expect.poll(() => chooser.getByRole('radio').count()).toBe(3);
    const push = page
      .getByRole('figure', { name: 'Preview on a phone' })
      .getByRole('region', { name: 'Push notification' });
    const first = await push.innerText();
    await chooser.locator('label').nth(1).click();
    await expect.poll(() => push.innerText()).not.toBe(first);
    expect(await push.innerText()).not.toContain('{{');
    await snapshot(page, 'compose-personal-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    // Below 1200 px the side menu becomes a drawer and slides out of view.
    await page.waitForFunction(
      () => (document.querySelector('.app-sidebar')?.getBoundingClientRect().right ?? 0) <= 0,
    );
    await snapshot(page, 'compose-personal-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Sent to a small group, by text, so the texts can be read back.
    await page.getByRole('radiogroup', { name: 'Audience' }).getByText('Groups').click();
    await page.getByRole('checkbox', { name: /Shop stewards/ }).check();
    await page.getByRole('group', { name: 'How to reach them' }).getByLabel('SMS only').check();
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('link', { name: 'See it in the message history' }).waitFor();

    // Two texts of this send, each with its own member's name, none with a merge field left.
    const one = await smsTo(null, /, your rota for Thursday is out/);
    expect(one.body).not.toContain('{{');
    const name = one.body.split(',')[0] ?? '';
    const other = await smsTo(null, new RegExp(`^(?!${name},).+, your rota for Thursday is out`));
    expect(other.to).not.toBe(one.to);
    expect(other.body).not.toContain('{{');
  });

  it('is written in a second language for the members who read it', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    const channel = page.getByLabel('Channel', { exact: true });
    await channel.locator('option', { hasText: 'Acme News' }).waitFor({ state: 'attached' });
    await channel.selectOption({ label: 'Acme News' });
    await page.getByLabel('Title').fill('Branch meeting');
    await page.getByLabel('Push message').fill('Hi {{ firstname }}, the branch meets on Thursday');
    // The demo's members read English, Spanish, Polish and Arabic: compose says who lacks a text.
    await page.getByText(/No version yet for .*reads? Spanish/).waitFor();
    await page.getByRole('button', { name: 'Add a language' }).click();
    await page.getByRole('button', { name: /^Spanish/ }).click();
    const spanish = page.getByRole('tabpanel', { name: 'Spanish text' });
    await spanish.getByLabel('Title').fill('Reunión de la sección');
    await spanish
      .getByLabel('Push message')
      .fill('Hola {{ firstname }}, la sección se reúne el jueves');
    await expect.poll(() => page.getByText(/No version yet/).innerText()).not.toContain('Spanish');
    await snapshot(page, 'compose-languages-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(
      () => (document.querySelector('.app-sidebar')?.getBoundingClientRect().right ?? 0) <= 0,
    );
    await snapshot(page, 'compose-languages-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
