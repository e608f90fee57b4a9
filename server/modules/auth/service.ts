import type { Config } from '../../config';
import { createPasskeyService, relyingPartyFor } from './passkeyService';
import { createPasskeySignIn } from './passkeySignIn';
import { createSecondFactor } from './secondFactor';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secretBox';
import type { EmailProvider } from '../../providers/email/emailProvider';
import { insertAuditEntry } from '../auditLog/public';
import { createAuthenticatorService } from './authenticatorService';
import { createAuthenticatorSignIn, type SignInAudit } from './authenticatorSignIn';
import { createEnrolmentService } from './enrolmentService';
import { createAutoLoginService } from './autoLoginService';
import { createAuthRepository } from './repository';
import { createSignInService } from './signInService';
import { createTokenService } from './tokens';

export interface AuthDeps {
  config: Pick<Config, 'tokenTtlSeconds' | 'consoleUrl' | 'consoleOrigins'>;
  email: EmailProvider;
  jwtSecret: Uint8Array;
  secretBox: SecretBox;
}

/** The auth domain: its repositories, the token service and the sign-in rules over both. */
export function createAuthService(db: Database, { config, email, jwtSecret, secretBox }: AuthDeps) {
  const repositories = createAuthRepository(db);
  const tokens = createTokenService(jwtSecret);
  const authenticators = createAuthenticatorService({
    repo: repositories.authenticators,
    admins: repositories.signIn,
    box: secretBox,
    passkeys: repositories.passkeys,
  });
  const passkey = createPasskeyService({
    repo: repositories.passkeys,
    admins: repositories.signIn,
    authenticators,
    relyingParty: relyingPartyFor(config.consoleUrl, config.consoleOrigins),
  });
  const audit: SignInAudit = (entry) => insertAuditEntry(db, entry);
  const authenticatorSignIn = createAuthenticatorSignIn({ authenticators, tokens, audit });
  const signIn = createSignInService({
    repo: repositories.signIn,
    sessions: repositories.sessions,
    throttle: repositories.throttle,
    resendOtpLimit: repositories.resendOtpLimit,
    resetRequests: repositories.resetRequests,
    tokens,
    authenticator: authenticatorSignIn,
    secondFactor: createSecondFactor(authenticatorSignIn, passkey),
    email,
    tokenTtlSeconds: config.tokenTtlSeconds,
    consoleUrl: config.consoleUrl,
  });
  const autoLogin = createAutoLoginService({
    codes: repositories.autoLoginCodes,
    repo: repositories.signIn,
    signIn,
  });
  const enrolment = createEnrolmentService({
    tokens,
    repo: repositories.signIn,
    authenticators,
    openSession: signIn.openSession,
    audit,
  });
  const passkeySignIn = createPasskeySignIn({
    passkeys: passkey,
    repo: repositories.signIn,
    openSession: signIn.openSession,
    audit,
  });
  return {
    ...repositories,
    tokens,
    signIn,
    autoLogin,
    authenticator: authenticators,
    enrolment,
    passkey,
    passkeySignIn,
  };
}
