import { multipartBody } from '../../../server/modules/messages/testKit';
import type { ApiRoute } from './apiRoutes';
import {
  fieldSlots,
  isJson,
  partsOf,
  queryWith,
  typesOf,
  withRawNumber,
  withValue,
  type BadRequest,
  type Json,
} from './requestParts';
import type { SampleRequest } from './routeSamples';

const NUL_TEXT = 'a\u0000b';

/** A body's top-level fields as slots, typed by the value the sample gives them. */
const sampleSlots = (body: Json) =>
  Object.entries(body).map(([name, value]) => ({
    path: [name],
    schema: { type: typeof value === 'number' ? 'number' : typeof value },
  }));

/**
 * Requests that put a NUL in every text input of a route and 1e309 in every number, beside the
 * sampled ones: sampling alone may never put the one bad value into the one field that reaches
 * the database.
 */
export function probes(route: ApiRoute, base: SampleRequest): BadRequest[] {
  const { segments, query, template, paramAt, queryParameters, bodySchema, request } = partsOf(
    route,
    base,
  );
  const found: BadRequest[] = paramAt.map((index) => {
    const changed = [...segments];
    changed[index] = 'a%00b';
    return request(`path ${template[index] ?? ''} holds NUL`, { segments: changed });
  });
  for (const { name, schema } of queryParameters) {
    found.push(request(`query ${name} holds NUL`, { query: queryWith(query, name, 'a%00b') }));
    const types = schema ? typesOf(schema) : [];
    if (types.includes('integer') || types.includes('number')) {
      found.push(request(`query ${name}=1e309`, { query: queryWith(query, name, '1e309') }));
    }
  }
  const asJson = (kind: string, text: string) => request(kind, { payload: text });
  const asForm = (kind: string, text: string) => {
    const form = base.form;
    if (!form) throw new Error('no form');
    const body = multipartBody({ ...form.fields, data: text }, form.file);
    return request(kind, { headers: body.headers, payload: body.payload });
  };
  const data = base.form?.fields.data;
  const body = isJson(base.payload) ? base.payload : data ? (JSON.parse(data) as Json) : null;
  if (!body) return found;
  const send = isJson(base.payload) ? asJson : asForm;
  const slots = isJson(base.payload) ? fieldSlots(bodySchema) : sampleSlots(body);
  for (const { path, schema } of slots) {
    const types = typesOf(schema);
    const where = path.join('.');
    if (types.includes('string')) {
      found.push(send(`${where} holds NUL`, JSON.stringify(withValue(body, path, NUL_TEXT))));
    }
    if (types.includes('integer') || types.includes('number')) {
      found.push(send(`${where} = 1e309`, withRawNumber(body, path, '1e309')));
    }
  }
  return found;
}
