import { basename } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../../server/db/client';
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

export function databaseUrlFor(name: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
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
  const handle = openPostgres(databaseUrlFor(TEMPLATE_DATABASE), 2);
  try {
    await handle.migrate();
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}
