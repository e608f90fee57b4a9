import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazyModule';

/** The SDKs the API loads on first use only (lib/lazyModule.ts says why). */
const LAZY_PACKAGES = ['stripe', 'twilio', '@simplewebauthn/server'];

async function serverSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return serverSources(path);
      const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
      return Promise.resolve(source ? [path] : []);
    }),
  );
  return nested.flat();
}

describe('lazyModule', () => {
  it('loads once, however many callers ask at the same time', async () => {
    let loads = 0;
    const load = lazyModule(() => Promise.resolve(++loads));
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
    expect(await load()).toBe(1);
  });

  it('tries again after a load that failed', async () => {
    let tries = 0;
    const load = lazyModule(() =>
      ++tries === 1 ? Promise.reject(new Error('not there yet')) : Promise.resolve('loaded'),
    );
    await expect(load()).rejects.toThrow('not there yet');
    expect(await load()).toBe('loaded');
  });

  it('is how the server reaches the SDKs it loads on first use: none is imported at start', async () => {
    const offending: string[] = [];
    for (const path of await serverSources('server')) {
      const text = await readFile(path, 'utf8');
      for (const name of LAZY_PACKAGES) {
        const escaped = name.replace(/[/@]/g, '\\$&');
        const eager = new RegExp(`^import (?!type )[^;]*from '${escaped}(/[^']*)?';`, 'm');
        if (eager.test(text)) offending.push(`${path}: ${name}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
