import { csvCell } from '../../lib/csv';

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const CRLF = Buffer.from('\r\n');
const MAX_CACHED_CELLS = 10_000;
const EMPTY = Buffer.alloc(0);

/** Where mapped bytes go, piece by piece (a ReusableBuffer's append). */
export type ByteSink = (bytes: Buffer) => void;

/** How the last two fields of a record become cells: the custom fields' JSON and group ids. */
export interface TailCells {
  customFields: (json: string) => string;
  groups: (ids: string) => string;
}

/** A quoted CSV field's text: without its quotes, each doubled quote made one. */
function fieldText(raw: Buffer): string {
  const text = raw.toString('utf8');
  return text.startsWith('"') ? text.slice(1, -1).replaceAll('""', '"') : text;
}

/**
 * A small cache of finished cells, keyed by the field's raw bytes (read as latin1, which is
 * cheap and keeps distinct bytes distinct): users share a few combinations of fields and
 * groups, so most rows cost one lookup.
 */
class CellCache {
  private readonly cells = new Map<string, Buffer>();

  constructor(private readonly make: (field: string) => string) {}

  get(raw: Buffer): Buffer {
    const key = raw.toString('latin1');
    let cell = this.cells.get(key);
    if (!cell) {
      // The bound keeps odd data (every user different) from growing it.
      if (this.cells.size >= MAX_CACHED_CELLS) this.cells.clear();
      cell = Buffer.from(csvCell(this.make(fieldText(raw))), 'utf8');
      this.cells.set(key, cell);
    }
    return cell;
  }
}

/**
 * Where the field before `end` (the index of the comma after it) starts. A quoted field is read
 * backwards: a doubled quote is an escaped one, and the lone quote left of the content opens it.
 */
function fieldStart(line: Buffer, end: number): number {
  if (end === 0 || line[end - 1] !== QUOTE) return line.lastIndexOf(COMMA, end - 1) + 1;
  let pos = end - 2;
  while (pos >= 0) {
    if (line[pos] !== QUOTE) pos--;
    else if (pos > 0 && line[pos - 1] === QUOTE) pos -= 2;
    else return pos;
  }
  return 0;
}

/** Whether `bytes` holds an odd number of quotes: a record cut inside a quoted field. */
function oddQuotes(bytes: Buffer): boolean {
  let odd = false;
  for (let at = bytes.indexOf(QUOTE); at !== -1; at = bytes.indexOf(QUOTE, at + 1)) odd = !odd;
  return odd;
}

/**
 * The index of the newline that ends the record going on at `pos` (inside a quoted field when
 * `quoted`), or -1 when it goes on past the end of `data`. A newline inside quotes belongs to
 * its field.
 */
function recordEnd(data: Buffer, pos: number, quoted: boolean): number {
  let inQuotes = quoted;
  for (;;) {
    const newline = data.indexOf(NEWLINE, pos);
    if (newline === -1) return -1;
    const quote = data.indexOf(QUOTE, pos);
    if (quote !== -1 && quote < newline) {
      inQuotes = !inQuotes;
      pos = quote + 1;
    } else if (inQuotes) {
      pos = newline + 1;
    } else {
      return newline;
    }
  }
}

/**
 * Rewrites PostgreSQL's CSV output record by record: the last field of each record holds the
 * user's group ids (`;`-separated, never quoted) and the one before it the custom fields' JSON
 * text; both become their cells, and each record ends with CRLF as RFC 4180 asks (COPY ends
 * lines with LF). A newline inside a quoted field belongs to the field, so quotes are tracked;
 * a record cut by a chunk boundary waits for the next chunk. The mapped bytes go to `write` as
 * they are made, so nothing is gathered here.
 */
export class CsvRecordMapper {
  private rest: Buffer = EMPTY;
  private readonly customFields: CellCache;
  private readonly groups: CellCache;

  constructor(
    cells: TailCells,
    private readonly write: ByteSink,
  ) {
    this.customFields = new CellCache(cells.customFields);
    this.groups = new CellCache(cells.groups);
  }

  /**
   * Maps the records `chunk` completes. Only a record cut by the chunk's start is joined to
   * what came before: the chunk itself is never copied, since an export passes gigabytes through
   * here and every copy is garbage the collector has to catch up with.
   */
  push(chunk: Buffer): void {
    let start = 0;
    if (this.rest.length > 0) {
      const end = recordEnd(chunk, 0, oddQuotes(this.rest));
      if (end === -1) {
        this.rest = Buffer.concat([this.rest, chunk]);
        return;
      }
      this.record(Buffer.concat([this.rest, chunk.subarray(0, end)]));
      start = end + 1;
    }
    for (
      let end = recordEnd(chunk, start, false);
      end !== -1;
      end = recordEnd(chunk, start, false)
    ) {
      this.record(chunk.subarray(start, end));
      start = end + 1;
    }
    this.rest = Buffer.from(chunk.subarray(start));
  }

  /** Maps whatever is left once the input ends: a last record without its newline. */
  end(): void {
    if (this.rest.length > 0) this.record(this.rest);
    this.rest = EMPTY;
  }

  private record(line: Buffer) {
    const idsStart = line.lastIndexOf(COMMA) + 1;
    const jsonStart = fieldStart(line, idsStart - 1);
    this.write(line.subarray(0, jsonStart));
    this.write(this.customFields.get(line.subarray(jsonStart, idsStart - 1)));
    this.write(line.subarray(idsStart - 1, idsStart));
    this.write(this.groups.get(line.subarray(idsStart)));
    this.write(CRLF);
  }
}
