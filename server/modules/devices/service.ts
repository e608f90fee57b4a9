import type { FastifyRequest } from 'fastify';
import { UNLISTED_LANGUAGE } from '../../../contract/languageTag';
import { languageCode } from '../../../contract/languages';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { APP_CALLS_PER_MINUTE, appTokenOf, appUserOf } from './appAuth';
import { revokeAppToken } from './appTokensRepository';
import type { AppUser } from './appTokensRepository';
import { createDeviceRepository, type DeviceRegistration } from './repository';

/** A registration as the app sends it: the language any case of a listed tag. */
export type DeviceReport = Omit<DeviceRegistration, 'language'> & { language?: string };

/** The app's devices: its registrations under its app token, and the console's view of them. */
export function createDeviceService(
  db: Database,
  /** Calls one app token may make a minute (configuration APP_CALLS_PER_MINUTE; 0: no limit). */
  appCallsPerMinute: number = APP_CALLS_PER_MINUTE,
) {
  const repository = createDeviceRepository(db);
  return {
    ...repository,
    /** Registers the app's token; a language not on the list is refused (400, naming it). */
    register(user: AppUser, report: DeviceReport, now: Date) {
      const { language, ...device } = report;
      if (language === undefined) return repository.register(user, device, now);
      const code = languageCode(language);
      if (!code) throw fieldError('language', UNLISTED_LANGUAGE);
      return repository.register(user, { ...device, language: code }, now);
    },
    /** The app user the request's app token acts for (401 when none, 429 over the rate limit). */
    appUserOf: (request: FastifyRequest) => appUserOf(db, request, new Date(), appCallsPerMinute),
    /** Ends the app token the request carries (the app signing out). */
    signOutApp: (request: FastifyRequest) => revokeAppToken(db, appTokenOf(request)),
  };
}
