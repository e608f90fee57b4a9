import { AppError } from '../../lib/errors';

/** The user fields an import file may fill, by their header names in the spec's spelling. */
export const IMPORT_FIELDS = [
  'email',
  'firstname',
  'lastname',
  'phone',
  'platform',
  'userid',
  'state',
  'zipcode',
  'country',
  'language',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export type Column =
  { kind: 'field'; field: ImportField } | { kind: 'custom'; name: string } | { kind: 'ignored' };

/** Header spellings people and our own export use, after squashing case, spaces and dashes. */
const ALIASES: Record<string, ImportField> = {
  ...Object.fromEntries(IMPORT_FIELDS.map((field) => [field, field])),
  emailaddress: 'email',
  phonenumber: 'phone',
  memberid: 'userid',
  zip: 'zipcode',
};

/**
 * Columns of our own CSV export that describe a user rather than set anything: re-importing an
 * exported file must not turn them into custom fields.
 */
const EXPORT_ONLY = new Set([
  'status',
  'version',
  'registered',
  'groups',
  'customfields',
  'datecreated',
]);

const MAX_CUSTOM_COLUMNS = 50;
const MAX_CUSTOM_NAME = 100;

export const invalidFile = (message: string) => new AppError('validation_error', message);

const squash = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/**
 * What each column of the header row holds. Known names map to user fields, any other name is a
 * custom field, and a column without a name is skipped (spreadsheets leave such columns behind).
 */
export function columnsOf(header: readonly string[]): Column[] {
  const seen = new Set<string>();
  let customCount = 0;
  const columns = header.map((raw): Column => {
    const name = raw.trim();
    const key = squash(name);
    if (!key || EXPORT_ONLY.has(key)) return { kind: 'ignored' };
    const field = ALIASES[key];
    const identity = field ?? `custom:${name.toLowerCase()}`;
    if (seen.has(identity)) throw invalidFile(`The header names "${name}" twice.`);
    seen.add(identity);
    if (field) return { kind: 'field', field };
    if (name.length > MAX_CUSTOM_NAME) {
      throw invalidFile(
        `The column name "${name.slice(0, 40)}..." is over ${MAX_CUSTOM_NAME} characters.`,
      );
    }
    customCount += 1;
    return { kind: 'custom', name };
  });
  if (customCount > MAX_CUSTOM_COLUMNS) {
    throw invalidFile(
      `The file has ${customCount} custom field columns; at most ${MAX_CUSTOM_COLUMNS}.`,
    );
  }
  if (!seen.has('email') && !seen.has('phone')) {
    throw invalidFile('The header row needs an email or a phone column.');
  }
  return columns;
}
