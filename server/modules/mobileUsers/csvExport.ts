import { Readable } from 'node:stream';
import {
  CSV_EXPORT_INCOMPLETE_LINE,
  MOBILE_USER_CSV_HEADER,
  type MobileUserCsvBody,
} from '../../../contract/mobileUsersCsv';
import { poolOf, type Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { csvRow, UTF8_BOM } from '../../lib/csv';
import { ReusableBuffer } from '../../lib/reusableBuffer';
import { copyBatch } from './csvCopyRepository';
import { filterSegment } from './segmentFilterRepository';
import {
  customFieldsCell,
  groupsCell,
  visibleGroupNames,
  type GroupNames,
} from './csvGroupsRepository';
import type { Scope } from '../../plugins/tenancy';
import {
  batchQuery,
  batchWhere,
  boundaryQuery,
  CSV_BATCH_SIZE,
  exportPlan,
  type Cursor,
  type CsvRow,
} from './csvQueryRepository';

/**
 * Batches read at once, each on its own connection. The database work per row (the group
 * lookup above all) is what limits an export, so overlapping batches is what makes it fast on
 * a server with cores to spare; two keeps an export to three of the pool's connections.
 */
const PARALLEL_BATCHES = 2;

/**
 * Rows per COPY batch on PostgreSQL: a COPY costs a round trip and a plan, so batches are
 * larger than the row path's; 20,000 rows are about 4 MB of CSV.
 */
const COPY_BATCH_SIZE = 20_000;

/** A batch's buffer to start with: 20,000 rows of a few custom fields fit, longer ones grow it. */
const BATCH_BUFFER_BYTES = 6 * 1024 * 1024;

const PLATFORM_LABELS: Record<string, string> = { ios: 'iOS', android: 'Android', web: 'Web' };

function cellsOf(row: CsvRow, groups: GroupNames): string[] {
  const platform = row.platform ?? '';
  return [
    row.email ?? '',
    row.first_name,
    row.last_name,
    row.phone ?? '',
    PLATFORM_LABELS[platform.toLowerCase()] ?? platform,
    row.is_active === 1 ? 'Active' : 'Suspended',
    String(row.version),
    row.registered ? 'Yes' : 'No',
    row.state ?? '',
    row.zipcode ?? '',
    row.country ?? '',
    row.userid ?? '',
    row.created,
    row.language ?? '',
    row.opted_out,
    customFieldsCell(row.custom_fields),
    groupsCell(row.group_ids, groups),
  ];
}

function encodeBatch(rows: readonly CsvRow[], groups: GroupNames): Buffer {
  let text = '';
  for (const row of rows) text += csvRow(cellsOf(row, groups));
  return Buffer.from(text, 'utf8');
}

/**
 * The file as chunks, a batch of rows at a time: on PostgreSQL each batch is one COPY
 * (csvCopyRepository.ts), on PGlite, which has no streaming COPY, one query. A cheap query finds
 * where each batch ends (the keyset position a batch on), so the next batches can be read while
 * this one is written;
 * at most PARALLEL_BATCHES batches are held, whatever the export's size, each in a buffer that
 * the batch after next fills again (ReusableBuffer says why).
 */
async function* csvChunks(
  db: Database,
  scope: Scope,
  body: MobileUserCsvBody,
): AsyncGenerator<Buffer> {
  const plan = exportPlan(scope, body, await filterSegment(db, scope, body));
  const pool = poolOf(db);
  const batchSize = pool ? COPY_BATCH_SIZE : CSV_BATCH_SIZE;
  const boundaryAfter = async (after: Cursor | null) =>
    (await selectRows<Cursor>(db, boundaryQuery(plan, after, batchSize)))[0] ?? null;
  const groups = await visibleGroupNames(db, scope);
  // The first query applies the whole filter: it runs before the first byte, so a filter the
  // database refuses is still an error answer, never a file that starts and then breaks.
  let nextThrough: Cursor | null = await boundaryAfter(null);
  yield Buffer.from(UTF8_BOM + csvRow(MOBILE_USER_CSV_HEADER), 'utf8');
  const spare: ReusableBuffer[] = [];
  const readBatch = async (
    after: Cursor | null,
    through: Cursor | null,
  ): Promise<ReusableBuffer> => {
    const into = spare.pop() ?? new ReusableBuffer(BATCH_BUFFER_BYTES);
    if (pool) {
      await copyBatch(pool, plan, batchWhere(plan, after, through), groups, into);
    } else {
      const rows = await selectRows<CsvRow>(db, batchQuery(plan, after, through));
      into.append(encodeBatch(rows, groups));
    }
    return into;
  };

  const queue: Promise<ReusableBuffer>[] = [];
  let after: Cursor | null = null;
  let more = true;
  while (more || queue.length > 0) {
    while (more && queue.length < PARALLEL_BATCHES) {
      const through = nextThrough;
      const batch = readBatch(after, through);
      // If the download is abandoned, nobody awaits this batch: its failure must not crash.
      batch.catch(() => undefined);
      queue.push(batch);
      more = through !== null;
      after = through;
      if (more) nextThrough = await boundaryAfter(after);
    }
    const batch = await queue.shift();
    if (!batch) continue;
    yield* batch.pieces();
    batch.clear();
    spare.push(batch);
  }
}

/**
 * Every user the filter selects in the caller's scope, as a CSV stream (UTF-8 with a BOM, so
 * spreadsheet programs read accents right). In byte mode the stream asks for the next chunk only
 * once the response has drained, so a slow client holds the export back instead of piling rows
 * up in memory.
 */
export function mobileUsersCsv(
  db: Database,
  scope: Scope,
  body: MobileUserCsvBody,
  onBroken: (error: unknown) => void = () => {},
): Readable {
  return Readable.from(endMarkedWhenBroken(csvChunks(db, scope, body), onBroken), {
    objectMode: false,
  });
}

/**
 * Once the first byte is out, the status (200) can no longer say that an export failed, and a
 * dropped connection looks like a network fault. So an error after the start ends the file with
 * its own last line (contract/mobileUsersCsv.ts) that the console checks for.
 */
async function* endMarkedWhenBroken(
  chunks: AsyncGenerator<Buffer>,
  onBroken: (error: unknown) => void,
): AsyncGenerator<Buffer> {
  let started = false;
  try {
    for await (const chunk of chunks) {
      started = true;
      yield chunk;
    }
  } catch (error) {
    if (!started) throw error;
    onBroken(error);
    yield Buffer.from(CSV_EXPORT_INCOMPLETE_LINE, 'utf8');
  }
}

export function csvFileName(now = new Date()): string {
  return `app-users-${now.toISOString().slice(0, 10)}.csv`;
}
