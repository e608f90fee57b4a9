import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor } from '../../tests/api/templates';
import { openPostgres } from './client';
import { preparedRowsOfShape, selectRows } from './rows';

const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
beforeAll(() => adminQuery(`create database ${name}`));
afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

describe('statements prepared by their shape', () => {
  it('prepares each text once on a connection, and never one name for two texts', async () => {
    const database = openPostgres(databaseUrlFor(name), 1);
    try {
      const { db } = database;
      // Two shapes from one call site, each asked three times on the pool's one connection.
      const ask = (n: number, withFilter: boolean) =>
        preparedRowsOfShape<{ n: number }>(
          db,
          'shape_test',
          withFilter ? sql`select ${n}::int as n where ${n}::int > 0` : sql`select ${n}::int as n`,
        );
      for (const n of [1, 2, 3]) {
        expect(await ask(n, false)).toEqual([{ n }]);
        expect(await ask(n, true)).toEqual([{ n }]);
      }
      const prepared = await selectRows<{ name: string; statement: string }>(
        db,
        sql`select name, statement from pg_prepared_statements where name like 'shape_test_%'
          order by statement`,
      );
      expect(prepared).toHaveLength(2);
      expect(new Set(prepared.map((statement) => statement.name)).size).toBe(2);
    } finally {
      await database.close();
    }
  });
});
