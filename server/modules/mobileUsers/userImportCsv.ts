import { pipeline, Transform, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { USER_IMPORT_LIST_LIMIT, type UserImportRowError } from '../../../contract/userImport';
import { columnsOf, invalidFile, type Column } from './userImportColumns';
import { readRow, type ImportRow } from './userImportRows';

/** Checked rows handed on at a time: a statement of about a megabyte. */
const ROWS_PER_BATCH = 5000;

export interface ParsedUpload {
  /** Data rows read: the header and blank lines not counted. */
  dataRows: number;
  /** Rows that passed every check (handed to `onRows`). */
  validRows: number;
  /** The first errors, in file order; errorCount counts them all. */
  errors: UserImportRowError[];
  errorCount: number;
}

/** Bytes the parser takes at a time; see textOnly. */
const SLICE_BYTES = 64 * 1024;

/**
 * A CSV file holds text: a NUL byte means a spreadsheet, an image or another binary file.
 * Large chunks go on in slices, so the parser works (and can stop at the row limit) as it goes
 * rather than parsing a whole buffered upload in one synchronous step.
 */
function textOnly() {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (chunk.includes(0)) return callback(invalidFile('The file is not a CSV file.'));
      for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
        this.push(chunk.subarray(at, at + SLICE_BYTES));
      }
      callback();
    },
  });
}

/** The line a record starts on: csv-parse reports the line it ends on. */
function startLine(endLine: number, cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) for (const char of cell) if (char === '\n') breaks += 1;
  return endLine - breaks;
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Hands batches on one at a time while the next one is read: the process parses and checks
 * rows while the database writes the batch before, instead of each waiting for the other.
 * A failed batch fails the next hand-off (or `settle`); `settle` also waits for the last one,
 * so nothing is still being written when the caller cleans up after an error.
 */
function overlappedHandOff(onRows: (rows: ImportRow[]) => Promise<void>) {
  let inFlight: Promise<void> | null = null;
  return {
    async handOn(rows: ImportRow[]): Promise<void> {
      if (inFlight) await inFlight;
      const handing = onRows(rows);
      // Handled here so a failure waits for the next await instead of ending the process.
      handing.catch(() => undefined);
      inFlight = handing;
    },
    async settle(): Promise<void> {
      const last = inFlight;
      inFlight = null;
      if (last) await last;
    },
  };
}

/**
 * Reads an uploaded CSV as it arrives and checks every row, handing the rows that pass on to
 * `onRows` in batches, in file order, one batch at a time; the next batch is read while one is
 * handed on, and reading waits when both are ready. Quirks of spreadsheet exports are accepted:
 * a BOM, stray quotes inside unquoted cells, rows of empty cells, rows short of the header's
 * length.
 */
export async function readUpload(
  file: Readable,
  onRows: (rows: ImportRow[]) => Promise<void>,
  maxRows: number,
): Promise<ParsedUpload> {
  const parser = parse({
    bom: true,
    info: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  });
  // The callback only settles the pipeline; its error also reaches the loop below.
  const records: AsyncIterable<ParsedRecord> = pipeline(file, textOnly(), parser, () => undefined);
  const parsed: ParsedUpload = { dataRows: 0, validRows: 0, errors: [], errorCount: 0 };
  let columns: Column[] | null = null;
  let batch: ImportRow[] = [];
  const handOff = overlappedHandOff(onRows);
  try {
    for await (const { record, info } of records) {
      if (!columns) {
        columns = columnsOf(record);
        continue;
      }
      parsed.dataRows += 1;
      // Checked rows leave the process in batches as the file is read, so memory does not grow
      // with the file; the limit (USER_IMPORT_MAX_ROWS) bounds how long an import takes.
      if (parsed.dataRows > maxRows) {
        throw invalidFile(
          `The file has more than ${maxRows.toLocaleString('en-US')} rows; split it into smaller files.`,
        );
      }
      const result = readRow(columns, record, startLine(info.lines, record));
      if ('row' in result) {
        parsed.validRows += 1;
        batch.push(result.row);
        if (batch.length === ROWS_PER_BATCH) {
          await handOff.handOn(batch);
          batch = [];
        }
        continue;
      }
      parsed.errorCount += result.errors.length;
      const room = USER_IMPORT_LIST_LIMIT - parsed.errors.length;
      if (room > 0) parsed.errors.push(...result.errors.slice(0, room));
    }
  } catch (error) {
    // The batch still being written finishes first; the reading's error is the one to tell.
    await handOff.settle().catch(() => undefined);
    if (error instanceof CsvError) throw invalidFile(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  if (!columns) throw invalidFile('The file is empty: it needs a header row and one row per user.');
  await handOff.handOn(batch);
  await handOff.settle();
  return parsed;
}
