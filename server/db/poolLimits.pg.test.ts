import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor } from '../../tests/api/templates';
import { isDatabaseBusy } from '../lib/pgErrors';
import { openPostgres } from './client';
import { selectRows } from './rows';

const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
beforeAll(() => adminQuery(`create database ${name}`));
afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => null,
    (error: unknown) => error,
  );
}

/** Waits until the statement runs on the server, so the pool's one connection is taken. */
async function untilRunning(statement: string): Promise<void> {
  const watcher = openPostgres(databaseUrlFor(name), 1);
  try {
    for (let tries = 0; tries < 200; tries += 1) {
      const rows = await selectRows<{ running: number }>(
        watcher.db,
        sql`select count(*)::int as running from pg_stat_activity
            where query = ${statement} and state = 'active'`,
      );
      if (rows[0]?.running) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${statement} never started`);
  } finally {
    await watcher.close();
  }
}

describe('the pool limits', () => {
  it('cancels a statement past its timeout and frees the connection for the next', async () => {
    const database = openPostgres(databaseUrlFor(name), {
      size: 1,
      statementTimeoutMs: 200,
      connectionTimeoutMs: 5_000,
    });
    try {
      const started = performance.now();
      const error = await failure(database.db.execute(sql`select pg_sleep(5)`));
      expect(isDatabaseBusy(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(2_000);
      // The one connection is free again.
      expect(await selectRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('refuses work that waits past the connection timeout while slow work holds the pool', async () => {
    const database = openPostgres(databaseUrlFor(name), {
      size: 1,
      statementTimeoutMs: 2_000,
      connectionTimeoutMs: 200,
    });
    try {
      // Drizzle runs a query when it is awaited: start the slow one now.
      const slow = Promise.resolve(database.db.execute(sql`select pg_sleep(1)`));
      await untilRunning('select pg_sleep(1)');
      const started = performance.now();
      const error = await failure(database.db.execute(sql`select 1`));
      expect(isDatabaseBusy(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(900);
      await slow;
    } finally {
      await database.close();
    }
  });

  it('leaves statements unbounded when only a size is given, as the scripts open it', async () => {
    const database = openPostgres(databaseUrlFor(name), 1);
    try {
      expect(await selectRows(database.db, sql`show statement_timeout`)).toEqual([
        { statement_timeout: '0' },
      ]);
    } finally {
      await database.close();
    }
  });
});
