import fc from 'fast-check';
import { multipartBody, type FormFile } from '../../../server/modules/messages/testKit';
import type { ApiRoute, OpenApiSchema } from './apiRoutes';
import { badText, badUrlText, badValue, INVALID_UTF8 } from './badValues';
import {
  fieldSlots,
  isJson,
  partsOf,
  queryWith,
  withRawNumber,
  withValue,
  type BadRequest,
  type Json,
} from './requestParts';
import type { SampleRequest } from './routeSamples';

const OVER_BODY_LIMIT = 1024 * 1024 + 1;

/** A JSON body broken in one way: a field's value or type, a field missing or added, its root. */
function brokenJson(
  schema: OpenApiSchema | undefined,
  base: Json,
): fc.Arbitrary<[string, unknown]> {
  const paths = fieldSlots(schema).map((slot) => slot.path);
  const required = schema?.required ?? [];
  const options: fc.WeightedArbitrary<[string, unknown]>[] = [
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 8 }), badValue)
        .map(([key, value]) => ['an extra field', { ...base, [`x_${key}`]: value }]),
    },
    { weight: 1, arbitrary: badValue.map((value) => ['a body that is no object', value]) },
  ];
  if (paths.length > 0) {
    options.push({
      weight: 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), badValue)
        .map(([path, value]) => [`${path.join('.')} broken`, withValue(base, path, value)]),
    });
  }
  if (required.length > 0) {
    options.push({
      weight: 1,
      arbitrary: fc
        .constantFrom(...required)
        .map((name) => [
          `${name} missing`,
          Object.fromEntries(Object.entries(base).filter(([key]) => key !== name)),
        ]),
    });
  }
  return fc.oneof(...options);
}

/** JSON text broken as bytes: cut short, not UTF-8, a number JSON.parse makes Infinity. */
function brokenJsonText(schema: OpenApiSchema | undefined, base: Json) {
  const text = JSON.stringify(base);
  const paths = fieldSlots(schema).map((slot) => slot.path);
  const at = text.indexOf('":"');
  return fc.oneof(
    fc
      .nat({ max: Math.max(text.length - 1, 0) })
      .map((cut) => ['cut short', text.slice(0, cut)] as const),
    fc.constant([
      'not UTF-8',
      at >= 0
        ? Buffer.concat([
            Buffer.from(text.slice(0, at + 3)),
            INVALID_UTF8,
            Buffer.from(text.slice(at + 3)),
          ])
        : Buffer.concat([Buffer.from('{"x":"'), INVALID_UTF8, Buffer.from('"}')]),
    ] as const),
    fc
      .tuple(
        fc.constantFrom(...(paths.length > 0 ? paths : [['x']])),
        fc.constantFrom('1e309', '-1e309', '1e-400'),
      )
      .map(
        ([path, number]) =>
          [`${path.join('.')} = ${number}`, withRawNumber(base, path, number)] as const,
      ),
    fc
      .constantFrom('not json', '', '{', '[]', 'null', '"text"', '{"a":1,"a":2}', '\u0000')
      .map((raw) => ['not a JSON object', raw] as const),
    fc.constant(['over the body limit', `{"x":"${'a'.repeat(OVER_BODY_LIMIT)}"}`] as const),
  );
}

function brokenFile(file: FormFile): fc.Arbitrary<[string, FormFile]> {
  return fc.oneof(
    badText.map((name): [string, FormFile] => [
      'a strange file name',
      { ...file, name: `${name.slice(0, 200)}.html` },
    ]),
    fc
      .constantFrom(
        Buffer.alloc(0),
        Buffer.from([0, 1, 2, 3, 0xff]),
        Buffer.concat([Buffer.from('email\r\n'), INVALID_UTF8, Buffer.from('@example.com\r\n')]),
        Buffer.from('email,first name\r\n=HYPERLINK("x"),a\u0001b\r\n\u0000\r\n'),
        Buffer.from('<!doctype html><html><body>\u0000</body></html>'),
      )
      .map((content): [string, FormFile] => ['strange file content', { ...file, content }]),
  );
}

/** A multipart body broken in one way. */
function brokenForm(base: SampleRequest, form: NonNullable<SampleRequest['form']>) {
  const payload = Buffer.isBuffer(base.payload) ? base.payload : Buffer.alloc(0);
  const type = base.headers?.['content-type'] ?? '';
  const rebuilt = (kind: string, fields: Record<string, string>, file: FormFile) => {
    const body = multipartBody(fields, file);
    return { kind, headers: body.headers, payload: body.payload };
  };
  const data = form.fields.data;
  const options = [
    fc.constant({
      kind: 'no boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload,
    }),
    fc.constant({
      kind: 'another boundary',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload,
    }),
    fc.nat({ max: payload.length - 1 }).map((cut) => ({
      kind: 'cut short',
      headers: { 'content-type': type },
      payload: payload.subarray(0, cut),
    })),
    brokenFile(form.file).map(([kind, file]) => rebuilt(kind, form.fields, file)),
    fc.constant(
      rebuilt('a data field over its limit', { data: 'x'.repeat(OVER_BODY_LIMIT) }, form.file),
    ),
  ];
  if (data) {
    const parsed = JSON.parse(data) as Json;
    options.push(
      brokenJson(undefined, parsed).map(([kind, value]) =>
        rebuilt(`data: ${kind}`, { data: JSON.stringify(value) ?? 'null' }, form.file),
      ),
      fc
        .constantFrom('{', 'not json', `{"title":"${'\u0000'}"}`)
        .map((raw) => rebuilt('data: not JSON', { data: raw }, form.file)),
    );
  }
  return fc.oneof(...options);
}

/**
 * `count` requests to a route built from its sample and broken, each in one way, as fast-check
 * samples them from the route's OpenAPI schema (fixed seed, so every run sends the same ones).
 */
export function badRequests(
  route: ApiRoute,
  base: SampleRequest,
  count: number,
  seed: number,
): BadRequest[] {
  const { segments, query, template, paramAt, queryNames, bodySchema, request } = partsOf(
    route,
    base,
  );
  // Weighted towards the inputs a route reads most: its body, then its path.
  const options: fc.WeightedArbitrary<BadRequest>[] = [
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...queryNames, 'x_extra'), badUrlText)
        .map(([name, text]) =>
          request(`query ${name}=${text.slice(0, 40)}`, {
            query: queryWith(query, name, text),
          }),
        ),
    },
  ];
  if (paramAt.length > 0) {
    options.push({
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...paramAt), badUrlText).map(([index, text]) => {
        const changed = [...segments];
        changed[index] = text;
        return request(`path ${template[index] ?? ''}=${text.slice(0, 40)}`, { segments: changed });
      }),
    });
  }
  const json = isJson(base.payload) ? base.payload : null;
  if (json) {
    options.push(
      {
        weight: 6,
        arbitrary: brokenJson(bodySchema, json).map(([kind, value]) =>
          request(kind, { payload: JSON.stringify(value) ?? 'null' }),
        ),
      },
      {
        weight: 2,
        arbitrary: brokenJsonText(bodySchema, json).map(([kind, raw]) =>
          request(kind, { payload: raw }),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
          )
          .map((type) => request(`sent as ${type}`, { headers: { 'content-type': type } })),
      },
    );
  }
  if (base.form) {
    options.push({
      weight: 8,
      arbitrary: brokenForm(base, base.form).map((broken) => request(broken.kind, broken)),
    });
  }
  return fc.sample(fc.oneof(...options), { seed, numRuns: count });
}
