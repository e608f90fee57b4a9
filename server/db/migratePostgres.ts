import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';

/** Any key works as long as every instance uses the same one: it serialises migrations. */
const MIGRATION_LOCK_KEY = 7_341_902;

/**
 * Drizzle's migrations, applied in one transaction that first takes a transaction-scoped
 * advisory lock. Drizzle's own migrator reads the last applied migration before its transaction
 * and needs a session-level lock around it, which a pooler in transaction mode (PgBouncer, most
 * managed PostgreSQL) cannot hold: the lock stays on whichever server connection took it. Here
 * the lock, the read and every statement share the one connection the transaction is given, so
 * instances started together still migrate one at a time, through a pooler or not. The
 * bookkeeping is Drizzle's (`drizzle.__drizzle_migrations`, a migration applies when its folder
 * time is after the last recorded one), so databases migrated either way agree.
 */
export async function migratePostgres(url: string, migrationsFolder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    // A statement timeout set on the role for the API's calls must not cut an index build short.
    await client.query('set local statement_timeout = 0');
    await client.query('create schema if not exists drizzle');
    await client.query(
      'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    const { rows } = await client.query<{ created_at: string | null }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const last = rows[0]?.created_at == null ? null : Number(rows[0].created_at);
    for (const migration of migrations) {
      if (last !== null && last >= migration.folderMillis) continue;
      for (const statement of migration.sql) await client.query(statement);
      await client.query(
        'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
        [migration.hash, migration.folderMillis],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
