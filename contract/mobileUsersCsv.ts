import { Type, type Static } from '@sinclair/typebox';
import { MobileUserFilter, MobileUserListBody } from './mobileUsers';

/**
 * POST /user/mobile-users/download-csv: the users list's filter and sort, without paging, since
 * the file holds every filtered user. The answer is the CSV itself (text/csv, as an attachment).
 */
export const MobileUserCsvBody = Type.Composite([
  MobileUserFilter,
  Type.Pick(MobileUserListBody, ['sortField', 'sortDirection']),
]);
export type MobileUserCsvBody = Static<typeof MobileUserCsvBody>;

/** The export's columns, in order: the header row of the file. */
export const MOBILE_USER_CSV_HEADER = [
  'Email',
  'First name',
  'Last name',
  'Phone',
  'Platform',
  'Status',
  'Version',
  'Registered',
  'State',
  'Zip code',
  'Country',
  'Member ID',
  'Date created',
  /** The member's own language tag; empty: the organisation's default. */
  'Language',
  /**
   * The member's standing opt-outs (docs/decisions.md, "Opt-outs as the console shows them"):
   * `; `-separated, those for every channel first, then by channel name; each a delivery ("all",
   * "push", "sms", "email"), followed by ":" and the channel's name when it holds for one
   * channel only: "sms; email; all:Acme Events". Empty: none.
   */
  'Opted out',
  // Last, so the PostgreSQL export can write them from the end of each row without parsing it.
  'Custom fields',
  'Groups',
] as const;

/**
 * The last line of an export that failed after its first byte (the answer was already 200).
 * A complete file never holds it; the console checks a downloaded file's end for it and
 * reports the export as failed instead of saving a file that is missing rows.
 */
export const CSV_EXPORT_INCOMPLETE_MARKER = '#EXPORT-INCOMPLETE';
export const CSV_EXPORT_INCOMPLETE_LINE = `${CSV_EXPORT_INCOMPLETE_MARKER},The export stopped early: this file is missing rows.\r\n`;
