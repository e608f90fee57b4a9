import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthorized } from '../lib/errors';
import type { AuthenticatedAdmin, SessionRepository } from '../modules/auth/sessionRepository';
import type { TokenService } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are private unless they say otherwise: a forgotten flag fails closed. */
    public?: boolean;
    /** A public route that still reads the admin when a valid token comes with the request. */
    optionalAuth?: boolean;
  }
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function adminOf(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

export interface AuthPluginOptions {
  tokens: TokenService;
  sessions: SessionRepository;
}

export const authPlugin = fp(
  (app: FastifyInstance, { tokens, sessions }: AuthPluginOptions) => {
    app.decorateRequest('admin', null);

    async function authenticate(token: string): Promise<AuthenticatedAdmin> {
      const claims = await tokens.verifySession(token);
      const admin = await sessions.findLive(claims.sessionId, claims._id);
      if (!admin)
        throw new AppError(
          401,
          'error_unauthorized',
          'Your session has ended. Please sign in again.',
        );
      return admin;
    }

    app.addHook('onRequest', async (request) => {
      // An unmatched route has no config: let the not-found handler answer it.
      if (request.is404) return;
      const { config } = request.routeOptions;
      const token = bearerToken(request);
      if (config.optionalAuth) {
        // A stale token must not spoil a public call such as a password reset.
        request.admin = token ? await authenticate(token).catch(() => null) : null;
        return;
      }
      if (config.public) return;
      if (!token) throw unauthorized();
      request.admin = await authenticate(token);
    });
  },
  { name: 'auth', dependencies: ['error-model'] },
);
