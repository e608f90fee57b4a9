import { pbkdf2 } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTusDatastore } from './tusDatastore';

describe('the resumable uploads folder store', () => {
  it('makes its folder at once and never again later, so removing it throws nowhere', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tidings-tus-'));
    // A busy thread pool (as when many apps hash passwords at once): an asynchronous mkdir
    // queued now runs only after these, long after the folder is removed below.
    const busy = Array.from(
      { length: 16 },
      () =>
        new Promise<void>((resolve) => {
          pbkdf2('x', 'salt', 200_000, 32, 'sha256', () => resolve());
        }),
    );
    createTusDatastore(null, dataDir);
    expect(existsSync(join(dataDir, 'tus'))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
    await Promise.all(busy);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // FileStore's own asynchronous mkdir would have made the folder again by now.
    expect(existsSync(dataDir)).toBe(false);
  });
});
