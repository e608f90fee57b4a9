import type { FastifySchemaValidationError } from 'fastify';
import { FREE_TEXT } from '../../contract/common';

/**
 * Control characters (Unicode category Cc: C0, DEL, C1). No text of ours holds them, and
 * PostgreSQL refuses NUL in text outright (it answered 500 before this guard).
 */
const CONTROL = /\p{Cc}/u;
/** Free text (a message's HTML, a description) may also hold tabs and line breaks. */
const CONTROL_IN_FREE_TEXT = /(?![\t\n\r])\p{Cc}/u;
/** Half a surrogate pair: not text at all, and silently changed when stored as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema and its anyOf/oneOf/allOf branches: a value may be read by any of them. */
function branches(schema: unknown): SchemaNode[] {
  if (!isNode(schema)) return [];
  const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => {
    const list = schema[key];
    return Array.isArray(list) ? list.flatMap(branches) : [];
  });
  return [schema, ...nested];
}

function propertySchemas(schemas: SchemaNode[], key: string): SchemaNode[] {
  return schemas.flatMap((schema) => {
    const properties = isNode(schema.properties) ? schema.properties : {};
    const patterns = isNode(schema.patternProperties)
      ? Object.values(schema.patternProperties)
      : [];
    return [properties[key], ...patterns, schema.additionalProperties].flatMap(branches);
  });
}

const itemSchemas = (schemas: SchemaNode[]) => schemas.flatMap((schema) => branches(schema.items));

const problem = (path: string, keyword: string, message: string) => ({
  keyword,
  instancePath: path,
  schemaPath: '#',
  params: {},
  message,
});

function textProblem(text: string, path: string, freeText: boolean) {
  if ((freeText ? CONTROL_IN_FREE_TEXT : CONTROL).test(text)) {
    return problem(path, 'invalidCharacters', 'must not contain control characters');
  }
  if (LONE_SURROGATE.test(text)) {
    return problem(path, 'invalidCharacters', 'must be well-formed text');
  }
  return null;
}

function walk(
  value: unknown,
  schemas: SchemaNode[],
  path: string,
  body: boolean,
): FastifySchemaValidationError | null {
  if (typeof value === 'string') {
    return textProblem(value, path, body && schemas.some((schema) => schema[FREE_TEXT] === true));
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : problem(path, 'finite', 'must be a finite number');
  }
  if (Array.isArray(value)) {
    const items = itemSchemas(schemas);
    for (const [index, item] of value.entries()) {
      const found = walk(item, items, `${path}/${index}`, body);
      if (found) return found;
    }
    return null;
  }
  if (isNode(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found =
        textProblem(key, `${path}/${key}`, false) ??
        walk(item, propertySchemas(schemas, key), `${path}/${key}`, body);
      if (found) return found;
    }
  }
  return null;
}

/**
 * What is wrong with validated input that a JSON schema cannot say: a control character or half
 * a surrogate pair in any string (params, query, body; line breaks and tabs only in a body
 * string its schema marks as free text), or a number that is not finite (`1e309` is Infinity,
 * which ajv's integer check lets through). One check for every route, run by its validators.
 */
export function inputProblem(
  data: unknown,
  schema: unknown,
  body: boolean,
): FastifySchemaValidationError | null {
  return walk(data, branches(schema), '', body);
}
