import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '../../../contract/apiKeys';

/** A new key's secret: the prefix and 32 random bytes (256 bits) in base64url. */
export function newSecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What a list shows of a secret: the prefix and its next few characters. */
export const shownPrefix = (secret: string) =>
  secret.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_CHARS);

/**
 * What is stored of a secret: its SHA-256. The secret is 256 random bits, so no guessing can
 * run through a fast hash; a slow password hash would only cost every call.
 */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a bearer token is an API key rather than a session's token. */
export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_PREFIX);
