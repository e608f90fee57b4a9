import type { Database } from '../../db/client';
import { createPublicRateLimit } from '../../db/publicRateLimit';
import { TooManyRequests } from '../../lib/errors';

/** Calls allowed per hour to each public route, per client address and per link token. */
export const INVITATION_RATE_LIMITS = {
  windowMs: 60 * 60 * 1000,
  channel: { perAddress: 60, perToken: 300 },
  register: { perAddress: 10, perToken: 30 },
  confirm: { perAddress: 30 },
} as const;

export const rateLimited = (retryAfterSeconds: number) =>
  new TooManyRequests(
    'too_many_attempts',
    'Too many tries from here. Please wait an hour and try again.',
    retryAfterSeconds,
  );

/** The invitation routes' limits, counted with the other public routes'. */
export const createInvitationThrottle = (db: Database, now?: () => Date) =>
  createPublicRateLimit(
    db,
    { windowMs: INVITATION_RATE_LIMITS.windowMs, refusal: rateLimited },
    now,
  );

export type InvitationThrottle = ReturnType<typeof createInvitationThrottle>;
