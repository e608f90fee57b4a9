import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EmailProvider } from '../../providers/email/emailProvider';
import { createAutoLoginService } from './autoLoginService';
import { createAuthRepository } from './repository';
import { createSignInService } from './signInService';
import { createTokenService } from './tokens';

export interface AuthDeps {
  config: Pick<Config, 'tokenTtlSeconds' | 'consoleUrl'>;
  email: EmailProvider;
  jwtSecret: Uint8Array;
}

/** The auth domain: its repositories, the token service and the sign-in rules over both. */
export function createAuthService(db: Database, { config, email, jwtSecret }: AuthDeps) {
  const repositories = createAuthRepository(db);
  const tokens = createTokenService(jwtSecret);
  const signIn = createSignInService({
    repo: repositories.signIn,
    sessions: repositories.sessions,
    throttle: repositories.throttle,
    resendOtpLimit: repositories.resendOtpLimit,
    resetRequests: repositories.resetRequests,
    tokens,
    email,
    tokenTtlSeconds: config.tokenTtlSeconds,
    consoleUrl: config.consoleUrl,
  });
  const autoLogin = createAutoLoginService({
    codes: repositories.autoLoginCodes,
    repo: repositories.signIn,
    signIn,
  });
  return { ...repositories, tokens, signIn, autoLogin };
}
