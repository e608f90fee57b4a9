import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn } from './browser';

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

/** A mono 16-bit PCM WAV of a sine tone: `seconds` long at 22,050 samples a second. */
function toneWav(seconds: number): Buffer {
  const rate = 22_050;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2);
  }
  return wav;
}

const position = () => page.getByLabel('Position').getAttribute('aria-valuetext');

describe('uploads', () => {
  it('a company admin uploads an audio file with progress, pauses and resumes it, then plays, seeks, mutes and unmutes it', async () => {
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.goto(`${CONSOLE_URL}/upload-file/list?type=audio`);
    await page.getByRole('heading', { name: 'Wave Management' }).waitFor();
    await page.getByRole('link', { name: 'Upload Wave File' }).click();
    await page.getByRole('heading', { name: 'Upload Wave File' }).waitFor();

    // A slow connection, so the progress can be seen and the upload paused half-way.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 600 * 1024,
    });

    const wav = toneWav(60);
    await page
      .getByLabel('The audio file')
      .setInputFiles({ name: 'Harbour tone.wav', mimeType: 'audio/wav', buffer: wav });
    // The title starts from the file's name.
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Harbour tone');
    await page.getByLabel('Title').fill('Harbour meeting tone');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    const panel = page.getByRole('region', { name: 'Upload progress' });
    await panel.waitFor();
    await expect
      .poll(() => panel.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 15_000 })
      .not.toBe('0');
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toMatch(/^Paused \d+%$/);
    const paused = Number(await panel.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(paused).toBeLessThan(100);

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Resumed a moment later, as a person would: the server has let go of the cut-off request.
    await page.waitForTimeout(1500);
    await panel.getByRole('button', { name: 'Resume' }).click();

    // Done: the file's page opens with its player.
    await page.waitForURL(/\/upload-file\/edit\/[0-9a-f-]{36}\?type=audio$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Update Wave File' }).waitFor();
    await page.getByText('File uploaded.').waitFor();
    const player = page.getByRole('group', { name: 'Audio: Harbour meeting tone' });
    await player.waitFor();
    await expect.poll(position, { timeout: 15_000 }).toBe('0:00 of 1:00');

    // Play, then seek forward by keyboard.
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(position, { timeout: 10_000 }).not.toBe('0:00 of 1:00');
    await page.getByLabel('Position').focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(position).toMatch(/^0:(2\d|3\d) of 1:00$/);

    // Mute goes to 0 and back to the volume it left.
    const mute = player.getByRole('button', { name: 'Mute' });
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Volume').inputValue()).toBe('0');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByLabel('Volume').inputValue()).toBe('100');

    // The whole file arrived: its size is the WAV's, and the list shows it.
    await page
      .getByText(/^(\d+(\.\d)? MB)$/)
      .first()
      .waitFor();
    await page.goto(`${CONSOLE_URL}/upload-file/list?type=audio`);
    const row = page.getByRole('row', { name: /Harbour meeting tone/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Harbour tone.wav');
  });
});
