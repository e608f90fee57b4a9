import {
  Type,
  type Static,
  type StringOptions,
  type TLiteralValue,
  type TSchema,
} from '@sinclair/typebox';

export const ErrorResponse = Type.Object(
  {
    code: Type.String({
      description: 'A code of SPEC.md section 8, or one of contract/errorCodes.ts',
    }),
    message: Type.String(),
    details: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
    ),
    /** The request's id (the X-Request-Id header it came with or was given), as the logs name it. */
    requestId: Type.Optional(Type.String()),
  },
  { title: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** The `{ success, data }` envelope most of the spec's calls answer with. */
export function Success<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Literal(true), data });
}

export const SuccessOnly = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
});
export type SuccessOnly = Static<typeof SuccessOnly>;

export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const Email = Type.String({ format: 'email', maxLength: 254 });

/** Error responses every authenticated route may give. */
export const authErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
} as const;

/**
 * The schema keyword that marks free text: a string that may hold tabs and line breaks (a
 * message's HTML, an SMS text, a description). The API refuses control characters in every
 * other string, and any control character but those three in free text.
 */
export const FREE_TEXT = 'x-free-text';

export const FreeText = (options: StringOptions = {}) =>
  Type.String({ ...options, [FREE_TEXT]: true });

/** A schema or null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A literal: shorter in unions of many. */
export const L = <T extends TLiteralValue>(value: T) => Type.Literal(value);

export const Uuid = Type.String({ format: 'uuid' });
