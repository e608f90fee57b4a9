import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { TooManyRequests, unauthorized } from '../../lib/errors';
import { appUserOfToken, type AppTokenUse, type AppUser } from './appTokensRepository';

const REFUSED = 'Sign in to the app again.';

/** Calls one app token may make a minute when the configuration says nothing else. */
export const APP_CALLS_PER_MINUTE = 120;

/** The app's calls are counted per token and per minute (the minute on the clock). */
const WINDOW_MS = 60_000;

/** The app token a request carries as `Authorization: Bearer <app token>`, or ''. */
export function appTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/**
 * The app user a request from the app acts for: `Authorization: Bearer <app token>`. A missing,
 * unknown or revoked token, or one of a deleted user, answers 401 error_unauthorized. Every app
 * route asks here (or, for a registration, in its own statement), so here is the app's rate
 * limit too: a token's calls beyond `perMinute` in one minute answer 429 too_many_attempts with
 * Retry-After (0: no limit). Counting is part of the one statement that finds the token's user.
 */
export async function appUserOf(
  db: Database,
  request: FastifyRequest,
  now: Date = new Date(),
  perMinute: number = APP_CALLS_PER_MINUTE,
): Promise<AppUser> {
  const token = appTokenOf(request);
  return allowedAppUser(token ? await appUserOfToken(db, token, now) : null, now, perMinute);
}

/** The app user of a token's use, or the 401 (no use: no such token) or 429 it answers. */
export function allowedAppUser(use: AppTokenUse | null, now: Date, perMinute: number): AppUser {
  if (!use) throw unauthorized(REFUSED);
  if (perMinute > 0 && use.calls > perMinute) {
    throw new TooManyRequests(
      'too_many_attempts',
      'Too many requests from the app. Please wait a minute and try again.',
      (use.windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000,
    );
  }
  return use.user;
}
