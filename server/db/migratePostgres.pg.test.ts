import { randomUUID } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, appDatabaseUrlFor, testPoolMode } from '../../tests/api/templates';
import { openPostgres } from './client';
import { selectRows } from './rows';

/**
 * Migrations as instances starting together run them: on PostgreSQL itself, and through
 * PgBouncer in transaction mode when the run has one (tests/pgbouncer.sh), where a session-level
 * lock would be held by whichever server connection took it.
 */
const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
beforeAll(() => adminQuery(`create database ${name}`));
afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

describe('migrations', () => {
  it('apply once when three instances migrate an empty database at the same time', async () => {
    const handles = [1, 2, 3].map(() =>
      openPostgres(appDatabaseUrlFor(name), { size: 2, mode: testPoolMode() }),
    );
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const [first] = handles;
      if (!first) throw new Error('no handle');
      const applied = await selectRows<{ hash: string }>(
        first.db,
        sql`select hash from drizzle.__drizzle_migrations order by created_at`,
      );
      const files = readMigrationFiles({ migrationsFolder });
      expect(applied.map((row) => row.hash).sort()).toEqual(files.map((file) => file.hash).sort());
      // A later start finds nothing to do and changes nothing.
      await first.migrate();
      const again = await selectRows<{ count: number }>(
        first.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(again[0]?.count).toBe(files.length);
      const tables = await selectRows<{ count: number }>(
        first.db,
        sql`select count(*)::int as count from information_schema.tables where table_name = 'mobile_users'`,
      );
      expect(tables[0]?.count).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  }, 120_000);
});
