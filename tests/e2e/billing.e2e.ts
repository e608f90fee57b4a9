import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(() => context.close());

async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** A company subscribing a customer: the API call its own app or site makes. */
async function subscribe(token: string, productID: string) {
  const response = await fetch(`${API_URL}/user/subscription`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      productID,
      contactName: 'Rosa Parks',
      clientName: 'Montgomery Local',
      email: 'rosa@montgomery.example',
    }),
  });
  expect(response.status).toBe(200);
}

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${API_URL}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

describe('billing on the local provider', () => {
  it('a platform admin creates a plan and a product, a company subscribes, the subscription shows its amount and is cancelled', async () => {
    const stamp = Date.now().toString(36);
    await signIn(page, 'super@tidings.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    // Acme chosen in the navbar: the organisation switcher keeps it in this cookie.
    await context.addCookies([{ name: 'companyID', value: 'acme', url: CONSOLE_URL }]);

    await page.goto(`${CONSOLE_URL}/priceplans`);
    await page
      .getByRole('table', { name: 'Price plans' })
      .getByRole('row', { name: /Growth/ })
      .waitFor();
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'billing-plans-1280');
    await page.getByRole('link', { name: 'New price plan' }).click();
    await page.getByLabel('Name', { exact: true }).fill(`Campus ${stamp}`);
    await page.getByLabel('Code', { exact: true }).fill(`campus-${stamp}`);
    await page.getByLabel('Amount', { exact: true }).fill('12.5');
    await page.getByRole('button', { name: 'Create price plan' }).click();
    await page.waitForURL(`${CONSOLE_URL}/priceplans`);
    await page
      .getByRole('row', { name: new RegExp(`Campus ${stamp}.*USD\\s12\\.50 monthly`) })
      .waitFor();

    await page.goto(`${CONSOLE_URL}/products/list/acme`);
    await page
      .getByRole('table', { name: 'Products' })
      .getByRole('row', { name: /Text alerts/ })
      .waitFor();
    await page.getByRole('link', { name: 'New product' }).click();
    await page.waitForURL(`${CONSOLE_URL}/products/create/acme`);
    await page.getByLabel('Product name').fill(`Campus app ${stamp}`);
    await page
      .getByLabel('Price plan')
      .selectOption({ label: `Campus ${stamp} (USD\u00a012.50 monthly)` });
    await page.getByLabel('Price name').fill('Campus monthly');
    await page.getByLabel('Amount', { exact: true }).fill('19.99');
    await page.getByLabel('Billed').selectOption('year');
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'billing-product-form-1280');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(`${CONSOLE_URL}/products/list/acme`);
    const productRow = page.getByRole('row', { name: new RegExp(`Campus app ${stamp}`) });
    await productRow.waitFor();
    expect(await productRow.innerText()).toContain('USD\u00a019.99 yearly');

    // Acme subscribes a customer to it.
    const acme = await tokenOf('admin@acme.test');
    const products = (await (
      await fetch(`${API_URL}/products/acme`, { headers: { authorization: `Bearer ${acme}` } })
    ).json()) as { data: { _id: string; product: string }[] };
    const product = products.data.find((item) => item.product === `Campus app ${stamp}`);
    if (!product) throw new Error('the new product is not listed');
    await subscribe(acme, product._id);

    await page.goto(`${CONSOLE_URL}/subscriptions`);
    await page.getByRole('table', { name: 'Subscriptions' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search subscriptions' }).fill(`Campus app ${stamp}`);
    const row = page.getByRole('row', { name: /Montgomery Local/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('USD\u00a019.99 yearly');
    expect(await seriousViolations()).toEqual([]);
    await snapshot(page, 'billing-subscriptions-1280');

    await page.getByRole('button', { name: 'Payments of Montgomery Local' }).click();
    const payments = page.getByRole('dialog', { name: /Payments of Montgomery Local/ });
    await payments.getByText('Paid').waitFor();
    await payments.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Cancel Montgomery Local' }).click();
    const confirm = page.getByRole('dialog', { name: /Cancel Montgomery Local/ });
    await confirm.getByRole('radio', { name: /Now/ }).check();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Cancelled').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('searchbox', { name: 'Search subscriptions' }).fill('');
    await page.getByRole('table', { name: 'Subscriptions' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await snapshot(page, 'billing-subscriptions-390');
  }, 120_000);
});
