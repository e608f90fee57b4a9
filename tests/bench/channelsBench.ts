import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { CHANNELS_BENCH_COMPANY } from '../../server/db/seed/large';
import { startApiServer } from './apiServer';
import { ms, percentile, timeEach } from './stats';

/**
 * `npm run bench:channels` (part of `npm run bench`): the channel list at scale, through the real
 * HTTP API on PostgreSQL (DATABASE_URL), for the company `npm run seed:large -- --users 0
 * --channels 10000 --followers 1000000` fills. A page of ten sorted by followers must answer
 * within 50 ms at the 95th percentile; the other rows are shown for comparison.
 */
const CALLS = Number(process.env.BENCH_CHANNEL_CALLS ?? 100);
const BUDGET_P95_MS = 50;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('bench:channels needs DATABASE_URL (a database seed:large filled)');
const say = (line: string) => process.stdout.write(`${line}\n`);

const server = await startApiServer({ DATABASE_URL: databaseUrl }, 4312);
let failed = false;
try {
  const login = await fetch(`${server.url}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super@tidings.test', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const get = async (query: string) => {
    const response = await fetch(
      `${server.url}/content-provider/${CHANNELS_BENCH_COMPANY}?${query}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
    return (await response.json()) as { data: unknown[]; total?: number };
  };
  const first = await get('limit=10&sort=followers&order=desc');
  say(`channels-bench: ${first.total ?? 0} channels`);
  const rows: [string, string, boolean][] = [
    ['first page by followers', 'limit=10&sort=followers&order=desc', true],
    ['page 500 by followers', 'limit=10&offset=5000&sort=followers&order=desc', false],
    ['first page by name', 'limit=10&sort=name', false],
    ['first page by registered', 'limit=10&sort=registered&order=desc', false],
    ['search "local 12"', 'limit=10&search=local%2012&sort=followers&order=desc', false],
  ];
  say('| call | p50 | p95 |');
  say('| --- | --- | --- |');
  for (const [name, query, budgeted] of rows) {
    await timeEach(5, () => get(query));
    const durations = await timeEach(CALLS, () => get(query));
    const p95 = percentile(durations, 95);
    say(`| ${name} | ${ms(percentile(durations, 50))} | ${ms(p95)} |`);
    if (budgeted && p95 > BUDGET_P95_MS) {
      failed = true;
      say(`  over budget: ${ms(p95)} > ${BUDGET_P95_MS} ms`);
    }
  }
} finally {
  await server.stop();
}
if (failed) process.exit(1);
