import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The JWT signing key: JWT_SECRET when set; otherwise one generated on first start and kept in
 * the data folder, so tokens survive restarts and no secret is ever committed.
 */
export function loadJwtSecret(configured: string | null, dataDir: string): Promise<Uint8Array> {
  return loadOrCreateKey(configured, dataDir, 'jwt-secret');
}

/**
 * The key admins' stored secrets are encrypted under (lib/secretBox): SECRETS_KEY when set;
 * otherwise generated once into the data folder, like the JWT key. Losing it loses those secrets
 * (they are entered again), never anything else.
 */
export function loadSecretsKey(configured: string | null, dataDir: string): Promise<Uint8Array> {
  return loadOrCreateKey(configured, dataDir, 'secrets-key');
}

async function loadOrCreateKey(
  configured: string | null,
  dataDir: string,
  fileName: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, fileName);
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
