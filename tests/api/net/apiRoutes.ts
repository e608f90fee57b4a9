import type { BodyRule, RouteAccess, SignedInAccess } from '../../../server/plugins/routeAccess';
import type { TestApp } from '../harness';
import { ACTOR_KIND, actorKeys, type Actor, type SignedInActor } from './actors';

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
 * Whether the declaration admits a signed-in actor by its kind and its role's keys: `'refused'`,
 * `'admitted'`, or the body values it is admitted with (a key granted for given body values).
 */
export function admission(
  access: SignedInAccess,
  actor: SignedInActor,
): 'refused' | 'admitted' | BodyRule {
  if (!(access.admins as readonly string[]).includes(ACTOR_KIND[actor])) return 'refused';
  if (actor === 'messagingOnly' && access.messagingOnly === false) return 'refused';
  if (!access.key) return 'admitted';
  const keys = actorKeys(actor);
  const grants = [access.key, ...(access.orKeys ?? [])].map((grant) =>
    typeof grant === 'string' ? { key: grant } : grant,
  );
  const held = grants.filter((grant) => keys.includes(grant.key));
  if (held.length === 0) return 'refused';
  return held.find((grant) => !grant.bodyEquals) ? 'admitted' : (held[0]?.bodyEquals ?? 'refused');
}

/**
 * What a call should get by the route's declaration alone: 401 without a live session on a
 * private route, 403 for a kind of admin or a role it does not admit (or not with this body),
 * else `'admitted'` (any answer but 401, 403 and 5xx).
 */
export function expectedOutcome(
  access: RouteAccess,
  actor: Actor,
  payload: unknown,
): 401 | 403 | 'admitted' {
  if (access.public) return 'admitted';
  if (actor === 'anonymous' || actor === 'revoked') return 401;
  const admitted = admission(access, actor);
  if (admitted === 'refused') return 403;
  if (admitted === 'admitted') return 'admitted';
  const body = (payload ?? {}) as Record<string, unknown>;
  const matches = Object.entries(admitted).every(([field, value]) => body[field] === value);
  return matches ? 'admitted' : 403;
}
