import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_EXPORT_INCOMPLETE_MARKER } from '../contract/mobileUsersCsv';
import { selectRows } from './db/rows';
import { createTestApp, type TestApp } from '../tests/api/harness';
import { headersFor, type Actor, type Headers } from '../tests/api/net/actors';
import { internalsIn } from '../tests/api/net/answerChecks';
import {
  apiRoutes,
  byMethodOrder,
  expectedOutcome,
  type ApiRoute,
} from '../tests/api/net/apiRoutes';
import { badRequests } from '../tests/api/net/badRequests';
import { changedTables, fingerprinter, type Fingerprint } from '../tests/api/net/fingerprint';
import { harvest, type Fixture } from '../tests/api/net/fixture';
import { probes } from '../tests/api/net/probes';
import type { BadRequest } from '../tests/api/net/requestParts';
import { sampleFor } from '../tests/api/net/routeSamples';

/**
 * Sampled broken requests per route, and the seed that picks them: every run sends the same
 * ones. The PGlite run (`npm test`) and the PostgreSQL one (`npm run test:pg`) draw from seeds
 * of their own, so the two send sixteen different requests a route between them in the time
 * eight take. Each route also gets its probes on both: a NUL in every text input, 1e309 in
 * every number.
 */
const PER_ROUTE = 8;
const SEED = process.env.TEST_DB === 'pg' ? 30_260_521 : 20_260_521;

/**
 * Routes that go on working after they answer (the reset email; an uploaded file's length and
 * conversion): let that settle first.
 */
const WORK_AFTER_ANSWER = /^POST \/user\/forgot-password$|^(POST|PATCH) \/upload(\/|$)/;

/**
 * GET routes that write: a recipient's open and read marks, a reset link sent to an admin, an
 * uploaded file served (its channel's view and data-transfer counters), an invitation opened (its
 * funnel counter and rate limit) or confirmed, and every call of the app (its token's use noted).
 */
const WRITING_GETS =
  /^GET \/(api\/channel\/sms\/update|user\/reset-password|subscriptions\/cancel)\/|^GET \/upload\/\{id\}\/(content|play)$|^GET \/api\/user\/register\/(channel|invite\/confirm)\/|^GET \/app\//;

let t: TestApp;
let fixture: Fixture;
let routes: ApiRoute[];
const sessions = new Map<Actor, Headers>();

beforeAll(async () => {
  t = await createTestApp();
  fixture = await harvest(t);
  routes = (await apiRoutes(t)).sort(byMethodOrder);
  for (const actor of ['anonymous', 'acme', 'platform', 'channelA'] as const) {
    sessions.set(actor, await headersFor(t, actor));
  }
}, 120_000);
afterAll(() => t.close());

/** Who sends a route its broken requests: an admin the route admits, so they get past access. */
function callerOf(route: ApiRoute): Actor {
  const admitted = (['acme', 'platform', 'channelA'] as const).find(
    (actor) => expectedOutcome(route.access, actor, undefined) === 'admitted',
  );
  return route.access.public ? 'anonymous' : (admitted ?? 'acme');
}

/** The stored data once the queued reset emails are out: no request pending, two reads agree. */
async function settled(fingerprint: () => Promise<Fingerprint>, first: Fingerprint) {
  let last = first;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [pending] = await selectRows<{ n: number }>(
      t.db,
      sql`select ((select count(*) from password_reset_requests where processed_at is null)
        + (select count(*) from uploads where conversion = 'pending'
            or (not probed and kind in ('audio', 'video'))))::int as n`,
    );
    const next = await fingerprint();
    if (pending?.n === 0 && changedTables(last, next).length === 0) return next;
    last = next;
  }
}

async function send(request: BadRequest, session: Headers) {
  try {
    return await t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...session, ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  } catch (error) {
    // light-my-request rejects when the answer is cut off after it started.
    return error instanceof Error ? error : new Error(String(error));
  }
}

describe('bad input', () => {
  // Every route with every bad input: about three minutes alone; the limit leaves room for a busy machine.
  it('never answers 5xx, never shows the inside, never breaks a download, never writes when it refuses', async () => {
    const started = performance.now();
    const fingerprint = await fingerprinter(t.db);
    let stored: Fingerprint = await fingerprint();
    const failures: string[] = [];
    let sent = 0;
    let session = 10;
    for (const [index, route] of routes.entries()) {
      const caller = callerOf(route);
      const sample = sampleFor(route.key, fixture.sample, caller);
      const writes = route.method !== 'GET' || WRITING_GETS.test(route.key);
      const requests = [
        ...probes(route, sample),
        ...badRequests(route, sample, PER_ROUTE, SEED + index),
      ];
      for (const request of requests) {
        const headers = sample.endsSession
          ? await headersFor(t, caller, session++)
          : (sessions.get(caller) ?? {});
        const response = await send(request, headers);
        sent += 1;
        const where = `${route.key} (${request.kind})`;
        if (response instanceof Error) {
          failures.push(`${where}: the answer broke off: ${response.message}`);
          continue;
        }
        const status = response.statusCode;
        if (status >= 500)
          failures.push(`${where}: answered ${status} ${response.body.slice(0, 120)}`);
        const inside = internalsIn(status, response.body);
        if (inside) failures.push(`${where}: ${inside}`);
        if (response.body.includes(CSV_EXPORT_INCOMPLETE_MARKER)) {
          failures.push(`${where}: the download started, then failed`);
        }
        if (!writes) continue;
        let after = await fingerprint();
        if (status < 300 && WORK_AFTER_ANSWER.test(route.key))
          after = await settled(fingerprint, after);
        const changed = changedTables(stored, after);
        if (status >= 400 && status < 500 && changed.length > 0) {
          failures.push(`${where}: refused with ${status} but changed ${changed.join(', ')}`);
        }
        stored = after;
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `bad input: ${routes.length} routes, bad-input requests sent = ${sent} in ${seconds} s\n`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
