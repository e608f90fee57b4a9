import autocannon from 'autocannon';
import type { Actor, SampleIds } from './routeSamples';
import { ms, percentile } from './stats';

/** Request rates tried in turn; the highest one held with no error is the figure to keep. */
const RATES = (process.env.BENCH_LOAD_RATES ?? '100,200,300,400').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);

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

async function runAt(url: string, rate: number, requests: LoadRequest[]) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: 50, overallRate: rate, duration: SECONDS, timeout: 10, requests },
      (error: Error | null, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    rate,
    sent: result.requests.total,
    perSecond: result.requests.total / SECONDS,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

export async function runMixedLoad(
  url: string,
  headers: (actor: Actor) => Record<string, string>,
  ids: SampleIds,
  say: (line: string) => void,
) {
  const requests = mix(headers, ids);
  say(`\n== mixed load, ${requests.length} kinds of request in turn, ${SECONDS} s per rate`);
  say('| target rate | answered/s | errors | timeouts | p50 | p95 | p99 |');
  say('| --- | --- | --- | --- | --- | --- | --- |');
  let held: { rate: number; p95: number } | null = null;
  for (const rate of RATES) {
    const step = await runAt(url, rate, requests);
    say(
      `| ${rate}/s | ${step.perSecond.toFixed(0)} | ${step.errors} | ${step.timeouts} | ${ms(step.p50)} | ${ms(step.p95)} | ${ms(step.p99)} |`,
    );
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
