import { UNLISTED_LANGUAGE } from '../../../contract/languageTag';
import { languageCode, type LanguageCode } from '../../../contract/languages';
import { USER_IMPORT_PLATFORMS, type UserImportRowError } from '../../../contract/userImport';
import type { Column, ImportField } from './userImportColumns';

/** One row ready to insert: trimmed, email lower-cased, phone without separators. */
export interface ImportRow {
  line: number;
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  platform: string | null;
  userid: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  /** A listed tag in its listed spelling; null: the organisation's default. */
  language: LanguageCode | null;
  customFields: Record<string, string>;
}

/** The spec's email check: something, an @, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SEPARATORS = /[\s().-]/g;
/** E.164 allows 15 digits; fewer than 7 is no reachable number. */
const PHONE = /^\+?\d{7,15}$/;

const MAX_LENGTH: Record<ImportField, number> = {
  email: 254,
  firstname: 100,
  lastname: 100,
  phone: 30,
  platform: 20,
  userid: 100,
  state: 100,
  zipcode: 20,
  country: 100,
  language: 35,
};
const MAX_CUSTOM_VALUE = 500;

/**
 * Our CSV export puts a single quote before cells that start like a formula; taking it off again
 * lets an exported file be imported as it is.
 */
const FORMULA_GUARD = /^'[=+\-@\t\r]/;
const unguard = (value: string) => (FORMULA_GUARD.test(value) ? value.slice(1) : value);

const PLATFORMS: readonly string[] = USER_IMPORT_PLATFORMS;

export type RowResult = { row: ImportRow } | { errors: UserImportRowError[] };

export function readRow(
  columns: readonly Column[],
  cells: readonly string[],
  line: number,
): RowResult {
  const errors: UserImportRowError[] = [];
  const fail = (field: string, message: string) => errors.push({ line, field, message });
  const values: Partial<Record<ImportField, string>> = {};
  const customFields: Record<string, string> = {};

  const extra = cells.slice(columns.length).filter((cell) => cell.trim() !== '');
  if (extra.length > 0) {
    fail('row', `has ${cells.length} cells; the header has ${columns.length} columns`);
  }
  for (const [index, column] of columns.entries()) {
    const value = unguard((cells[index] ?? '').trim());
    if (column.kind === 'ignored' || value === '') continue;
    const field = column.kind === 'field' ? column.field : column.name;
    const max = column.kind === 'field' ? MAX_LENGTH[column.field] : MAX_CUSTOM_VALUE;
    // The file is read as UTF-8; a replacement character means it was saved in another encoding.
    if (value.includes('\uFFFD')) fail(field, 'is not UTF-8 text: save the file as CSV UTF-8');
    else if (value.length > max) fail(field, `is over ${max} characters`);
    else if (column.kind === 'custom') customFields[column.name] = value;
    else values[column.field] = value;
  }

  const email = values.email?.toLowerCase() ?? null;
  if (email !== null && !EMAIL.test(email)) fail('email', 'is not an email address');
  const phone = values.phone?.replace(PHONE_SEPARATORS, '') ?? null;
  if (phone !== null && !PHONE.test(phone)) fail('phone', 'is not a phone number');
  const contactFailed = errors.some(({ field }) => field === 'email' || field === 'phone');
  if (email === null && phone === null && !contactFailed) {
    fail('email', 'an email or a phone number is required');
  }
  const platform = values.platform?.toLowerCase() ?? null;
  if (platform !== null && !PLATFORMS.includes(platform)) {
    fail('platform', `must be one of ${PLATFORMS.join(', ')}`);
  }
  const language = values.language === undefined ? null : languageCode(values.language);
  if (values.language !== undefined && language === null) fail('language', UNLISTED_LANGUAGE);
  if (errors.length > 0) return { errors };
  return {
    row: {
      line,
      email,
      phone,
      firstName: values.firstname ?? '',
      lastName: values.lastname ?? '',
      platform,
      userid: values.userid ?? null,
      state: values.state ?? null,
      zipcode: values.zipcode ?? null,
      country: values.country ?? null,
      language,
      customFields,
    },
  };
}
