import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/*
 * The variables server/config.ts reads, README's configuration table and .env.example name the
 * same set, so none of the three can drift from the others unnoticed.
 */

const root = resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');

/** Read only by the test runners, never by the product: documented, not in config.ts. */
const TEST_ONLY = [
  'TEST_DATABASE_URL',
  'CHROMIUM_PATH',
  'E2E_PORT',
  'E2E_API_PORT',
  'E2E_EMBED_HOST_PORT',
];

/**
 * Every name config.ts reads: each `env.NAME` in its source, each provider's `<NAME>_CONCURRENCY`
 * and `<NAME>_RATE_PER_SECOND` (built from the name passed to flowLimits), and each name a load of
 * an empty environment asks for, which catches a read the two patterns miss.
 */
function namesConfigReads(): string[] {
  const source = read('server/config.ts');
  const names = new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1] ?? ''));
  for (const [, provider] of source.matchAll(/flowLimits\(env, '([A-Z]+)'/g)) {
    names.add(`${provider}_CONCURRENCY`);
    names.add(`${provider}_RATE_PER_SECOND`);
  }
  const asked = new Proxy<NodeJS.ProcessEnv>(
    {},
    {
      get(_target, key) {
        if (typeof key === 'string') names.add(key);
        return undefined;
      },
    },
  );
  loadConfig(asked);
  return [...names].filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name)).sort();
}

/** The names in README's configuration table (a row may name two, `E2E_PORT`, `E2E_API_PORT`). */
function readmeNames(): string[] {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## '));
  const rows = table.split('\n').filter((line) => line.startsWith('| `'));
  const names = rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''),
  );
  return [...new Set(names)].sort();
}

/** The names .env.example sets, commented out or not. */
function exampleNames(): string[] {
  const example = read('.env.example');
  return [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] ?? '').sort();
}

const product = (names: string[]) => names.filter((name) => !TEST_ONLY.includes(name));

describe('configuration documentation', () => {
  it('README’s table lists exactly the variables config.ts reads, each once', () => {
    const rows = read('README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1]?.trim());
    const repeated = rows.filter((cell, i) => rows.indexOf(cell) !== i);
    expect(repeated).toEqual([]);
    expect(product(readmeNames())).toEqual(namesConfigReads());
    expect(readmeNames()).toEqual(expect.arrayContaining(TEST_ONLY));
  });

  it('.env.example sets exactly the variables config.ts reads, each once', () => {
    const names = exampleNames();
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(product(names)).toEqual(namesConfigReads());
  });

  it('.env.example copied as it is loads, and its addresses follow the ports', () => {
    const env: NodeJS.ProcessEnv = {};
    for (const [, name, value] of read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm))
      if (name) env[name] = value ?? '';
    const config = loadConfig({ ...env, PORT: '8080', API_PORT: '8081' });
    expect(config.consoleUrl).toBe('http://localhost:8080');
    expect(config.apiUrl).toBe('http://localhost:8081');
    expect(config.consoleOrigins).toContain('http://localhost:8080');
  });
});
