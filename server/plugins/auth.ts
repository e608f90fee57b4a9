import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthorized } from '../lib/errors';
import type { AuthenticatedAdmin, SessionRepository, TokenService } from '../modules/auth/public';

declare module 'fastify' {
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
        throw new AppError('error_unauthorized', 'Your session has ended. Please sign in again.');
      return admin;
    }

    app.addHook('onRequest', async (request) => {
      // An unmatched route has no config: let the not-found handler answer it.
      if (request.is404) return;
      // Routes are private unless their declaration says otherwise: a missing one fails closed.
      const access = request.routeOptions.config.access;
      const token = bearerToken(request);
      if (access?.public && access.readsToken) {
        // A stale token must not spoil a public call such as a password reset.
        request.admin = token ? await authenticate(token).catch(() => null) : null;
        return;
      }
      if (access?.public) return;
      if (!token) throw unauthorized();
      request.admin = await authenticate(token);
    });
  },
  { name: 'auth', dependencies: ['error-model'] },
);
