import type { RouteAccess } from '../../../server/plugins/routeAccess';
import type { TestApp } from '../harness';
import { ACTOR_KIND, type Actor } from './actors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: Method;
  /** As the OpenAPI document writes it: `/user/groups/{id}`. */
  path: string;
  /** `METHOD /path`, the key of the route's sample. */
  key: string;
  access: RouteAccess;
  operation: OpenApiOperation;
}

export interface OpenApiSchema {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  [key: string]: unknown;
}

export interface OpenApiOperation {
  'x-access'?: RouteAccess;
  parameters?: { in: string; name: string; required?: boolean; schema?: OpenApiSchema }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Every route of the API's own OpenAPI document, with its access declaration. */
export async function apiRoutes(t: TestApp): Promise<ApiRoute[]> {
  const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
  const doc = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = operations[method.toLowerCase()];
      if (!operation) continue;
      const access = operation['x-access'];
      if (!access) throw new Error(`${method} ${path} has no x-access in the OpenAPI document`);
      routes.push({ method, path, key: `${method} ${path}`, access, operation });
    }
  }
  return routes;
}

/** Reads first, then writes, deletes last: a delete would take a sample row from later cells. */
export const byMethodOrder = (a: ApiRoute, b: ApiRoute) =>
  METHODS.indexOf(a.method) - METHODS.indexOf(b.method);

/**
 * What a call should get by the route's declaration alone: 401 without a live session on a
 * private route, 403 for a kind of admin or a messaging-only admin it does not admit, else
 * `'admitted'` (any answer but 401, 403 and 5xx).
 */
export function expectedOutcome(
  access: RouteAccess,
  actor: Actor,
  payload: unknown,
): 401 | 403 | 'admitted' {
  if (access.public) return 'admitted';
  if (actor === 'anonymous' || actor === 'revoked') return 401;
  if (!(access.admins as readonly string[]).includes(ACTOR_KIND[actor])) return 403;
  if (actor !== 'messagingOnly' || access.messagingOnly === true) return 'admitted';
  if (access.messagingOnly === false) return 403;
  const body = (payload ?? {}) as Record<string, unknown>;
  const matches = Object.entries(access.messagingOnly.bodyEquals).every(
    ([field, value]) => body[field] === value,
  );
  return matches ? 'admitted' : 403;
}
