import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The JWT signing key: JWT_SECRET when set; otherwise one generated on first start and kept in
 * the data folder, so tokens survive restarts and no secret is ever committed.
 */
export async function loadJwtSecret(
  configured: string | null,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${generated}\n`, { mode: 0o600 });
  return new TextEncoder().encode(generated);
}
