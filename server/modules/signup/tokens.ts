import { createHash, randomBytes } from 'node:crypto';

/** A sign-up link's token: 256 random bits, URL-safe. Only its hash is stored. */
export const newSignupToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A token as a link carries it: refuses anything else before the database is asked. */
export const looksLikeToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** A phone number with all but its last four digits hidden: "•••• 0042". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? '••••' : `•••• ${digits.slice(-4)}`;
}
