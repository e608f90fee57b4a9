import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 256 bits, well past the 128 a link needs to be unguessable. */
const TOKEN_BYTES = 32;

/** Only the hash of a token is looked up, so the table alone lets nobody open a link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token (base64url, 43 characters) and the hash it is found by. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}
