import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { FREE_TEXT } from '../../contract/common';
import { inputProblem } from './inputGuard';

const sharedOptions = () => ({
  removeAdditional: 'all' as const,
  useDefaults: true,
  // Marks strings that may span lines (contract/common.ts, FreeText); ajv only has to know it.
  keywords: [FREE_TEXT],
});

/**
 * The request validators, one ajv per kind of input. Path parameters and query strings arrive
 * as text, so they are coerced to the schema's types ('10' is 10). A JSON body has types of its
 * own, and a wrong one is refused, never converted: coercion stored the number 1e308 sent as a
 * first name as the text "1e+308". Every validator then runs the input guard (inputGuard.ts):
 * no control characters or broken text in any string, no number that is not finite.
 */
export function buildValidators(): FastifySchemaCompiler<unknown> {
  const compilers = AjvCompiler();
  const coercing = compilers({}, { customOptions: { ...sharedOptions(), coerceTypes: 'array' } });
  const exact = compilers({}, { customOptions: { ...sharedOptions(), coerceTypes: false } });

  return (route) => {
    const isBody = route.httpPart === 'body';
    // The compiler is handed the route's definition, although its typings name a bare schema.
    const validate = (isBody ? exact : coercing)({
      schema: route.schema,
      method: route.method,
      url: route.url,
      httpPart: route.httpPart,
    });
    if (route.httpPart === 'headers') return validate;
    const checked = (data: unknown): boolean => {
      if (!validate(data)) {
        checked.errors = validate.errors ?? [];
        return false;
      }
      const problem = inputProblem(data, route.schema, isBody);
      checked.errors = problem ? [problem] : null;
      return problem === null;
    };
    checked.errors = null as FastifySchemaValidationError[] | null;
    return checked;
  };
}
