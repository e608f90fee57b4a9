import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { seedDemo } from '../../server/db/seed/demo';
import { createSecretBox } from '../../server/lib/secretBox';
import { createWebhookSender } from '../../server/modules/webhooks/public';
import { startReceiver } from '../../server/modules/webhooks/testKit';

/**
 * `npm run bench:webhooks [count]`: webhooks out at scale. Writes `count` receipts (1,000,000
 * by default) as the fan-out does and opens them as the receipt routes do, 1,000 a statement,
 * twice: with no endpoint, then with one endpoint taking `message.opened`, and prints the rates
 * of both (what an endpoint costs the writes its events come from); after the deliveries, the
 * fan-out once more without the endpoint, on the grown table. Then it delivers the `count` events queued to a local receiver
 * with SENDERS senders sharing the outbox (4 by default) and prints deliveries a second; the
 * target is a million an hour (278 a second). On PostgreSQL with DATABASE_URL, else on an
 * embedded database (small counts only).
 */
const COUNT = Number(process.argv[2] ?? 1_000_000);
const SENDERS = Number(process.env.SENDERS ?? 4);
const BATCH = 1000;
const say = (line: string) => process.stdout.write(`${line}\n`);
const rate = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en-US');

async function open(): Promise<{ database: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (process.env.DATABASE_URL)
    return { database: openPostgres(process.env.DATABASE_URL, 8), cleanup: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'webhooks-bench-'));
  const database = await openPglite({ dataDir: dir });
  return { database, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * An occurrence of one of acme's messages with `n` unopened receipts, for the bench alone,
 * written as the fan-out writes them, BATCH a statement; with the milliseconds that took.
 */
async function receipts(
  database: DatabaseHandle,
  n: number,
): Promise<{ occurrenceId: string; ms: number }> {
  const [row] = await selectRows<{ id: string }>(
    database.db,
    sql`insert into message_occurrences (message_id, due_at, state)
      select m.id, now() - random() * interval '300 days', 'done' from messages m
      join companies c on c.id = m.company_id where c.company_id = 'acme' limit 1
      returning id`,
  );
  if (!row) throw new Error('acme has no message');
  const started = performance.now();
  for (let done = 0; done < n; done += BATCH)
    await database.db
      .execute(sql`insert into message_receipts (occurrence_id, mobile_user_id, channel)
      select ${row.id}, gen_random_uuid(), 'push'
      from generate_series(1, ${Math.min(BATCH, n - done)})`);
  return { occurrenceId: row.id, ms: performance.now() - started };
}

/** Opens every receipt of the occurrence, BATCH a statement; returns the milliseconds taken. */
async function openAll(database: DatabaseHandle, occurrenceId: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const opened = await selectRows<{ id: string }>(
      database.db,
      sql`update message_receipts set read_at = now() where id in (
          select id from message_receipts where occurrence_id = ${occurrenceId}
            and read_at is null limit ${BATCH})
        returning id`,
    );
    if (opened.length < BATCH) break;
  }
  return performance.now() - started;
}

async function main() {
  const { database, cleanup } = await open();
  const { db } = database;
  await database.migrate();
  await seedDemo(db);
  await db.execute(sql`delete from webhook_endpoints`);
  const without = await receipts(database, COUNT);
  say(`fan-out (receipts written) with no endpoint: ${rate(COUNT, without.ms)} a second`);
  const plainMs = await openAll(database, without.occurrenceId);
  say(`opens with no endpoint: ${rate(COUNT, plainMs)} a second`);

  const receiver = await startReceiver(() => 200, { keep: false });
  const secretBox = createSecretBox(new TextEncoder().encode('bench-'.repeat(8)));
  await db.execute(sql`insert into webhook_endpoints (company_id, url, events, secret_sealed)
    select id, ${receiver.url}, '{message.opened}', ${secretBox.seal('whsec_bench')}
    from companies where company_id = 'acme'`);
  const withEndpoint = await receipts(database, COUNT);
  say(`fan-out with one endpoint subscribed: ${rate(COUNT, withEndpoint.ms)} a second`);
  const hookedMs = await openAll(database, withEndpoint.occurrenceId);
  say(`opens with one endpoint subscribed: ${rate(COUNT, hookedMs)} a second`);
  const [queued] = await selectRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from webhook_deliveries where status = 'queued'`,
  );
  say(`queued: ${Number(queued?.n).toLocaleString('en-US')} deliveries`);

  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      const sender = createWebhookSender({ db, secretBox, allowPrivate: true, batchSize: 500 });
      while (await sender.runOnce());
    }),
  );
  const sendMs = performance.now() - started;
  const [delivered] = await selectRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from webhook_deliveries where status = 'delivered'`,
  );
  const n = Number(delivered?.n);
  say(
    `delivered ${n.toLocaleString('en-US')} to the local receiver (${receiver.count()} posts) ` +
      `in ${(sendMs / 1000).toFixed(1)} s: ${rate(n, sendMs)} a second, ` +
      `${rate(n * 3600, sendMs)} an hour (target 1,000,000 an hour)`,
  );
  await receiver.close();

  // The second pass wrote into a table twice as large as the first did; a third without the
  // endpoint says how much of the difference is the table's size.
  await db.execute(sql`delete from webhook_endpoints`);
  const again = await receipts(database, COUNT);
  say(`fan-out with no endpoint again, on the grown table: ${rate(COUNT, again.ms)} a second`);
  await database.close();
  await cleanup();
}

await main();
