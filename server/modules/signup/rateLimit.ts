import { SIGNUP_LIMITS } from '../../../contract/signup';
import type { Database } from '../../db/client';
import { createPublicRateLimit } from '../../db/publicRateLimit';
import { TooManyRequests } from '../../lib/errors';

export const tooManyRequests = (retryAfterSeconds: number) =>
  new TooManyRequests(
    'too_many_attempts',
    'Too many requests. Please wait a few minutes and try again.',
    retryAfterSeconds,
  );

export const addressKey = (ip: string) => `signup-address:${ip}`;
export const tokenKey = (hash: string) => `signup-token:${hash}`;

/** The sign-up and verification routes' limits, counted with the other public routes'. */
export const createSignupRateLimit = (db: Database, now?: () => Date) =>
  createPublicRateLimit(db, { windowMs: SIGNUP_LIMITS.windowMs, refusal: tooManyRequests }, now);

/** The limits of a call from `ip` naming `hash` (a token's hash, or a link id). */
export const limitsFor = (ip: string, hash?: string) => [
  { key: addressKey(ip), limit: SIGNUP_LIMITS.perAddress },
  ...(hash ? [{ key: tokenKey(hash), limit: SIGNUP_LIMITS.perToken }] : []),
];
