import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Builds one migrated, seeded database before the API tests; each test file then works on its
 * own copy (PGlite: a dump loaded in memory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pg') {
    await buildPostgresTemplate();
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'tidings-test-'));
  const path = join(folder, 'template.tar');
  const dump = await buildPgliteTemplate();
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
