import lighthouse from 'lighthouse';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CONSOLE_URL, DEMO_PASSWORD, signIn } from './browser';

/**
 * Lighthouse on its mobile preset against the console `npm run test:e2e` serves: /login, and
 * signed in, /dashboard and /users. Accessibility and best practices do not depend on the
 * machine's load and must be perfect on each. Performance does, so it is printed with its
 * metrics, and each page fails below 0.7, well under the aim of 0.95, where a change made it
 * slower rather than the machine busy (docs/decisions.md, "Lighthouse").
 */
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
const PERFORMANCE_FLOOR = 0.7;

/**
 * Lighthouse's 4x CPU slowdown turns a high-end desktop (benchmark index 1,500 to 2,000) into
 * its mid-tier phone, about 440; its throttling guide says to calibrate the slowdown on other
 * machines. A slower machine gets a smaller slowdown, so every run stands for the same phone;
 * a faster one keeps 4x, which asks more of the page there, never less.
 */
const PHONE_BENCHMARK_INDEX = 440;
const DEFAULT_SLOWDOWN = 4;

function cpuSlowdownFor(benchmarkIndex: number): number {
  const calibrated = benchmarkIndex / PHONE_BENCHMARK_INDEX;
  return Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(1, calibrated)) * 100) / 100;
}

let context: BrowserContext;
let profileDir: string;
let cpuSlowdownMultiplier = DEFAULT_SLOWDOWN;

beforeAll(async () => {
  // Lighthouse drives the browser over its debugging port; a persistent context is that
  // browser's default one, so the pages Lighthouse opens share the sign-in's cookies.
  profileDir = await mkdtemp(join(tmpdir(), 'tidings-lighthouse-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  await calibrate();
});

afterAll(async () => {
  await context.close();
  await rm(profileDir, { recursive: true, force: true });
});

function lighthouseRun(path: string) {
  return lighthouse(`${CONSOLE_URL}${path}`, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The signed-in pages need the session cookie the sign-in left.
    disableStorageReset: true,
    throttling: { cpuSlowdownMultiplier },
  });
}

/** Measures the machine with one short run and sets the slowdown the audits use. */
async function calibrate() {
  const result = await lighthouse(`${CONSOLE_URL}/login`, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyAudits: ['first-contentful-paint'],
  });
  const benchmarkIndex = result?.lhr.environment.benchmarkIndex ?? PHONE_BENCHMARK_INDEX * 4;
  cpuSlowdownMultiplier = cpuSlowdownFor(benchmarkIndex);
  process.stdout.write(
    `lighthouse: benchmark index ${Math.round(benchmarkIndex)}, CPU slowdown ${cpuSlowdownMultiplier}x\n`,
  );
}

/**
 * One Lighthouse run, and a second when the first could not measure the page at all (a
 * runtime error such as NO_FCP on a busy machine, or a category left unscored: it says nothing
 * about the page then). A page that fails twice fails the test.
 */
async function run(path: string) {
  const first = await lighthouseRun(path);
  const unscored = Object.entries(first?.lhr.categories ?? {})
    .filter(([, category]) => category.score === null)
    .map(([id]) => id);
  const error = first?.lhr.runtimeError;
  if (first && !error && unscored.length === 0) return first;
  const why = error ? `${error.code} (${error.message})` : `unscored: ${unscored.join(', ')}`;
  process.stdout.write(`lighthouse ${path}: ${why}; running again\n`);
  return lighthouseRun(path);
}

async function audit(path: string) {
  const result = await run(path);
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => categories[id]?.score ?? 0;
  const failing = Object.values(audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
  };
  const metric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  process.stdout.write(
    `lighthouse ${path}: performance ${scores.performance.toFixed(2)}, accessibility ${scores.accessibility.toFixed(2)}, best practices ${scores.bestPractices.toFixed(2)}` +
      ` (FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms, SI ${metric('speed-index')} ms)` +
      (failing.length ? `; audits below 1: ${failing.join(', ')}` : '') +
      '\n',
  );
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = path.replaceAll('/', '_') || '_';
    await writeFile(
      join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`),
      JSON.stringify(result.lhr),
    );
  }
  return { scores, failing };
}

/** Runs of a page when the ones before landed under the performance floor. */
const PERFORMANCE_RUNS = 3;

/**
 * A page's scores: accessibility and best practices perfect, and performance at the floor in
 * one of up to three runs. Lighthouse's own guidance is to judge performance over several runs;
 * a busy moment of the machine lowers one run, a slower page lowers them all.
 */
async function expectScores(path: string) {
  const { scores, failing } = await audit(path);
  expect({ path, ...scores, failing }).toMatchObject({ accessibility: 1, bestPractices: 1 });
  let performance = scores.performance;
  for (let run = 1; run < PERFORMANCE_RUNS && performance < PERFORMANCE_FLOOR; run++) {
    performance = Math.max(performance, (await audit(path)).scores.performance);
  }
  expect(performance, `${path} performance`).toBeGreaterThanOrEqual(PERFORMANCE_FLOOR);
}

describe('Lighthouse (mobile preset)', () => {
  it('/login: accessibility and best practices 1.0, performance at least 0.7', async () => {
    await expectScores('/login');
  });

  it('/dashboard and /users, signed in: the same', async () => {
    const page = await context.newPage();
    await signIn(page, 'admin@acme.test', DEMO_PASSWORD);
    await page.waitForURL(`${CONSOLE_URL}/dashboard`);
    await page.close();
    for (const path of ['/dashboard', '/users']) await expectScores(path);
    // Two audits: about 35 s on a quiet two-core machine, so more than the specs' usual minute.
  }, 120_000);
});
