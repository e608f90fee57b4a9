import type { Database } from '../../db/client';
import { createAdminStatusRepository } from './adminStatusRepository';
import { createAuthenticatorRepository } from './authenticatorRepository';
import { createAutoLoginCodeRepository } from './autoLoginCodeRepository';
import { createProfileRepository } from './profileRepository';
import { createResetRequestRepository } from './resetRequestRepository';
import { createSessionRepository } from './sessionRepository';
import { createSignInRepository } from './signInRepository';
import { createLoginThrottle } from './loginFailuresRepository';
import { createPasskeyRepository } from './passkeyRepository';
import { createPasskeyChallengeLimit, createResendOtpLimit } from './throttle';

/** All SQL of the auth domain: sign-in, sessions, the throttle and profiles. */
export function createAuthRepository(db: Database) {
  return {
    signIn: createSignInRepository(db),
    autoLoginCodes: createAutoLoginCodeRepository(db),
    sessions: createSessionRepository(db),
    throttle: createLoginThrottle(db),
    resendOtpLimit: createResendOtpLimit(db),
    passkeyChallengeLimit: createPasskeyChallengeLimit(db),
    resetRequests: createResetRequestRepository(db),
    profiles: createProfileRepository(db),
    adminStatus: createAdminStatusRepository(db),
    authenticators: createAuthenticatorRepository(db),
    passkeys: createPasskeyRepository(db),
  };
}
