import type { Actor, SampleIds } from './routeSampleIds';
import { ms, percentile } from './stats';

/** Request rates tried in turn; the highest one held with no error is the figure to keep. */
const RATES = (process.env.BENCH_LOAD_RATES ?? '100,200,300,400').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const TIMEOUT_MS = 10_000;
/** BENCH_LOAD_KINDS=1: each kind of request's p50 and p95 under every rate's row. */
const PRINT_KINDS = process.env.BENCH_LOAD_KINDS === '1';

interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * What a busy console sends: list pages at many depths, searches, history, profile and the
 * reads beside them (groups list, dashboard, a group), from a company admin and a channel admin.
 */
export function mix(
  headers: (actor: Actor) => Record<string, string>,
  ids: SampleIds,
): LoadRequest[] {
  const list = (actor: Actor, body: unknown): LoadRequest => ({
    method: 'POST',
    path: '/user/mobile-users/new',
    headers: headers(actor),
    body: JSON.stringify(body),
  });
  const get = (actor: Actor, path: string): LoadRequest => ({
    method: 'GET',
    path,
    headers: headers(actor),
  });
  return [
    list('company', { limit: 10 }),
    list('company', { limit: 10, offset: 5000 }),
    list('company', { limit: 10, searchString: 'hughes' }),
    get('company', '/user/groups/'),
    list('channel', { limit: 10 }),
    get('company', '/messages/all'),
    get('company', '/user/profile'),
    list('company', { limit: 10, searchString: 'lena' }),
    get('channel', '/user/dashboard/acme/2'),
    get('company', `/user/groups/${ids.largestGroup}`),
    list('company', { limit: 10, userStatus: 'active', groups: [ids.largestGroup] }),
    get('channel', `/messages/${ids.messageChannel}`),
    get('company', '/user/dashboard/acme/4'),
    get('channel', '/user/profile'),
  ];
}

/** One request of the mix; false when it was answered with an error status. */
async function send(url: string, request: LoadRequest): Promise<boolean> {
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return response.ok;
}

/**
 * The mix at `rate` requests a second for SECONDS, request i sent when it is due (i / rate
 * seconds in) whatever is still in flight, and timed from then: a server that falls behind shows
 * in the times, not in fewer requests sent. (autocannon's overall rate let each second's
 * requests go at once, so at 100 a second its p95 measured its own bursts: 300 ms for calls
 * that answer in 3 to 15 ms one by one.)
 */
async function runAt(url: string, rate: number, requests: LoadRequest[]) {
  const total = Math.round(rate * SECONDS);
  const times: number[] = [];
  const byKind = requests.map((): number[] => []);
  let errors = 0;
  let timeouts = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = requests[i % requests.length];
    if (!request) continue;
    const done: Promise<void> = send(url, request).then(
      (ok) => {
        times.push(performance.now() - due);
        byKind[i % requests.length]?.push(performance.now() - due);
        if (!ok) errors += 1;
      },
      (error: unknown) => {
        if (error instanceof Error && error.name === 'TimeoutError') timeouts += 1;
        else errors += 1;
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }
  await Promise.all(inFlight);
  // Answered a second: a server that falls behind stretches the run past SECONDS.
  const seconds = (performance.now() - started) / 1000;
  return {
    rate,
    sent: total,
    perSecond: times.length / seconds,
    errors,
    timeouts,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    slowest: slowestKind(requests, byKind),
    kinds: byKind.map((kindTimes, at) => ({
      request: describe(requests[at]),
      p50: percentile(kindTimes, 50),
      p95: percentile(kindTimes, 95),
    })),
  };
}

/** A request as "POST /path {body}". */
function describe(request: LoadRequest | undefined): string {
  return request ? `${request.method} ${request.path} ${request.body ?? ''}`.trim() : '';
}

/** The kind of request with the highest p95, as "POST /path {body}: 120 ms". */
function slowestKind(requests: LoadRequest[], byKind: number[][]): string {
  let worst = { p95: -1, at: 0 };
  byKind.forEach((kindTimes, at) => {
    const p95 = percentile(kindTimes, 95);
    if (p95 > worst.p95) worst = { p95, at };
  });
  const request = requests[worst.at];
  if (!request) return '';
  return `${describe(request)}: ${ms(worst.p95)}`;
}

export async function runMixedLoad(
  url: string,
  headers: (actor: Actor) => Record<string, string>,
  ids: SampleIds,
  say: (line: string) => void,
) {
  const requests = mix(headers, ids);
  say(`\n== mixed load, ${requests.length} kinds of request in turn, ${SECONDS} s per rate`);
  say('| target rate | answered/s | errors | timeouts | p50 | p95 | p99 | slowest kind, p95 |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  let held: { rate: number; p95: number } | null = null;
  for (const rate of RATES) {
    const step = await runAt(url, rate, requests);
    say(
      `| ${rate}/s | ${step.perSecond.toFixed(0)} | ${step.errors} | ${step.timeouts} | ${ms(step.p50)} | ${ms(step.p95)} | ${ms(step.p99)} | ${step.slowest} |`,
    );
    if (PRINT_KINDS) {
      for (const kind of step.kinds)
        say(`|   | ${kind.request} | | | ${ms(kind.p50)} | ${ms(kind.p95)} | | |`);
    }
    // Held: no error, and the server kept up with the rate asked of it.
    if (step.errors === 0 && step.timeouts === 0 && step.perSecond >= rate * 0.95) {
      held = { rate, p95: step.p95 };
    }
  }
  say(
    held
      ? `mixed load held ${held.rate} requests/s with no error, p95 ${ms(held.p95)}`
      : 'mixed load: no rate was held without errors',
  );
}
