import { chromium, type Browser, type Page } from 'playwright-core';
import { watchBrowser } from './journal';

export const CONSOLE_URL = process.env.E2E_CONSOLE_URL ?? 'http://localhost:3300';
export const API_URL = process.env.E2E_API_URL ?? 'http://localhost:4300';
export const DEMO_PASSWORD = 'Tidings-demo-1';

/** The flags this closed network needs (no background fetches). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, its pages watched for a failed spec's report (tests/e2e/journal.ts). */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return watchBrowser(browser);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${CONSOLE_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Screenshots land in test-results/ so a person can look at each screen. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}
