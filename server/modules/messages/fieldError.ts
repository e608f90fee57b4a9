/**
 * A 400 validation_error naming the field, in the shape the error model already answers for
 * schema failures (`details: [{ field, message }]`), for rules a schema cannot state.
 */
export function fieldError(field: string, message: string): Error {
  return Object.assign(new Error(`${field} ${message}`), {
    statusCode: 400,
    validation: [{ instancePath: `/${field}`, message }],
  });
}
