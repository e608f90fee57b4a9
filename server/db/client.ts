import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { contextualDatabase } from './contextual';
import { migratePostgres } from './migratePostgres';
import type { PoolLimits } from './poolLimits';
import { quietPoolEnd } from './quietPoolEnd';
import { schema } from './schema/all';
import { markTransactionPooled } from './statementNames';

/**
 * What repositories hold: a Drizzle database that joins the transaction of the work it runs in
 * (`inTransaction`, server/db/contextual.ts), such as an audited request.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Closes the database; `graceMs` lets calls still using it finish first, up to that long
   * (PostgreSQL's pool; the embedded database finishes its queued queries itself).
   */
  close(graceMs?: number): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Extensions the migrations create; PGlite must load them when it opens. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: contextualDatabase(db),
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** The embedded database: a folder on disk, or in memory when no folder is given. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return wrapPglite(client);
}

/**
 * A PostgreSQL database behind a pool. `limits` bound what slow queries can do to the rest: a
 * statement that runs past its timeout is cancelled and frees its connection, and a request that
 * waits past the connection timeout for a free one is refused instead of queueing without end.
 * Scripts and tests that give only a size (the large seed runs long statements on purpose) leave
 * the timeouts off.
 */
export function openPostgres(
  url: string,
  sizeOrLimits: number | Partial<PoolLimits> = {},
): DatabaseHandle {
  const limits = typeof sizeOrLimits === 'number' ? { size: sizeOrLimits } : sizeOrLimits;
  const transactionPooled = limits.mode === 'transaction';
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.size ?? 10,
    // A pooler in transaction mode refuses startup parameters it does not know.
    ...(limits.statementTimeoutMs && !transactionPooled
      ? { statement_timeout: limits.statementTimeoutMs }
      : {}),
    ...(limits.connectionTimeoutMs ? { connectionTimeoutMillis: limits.connectionTimeoutMs } : {}),
  });
  // A connection that fails while idle in the pool (the server restarted, or ended it) is
  // dropped by the pool and replaced on next use; without a listener the error would end the
  // process.
  pool.on('error', (error) => {
    process.stderr.write(`database: an idle connection was lost: ${error.message}\n`);
  });
  // pg-pool listens for errors only on idle connections. One lost while checked out (inside a
  // transaction when the server restarts) emits 'error' after its query has already failed, and
  // an 'error' without a listener ends the process: the whole API went down with PostgreSQL.
  // The query's caller has the error; the connection is dropped when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = contextualDatabase(drizzlePg(pool, { schema }));
  if (transactionPooled) markTransactionPooled(db);
  const end = quietPoolEnd(pool);
  return {
    db,
    kind: 'postgres',
    // Several API instances may start together; one migrates while the others wait.
    migrate: () => migratePostgres(url, migrationsFolder),
    close: end,
  };
}

/**
 * The node-postgres pool behind a Drizzle database, or null on PGlite: for the few paths that
 * use PostgreSQL's own protocol features (COPY), which Drizzle does not expose.
 */
export function poolOf(db: Database): pg.Pool | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}
