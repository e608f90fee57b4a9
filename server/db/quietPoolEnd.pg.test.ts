import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor } from '../../tests/api/templates';
import { openPostgres } from './client';
import { selectRows } from './rows';

const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
beforeAll(() => adminQuery(`create database ${name}`));
afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ENDED = /Cannot use a pool after calling end/;

/** Why the work failed, as the pool said it (Drizzle wraps it as the cause), or '' if it did not. */
function failureOf(work: Promise<unknown>): Promise<string> {
  return work.then(
    () => '',
    (error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      return cause instanceof Error ? cause.message : String(cause);
    },
  );
}

describe('closing the pool while a call still runs', () => {
  /** A request handler's work: a slow query, a little work of its own, then another query. */
  const twoQueries = async (db: ReturnType<typeof openPostgres>['db']) => {
    await db.execute(sql`select pg_sleep(0.3)`);
    await pause(10);
    return selectRows<{ one: number }>(db, sql`select 1 as one`);
  };

  it('lets the call finish its queries within the grace time, then ends', async () => {
    const database = openPostgres(databaseUrlFor(name), 2);
    const work = twoQueries(database.db);
    await pause(50);
    const closed = database.close(5_000);
    expect(await work).toEqual([{ one: 1 }]);
    await closed;
    expect(await failureOf(selectRows(database.db, sql`select 1 as one`))).toMatch(ENDED);
  });

  it('ends at once without a grace time, failing the call between its queries', async () => {
    const database = openPostgres(databaseUrlFor(name), 2);
    const work = twoQueries(database.db);
    await pause(50);
    await database.close();
    expect(await failureOf(work)).toMatch(ENDED);
  });

  it('ends past the grace time even while a call holds a connection', async () => {
    const database = openPostgres(databaseUrlFor(name), 2);
    // Connected first, so the slow statement is running when the close begins.
    await database.db.execute(sql`select 1`);
    // A Drizzle query runs once something awaits it.
    const work = (async () => database.db.execute(sql`select pg_sleep(1.5)`))();
    await pause(50);
    const started = performance.now();
    // pool.end() itself waits for the running statement; no new call gets through meanwhile.
    const closed = database.close(200);
    await pause(400);
    expect(await failureOf(selectRows(database.db, sql`select 1 as one`))).toMatch(ENDED);
    await work;
    await closed;
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
