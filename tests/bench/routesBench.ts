import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { startApiServer } from './apiServer';
import { runMixedLoad } from './mixedLoad';
import { ACTOR_EMAIL, ACTORS, harvestIds, type Actor } from './routeSampleIds';
import { sampleGet } from './routeSamples';
import { samplePostReads } from './routePostSamples';
import { ms, percentile } from './stats';

/**
 * `npm run bench:routes` (part of `npm run bench`): every GET route of the API's own OpenAPI
 * document and the POST reads the screens make, timed as each kind of admin against a large
 * database (DATABASE_URL, filled by `npm run seed:large`), the slowest ten listed last so a slow
 * route cannot hide; then a mixed load at a fixed rate.
 */
const CALLS = Number(process.env.BENCH_ROUTE_CALLS ?? 20);
/** BENCH_ROUTES=<regular expression>: time only the calls it matches, and skip the mixed load. */
const only = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;
/**
 * BENCH_LOAD_FIRST=1: only the mixed load, straight after the API starts, before any call has
 * filled its caches (the search counts): the first minute after a deploy. With
 * BENCH_LOAD_RATES=300,300,300,300 each quarter of that minute is a row; BENCH_LOAD_KINDS=1
 * adds each kind of request's times under every row (mixedLoad.ts).
 */
const loadFirst = process.env.BENCH_LOAD_FIRST === '1';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:routes needs DATABASE_URL (a database seed:large filled)');
const say = (line: string) => process.stdout.write(`${line}\n`);

interface Row {
  route: string;
  actor: Actor;
  status: number;
  p50: number;
  p95: number;
  server95: number;
}

function serverTime(response: Response): number {
  const match = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

const server = await startApiServer({ DATABASE_URL: databaseUrl }, 4720);
try {
  const ids = await harvestIds(databaseUrl);
  const tokens = {} as Record<Actor, string>;
  const userGroupOf = {} as Record<Actor, number>;
  for (const actor of ACTORS) {
    const login = await fetch(`${server.url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACTOR_EMAIL[actor], password: DEMO_PASSWORD }),
    });
    const body = (await login.json()) as { data: { token: string; userGroup?: number } };
    tokens[actor] = body.data.token;
    const profile = await fetch(`${server.url}/user/profile`, {
      headers: { authorization: `Bearer ${tokens[actor]}` },
    });
    userGroupOf[actor] = ((await profile.json()) as { data: { userGroup: number } }).data.userGroup;
  }
  const headers = (actor: Actor): Record<string, string> => ({
    authorization: `Bearer ${tokens[actor]}`,
    companyid: 'acme',
    'content-type': 'application/json',
  });
  // The playback link is signed by the server: read it as the players do, from the detail.
  const detail = await fetch(`${server.url}/upload/${ids.upload}`, { headers: headers('company') });
  if (detail.ok) {
    const body = (await detail.json()) as { data: { playbackUrl: string } };
    ids.uploadPlayback = body.data.playbackUrl;
  }

  async function time(actor: Actor, route: string, request: (call: number) => Promise<Response>) {
    if (only && !only.test(route)) return null;
    const warm = await request(-1);
    await warm.arrayBuffer();
    const api: number[] = [];
    const own: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      const response = await request(i);
      await response.arrayBuffer();
      api.push(performance.now() - started);
      own.push(serverTime(response));
    }
    return {
      route,
      actor,
      status: warm.status,
      p50: percentile(api, 50),
      p95: percentile(api, 95),
      server95: percentile(own, 95),
    };
  }

  if (loadFirst) await runMixedLoad(server.url, headers, ids, say);

  const doc = (await (await fetch(`${server.url}/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const rows: Row[] = [];
  const add = (row: Row | null) => {
    if (row) rows.push(row);
  };
  for (const [path, operations] of Object.entries(loadFirst ? {} : doc.paths)) {
    if (!operations.get) continue;
    for (const actor of ACTORS) {
      const url = sampleGet(path, actor, ids, userGroupOf);
      add(
        await time(actor, `GET ${path}`, () =>
          // A redirect (single sign-on's) is timed as answered, not followed to the console.
          fetch(`${server.url}${url}`, { headers: headers(actor), redirect: 'manual' }),
        ),
      );
    }
  }
  for (const actor of loadFirst ? [] : ACTORS) {
    for (const read of samplePostReads(actor, ids)) {
      add(
        await time(actor, `POST ${read.path} (${read.name})`, (call) =>
          fetch(`${server.url}${read.path}`, {
            method: 'POST',
            headers: headers(actor),
            body: JSON.stringify(read.bodyFor ? read.bodyFor(call) : read.body),
          }),
        ),
      );
    }
  }

  const table = (list: Row[]) => {
    say('| call | as | status | API p50 | API p95 | server p95 |');
    say('| --- | --- | --- | --- | --- | --- |');
    for (const row of list) {
      say(
        `| ${row.route} | ${row.actor} | ${row.status} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.server95)} |`,
      );
    }
  };
  if (!loadFirst) {
    say(`\n== every GET route and the main POST reads, ${CALLS} calls each after one warm call`);
    table(rows);
    say('\n== the slowest ten by API p95');
    table([...rows].sort((a, b) => b.p95 - a.p95).slice(0, 10));
  }

  if (!only && !loadFirst) await runMixedLoad(server.url, headers, ids, say);
} finally {
  await server.stop();
}
