import { basename } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import {
  openPostgres,
  PGLITE_EXTENSIONS,
  wrapPglite,
  type DatabaseHandle,
} from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/demo';

/**
 * One template per checkout, so test runs in two checkouts on one server do not drop each
 * other's template.
 */
export const TEMPLATE_DATABASE = `tidings_test_template_${checkoutName()}`;

function checkoutName(): string {
  return basename(process.cwd())
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 30);
}

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

export function databaseUrlFor(name: string, server = testDatabaseUrl()): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A pooler in transaction mode in front of the test server (tests/pgbouncer.sh), when set: the
 * test apps and the template's migrations then reach PostgreSQL through it, as most managed
 * PostgreSQL is reached, while databases are still created and dropped directly.
 */
export function testPoolerUrl(): string | null {
  return process.env.TEST_POOLER_URL || null;
}

/** How test apps and worker processes pool their connections (`DB_POOL_MODE`). */
export function testPoolMode(): 'session' | 'transaction' {
  return testPoolerUrl() ? 'transaction' : 'session';
}

/** Where test apps and worker processes reach a test database: the pooler when there is one. */
export function appDatabaseUrlFor(name: string): string {
  return databaseUrlFor(name, testPoolerUrl() ?? testDatabaseUrl());
}

/** A pool on a test database, as an app reaches it. */
export function openTestPostgres(name: string, size: number): DatabaseHandle {
  return openPostgres(appDatabaseUrlFor(name), { size, mode: testPoolMode() });
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated, demo-seeded embedded database, dumped so each test file can load a copy. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(client);
  try {
    await handle.migrate();
    await seedDemo(handle.db);
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** A migrated, demo-seeded PostgreSQL database that each test file copies with CREATE DATABASE. */
export async function buildPostgresTemplate(): Promise<void> {
  await adminQuery(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await adminQuery(`create database ${TEMPLATE_DATABASE}`);
  const handle = openTestPostgres(TEMPLATE_DATABASE, 2);
  try {
    await handle.migrate();
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  // A pooler keeps its server connections to the template open after the pool closed, and
  // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
  await adminQuery(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${TEMPLATE_DATABASE}'`,
  );
}
