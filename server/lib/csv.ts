/**
 * RFC 4180 cells that spreadsheets never run as formulas: a cell a spreadsheet would run gets a
 * leading single quote. That is a cell starting with = @ tab or CR, or with + or - unless the
 * rest is number-like (digits, spaces, dots, commas, parentheses, dashes: a phone number such as
 * +1555000039 or a negative number, which can call no function and reach no cell, so they are
 * written as they are). Quotes are doubled inside quoted cells. A cell is quoted only when it
 * holds a comma, quote or line break, exactly as PostgreSQL's COPY writes CSV, so both export
 * paths give the same bytes (csvCopy.ts applies the same rule in SQL).
 */
const ALWAYS_FORMULA = /^[=@\t\r]/;
const SIGNED = /^[+-]/;
export const NUMBER_LIKE = /^[+-][0-9][0-9 .,()-]*$/;

export function runsAsFormula(text: string): boolean {
  return ALWAYS_FORMULA.test(text) || (SIGNED.test(text) && !NUMBER_LIKE.test(text));
}

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && runsAsFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads a file as UTF-8 only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';
