import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';

/** How many errors and duplicates an answer lists; the counts always cover the whole file. */
export const USER_IMPORT_LIST_LIMIT = 1000;

export const USER_IMPORT_PLATFORMS = ['ios', 'android', 'web'] as const;

/** `dryRun=true` checks the file and writes nothing; it may also come as a form field. */
export const UserImportQuery = Type.Object({ dryRun: Type.Optional(Type.Boolean()) });

/** A problem with one row; `line` is the row's first line in the file (the header is line 1). */
export const UserImportRowError = Type.Object({
  line: Type.Integer(),
  field: Type.String(),
  message: Type.String(),
});
export type UserImportRowError = Static<typeof UserImportRowError>;

/**
 * A row left out because its email or phone is already taken: by an app user of the company
 * (`existing`) or by an earlier row of the same file (`file`, with that row's line).
 */
export const UserImportDuplicate = Type.Object({
  line: Type.Integer(),
  field: Type.Union([Type.Literal('email'), Type.Literal('phone')]),
  value: Type.String(),
  reason: Type.Union([Type.Literal('existing'), Type.Literal('file')]),
  firstLine: Type.Optional(Type.Integer()),
});
export type UserImportDuplicate = Static<typeof UserImportDuplicate>;

export const UserImportSummary = Type.Object({
  dryRun: Type.Boolean(),
  /** Data rows read (the header and blank lines not counted). */
  rows: Type.Integer(),
  /** Rows that pass every check and are no duplicate: what an import adds. */
  valid: Type.Integer(),
  /** Rows added; only when not a dry run. */
  imported: Type.Optional(Type.Integer()),
  duplicateCount: Type.Integer(),
  duplicates: Type.Array(UserImportDuplicate),
  errorCount: Type.Integer(),
  errors: Type.Array(UserImportRowError),
});
export type UserImportSummary = Static<typeof UserImportSummary>;

export const UserImportResponse = Success(UserImportSummary);
export type UserImportResponse = Static<typeof UserImportResponse>;

export const UploadDeleteBody = Type.Object({
  userid: Type.String({ minLength: 1, maxLength: 100 }),
});
export type UploadDeleteBody = Static<typeof UploadDeleteBody>;

export const UploadDeleteResponse = Success(Type.Object({ deleted: Type.Integer() }));
export type UploadDeleteResponse = Static<typeof UploadDeleteResponse>;
