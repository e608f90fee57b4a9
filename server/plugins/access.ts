import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import { keysMayCall, refusalBeforeBody, refusalOfBody, type RouteAccess } from './routeAccess';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must say (see plugins/routeAccess.ts). */
    access?: RouteAccess;
  }
  interface FastifySchema {
    /** The route's access declaration, as the OpenAPI document shows it. */
    'x-access'?: RouteAccess;
    /** Whether an API key may call the route (docs/decisions.md, "API keys"). */
    'x-api-key'?: boolean;
  }
}

/** Refuses a call the route's declaration does not allow, before its body is read. */
function requestRefusal(request: FastifyRequest): Error | null {
  if (request.is404) return null;
  const access = accessOf(request);
  // Only routes registered before this plugin can lack a declaration: none may be called.
  if (!access) return forbidden();
  if (access.public) return null;
  if (!request.admin) return unauthorized();
  const refusal = refusalBeforeBody(access, request.admin);
  return refusal ? forbidden(refusal) : null;
}

export function accessOf(request: FastifyRequest): RouteAccess | undefined {
  return request.routeOptions.config.access;
}

/**
 * Enforces each route's access declaration in one place. A route registered without one stops
 * the app from getting ready (and so from listening), so no route can be added unguarded. Which company's or channel's data
 * a request may touch is the tenancy scope's business (plugins/tenancy.ts), not this one's.
 */
export const accessPlugin = fp(
  (app: FastifyInstance) => {
    const undeclared: string[] = [];
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access) {
        undeclared.push(`${String(route.method)} ${route.url}`);
        return;
      }
      // Public routes need no token in the document either.
      route.schema = {
        ...route.schema,
        'x-access': access,
        'x-api-key': keysMayCall(access),
        ...(access.public
          ? { security: [] }
          : keysMayCall(access)
            ? { security: [{ bearer: [] }, { apiKey: [] }] }
            : {}),
      };
    });
    // Reported when the app gets ready, all at once: `ready()` (and so `listen`) fails.
    app.addHook('onReady', (done) => {
      done(
        undeclared.length > 0
          ? new Error(
              `${undeclared.join(', ')} declares no access: add config.access (server/plugins/routeAccess.ts).`,
            )
          : undefined,
      );
    });

    app.addHook('onRequest', (request, _reply, done) => {
      done(requestRefusal(request) ?? undefined);
    });

    // A rule on the body is checked once the body is read and valid.
    app.addHook('preHandler', (request, _reply, done) => {
      const access = accessOf(request);
      const refusal =
        access && !access.public && request.admin
          ? refusalOfBody(access, request.admin, request.body)
          : null;
      done(refusal ? forbidden(refusal) : undefined);
    });
  },
  { name: 'access', dependencies: ['auth', 'tenancy'] },
);
