import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import type { AuthenticatedAdmin, SessionRepository, TokenService } from '../modules/auth/public';
import { isApiKeySecret, type KeyAuthenticator } from '../modules/apiKeys/public';

/**
 * Who makes a call: an admin signed in, or an API key acting as one of its organisation
 * (`apiKeyId` set, `id` its creator's; modules/apiKeys/keyAuth.ts).
 */
export type Caller = AuthenticatedAdmin & { readonly apiKeyId?: string };

declare module 'fastify' {
  interface FastifyRequest {
    admin: Caller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function adminOf(request: FastifyRequest): Caller {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

export interface AuthPluginOptions {
  tokens: TokenService;
  sessions: SessionRepository;
  /** `Authorization: Bearer tid_live_…`: an API key (none given: keys are refused). */
  keys?: KeyAuthenticator;
}

export const authPlugin = fp(
  (app: FastifyInstance, { tokens, sessions, keys }: AuthPluginOptions) => {
    app.decorateRequest('admin', null);

    async function authenticate(token: string): Promise<Caller> {
      if (isApiKeySecret(token)) {
        if (!keys) throw unauthorized();
        return keys.authenticate(token);
      }
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
        // A password is a person's: a key is refused rather than read as no sign-in.
        if (token && isApiKeySecret(token)) {
          throw forbidden('An API key may not do this: sign in to the console.');
        }
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
