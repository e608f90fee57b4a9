import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { startApiServer } from './apiServer';
import { cpuMs, databaseCpuMs } from './processCpu';
import { mix } from './mixedLoad';
import { ACTOR_EMAIL, ACTORS, harvestIds, type Actor } from './routeSampleIds';

/**
 * `npm run bench:cost` (part of `npm run bench`): what each request of the mixed load costs in
 * CPU, the API process's and the database's (the backends connected to the bench database),
 * against a large database (DATABASE_URL, filled by `npm run seed:large`). On this 2-core
 * machine the two together bound the rate the mixed load can hold: 300 requests/s leaves about
 * 6.7 ms of CPU for each.
 */
const CALLS = Number(process.env.BENCH_COST_CALLS ?? 200);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:cost needs DATABASE_URL (a database seed:large filled)');
const say = (line: string) => process.stdout.write(`${line}\n`);

const server = await startApiServer({ DATABASE_URL: databaseUrl }, 4721);
try {
  const pid = await server.serverPid();
  if (!pid) throw new Error('no API process found');
  const ids = await harvestIds(databaseUrl);
  const tokens = {} as Record<Actor, string>;
  for (const actor of ACTORS) {
    const login = await fetch(`${server.url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACTOR_EMAIL[actor], password: DEMO_PASSWORD }),
    });
    tokens[actor] = ((await login.json()) as { data: { token: string } }).data.token;
  }
  const requests = mix(
    (actor) => ({
      authorization: `Bearer ${tokens[actor]}`,
      companyid: 'acme',
      'content-type': 'application/json',
    }),
    ids,
  );
  say(`\n== CPU per request, ${CALLS} calls each, four at a time`);
  say('| request | API CPU | database CPU | together |');
  say('| --- | --- | --- | --- |');
  let api = 0;
  let db = 0;
  for (const request of requests) {
    const send = () =>
      fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body ? { body: request.body } : {}),
      }).then((response) => response.arrayBuffer());
    for (let i = 0; i < 5; i++) await send(); // warm: plans, caches, connections
    const api0 = cpuMs(pid);
    const db0 = databaseCpuMs(databaseUrl);
    for (let i = 0; i < CALLS; i += 4) await Promise.all([send(), send(), send(), send()]);
    const apiMs = (cpuMs(pid) - api0) / CALLS;
    const dbMs = (databaseCpuMs(databaseUrl) - db0) / CALLS;
    api += apiMs;
    db += dbMs;
    const what = `${request.method} ${request.path} ${request.body ?? ''}`.trim().slice(0, 110);
    say(
      `| ${what} | ${apiMs.toFixed(2)} ms | ${dbMs.toFixed(2)} ms | ${(apiMs + dbMs).toFixed(2)} ms |`,
    );
  }
  const n = requests.length;
  say(
    `mean of the mix: API ${(api / n).toFixed(2)} ms, database ${(db / n).toFixed(2)} ms, ` +
      `at most ${Math.floor(2000 / ((api + db) / n))} requests/s on two cores`,
  );
} finally {
  await server.stop();
}
