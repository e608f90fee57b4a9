import { SignJWT, errors, jwtVerify } from 'jose';
import { AppError } from '../../lib/errors';

/** What a session token carries, as the spec names it, beside the standard claims. */
export interface SessionClaims {
  _id: string;
  userGroup: number;
  menuColor: string | null;
  brandUrl: string | null;
  adminColor: string | null;
}

export interface VerifiedSession extends SessionClaims {
  sessionId: string;
}

const ALGORITHM = 'HS256';
const SESSION_AUDIENCE = 'tidings-console';
const RESET_AUDIENCE = 'tidings-password-reset';
const ENROL_AUDIENCE = 'tidings-authenticator-enrolment';

export interface TokenService {
  signSession(claims: SessionClaims, sessionId: string, expiresAt: Date): Promise<string>;
  verifySession(token: string): Promise<VerifiedSession>;
  signReset(adminId: string, resetId: string, expiresAt: Date): Promise<string>;
  verifyReset(token: string): Promise<{ adminId: string; resetId: string }>;
  /** A sign-in that passed every check but an authenticator its organisation requires. */
  signEnrolment(adminId: string, expiresAt: Date): Promise<string>;
  verifyEnrolment(token: string): Promise<string>;
}

/** How many verified session tokens are remembered (a few MB at most). */
const REMEMBERED_TOKENS = 10_000;

/**
 * Session tokens already verified, with when they expire. Every signed-in call verifies its token;
 * an HMAC through WebCrypto costs about as much CPU as the rest of a small call, and the same
 * token comes back call after call. A token string verified once verifies the same way again, so
 * only its expiry is checked anew (the session's revocation is checked in the database on every
 * call regardless). The oldest entry leaves first when the map is full.
 */
function rememberedTokens() {
  const verified = new Map<string, { session: VerifiedSession; expiresAtMs: number }>();
  return {
    get(token: string): { session: VerifiedSession; expiresAtMs: number } | undefined {
      return verified.get(token);
    },
    set(token: string, session: VerifiedSession, expiresAtMs: number) {
      if (verified.size >= REMEMBERED_TOKENS) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
      verified.set(token, { session, expiresAtMs });
    },
    forget(token: string) {
      verified.delete(token);
    },
  };
}

const expired = () =>
  new AppError('TokenExpiredError', 'Your session has expired. Please sign in again.');

export function createTokenService(secret: Uint8Array): TokenService {
  const remembered = rememberedTokens();
  const sign = (payload: Record<string, unknown>, audience: string, jti: string, expiresAt: Date) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setAudience(audience)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(secret);

  // Only HS256 is accepted, so a token claiming `alg: none` or another algorithm is refused.
  const verify = (token: string, audience: string) =>
    jwtVerify(token, secret, { algorithms: [ALGORITHM], audience });

  return {
    signSession: (claims, sessionId, expiresAt) =>
      sign({ ...claims }, SESSION_AUDIENCE, sessionId, expiresAt),

    async verifySession(token) {
      const known = remembered.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.session;
        remembered.forget(token);
        throw expired();
      }
      try {
        const { payload } = await verify(token, SESSION_AUDIENCE);
        if (
          typeof payload._id !== 'string' ||
          typeof payload.jti !== 'string' ||
          typeof payload.userGroup !== 'number'
        ) {
          throw new AppError('error_unauthorized', 'The session token is not valid.');
        }
        const session: VerifiedSession = {
          sessionId: payload.jti,
          _id: payload._id,
          userGroup: payload.userGroup,
          menuColor: typeof payload.menuColor === 'string' ? payload.menuColor : null,
          brandUrl: typeof payload.brandUrl === 'string' ? payload.brandUrl : null,
          adminColor: typeof payload.adminColor === 'string' ? payload.adminColor : null,
        };
        // Every session token is signed with an expiry; one without is verified every time.
        if (typeof payload.exp === 'number') remembered.set(token, session, payload.exp * 1000);
        return session;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) throw expired();
        throw new AppError('error_unauthorized', 'The session token is not valid.');
      }
    },

    signEnrolment: (adminId, expiresAt) =>
      sign({ sub: adminId }, ENROL_AUDIENCE, crypto.randomUUID(), expiresAt),

    async verifyEnrolment(token) {
      const refused = () =>
        new AppError('jwt_expired', 'This sign-in has expired. Sign in again to continue.');
      try {
        const { payload } = await verify(token, ENROL_AUDIENCE);
        if (typeof payload.sub !== 'string') throw refused();
        return payload.sub;
      } catch {
        throw refused();
      }
    },

    signReset: (adminId, resetId, expiresAt) =>
      sign({ sub: adminId }, RESET_AUDIENCE, resetId, expiresAt),

    async verifyReset(token) {
      try {
        const { payload } = await verify(token, RESET_AUDIENCE);
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
          throw new AppError('jwt_malformed', 'Error on Link.');
        }
        return { adminId: payload.sub, resetId: payload.jti };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) {
          throw new AppError('jwt_expired', 'Link already expired.');
        }
        throw new AppError('jwt_malformed', 'Error on Link.');
      }
    },
  };
}
