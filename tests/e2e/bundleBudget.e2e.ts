import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_URL, launchChromium } from './browser';

/**
 * What the browser downloads, measured in Chromium (every script /login fetches until the network
 * is idle, as sent on the wire) and read from the build's manifest (`npm start` built dist/ before the
 * specs run): the JavaScript of the sign-in page, and of the dashboard after signing in, as the
 * brotli copies the console server sends. A size check, not a timing.
 */
const DIST = join(import.meta.dirname, '../../dist');
const KB = 1024;
const BUDGET = { login: 130 * KB, dashboard: 250 * KB };

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and every chunk it imports statically: what loading it fetches. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

/** The bytes sent for a file: its brotli copy where the build wrote one. */
function sentBytes(file: string): number {
  const path = join(DIST, file);
  return readFileSync(existsSync(`${path}.br`) ? `${path}.br` : path).length;
}

const jsBytes = (keys: Set<string>) =>
  [...keys]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + sentBytes(file), 0);

const pagesLoaded = (keys: Set<string>) =>
  [...keys].filter((key) => /\/pages\/[^/]+Page\.tsx$/.test(key)).sort();

/** Whether a chunk's code includes a package, as its source map lists the sources. */
function bundles(key: string, name: string): boolean {
  const file = manifest[key]?.file ?? '';
  const map = join(DIST, `${file}.map`);
  if (!file.endsWith('.js') || !existsSync(map)) return false;
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.some((source) => source.includes(`node_modules/${name}/`));
}
const bundlesChartJs = (key: string) => bundles(key, 'chart.js');

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('the JavaScript each first screen downloads', () => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
  const login = new Set([...closure(entry), ...closure('src/features/auth/pages/LoginPage.tsx')]);
  const shell = manifest['src/app/shell/Shell.tsx'] ? closure('src/app/shell/Shell.tsx') : [];
  const dashboard = new Set([
    ...login,
    ...shell,
    ...closure('src/features/dashboard/pages/DashboardPage.tsx'),
  ]);

  it(`keeps /login within ${kb(BUDGET.login)} and loads no other screen`, () => {
    process.stdout.write(`bundle: /login ${kb(jsBytes(login))} of JavaScript (brotli)\n`);
    expect(pagesLoaded(login)).toEqual(['src/features/auth/pages/LoginPage.tsx']);
    expect(jsBytes(login)).toBeLessThanOrEqual(BUDGET.login);
  });

  it(`keeps sign-in and the dashboard within ${kb(BUDGET.dashboard)} in all`, () => {
    process.stdout.write(`bundle: /login then /dashboard ${kb(jsBytes(dashboard))} (brotli)\n`);
    expect(jsBytes(dashboard)).toBeLessThanOrEqual(BUDGET.dashboard);
  });

  it('loads chart.js after the dashboard shows, not with its first download', () => {
    const dashboardPage = 'src/features/dashboard/pages/DashboardPage.tsx';
    const first = closure(dashboardPage);
    const later = new Set(
      [...first]
        .flatMap((key) => manifest[key]?.dynamicImports ?? [])
        .flatMap((key) => [...closure(key)]),
    );
    expect([...first].filter((key) => bundlesChartJs(key))).toEqual([]);
    expect([...later].some((key) => bundlesChartJs(key))).toBe(true);
  });

  it('loads dayjs and react-idle-timer with the signed-in shell, not with /login', () => {
    for (const name of ['dayjs', 'react-idle-timer']) {
      expect(
        [...login].filter((key) => bundles(key, name)),
        name,
      ).toEqual([]);
      expect(
        [...shell].some((key) => bundles(key, name)),
        name,
      ).toBe(true);
    }
  });

  it('has a brotli and a gzip copy of every script and style sheet', () => {
    const files = Object.values(manifest).flatMap((chunk) => [chunk.file]);
    const missing = files.filter(
      (file) =>
        /\.(js|css)$/.test(file) &&
        readFileSync(join(DIST, file)).length >= KB &&
        !(existsSync(join(DIST, `${file}.br`)) && existsSync(join(DIST, `${file}.gz`))),
    );
    expect(missing).toEqual([]);
  });
});

describe('the JavaScript Chromium fetches for /login', () => {
  it(`stays within ${kb(BUDGET.login)} of script bodies sent until the network is idle`, async () => {
    const browser = await launchChromium();
    try {
      const page = await (await browser.newContext()).newPage();
      const sizes: Promise<{ path: string; body: number; headers: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        sizes.push(
          request.sizes().then(({ responseBodySize, responseHeadersSize }) => ({
            path: new URL(request.url()).pathname,
            body: responseBodySize,
            headers: responseHeadersSize,
          })),
        );
      });
      await page.goto(`${CONSOLE_URL}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      const fetched = await Promise.all(sizes);
      // The run-time configuration (/config.js: the API's address, tens of bytes) is data the
      // server writes, not the bundle; it must stay that small.
      const config = fetched.filter((script) => script.path === '/config.js');
      expect(config.map((script) => script.body <= 512)).toEqual([true]);
      const scripts = fetched.filter((script) => script.path !== '/config.js');
      const body = scripts.reduce((sum, script) => sum + script.body, 0);
      const headers = scripts.reduce((sum, script) => sum + script.headers, 0);
      process.stdout.write(
        `bundle: /login in Chromium ${kb(body)} in ${scripts.length} scripts, and ${kb(headers)} of their headers\n` +
          scripts
            .sort((a, b) => b.body - a.body)
            .map((script) => `  ${kb(script.body)} ${script.path}\n`)
            .join(''),
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(body).toBeLessThanOrEqual(BUDGET.login);
    } finally {
      await browser.close();
    }
  });
});
