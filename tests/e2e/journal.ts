import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

/**
 * What the browser did lately, printed when a spec fails: the last calls with their status and
 * time, the calls still waiting for an answer, console errors, and what each open page shows in
 * its alerts and dialogs. A spec that times out waiting for a screen then says whether the
 * server answered slowly, answered with an error, or was never asked.
 */
const RECENT = 40;
const recent: string[] = [];
const pending = new Map<Request, number>();
const pages = new Set<Page>();
const watched = new WeakSet<Page>();

function note(line: string): void {
  recent.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (recent.length > RECENT) recent.shift();
}

/** A URL without its origin: the console's and the API's paths are what tell calls apart. */
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const call = (request: Request) => `${request.method()} ${pathOf(request.url())}`;
const isCall = (request: Request) => ['fetch', 'xhr', 'document'].includes(request.resourceType());

function watchPage(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  pages.add(page);
  page.on('close', () => pages.delete(page));
  page.on('request', (request) => {
    if (isCall(request)) pending.set(request, Date.now());
  });
  page.on('requestfinished', (request) => {
    const started = pending.get(request);
    if (started === undefined) return;
    pending.delete(request);
    const took = Date.now() - started;
    // The page may close before its answer is read: that is noted, never a rejection left over.
    request.response().then(
      (response) => note(`${call(request)} → ${response?.status() ?? '?'} in ${took} ms`),
      () => note(`${call(request)} answered in ${took} ms, its page closed before it was read`),
    );
  });
  page.on('requestfailed', (request) => {
    const started = pending.get(request);
    if (started === undefined) return;
    pending.delete(request);
    note(
      `${call(request)} failed after ${Date.now() - started} ms: ${request.failure()?.errorText}`,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message.slice(0, 300)}`));
  // The console's own navigations too (history.pushState), so the report says which screen.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${pathOf(frame.url())}`);
  });
}

function watchContext(context: BrowserContext): void {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/** Every page the browser opens, in a context of its own or not, is watched. */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watchPage(page);
    return page;
  };
  return browser;
}

/** The alerts and dialogs a page shows, one line each. */
async function shownOn(page: Page): Promise<string[]> {
  const texts = await page
    .locator('[role="alert"], [role="dialog"], .alert, .invalid-feedback, .toast')
    .allInnerTexts()
    .catch(() => []);
  return texts.map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 300)).filter(Boolean);
}

/** The journal as text, for a failed spec's output; a retry's report starts after it. */
export async function journalReport(): Promise<string> {
  const now = Date.now();
  const lines = ['The browser, lately:', ...recent.splice(0).map((line) => `  ${line}`)];
  lines.push('Calls waiting for an answer:');
  for (const [request, started] of pending)
    lines.push(`  ${call(request)} for ${now - started} ms`);
  for (const page of pages) {
    lines.push(`Page ${page.url()} shows:`);
    for (const text of await shownOn(page)) lines.push(`  ${text}`);
  }
  return lines.join('\n');
}
