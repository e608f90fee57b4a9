import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
const STAMP = join(DIST, '.build-stamp.json');
const SOURCES = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'))
      .map((entry) => newestMtime(join(path, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

interface Stamp {
  builtAt: number;
}

async function readStamp(): Promise<Stamp | null> {
  try {
    return JSON.parse(await readFile(STAMP, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/**
 * Builds the console when dist/ is missing or older than its sources. The API address is not in
 * the build (the server gives it in /config.js), so a port or address change rebuilds nothing and
 * several instances can serve one dist/. Returns whether it built.
 */
export async function buildConsoleIfStale(log: (line: string) => void): Promise<boolean> {
  const stamp = await readStamp();
  const newest = Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(join(ROOT, s))))));
  if (stamp && stamp.builtAt >= newest) return false;

  log(stamp ? 'The console build is stale; rebuilding...' : 'Building the console...');
  const { build } = await import('vite');
  // The console is always built for production, whatever NODE_ENV the server runs with (the
  // end-to-end run sets 'test'): Vite would otherwise bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ROOT, logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  await writeFile(STAMP, JSON.stringify({ builtAt: Date.now() } satisfies Stamp));
  return true;
}

export const CONSOLE_DIST = DIST;
