import type { FastifyRequest } from 'fastify';
import { UNLISTED_LANGUAGE } from '../../../contract/languageTag';
import { languageCode } from '../../../contract/languages';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { allowedAppUser, APP_CALLS_PER_MINUTE, appTokenOf, appUserOf } from './appAuth';
import { revokeAppToken } from './appTokensRepository';
import { createRegistrationRepository, type DeviceRegistration } from './registrationRepository';
import { createDeviceRepository } from './repository';

/** A registration as the app sends it: the language any case of a listed tag. */
export type DeviceReport = Omit<DeviceRegistration, 'language'> & { language?: string };

/** The app's devices: its registrations under its app token, and the console's view of them. */
export function createDeviceService(
  db: Database,
  /** Calls one app token may make a minute (configuration APP_CALLS_PER_MINUTE; 0: no limit). */
  appCallsPerMinute: number = APP_CALLS_PER_MINUTE,
) {
  const repository = createDeviceRepository(db);
  const registrations = createRegistrationRepository(db);
  return {
    ...repository,
    /**
     * Registers the app's push token for the user its app token acts for: 401 without a live
     * token, 429 over the rate limit, 400 (naming it) for a language not on the list.
     */
    async registerFromApp(request: FastifyRequest, report: DeviceReport, now: Date) {
      const { language, ...device } = report;
      const code = language === undefined ? undefined : languageCode(language);
      if (language !== undefined && !code) {
        // Who is calling is answered first, as on every app route.
        await appUserOf(db, request, now, appCallsPerMinute);
        throw fieldError('language', UNLISTED_LANGUAGE);
      }
      const registration = await registrations.registerForToken(
        appTokenOf(request),
        code ? { ...device, language: code } : device,
        now,
        appCallsPerMinute,
      );
      allowedAppUser(registration?.use ?? null, now, appCallsPerMinute);
      if (!registration?.device) throw new Error('the device was not stored');
      return registration.device;
    },
    /** The app user the request's app token acts for (401 when none, 429 over the rate limit). */
    appUserOf: (request: FastifyRequest) => appUserOf(db, request, new Date(), appCallsPerMinute),
    /** Ends the app token the request carries (the app signing out). */
    signOutApp: (request: FastifyRequest) => revokeAppToken(db, appTokenOf(request)),
  };
}
