import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPeopleResponse, MessageBoardResponse } from '../../contract/messageBoard';
import type { MessageDetailResponse } from '../../contract/messages';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, 'channel@acme.test', DEMO_PASSWORD);
  await page.waitForURL(`${CONSOLE_URL}/dashboard`);
});
afterAll(() => browser.close());

/** An API read as the signed-in channel admin. */
async function apiGet<T>(path: string): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await page.request.get(`${API_URL}${path}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const detailOf = (id: string) =>
  apiGet<MessageDetailResponse['data']>(`/messages/acme/message/${id}?limit=100`);
const boardOf = (id: string) =>
  apiGet<MessageBoardResponse['data']>(`/messages/acme/message/${id}/board`);
const nonConfirmers = async (id: string) =>
  (await apiGet<BoardPeopleResponse['data']>(`/messages/acme/message/${id}/board/people?limit=100`))
    .people;

/** Who a receipt or a person on the board is, as both name them. */
const who = (name: string, email: string | null) => `${name} <${email ?? ''}>`;

async function seriousViolations(target: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: target })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * A recipient opens the message's link on a phone and confirms it; with `thenNo`, they answer
 * the question No afterwards (confirmed stays confirmed: docs/decisions.md).
 */
async function confirmOnPhone(receiptId: string, thenNo = false): Promise<void> {
  const recipient = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await recipient.newPage();
  await phone.goto(`${CONSOLE_URL}/m/${receiptId}`);
  await phone.getByRole('heading', { name: 'Rota change: please confirm' }).waitFor();
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await phone.getByText('You confirmed that you have read this message.').waitFor();
  if (thenNo) {
    await phone
      .getByRole('form', { name: 'Your answer' })
      .getByRole('button', { name: 'No' })
      .click();
    await phone.getByText('Your answer:').waitFor();
  }
  await recipient.close();
}

describe('the acknowledgement board', () => {
  it('shows who has not confirmed, and the follow-up reaches exactly them', async () => {
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);
    await page.getByLabel('Title').fill('Rota change: please confirm');
    await page.getByLabel('Push message').fill('Please confirm you have seen the new rota');
    await page.getByLabel('Rich message').fill('<p>The new rota starts <b>Monday</b>.</p>');
    await page.getByLabel('Ask recipients to confirm they have read it').check();
    await page.getByLabel('Ask for feedback (Yes or No, with a comment)').check();
    await page.getByRole('radiogroup', { name: 'Audience' }).getByText('Groups').click();
    await page.getByRole('checkbox', { name: /Night shift/ }).check();
    await expect
      .poll(() => page.getByRole('region', { name: 'Reach' }).textContent())
      .toMatch(/users? reached/);
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    const link = page.getByRole('link', { name: 'See it in the message history' });
    await link.waitFor();
    const messageId = ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

    // The fan-out runs in the background: wait until it has written every receipt.
    await expect
      .poll(async () => (await detailOf(messageId)).message.status, { timeout: 60_000 })
      .toBe(0);
    const sent = await detailOf(messageId);
    expect(sent.receipts.length).toBeGreaterThanOrEqual(3);
    const [first, second] = sent.receipts;
    if (!first || !second) throw new Error('too few receipts');
    await confirmOnPhone(first._id);
    // The second confirms, then answers No: still confirmed, so not followed up.
    await confirmOnPhone(second._id, true);
    expect((await boardOf(messageId)).totals).toMatchObject({
      total: sent.totalReceipts,
      confirmed: 2,
    });

    // From the history, the board of the message.
    await page.goto(`${CONSOLE_URL}/messages/history`);
    await page
      .getByRole('row', { name: /Rota change: please confirm/ })
      .first()
      .getByRole('link', { name: 'Acknowledgement board of Rota change: please confirm' })
      .click();
    await page.getByRole('heading', { name: 'Acknowledgement board' }).waitFor();
    const counts = page.getByRole('list', { name: 'Acknowledgement counts' });
    const total = sent.totalReceipts;
    await expect.poll(() => counts.textContent()).toContain('2Confirmed');
    await expect.poll(() => counts.textContent()).toContain(`${total - 2}Not opened`);
    const people = page.getByRole('table', { name: 'Recipients who have not confirmed' });
    await expect.poll(async () => (await people.getByRole('row').count()) - 1).toBe(total - 2);
    for (const receipt of [first, second])
      expect(await people.textContent()).not.toContain(receipt.userInfo.email ?? '\u0000');
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'acknowledgement-board-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(
      () => (document.querySelector('.app-sidebar')?.getBoundingClientRect().right ?? 0) <= 0,
    );
    await snapshot(page, 'acknowledgement-board-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    const waiting = (await nonConfirmers(messageId)).map((p) => who(p.fullName, p.email)).sort();
    expect(waiting).toHaveLength(total - 2);

    await page
      .getByRole('button', { name: `Follow up with ${total - 2} who have not confirmed` })
      .click();
    const followUpDialog = page.getByRole('dialog', { name: 'Send a follow-up' });
    await followUpDialog.getByLabel('Title').fill('Last call: the new rota');
    await followUpDialog.getByRole('button', { name: 'Send follow-up' }).click();
    await followUpDialog.waitFor({ state: 'detached' });
    const followUpLink = page.getByRole('link', { name: 'Last call: the new rota' });
    await followUpLink.waitFor();
    const followUpId = ((await followUpLink.getAttribute('href')) ?? '').split('/').at(-1) ?? '';

    await expect
      .poll(async () => (await detailOf(followUpId)).message.status, { timeout: 60_000 })
      .toBe(0);
    const followUp = await detailOf(followUpId);
    const reached = followUp.receipts.map((r) => who(r.userInfo.fullName, r.userInfo.email)).sort();
    expect(reached).toEqual(waiting);

    // The follow-up names the message it follows up.
    await followUpLink.click();
    await page.getByRole('heading', { name: 'Last call: the new rota' }).waitFor();
    await page.getByRole('link', { name: 'Rota change: please confirm' }).waitFor();
  });
});
