import type { ApiRoute, Method, OpenApiSchema } from './apiRoutes';
import type { SampleRequest } from './routeSamples';

export interface BadRequest {
  /** What was broken, for the failure report. */
  kind: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export type Json = Record<string, unknown>;
export const RAW_NUMBER = '__raw_number__';

export const isJson = (payload: SampleRequest['payload']): payload is Json =>
  payload !== undefined && !Buffer.isBuffer(payload);

export interface FieldSlot {
  path: string[];
  schema: OpenApiSchema;
}

/** Where a value can go in a body: each property, and the properties of nested objects. */
export function fieldSlots(schema: OpenApiSchema | undefined, depth = 0): FieldSlot[] {
  if (!schema || depth > 2) return [];
  const branches = [schema, ...(schema.anyOf ?? [])];
  return branches.flatMap((branch) =>
    Object.entries(branch.properties ?? {}).flatMap(([name, property]) => [
      { path: [name], schema: property },
      ...fieldSlots(property, depth + 1).map((slot) => ({ ...slot, path: [name, ...slot.path] })),
      ...fieldSlots(property.items, depth + 1).map((slot) => ({
        ...slot,
        path: [name, '0', ...slot.path],
      })),
    ]),
  );
}

/** The schema's types, its anyOf branches' included. */
export function typesOf(schema: OpenApiSchema): string[] {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...own, ...(schema.anyOf ?? []).flatMap(typesOf)];
}

export function withValue(body: Json, path: readonly string[], value: unknown): Json {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
    } else {
      const next = node[key];
      const child: Record<string, unknown> =
        typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
      node[key] = child;
      node = child;
    }
  }
  return copy;
}

/** A JSON body with a raw number JSON.parse cannot hold (1e309 reads as Infinity). */
export const withRawNumber = (body: Json, path: readonly string[], number: string) =>
  JSON.stringify(withValue(body, path, RAW_NUMBER)).replace(`"${RAW_NUMBER}"`, number);

/** A route's sample taken apart, and a builder of requests that change some of its parts. */
export function partsOf(route: ApiRoute, base: SampleRequest) {
  const [path = '', search = ''] = base.url.split('?');
  const segments = path.split('/');
  const query = search ? search.split('&') : [];
  const template = route.path.split('/');
  const parameters = route.operation.parameters ?? [];
  const basePayload =
    base.payload === undefined || Buffer.isBuffer(base.payload)
      ? base.payload
      : JSON.stringify(base.payload);
  const request = (
    kind: string,
    change: {
      segments?: string[];
      query?: string[];
      headers?: Record<string, string>;
      payload?: string | Buffer;
    },
  ): BadRequest => {
    const changedSearch = (change.query ?? query).join('&');
    const payload = change.payload ?? basePayload;
    const url = (change.segments ?? segments).join('/');
    return {
      kind,
      method: route.method,
      url: changedSearch ? `${url}?${changedSearch}` : url,
      headers:
        change.headers ??
        (isJson(base.payload) ? { 'content-type': 'application/json' } : (base.headers ?? {})),
      ...(payload === undefined ? {} : { payload }),
    };
  };
  return {
    segments,
    query,
    template,
    paramAt: template.flatMap((part, index) => (/^\{.+\}$/.test(part) ? [index] : [])),
    queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
    queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
    bodySchema: route.operation.requestBody?.content?.['application/json']?.schema,
    request,
  };
}

/** The query with one parameter set to raw (already encoded) text. */
export const queryWith = (query: readonly string[], name: string, raw: string) => [
  ...query.filter((pair) => !pair.startsWith(`${name}=`)),
  `${name}=${raw}`,
];
