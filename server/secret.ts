import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAILBOX_KEY_FILE } from '../contract/mailbox';

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

/**
 * The development mailbox's key: generated once into the data folder (mode 600) while email stays
 * in the outbox. `npm run outbox` reads it and sends it to the running API, which answers the
 * mailbox only to a caller holding it, that is one who can read the server's data folder.
 */
export async function loadMailboxKey(dataDir: string): Promise<string> {
  return new TextDecoder().decode(await loadOrCreateKey(null, dataDir, MAILBOX_KEY_FILE));
}

/** The mailbox key as `npm run outbox` reads it, without creating one: null when there is none. */
export async function readMailboxKey(dataDir: string): Promise<string | null> {
  try {
    const stored = (await readFile(join(dataDir, MAILBOX_KEY_FILE), 'utf8')).trim();
    return stored || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
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
