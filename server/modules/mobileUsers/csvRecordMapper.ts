import { csvCell } from '../../lib/csv';

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const CRLF = Buffer.from('\r\n');
const MAX_CACHED_CELLS = 10_000;

/**
 * Rewrites PostgreSQL's CSV output record by record: the last field of each record holds the
 * user's group ids (`;`-separated, never quoted), which become the group names the caller may
 * see, and each record ends with CRLF as RFC 4180 asks (COPY ends lines with LF). A newline
 * inside a quoted field belongs to the field, so quotes are tracked; a record cut by a chunk
 * boundary waits for the next chunk.
 */
export class CsvRecordMapper {
  private rest: Buffer = Buffer.alloc(0);
  private readonly cells = new Map<string, Buffer>();

  constructor(private readonly groupCell: (ids: string) => string) {}

  push(chunk: Buffer): Buffer {
    const data = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk;
    const out: Buffer[] = [];
    let start = 0;
    let pos = 0;
    let quoted = false;
    for (;;) {
      const newline = data.indexOf(NEWLINE, pos);
      if (newline === -1) break;
      const quote = data.indexOf(QUOTE, pos);
      if (quote !== -1 && quote < newline) {
        quoted = !quoted;
        pos = quote + 1;
        continue;
      }
      pos = newline + 1;
      if (quoted) continue;
      this.record(data.subarray(start, newline), out);
      start = pos;
    }
    this.rest = Buffer.from(data.subarray(start));
    return Buffer.concat(out);
  }

  /** Whatever is left once the input ends: a last record without its newline. */
  end(): Buffer {
    const out: Buffer[] = [];
    if (this.rest.length > 0) this.record(this.rest, out);
    this.rest = Buffer.alloc(0);
    return Buffer.concat(out);
  }

  private record(line: Buffer, out: Buffer[]) {
    const comma = line.lastIndexOf(COMMA);
    const ids = line.subarray(comma + 1).toString('latin1');
    let cell = this.cells.get(ids);
    if (!cell) {
      // Users share a few combinations of groups; the bound keeps odd data from growing it.
      if (this.cells.size >= MAX_CACHED_CELLS) this.cells.clear();
      cell = Buffer.from(csvCell(this.groupCell(ids)), 'utf8');
      this.cells.set(ids, cell);
    }
    out.push(line.subarray(0, comma + 1), cell, CRLF);
  }
}
