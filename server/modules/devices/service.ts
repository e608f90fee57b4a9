import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { appTokenOf, appUserOf } from './appAuth';
import { revokeAppToken } from './appTokensRepository';
import { createDeviceRepository } from './repository';

/** The app's devices: its registrations under its app token, and the console's view of them. */
export function createDeviceService(db: Database) {
  return {
    ...createDeviceRepository(db),
    /** The app user the request's app token acts for (401 when none). */
    appUserOf: (request: FastifyRequest) => appUserOf(db, request),
    /** Ends the app token the request carries (the app signing out). */
    signOutApp: (request: FastifyRequest) => revokeAppToken(db, appTokenOf(request)),
  };
}
