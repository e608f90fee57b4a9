/**
 * RFC 4180 cells that spreadsheets open as text: a cell starting with = + - @ tab or CR gets a
 * leading single quote, so it can never run as a formula; quotes are doubled inside quoted cells.
 * A cell is quoted only when it holds a comma, quote or line break, exactly as PostgreSQL's COPY
 * writes CSV, so both export paths give the same bytes.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads a file as UTF-8 only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';
