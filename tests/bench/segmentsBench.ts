import { sql } from 'drizzle-orm';
import type { SegmentRule } from '../../contract/segments';
import { openPostgres } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { countMembers, firstMembers } from '../../server/modules/segments/repository';
import { largeAcme } from './largeCompany';
import { ms, percentile, timeEach } from './stats';

/**
 * `npm run bench:segments`: saved segments at scale on PostgreSQL (DATABASE_URL, stock
 * settings): one organisation of BENCH_USERS members (1,000,000 by default, seeded once and
 * reused) with engagement facts for them, written straight with SQL; then the count of several
 * rules (exact within its budget, else an estimate) and the first page of members, p50 and p95.
 * Targets (SPEC): a count p95 under 300 ms, the first page under 100 ms.
 */
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a PostgreSQL database of the bench');
  const database = openPostgres(url, 4);
  const { db } = database;
  const acmeId = await largeAcme(database, USERS, say);
  // Engagement facts for about four members in five, spread over the last 120 days (the rest
  // have done nothing), written once.
  const [facts] = await selectRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from member_engagement where company_id = ${acmeId}`,
  );
  if (Number(facts?.n ?? 0) < USERS / 2) {
    const started = performance.now();
    await db.execute(sql`insert into member_engagement (mobile_user_id, company_id,
        last_received_at, last_opened_at, last_confirmed_at, last_feedback_yes_at, last_feedback_no_at)
      select id, company_id,
        now() - (h % 120) * interval '1 day',
        case when h % 3 <> 0 then now() - ((h / 3) % 150) * interval '1 day' end,
        case when h % 5 < 2 then now() - ((h / 7) % 200) * interval '1 day' end,
        case when h % 11 = 0 then now() - ((h / 11) % 90) * interval '1 day' end,
        case when h % 13 = 0 then now() - ((h / 13) % 90) * interval '1 day' end
      from (select id, company_id, abs(hashtext(id::text)) as h from mobile_users
        where company_id = ${acmeId}) m
      where h % 5 <> 0
      on conflict (mobile_user_id) do nothing`);
    await db.execute(sql`analyze member_engagement`);
    say(`  engagement facts written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.execute(sql`analyze mobile_users`);
  const [group] = await selectRows<{ id: string }>(
    db,
    sql`select g.id from user_groups g where g.company_id = ${acmeId}
      order by (select count(*) from user_group_members m where m.group_id = g.id) desc limit 1`,
  );

  const rules: [string, SegmentRule][] = [
    [
      'traits: active, registered, Android',
      {
        match: 'all',
        conditions: [
          { field: 'status', values: ['active'] },
          { field: 'registration', values: ['registered'] },
          { field: 'platform', values: ['android'] },
        ],
      },
    ],
    [
      'custom field: Shift Night',
      { match: 'all', conditions: [{ field: 'customField', name: 'Shift', values: ['Night'] }] },
    ],
    ['group', { match: 'all', conditions: [{ field: 'group', values: group ? [group.id] : [] }] }],
    [
      'engagement: opened any in 30 days',
      { match: 'all', conditions: [{ field: 'engagement', event: 'opened', withinDays: 30 }] },
    ],
    [
      'negated engagement: not confirmed in 30 days',
      {
        match: 'all',
        conditions: [{ field: 'engagement', event: 'confirmed', withinDays: 30, negate: true }],
      },
    ],
    [
      'combination: active, (Night or Android), not opened in 14 days',
      {
        match: 'all',
        conditions: [
          { field: 'status', values: ['active'] },
          { field: 'engagement', event: 'opened', withinDays: 14, negate: true },
        ],
        groups: [
          {
            match: 'any',
            conditions: [
              { field: 'customField', name: 'Shift', values: ['Night'] },
              { field: 'platform', values: ['android'] },
            ],
          },
        ],
      },
    ],
  ];
  const base = { companyId: acmeId, channelId: null };
  say(`segments over ${USERS.toLocaleString('en-US')} members, ${CALLS} calls each:`);
  for (const [label, rule] of rules) {
    let last = { count: 0, exact: true };
    const times = await timeEach(CALLS, async () => {
      last = await countMembers(db, base, rule, new Date());
    });
    say(
      `  count  ${label}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (${last.exact ? '' : 'about '}${last.count.toLocaleString('en-US')}${last.exact ? ', exact' : ', estimate'})`,
    );
  }
  for (const [label, rule] of rules) {
    const times = await timeEach(CALLS, () => firstMembers(db, base, rule, new Date(), 25));
    say(
      `  first page  ${label}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
    );
  }
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
