import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets an admin enters (payment keys, push keys, store API keys) are kept encrypted at rest
 * with AES-256-GCM under a key from the environment (SECRETS_KEY, or one generated into the data
 * folder). A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url: the version lets the
 * scheme change later without guessing. Only `lastChars` of a secret ever leaves the server.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed under another key or was altered. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

export function createSecretBox(key: Uint8Array): SecretBox {
  // Any length of configured key becomes the 32 bytes AES-256 needs.
  const aesKey = createHash('sha256').update(key).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** What a screen may show of a secret: its last characters behind a mask ("••••3f9a"). */
export function lastChars(plain: string, count = 4): string {
  if (plain.length <= count) return '•'.repeat(plain.length);
  return `••••${plain.slice(-count)}`;
}
