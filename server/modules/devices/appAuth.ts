import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { appUserOfToken, type AppUser } from './appTokensRepository';

const REFUSED = 'Sign in to the app again.';

/** The app token a request carries as `Authorization: Bearer <app token>`, or ''. */
export function appTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/**
 * The app user a request from the app acts for: `Authorization: Bearer <app token>`. A missing,
 * unknown or revoked token, or one of a deleted user, answers 401 error_unauthorized.
 */
export async function appUserOf(
  db: Database,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<AppUser> {
  const token = appTokenOf(request);
  if (!token) throw unauthorized(REFUSED);
  const user = await appUserOfToken(db, token, now);
  if (!user) throw unauthorized(REFUSED);
  return user;
}
