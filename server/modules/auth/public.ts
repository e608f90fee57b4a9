/** What the auth plugin needs of the auth domain: verifying tokens and reading live sessions. */
export {
  createSessionRepository,
  type AuthenticatedAdmin,
  type SessionRepository,
} from './sessionRepository';
export { createTokenService, type TokenService } from './tokens';
export { effectiveRoleId } from './effectiveRoleRepository';
/** Single sign-on hands the console a single-use sign-in code, as the embedded console gets. */
export { createAutoLoginCodeRepository } from './autoLoginCodeRepository';
export { issueSignInCode } from './autoLoginService';
